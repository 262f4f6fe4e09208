/**
 * The hours of a typical day a city spends above or below a temperature, from its usual minimum
 * and maximum (content/places › clima.temperatura), with the daily curve of Parton and Logan
 * (1981) for a 12-hour day, as near the equator: the coldest hour at sunrise (6 in the morning),
 * a sine through the day that peaks 1.86 hours after solar noon, an exponential fall through the
 * night back to the minimum at the next sunrise. An approximation: the pages say "unas N horas".
 */

const SUNRISE_H = 6;
const DAY_H = 12;
/** Hours the day's maximum lags solar noon, and the night's cooling rate (Parton and Logan's a and b for air temperature). */
const PEAK_LAG_H = 1.86;
const NIGHT_DECAY = 2.2;
const STEP_H = 0.05;

/** The temperature of a typical day between `min` and `max` °C at `t` hours after midnight (0 to 24). */
export function temperatureAt(t: number, [min, max]: readonly [number, number]): number {
  const sine = (m: number) => Math.sin((Math.PI * m) / (DAY_H + 2 * PEAK_LAG_H));
  const sinceSunrise = (t - SUNRISE_H + 24) % 24;
  if (sinceSunrise <= DAY_H) return min + (max - min) * sine(sinceSunrise);
  const atSunset = min + (max - min) * sine(DAY_H);
  const fall = (n: number) => Math.exp((-NIGHT_DECAY * n) / (24 - DAY_H));
  // Normalised so that the night ends at the minimum, at the next sunrise.
  return min + ((atSunset - min) * (fall(sinceSunrise - DAY_H) - fall(24 - DAY_H))) / (1 - fall(24 - DAY_H));
}

/** Hours of the day (1 to 24) above or below a temperature, with the hour the spell starts and the hour it ends (0 to 23). */
export interface Spell {
  hours: number;
  from: number;
  to: number;
}

/**
 * The spell of a typical day above `threshold` (side 'above') or below it ('below') for a day
 * between `min` and `max` °C, to the nearest hour, its length counted between the rounded hours it
 * starts and ends; undefined when it lasts less than half an hour, or starts and ends at one hour.
 */
export function temperatureSpell(threshold: number, range: readonly [number, number], side: 'above' | 'below'): Spell | undefined {
  const beyond = (t: number) => (side === 'above' ? temperatureAt(t, range) > threshold : temperatureAt(t, range) < threshold);
  // The curve rises from sunrise to its peak and falls back: a spell above is one stretch of the
  // day counted from sunrise, a spell below one stretch counted from the peak.
  const start = side === 'above' ? SUNRISE_H : SUNRISE_H + DAY_H / 2 + PEAK_LAG_H;
  let first: number | undefined;
  let last = 0;
  for (let k = 0; k < 24 / STEP_H; k++) {
    const t = start + k * STEP_H;
    if (!beyond(t % 24)) continue;
    first ??= t;
    last = t + STEP_H;
  }
  if (first === undefined) return undefined;
  if (Math.round(last - first) === 0) return undefined;
  const [from, to] = [Math.round(first) % 24, Math.round(last) % 24];
  // The hours are counted between the rounded clock times the page gives, so that they agree
  // ("de las 7 de la noche a las 9 de la mañana" is 14 hours); a whole day starts and ends at one hour.
  const hours = last - first >= 24 ? 24 : (to - from + 24) % 24;
  if (hours === 0) return undefined;
  return { hours, from, to };
}

/** An hour of the clock as it reads after "de" or "a": "las 9 de la mañana", "la 1 de la tarde", "la medianoche". */
export function clockHour(h: number): string {
  if (h === 0) return 'la medianoche';
  if (h === 12) return 'el mediodía';
  const twelve = h > 12 ? h - 12 : h;
  const part = h < 5 ? 'de la madrugada' : h < 12 ? 'de la mañana' : h < 19 ? 'de la tarde' : 'de la noche';
  return `${twelve === 1 ? 'la' : 'las'} ${twelve} ${part}`;
}

/** "de las 9 de la mañana a la medianoche", "del mediodía a las 5 de la tarde". */
export function clockSpan(from: number, to: number): string {
  return `de ${clockHour(from)} a ${clockHour(to)}`.replace(/\bde el\b/, 'del').replace(/\ba el\b/, 'al');
}

