/**
 * Decap keeps the form of a file entry when the address changes straight to another entry (a
 * bookmark or a link opened in the same tab): the dogs' breeds form showed the horse lines (editor
 * drive at 390 px, s44), and saving it would have written them into the dogs' file; from Textos to
 * Criadero, or from a new litter to a saved one, it showed an empty form (s45). Such a change loads
 * the editor again, so the form is the entry's own. Decap's own step from a new entry to the entry
 * it has just saved is not one.
 */
const ENTRY = /#\/collections\/([^/]+)\/(?:entries\/([^/?]+)|new\b)/;

/** Whether going from `before` to `after` (two addresses of the editor) goes from one entry's form straight to another's; `saving`, whether an entry is being saved (Decap then steps from a new entry to the one it saved). */
export function jumpsBetweenEntries(before: string, after: string, saving = false): boolean {
  const a = ENTRY.exec(before);
  const b = ENTRY.exec(after);
  if (!a || !b || !b[2]) return false;
  if (a[1] !== b[1]) return true;
  if (!a[2]) return !saving;
  return a[2] !== b[2];
}

/**
 * `onPreSave` registers a handler of Decap's preSave event: from it until a minute later the step
 * from a new entry to a saved one is Decap's own (its postSave may come after that step: a reload
 * then interrupted the editor's test, s46).
 */
export function reloadOnJumpBetweenEntries(onPreSave: (handler: () => void) => void): void {
  let savedAt = -Infinity;
  onPreSave(() => {
    savedAt = Date.now();
  });
  window.addEventListener('hashchange', (event) => {
    if (jumpsBetweenEntries(event.oldURL, event.newURL, Date.now() - savedAt < 60_000)) window.location.reload();
  });
}
