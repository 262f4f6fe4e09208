/**
 * An animal sold or reserved is news of the day: its entry's «Actualizado el» goes to today in the
 * open form, with a note, as «Marcar todos como vendidos» does (sell-all.ts). The hint only asked
 * the breeder to do it, and a breeder who sold one puppy forgot (drive s52): the inventory then
 * showed the litter as not updated. The first «Estado» chosen for a new animal is no change of one,
 * and a reordered list changes no animal's «Estado».
 */
import { collectionNamed, type DecapStore, draftEntry, type Immutable } from './saved-entry';
import { today } from './typed-date';
import type { NoticeOptions } from './notice';

/** The fields of inventory entries this watches and sets (src/lib/content/inventory.ts). */
const ANIMALS = 'animales';
const STATUS = 'estado';
const UPDATED = 'actualizado';

export const STATUS_DAY_NOTE = 'Cambió un «Estado»: «Actualizado el» quedó con la fecha de hoy. Se guarda al tocar «Publicar».';

type Fields = Immutable & { find(f: (x: Immutable) => boolean): Immutable | undefined };
type Entry = Immutable & { getIn(path: string[]): unknown };

/** The «Estado» of each animal of a litter, or the lot's own; undefined for an entry without one. */
export function statusesOf(data: Record<string, unknown> | undefined): unknown[] | undefined {
  if (!data) return undefined;
  if (Array.isArray(data[ANIMALS])) return (data[ANIMALS] as unknown[]).map((a) => (a && typeof a === 'object' ? (a as Record<string, unknown>)[STATUS] : undefined));
  return STATUS in data ? [data[STATUS]] : undefined;
}

/** Whether `after` changes the «Estado» of an animal that had one in `before` (not a first choice, not a new order of the same animals). */
export function statusChanged(before: readonly unknown[] | undefined, after: readonly unknown[] | undefined): boolean {
  if (!before || !after || before.length !== after.length) return false;
  if (!after.some((s, i) => typeof s === 'string' && s !== '' && typeof before[i] === 'string' && before[i] !== '' && s !== before[i])) return false;
  const counted = (list: readonly unknown[]) => list.map(String).sort().join('\n');
  return counted(before) !== counted(after);
}

/**
 * Decap's own change of a field of the open entry (its DRAFT_CHANGE_FIELD), compared with the entry
 * as saved to tell «cambios no guardados».
 */
export function changeField(store: DecapStore, field: Immutable, value: unknown): void {
  const entry = draftEntry(store) as Entry | undefined;
  if (!entry) return;
  const slug = entry.get('slug');
  const saved = slug ? (store.getState() as { entries?: Entry }).entries?.getIn(['entities', `${entry.get('collection')}.${slug}`]) : undefined;
  store.dispatch({ type: 'DRAFT_CHANGE_FIELD', payload: { field, value, metadata: undefined, entries: saved ? [saved] : [], i18n: undefined } });
}

/** The open entry's «Actualizado el» set to today in the form, as the breeder's «Hoy» would; whether it changed (false where the entry has no such field, or it says today already). */
export function updatedToday(store: DecapStore): boolean {
  const entry = draftEntry(store) as Entry | undefined;
  const fields = collectionNamed(store, entry?.get('collection'))?.get('fields') as Fields | undefined;
  const field = fields?.find((f) => f.get('name') === UPDATED);
  const day = today();
  if (!entry || !field || entry.getIn(['data', UPDATED]) === day) return false;
  changeField(store, field, day);
  return true;
}

export function updateOnStatusChange(store: DecapStore | undefined, notify: (message: string, options?: NoticeOptions) => void): void {
  if (!store) return;
  let data: unknown;
  let key: string | undefined;
  let before: unknown[] | undefined;
  store.subscribe(() => {
    const entry = draftEntry(store);
    const now = entry?.get('data') as Immutable | undefined;
    if (now === data) return;
    data = now;
    const which = entry ? `${entry.get('collection')}/${entry.get('slug') ?? ''}` : undefined;
    const after = statusesOf(now?.toJS() as Record<string, unknown> | undefined);
    const last = which === key ? before : undefined;
    key = which;
    before = after;
    // a change of the breeder's (an entry loaded, or loaded again, has no changes)
    if (!store.getState().entryDraft?.get('hasChanged') || !statusChanged(last, after)) return;
    if (updatedToday(store)) notify(STATUS_DAY_NOTE, { reminder: true, seconds: 12 });
  });
}
