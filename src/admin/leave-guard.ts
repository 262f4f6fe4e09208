/**
 * «←» asks before it drops changes not saved, after the first save of a new entry too (editor
 * drive s50, B2: a new lot saved, then Cantidad 12 → 10, «CAMBIOS NO GUARDADOS», and «←» went to
 * the list without a question; the file kept 12). Decap's editor blocks leaving while the form has
 * changes, but it moves from the new entry's address to the saved one's with a `replace`, and its
 * own listener takes any `replace` to an entry's address as leaving: it drops the block
 * (decap-cms-core Editor.js › componentDidMount). From such a save until the breeder leaves the
 * entry, this asks in its place, with Decap's own words, before a link of the page is followed.
 */
import { type DecapStore, draftEntry } from './saved-entry';


/** Whether a save of a new entry has just ended well: it was persisting as new, and now the draft has nothing unsaved. */
export const newEntrySaved = (wasPersistingNew: boolean, persistingNew: boolean, hasChanged: boolean) => wasPersistingNew && !persistingNew && !hasChanged;

/** Whether an address of the editor is an entry's form. */
export const isEntryAddress = (url: string) => /#\/collections\/[^/]+\/(?:entries\/|new\b)/.test(url);

export function askBeforeLeavingSavedNewEntry(store: DecapStore | undefined, question: string): void {
  if (!store) return;
  let unguarded = false;
  let wasPersistingNew = false;
  store.subscribe(() => {
    const draft = store.getState().entryDraft;
    const entry = draftEntry(store);
    const persistingNew = Boolean(entry?.get('isPersisting') && entry?.get('newRecord'));
    if (newEntrySaved(wasPersistingNew, persistingNew, Boolean(draft?.get('hasChanged')))) unguarded = true;
    wasPersistingNew = persistingNew;
  });
  // out of the entry's form, Decap's editor is gone: a new one blocks again
  window.addEventListener('hashchange', (event) => {
    if (!isEntryAddress(event.newURL)) unguarded = false;
  });
  document.addEventListener(
    'click',
    (event) => {
      if (!unguarded || !store.getState().entryDraft?.get('hasChanged')) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      // a link of a notice opens another tab: the form stays
      if (!link || link.getAttribute('target') === '_blank') return;
      if (window.confirm(question)) {
        unguarded = false;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
}
