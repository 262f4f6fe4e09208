/**
 * The editor's pure parts changed after the breeder's drive of s53 (tests/e2e-cms/breeder-drive.spec.ts
 * drives them in the browser): every day of Criadero that has a «today» button says what it records,
 * and a jump between entries by the address bar asks once.
 */
import { describe, expect, it } from 'vitest';
import { COUNT_DAY_BUTTON, PRICE_DAY_BUTTONS, siteFields } from '@/build/cms-collections';
import type { CmsField } from '@/build/cms-config';
import { onJump } from '@/admin/fresh-entry';
import { priceDateNotice, priceDateReminder, stalePriceDay } from '@/admin/price-date';
import { liveState } from '@/admin/live-status';
import { countProblems, entryProblems, problemsOfField } from '@/admin/entry-rules';
import { readFileSync } from 'node:fs';

/** Every day field of Criadero (the editor's datetime widget), by its path, with the words of its button. */
function dayButtons(fields: readonly CmsField[], path = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    const here = path ? `${path}.${f.name}` : f.name;
    if (f.widget === 'datetime') out[here] = String((f as { today_button?: string }).today_button ?? 'Hoy');
    if (f.fields) Object.assign(out, dayButtons(f.fields, here));
  }
  return out;
}

describe('Criadero’s «today» buttons', () => {
  it('say what each day records: no plain «Hoy» (drive s52: one beside each count of Cifras comprobables)', () => {
    const buttons = dayButtons(siteFields());
    expect(buttons).toMatchObject({
      'prices.updatedOn': PRICE_DAY_BUTTONS.changed,
      'prices.confirmedOn': PRICE_DAY_BUTTONS.confirmed,
      'stats.dogsDelivered.countedOn': COUNT_DAY_BUTTON,
      'stats.familiesServed.countedOn': COUNT_DAY_BUTTON,
    });
    expect(Object.entries(buttons).filter(([, words]) => words === 'Hoy')).toEqual([]);
  });
});

describe('a jump between entries by the address bar', () => {
  it('after Decap’s question: «Cancelar» keeps the form, «Aceptar» loads the other entry without a second, wordless question; unasked, it loads as before', () => {
    expect(onJump(false)).toBe('stay');
    expect(onJump(true)).toBe('reload-quietly');
    expect(onJump(undefined)).toBe('reload');
  });
});

describe('prices too old: the notice after a save', () => {
  const old = { updatedOn: '2025-06-01', confirmedOn: '' };
  it('says the save happened (it stands in for Decap’s green «Guardado»), the first time and after', () => {
    expect(priceDateReminder(old, '2026-12-07')).toContain('; esto quedó guardado.');
    expect(priceDateReminder(old, '2026-12-07', true)).toMatch(/; esto quedó guardado\.$/);
  });
  it('on Criadero itself says no «Criadero › …» nor the field\'s buttons (its «Ir a «Fecha de los precios»» brings them into view: drive s54, 209 px of 211), elsewhere where and which', () => {
    expect(priceDateNotice('criadero', old, '2026-12-07')).toMatch(/\(más de \d+ días\); esto quedó guardado\.$/);
    expect(priceDateNotice('criadero', old, '2026-12-07')).not.toContain('Criadero ›');
    expect(priceDateNotice('camadas', old, '2026-12-07')).toContain('En Criadero › Fecha de los precios, toque «Los cambié hoy» o «Los revisé hoy».');
  });
});

describe('the status bar while the prices are too old to publish', () => {
  const now = new Date('2026-12-07T15:00:00Z');
  const latest = { sha: 'b2', date: '2026-12-07T14:55:00Z' };
  it('says the change is saved and why it is not published, with what to do: not «en unos minutos», nor «Avise a quien le instaló el sitio»', () => {
    for (const saved of [latest, { ...latest, date: '2026-12-07T13:00:00Z' }]) {
      const { tone, text } = liveState({ commit: 'a1' }, saved, now, undefined, '2025-06-01');
      expect(tone).toBe('bad');
      expect(text).toMatch(/^Sin publicar: su último cambio, del 7 de diciembre a las .+, quedó guardado, pero el sitio no se publica mientras los precios tengan fecha del 1 de junio de 2025/);
      expect(text).toContain('Actualícela en Criadero › Fecha de los precios, con «Los cambié hoy» o «Los revisé hoy»');
      expect(text).not.toMatch(/unos minutos|Avise a quien/);
    }
    // live already: it says so, whatever the prices
    expect(liveState({ commit: 'b2' }, latest, now, undefined, '2025-06-01').tone).toBe('ok');
    // prices a deploy takes: as before
    expect(liveState({ commit: 'a1' }, latest, now, undefined, '').text).toMatch(/^Publicando:/);
  });
  it('reads the prices’ day only when a deploy refuses them', () => {
    expect(stalePriceDay({ updatedOn: '2025-06-01', confirmedOn: '' }, '2026-12-07')).toBe('2025-06-01');
    expect(stalePriceDay({ updatedOn: '2025-06-01', confirmedOn: '2026-03-01' }, '2026-12-07')).toBe('');
    expect(stalePriceDay(undefined, '2026-12-07')).toBe('');
  });
});

describe('a count of Cifras comprobables without its day', () => {
  const site = (count: number | null, countedOn: string) => ({ stats: { dogsDelivered: { count, countedOn }, familiesServed: { count: null, countedOn: '' } } });
  const rule = { path: ['stats', 'dogsDelivered'], message: 'escriba el número (count) y el día en que se contó (countedOn, AAAA-MM-DD), o ninguno de los dos: el número se muestra con su fecha' };
  it('is said next to the field that has a value, in the form’s words (drive s53: a toast with «stats › dogsDelivered», «count», «countedOn»)', () => {
    const [noDay] = countProblems([rule], site(350, ''));
    expect(noDay).toEqual({ path: ['stats', 'dogsDelivered', 'count'], message: expect.stringMatching(/^Falta el día en que contó este número: .*«Lo conté hoy»/) });
    // shown on that count only, not on the other count, empty
    expect(problemsOfField([noDay!], site(350, ''), 'count', 350)).toHaveLength(1);
    expect(problemsOfField([noDay!], site(350, ''), 'count', null)).toHaveLength(0);
    const [noCount] = countProblems([rule], site(null, '2026-11-30'));
    expect(noCount).toEqual({ path: ['stats', 'dogsDelivered', 'countedOn'], message: expect.stringMatching(/^Falta el número que contó ese día/) });
    expect(noDay!.message + noCount!.message).not.toMatch(/count|stats|dogsDelivered/);
    // what the whole check of Criadero gives: the same
    expect(entryProblems('criadero', 'sitio', { ...JSON.parse(readFileSync('content/site.json', 'utf8')), ...site(350, '') }, { today: '2026-12-07' })).toContainEqual(noDay);
  });
});
