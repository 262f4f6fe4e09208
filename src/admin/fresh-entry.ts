/**
 * Decap keeps the form of a file entry when the address changes straight to another file of the
 * same collection (a bookmark or a link opened in the same tab): the dogs' breeds form showed the
 * horse lines (editor drive at 390 px, s44), and saving it would have written them into the dogs'
 * file. Such a change loads the editor again, so the form is the file's own.
 */
const ENTRY = /#\/collections\/([^/]+)\/entries\/([^/?]+)/;

/** Whether going from `before` to `after` (two addresses of the editor) goes from one entry straight to another of its collection. */
export function jumpsBetweenEntries(before: string, after: string): boolean {
  const a = ENTRY.exec(before);
  const b = ENTRY.exec(after);
  return !!a && !!b && a[1] === b[1] && a[2] !== b[2];
}

export function reloadOnJumpBetweenEntries(): void {
  window.addEventListener('hashchange', (event) => {
    if (jumpsBetweenEntries(event.oldURL, event.newURL)) window.location.reload();
  });
}
