/**
 * «←» asks before it drops changes not saved, after the first save of a new entry too (editor
 * drive s50, B2: a new lot saved, then Cantidad 12 → 10, «CAMBIOS NO GUARDADOS», and «←» went to
 * the list without a question; the file kept 12). Decap's editor blocks leaving while the form has
 * changes, but it moves from the new entry's address to the saved one's with a `replace`, and its
 * own listener takes any `replace` to an entry's address as leaving: it drops the block
 * (decap-cms-core Editor.js › componentDidMount). From such a save until the breeder leaves the
 * entry, this asks in its place, with Decap's own words, before a link of the page is followed,
 * and before the phone's back button leaves (its own step of the history over the entry's).
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
  // the phone's back button (drive s50/s51): at the first change after such a save, a step of the
  // history at the same address goes over the entry's; «atrás» comes back to the entry's step
  // (a popstate at the same address, nothing for Decap to route), and this asks there
  let armedAt: string | null = null;
  const arm = () => {
    window.history.pushState({ editorGuard: true }, '', window.location.href);
    armedAt = window.location.href;
  };
  store.subscribe(() => {
    const draft = store.getState().entryDraft;
    const entry = draftEntry(store);
    const persistingNew = Boolean(entry?.get('isPersisting') && entry?.get('newRecord'));
    if (newEntrySaved(wasPersistingNew, persistingNew, Boolean(draft?.get('hasChanged')))) unguarded = true;
    wasPersistingNew = persistingNew;
    if (unguarded && !armedAt && draft?.get('hasChanged') && isEntryAddress(window.location.href)) arm();
  });
  window.addEventListener('popstate', (event) => {
    if (!armedAt || window.location.href !== armedAt || (event.state as { editorGuard?: boolean } | null)?.editorGuard) return;
    if (store.getState().entryDraft?.get('hasChanged') && !window.confirm(question)) {
      arm();
      return;
    }
    armedAt = null;
    unguarded = false;
    window.history.back();
  });
  // out of the entry's form, Decap's editor is gone: a new one blocks again
  window.addEventListener('hashchange', (event) => {
    if (isEntryAddress(event.newURL)) return;
    unguarded = false;
    armedAt = null;
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
