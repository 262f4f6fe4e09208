/**
 * After a save, the entry as saved is the one Decap compares the form with. Decap compares each
 * change with the entry as it was loaded, not as last saved: a value saved, then put back to what it
 * was before, showed no «Publicar», and the breeder could not save the undo without reloading
 * (editor drive at 390 px, s46). Once a save of an entry that keeps its address succeeds, the
 * store gets the saved entry as if just loaded (Decap's own ENTRY_SUCCESS, what its loadEntry
 * dispatches). A new entry needs nothing: Decap loads it again under its new address.
 */

import { NOTICE_ID, sameScreen } from './notice';

/** What the editor reads of an Immutable value of Decap's store (its maps, lists and records). */
export interface Immutable {
  get(key: string): any;
  toJS(): unknown;
}
/** Decap's Redux store, as /admin/decap-store.js keeps it. */
export interface DecapStore {
  getState(): { entryDraft?: Immutable; collections?: Immutable };
  dispatch(action: { type: string; payload: unknown }): unknown;
  subscribe(listener: () => void): () => void;
}
/** The entry of the form open now (Decap's entry draft), if one is. */
export const draftEntry = (store: DecapStore): Immutable | undefined => store.getState().entryDraft?.get('entry');
/** A collection of the editor's configuration, by its name. */
export const collectionNamed = (store: DecapStore, name: unknown): Immutable | undefined => store.getState().collections?.get(String(name));

/** Whether the draft's entry is being saved. */
const persisting = (draft: Immutable | undefined) => Boolean((draft?.get('entry') as Immutable | undefined)?.get('isPersisting'));

export function keepSavedEntryAsLoaded(store: DecapStore | undefined): void {
  if (!store) return;
  let wasPersisting = false;
  store.subscribe(() => {
    const draft = store.getState().entryDraft;
    const now = persisting(draft);
    const ended = wasPersisting && !now;
    wasPersisting = now;
    // a failed save keeps the draft changed; a successful one clears it (Decap's ENTRY_PERSIST_SUCCESS)
    if (!ended || !draft || draft.get('hasChanged')) return;
    const entry = draft.get('entry') as Immutable;
    if (!entry.get('slug')) return;
    store.dispatch({ type: 'ENTRY_SUCCESS', payload: { collection: entry.get('collection'), entry: entry.toJS() } });
  });
}

/**
 * Decap's green «Guardado. El sitio lo mostrará…» stays for its seconds whatever happens: after a
 * save, «Marcar todos como vendidos» or a typed change put «CAMBIOS NO GUARDADOS» in the toolbar
 * while the green notice still said «Guardado» beside it (drive s51). Once the form has changes
 * again, that notice goes: the screen says one of the two, never both. Nor does it follow the
 * breeder out of the entry.
 */
export function noSavedNoticeOverChanges(store: DecapStore | undefined): void {
  // the notice is of the entry: it ends with it, not on the list the breeder goes back to (drive s52), as the editor's own notices do (notice.ts)
  window.addEventListener('hashchange', (event) => {
    if (!sameScreen(new URL(event.oldURL).hash, new URL(event.newURL).hash)) closeSavedNotices();
  });
  if (!store) return;
  let changed = false;
  store.subscribe(() => {
    const now = Boolean(store.getState().entryDraft?.get('hasChanged'));
    const rose = now && !changed;
    changed = now;
    if (!rose) return;
    closeSavedNotices();
  });
}

/** Closes Decap's green notices («Guardado. El sitio lo mostrará en unos minutos…») and the editor's own that says a save happened (notice.ts › saved). */
export function closeSavedNotices(): void {
  for (const close of document.querySelectorAll<HTMLElement>('.Toastify__toast--success .Toastify__close-button')) close.click();
  document.querySelector(`#${NOTICE_ID}[data-saved]`)?.remove();
}
