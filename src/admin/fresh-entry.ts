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
 * What a jump between entries does, given Decap's question about the changes not saved, if it asked
 * one during the jump (its block of the router: «Tiene cambios sin guardar…», window.confirm):
 * answered «Cancelar», nothing is reloaded: the form and its changes stay, and the address is the
 * entry's again (drive s53: the bar kept the address typed over Criadero's form); answered «Aceptar», the page loads again without the browser's own
 * «¿Salir del sitio?» (drive s53: a second question, with no words of the editor's, after the
 * breeder had answered Decap's); not asked (nothing unsaved), it loads again as before.
 */
export function onJump(asked: boolean | undefined): 'stay' | 'reload' | 'reload-quietly' {
  if (asked === undefined) return 'reload';
  return asked ? 'reload-quietly' : 'stay';
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
  // Decap's question at a change of address, answered within the task of that change (its router asks in its own hashchange listener, before this one)
  let answer: boolean | undefined;
  const confirm = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    const yes = confirm(message);
    answer = yes;
    setTimeout(() => (answer = undefined));
    return yes;
  };
  // the step back Decap takes after «Cancelar»: not a jump of the breeder's
  let revert: { from: string; to: string } | undefined;
  let quiet = false;
  window.addEventListener(
    'beforeunload',
    (event) => {
      // Decap's own «leave?» (its editor's beforeunload) would ask again, wordless, what was just answered
      if (quiet) event.stopImmediatePropagation();
    },
    true,
  );
  window.addEventListener('hashchange', (event) => {
    if (revert && event.oldURL === revert.to && event.newURL === revert.from) {
      revert = undefined;
      return;
    }
    if (!jumpsBetweenEntries(event.oldURL, event.newURL, Date.now() - savedAt < 60_000)) return;
    const step = onJump(answer);
    if (step === 'stay') {
      // Decap keeps the form but not the address (its router cannot step back over an address typed in the bar): the address goes back to the form's
      revert = { from: event.oldURL, to: event.newURL };
      window.history.replaceState(window.history.state, '', event.oldURL);
      return;
    }
    quiet = step === 'reload-quietly';
    window.location.reload();
  });
}
