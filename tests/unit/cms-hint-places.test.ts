/**
 * A hint that sends the breeder elsewhere («lo que usted escribe en Criadero › Identidad y
 * pruebas») names a place the editor has (editor drive s50, C7: Criadero has «Identidad del
 * negocio» and «Cifras comprobables», no «Identidad y pruebas»). Walks every hint and description
 * of the generated configuration, and the editor's own messages that name a place; each «A › B…»
 * that starts with a collection's label goes on with the label of a file or field inside it, and
 * each further step with a label inside that.
 */
import { describe, expect, it } from 'vitest';
import type { CmsField } from '@/build/cms-config';
import { cmsConfig, type CmsCollection } from '@/build/cms-collections';
import { NO_RESERVATION_TERMS } from '@/admin/entry-rules';
import { priceDateReminder } from '@/admin/price-date';
import { refusalNotice } from '@/admin/save-feedback';
import { EDITOR_PHRASES_ES } from '@/admin/phrases-es';

const { collections } = cmsConfig({ kind: 'local', url: 'http://localhost:8081/api/v1' }) as { collections: CmsCollection[] };

/** A place of the editor: its label and the places inside it (a collection's files and fields, a field's fields, a list's kinds). */
interface Place {
  label: string;
  inside: () => Place[];
}
const fieldPlace = (f: CmsField): Place => ({ label: f.label, inside: () => [...(f.fields ?? []), ...(f.types ?? []), ...(f.field?.fields ?? [])].map(fieldPlace) });
/** Every place inside, at any depth: a hint may skip a level the breeder does not see as one (a file of a collection of one file). */
const deep = (p: Place): Place[] => p.inside().flatMap((q) => [q, ...deep(q)]);
const top: Place[] = collections.map((c) => ({
  label: c.label,
  inside: () => [
    ...(c.fields ?? []).map(fieldPlace),
    ...(c.files ?? []).flatMap((f) => [{ label: f.label, inside: () => f.fields.map(fieldPlace) }, { label: f.label.split(':')[0]!, inside: () => f.fields.map(fieldPlace) }]),
  ],
}));

/** The «A › B › C» chains of a text that start with a collection's label, each step checked; the steps that name no place. */
export function unknownPlaces(text: string): string[] {
  const wrong: string[] = [];
  for (const c of top) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(`${c.label} › `, from);
      if (at < 0) break;
      from = at + 1;
      let here: Place = c;
      let rest = text.slice(at + c.label.length + 3);
      for (;;) {
        // the longest label inside that the text goes on with
        const next = deep(here)
          .filter((p) => rest.toLowerCase().startsWith(p.label.toLowerCase()))
          .sort((a, b) => b.label.length - a.label.length)[0];
        if (!next) {
          wrong.push(`${c.label} › ${rest.slice(0, 40)}`);
          break;
        }
        rest = rest.slice(next.label.length);
        if (!rest.startsWith(' › ')) break;
        rest = rest.slice(3);
        here = next;
      }
    }
  }
  return wrong;
}

function* textsOf(fields: readonly CmsField[], where: string): Generator<{ where: string; text: string }> {
  for (const f of fields) {
    if (f.hint) yield { where: `${where} › ${f.name}`, text: f.hint };
    yield* textsOf([...(f.fields ?? []), ...(f.types ?? []), ...(f.field ? [f.field] : [])], `${where} › ${f.name}`);
  }
}
const texts = [
  ...collections.flatMap((c) => [
    ...(c.description ? [{ where: c.name, text: c.description }] : []),
    ...textsOf(c.fields ?? [], c.name),
    ...(c.files ?? []).flatMap((f) => [...textsOf(f.fields, `${c.name} › ${f.name}`)]),
  ]),
  { where: 'entry-rules › NO_RESERVATION_TERMS', text: NO_RESERVATION_TERMS },
  { where: 'phrases › onDeletePublishedEntry', text: EDITOR_PHRASES_ES.editor.editor.onDeletePublishedEntry },
  { where: 'save-feedback › refusal, reservation terms', text: refusalNotice([], true) },
  { where: 'price-date › reminder', text: priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '' }, '2025-07-01') },
  { where: 'price-date › reminder, prices too old', text: priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '' }, '2026-12-07') },
];

describe('the places the editor\'s hints name', () => {
  it('reads hints that name places', () => expect(texts.filter(({ text }) => / › /.test(text)).length).toBeGreaterThan(5));
  it('knows a place from one that is not there', () => {
    expect(unknownPlaces('lo que usted escribe en Criadero › Identidad y pruebas: {registroIca}')).toEqual(['Criadero › Identidad y pruebas: {registroIca}']);
    expect(unknownPlaces('llene antes en Criadero › Reserva y anticipo el valor')).toEqual([]);
  });
  it('name places that exist («Colección › Sección»)', () => {
    expect(texts.flatMap(({ where, text }) => unknownPlaces(text).map((w) => `${where}: ${w}`))).toEqual([]);
  });
});
