/**
 * Decap renders its screens as the breeder moves through them: what the editor adds to them (a name
 * for a button, a card left out) is applied to the page now and to every element Decap adds later.
 */
export function onEveryElement(handle: (root: Element) => void): void {
  handle(document.body);
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) if (node instanceof Element) handle(node);
  }).observe(document.body, { childList: true, subtree: true });
}
