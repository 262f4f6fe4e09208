/**
 * A folded group opens from its title too (editor drive at 390 px, s46: «Reserva y anticipo»
 * opened only with its 40 px chevron; a tap on its title or its bar, or on a list item's name,
 * did nothing). A tap on a group's label, on its bar, or on a folded item's name presses the
 * group's or the item's own chevron. Decap marks an object's chevron `data-testid="expand-button"`;
 * a list item's is the first button of its bar (item-bar.ts).
 */
const CHEVRON = '[data-testid="expand-button"]';
const ITEM_BAR = '[class*="ListItemTopBar"]';

/** The chevron a tap on `target` stands for, or none (a tap on a button, a field, or a field's own label). */
export function chevronFor(target: Element): HTMLButtonElement | null {
  // and Decap's own buttons that are not <button>s: the «Agregar raza ▾» of a list of kinds is a span with a menu (editor drive s49: a tap folded the group, the menu never opened)
  if (target.closest('button, a, input, textarea, select, [contenteditable="true"], [role="button"], [role="menuitem"], [aria-haspopup]')) return null;
  // an object's or a list's bar: its chevron
  const bar = target.closest('[class*="TopBarContainer"]');
  if (bar) return bar.querySelector<HTMLButtonElement>(CHEVRON);
  // a list item's name (its folded line): the first button of the item's bar
  const name = target.closest('[class*="NestedObjectLabel"]');
  if (name) {
    for (let item = name.parentElement; item; item = item.parentElement) {
      const itemBar = item.querySelector(`:scope > ${ITEM_BAR}`);
      if (itemBar) return itemBar.querySelector<HTMLButtonElement>('button');
    }
    return null;
  }
  // a group's label, above its bar: the group's own chevron, the first in its container; not a field's label, which focuses its field
  const label = target.closest('[class*="ControlTopbar"] > label');
  if (!(label instanceof HTMLLabelElement)) return null;
  if (label.htmlFor && document.getElementById(label.htmlFor)?.matches('input, textarea, select')) return null;
  const container = label.closest('[class*="ControlContainer"]');
  const chevron = container?.querySelector<HTMLButtonElement>(CHEVRON);
  // the chevron of this group, not of a group inside a field of another kind
  return chevron && chevron.closest('[class*="ControlContainer"]') === container ? chevron : null;
}

export function foldOnTitle(): void {
  window.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const chevron = chevronFor(event.target);
    if (chevron) chevron.click();
  });
}
