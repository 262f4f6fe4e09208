/**
 * A litter sold whole, in one step: «Marcar todos como vendidos» under the label of its «Animales»
 * list. It took one «Estado» menu per animal, down a long form (editor drive s50, C5). The button
 * asks first, then sets every animal's «Estado» to «Vendido» and «Actualizado el» to today in the
 * open form, as the breeder's own choices would; saving stays hers («Publicar»), and a notice says so.
 * A lot has one «Estado» of its own: one menu already sells it whole. The day is set as for one
 * «Estado» changed by hand (status-day.ts › updatedToday).
 */
import { onEveryElement } from './added-elements';
import { collectionNamed, type DecapStore, draftEntry, type Immutable } from './saved-entry';
import { changeField, updatedToday } from './status-day';
import { today } from './typed-date';

/** The list of a litter's animals, and the fields the button changes (src/lib/content/inventory.ts). */
export const ANIMALS = 'animales';
const STATUS = 'estado';
const SOLD = 'vendido';
const UPDATED = 'actualizado';
export const SELL_ALL_TEXT = 'Marcar todos como vendidos';
const BUTTON_ID = 'marcar-todos-vendidos';

type Data = Record<string, unknown>;

/**
 * The entry's data with every animal sold and, where the entry has the field, updated on `day`;
 * `count` is how many animals the list has, `changed` how many were not sold yet.
 */
export function sellAll(data: Data, day: string, fields: readonly string[]): { data: Data; count: number; changed: number } {
  const animals = Array.isArray(data[ANIMALS]) ? (data[ANIMALS] as unknown[]) : [];
  const items = animals.map((a) => (a && typeof a === 'object' ? (a as Data) : {}));
  const changed = items.filter((a) => a[STATUS] !== SOLD).length;
  if (!changed) return { data, count: items.length, changed };
  return {
    data: { ...data, [ANIMALS]: items.map((a) => ({ ...a, [STATUS]: SOLD })), ...(fields.includes(UPDATED) ? { [UPDATED]: day } : {}) },
    count: items.length,
    changed,
  };
}

/** What the button asks before it changes the form. */
export function sellAllQuestion(count: number): string {
  const what = count === 1 ? '¿Marcar el animal de esta camada como vendido?' : `¿Marcar los ${count} animales de esta camada como vendidos?`;
  return `${what} Su «Estado» pasa a «Vendido» y «Actualizado el» a hoy. Nada se guarda hasta que toque «Publicar».`;
}

/** What the breeder reads after the change, or when there is nothing to change. */
export function sellAllNotice(count: number, changed: number): string {
  if (!count) return 'La camada todavía no tiene animales: agréguelos con «Agregar animal».';
  if (!changed) return count === 1 ? 'El animal ya está marcado como vendido.' : `Los ${count} animales ya están marcados como vendidos.`;
  const done = count === 1 ? 'El animal quedó marcado como vendido' : `Los ${count} animales quedaron marcados como vendidos`;
  return `${done} en el formulario, con «Actualizado el» de hoy. Para que el sitio lo muestre, toque «Publicar» › «Publicar ahora».`;
}

type ImmutableList = Immutable & { find(f: (x: Immutable) => boolean): Immutable | undefined; map(f: (x: any, i: number) => any): ImmutableList; size: number };

/** The field `name` of the open entry's collection (an Immutable field of Decap's configuration). */
const fieldOf = (fields: ImmutableList | undefined, name: string) => fields?.find((f) => f.get('name') === name);

/** The «Animales» label of the open form, whose row the button goes under. */
function animalsLabel(label: string): HTMLElement | undefined {
  for (const l of document.querySelectorAll<HTMLLabelElement>('[class*="ControlTopbar"] > label')) {
    if (l.textContent?.trim() === label || l.textContent?.trim().startsWith(`${label} `)) return l.parentElement ?? undefined;
  }
  return undefined;
}

export function sellAllButton(store: DecapStore | undefined, notify: (message: string, options?: { reminder?: boolean; untilEdit?: boolean }) => void): void {
  if (!store) return;
  const press = () => {
    const entry = draftEntry(store) as (Immutable & { getIn(path: string[]): any }) | undefined;
    const collectionName = entry?.get('collection');
    const fields = collectionNamed(store, collectionName)?.get('fields') as ImmutableList | undefined;
    const listField = fieldOf(fields, ANIMALS);
    const list = entry?.getIn(['data', ANIMALS]) as ImmutableList | undefined;
    if (!entry || !listField) return;
    const plain = (entry.get('data') as Immutable).toJS() as Data;
    const names = ((fields?.toJS() ?? []) as { name: string }[]).map((f) => f.name);
    const { count, changed } = sellAll(plain, today(), names);
    if (!changed || !list) return notify(sellAllNotice(count, changed), { reminder: true, untilEdit: true });
    if (!window.confirm(sellAllQuestion(count))) return;
    changeField(store, listField, list.map((animal) => (animal && typeof animal.set === 'function' ? animal.set(STATUS, SOLD) : animal)));
    // the same day as one «Estado» changed by hand (status-day.ts)
    updatedToday(store);
    notify(sellAllNotice(count, changed), { reminder: true, untilEdit: true });
  };
  onEveryElement(() => {
    const entry = draftEntry(store);
    const fields = collectionNamed(store, entry?.get('collection'))?.get('fields') as ImmutableList | undefined;
    const label = fieldOf(fields, ANIMALS)?.get('label');
    if (typeof label !== 'string' || document.getElementById(BUTTON_ID)) return;
    const row = animalsLabel(label);
    if (!row) return;
    const button = document.createElement('button');
    button.type = 'button';
    button.id = BUTTON_ID;
    button.textContent = SELL_ALL_TEXT;
    button.className = 'editor-sell-all';
    button.addEventListener('click', press);
    row.after(button);
  });
}
