/** The typical day of a city between its usual minimum and maximum, and the clock hours as the pages read them. */
import { describe, expect, it } from 'vitest';
import { clockHour, clockSpan, temperatureAt, temperatureSpell } from '@/lib/domain/day-temperature';

describe('the typical day between the minimum and the maximum', () => {
  it('is coldest at sunrise, warmest early in the afternoon, and cools through the night back to the minimum', () => {
    const day = [17, 28] as const;
    expect(temperatureAt(6, day)).toBeCloseTo(17);
    const hours = Array.from({ length: 24 }, (_, h) => temperatureAt(h, day));
    expect(hours.indexOf(Math.max(...hours))).toBe(14);
    expect(Math.max(...hours)).toBeCloseTo(28, 0);
    expect(Math.min(...hours)).toBeCloseTo(17);
    // Falling all night, faster after sunset than before dawn.
    expect(temperatureAt(18, day) - temperatureAt(21, day)).toBeGreaterThan(temperatureAt(2, day) - temperatureAt(5, day));
  });
  it('counts the hours above or below a temperature, with the hours the spell starts and ends', () => {
    // Medellín (17 to 28 °C) above a quail's 26 °C: late morning to late afternoon.
    expect(temperatureSpell(26, [17, 28], 'above')).toEqual({ hours: 6, from: 11, to: 17 });
    // Below its 18 °C: the hours before dawn.
    expect(temperatureSpell(18, [17, 28], 'below')).toEqual({ hours: 4, from: 2, to: 6 });
    // Pasto (7 to 19 °C) below 18 °C: most of the day, from the afternoon to noon.
    expect(temperatureSpell(18, [7, 19], 'below')).toEqual({ hours: 20, from: 16, to: 12 });
  });
  it('counts the hours between the clock hours it gives, rounded first', () => {
    // Manizales (12 to 22 °C) below a pullet's 18 °C: from 7 in the evening to 9 in the morning is 14 hours, not the 15 of the unrounded spell.
    expect(temperatureSpell(18, [12, 22], 'below')).toEqual({ hours: 14, from: 19, to: 9 });
    for (let min = 0; min <= 26; min++) {
      for (let max = min + 1; max <= 36; max++) {
        for (const side of ['above', 'below'] as const) {
          const spell = temperatureSpell(20, [min, max], side);
          if (spell && spell.hours < 24) expect(spell.hours, `${side} 20 °C in [${min}, ${max}]`).toBe((spell.to - spell.from + 24) % 24);
        }
      }
    }
  });
  it('says a whole day when the range never crosses the temperature, and nothing when it never reaches it', () => {
    expect(temperatureSpell(22, [24, 33], 'above')?.hours).toBe(24);
    expect(temperatureSpell(30, [19, 30], 'above')).toBeUndefined();
    expect(temperatureSpell(5, [7, 19], 'below')).toBeUndefined();
  });
});

describe('clock hours in Spanish', () => {
  it('reads hours with their part of the day and their article', () => {
    expect(clockHour(0)).toBe('la medianoche');
    expect(clockHour(1)).toBe('la 1 de la madrugada');
    expect(clockHour(9)).toBe('las 9 de la mañana');
    expect(clockHour(12)).toBe('el mediodía');
    expect(clockHour(13)).toBe('la 1 de la tarde');
    expect(clockHour(19)).toBe('las 7 de la noche');
  });
  it('joins a span with "de" and "a", contracted before "el"', () => {
    expect(clockSpan(12, 17)).toBe('del mediodía a las 5 de la tarde');
    expect(clockSpan(9, 12)).toBe('de las 9 de la mañana al mediodía');
    expect(clockSpan(19, 9)).toBe('de las 7 de la noche a las 9 de la mañana');
  });
});
