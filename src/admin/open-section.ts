/**
 * A link of the editor that sends the breeder to a part of Criadero opens that part, unfolded and
 * in view (editor drive s50, C2: «Abrir Criadero › Reserva y anticipo en otra pestaña» opened
 * Criadero at the top, the section folded some 3,000 px below). The link's address asks for it
 * after the entry's: «#/collections/criadero/entries/sitio?abrir=reservation»; Decap's router
 * keeps the query apart from the entry's path, and this reads it once the form has the group.
 */
import { SITE_ENTRY_HASH } from '../build/cms-collections';
import { collectionNamed, type DecapStore, draftEntry, type Immutable } from './saved-entry';

const PARAM = 'abrir';
const CHEVRON = '[data-testid="expand-button"]';
/** Decap's chevron says «Mostrar» while its group is folded (phrases-es.ts › object.expand). */
const FOLDED = 'Mostrar';

/** Criadero's address, opened at the group of its field `name` («reservation»). */
export const siteSectionHash = (name: string) => `${SITE_ENTRY_HASH}?${PARAM}=${encodeURIComponent(name)}`;

/** The field an address asks to open, if any («…?abrir=reservation» → «reservation»). */
export function sectionAsked(hash: string): string | undefined {
  const query = hash.split('?')[1];
  return query ? (new URLSearchParams(query).get(PARAM) ?? undefined) : undefined;
}

/** The group whose own label starts with `label`. */
function groupLabelled(label: string): HTMLElement | undefined {
  for (const l of document.querySelectorAll<HTMLLabelElement>('[class*="ControlTopbar"] > label')) {
    if (!l.textContent?.trim().startsWith(label)) continue;
    const group = l.closest<HTMLElement>('[class*="ControlContainer"]');
    if (group?.querySelector(CHEVRON)) return group;
  }
  return undefined;
}


/** The label the form gives the field `name` of the entry open (Decap's configuration, as config.yml has it). */
function labelOf(store: DecapStore, name: string): string | undefined {
  const entry = draftEntry(store);
  const collection = collectionNamed(store, entry?.get('collection'));
  const file = (collection?.get('files') as { find(f: (x: Immutable) => boolean): Immutable | undefined } | undefined)?.find((f) => f.get('name') === entry?.get('slug'));
  const fields = (file ?? collection)?.get('fields') as { find(f: (x: Immutable) => boolean): Immutable | undefined } | undefined;
  const label = fields?.find((f) => f.get('name') === name)?.get('label');
  return typeof label === 'string' ? label : undefined;
}

/**
 * Opens the group of the field `name` of the form on the screen: unfolded, at the top, clear of the
 * toolbar; with `focusButton`, its first button focused without scrolling (no keyboard opens on a phone);
 * tries for up to 15 s while the form loads.
 */
export function openSection(store: DecapStore, name: string, focusButton = false): void {
  let tries = 0;
  const attempt = () => {
    const label = labelOf(store, name);
    const group = label ? groupLabelled(label) : undefined;
    // the form comes after Decap has loaded the entry: up to 15 s
    if (!group) return void (++tries < 75 && setTimeout(attempt, 200));
    const chevron = group.querySelector<HTMLButtonElement>(CHEVRON);
    if (chevron?.getAttribute('aria-label') === FOLDED && chevron.closest('[class*="ControlContainer"]') === group) chevron.click();
    // clear of the entry's toolbar at the top
    group.style.scrollMarginTop = '120px';
    requestAnimationFrame(() => {
      group.scrollIntoView({ block: 'start' });
      if (focusButton) [...group.querySelectorAll<HTMLButtonElement>('button')].find((b) => b !== chevron && !b.closest(CHEVRON))?.focus({ preventScroll: true });
    });
  };
  attempt();
}

export function openSectionOnArrival(store: DecapStore | undefined): void {
  if (!store) return;
  const open = () => {
    const name = sectionAsked(window.location.hash);
    if (name) openSection(store, name);
  };
  open();
  window.addEventListener('hashchange', open);
}
