/**
 * The bar of each item of a list. Its ✕ (an animal of a litter, a photo, a price row) removed it at once, a
 * 32×26 px target beside the fold arrow (editor drive at 390 px, s44): it now asks first, naming
 * the item by the line it folds to («¿Quitar «Macho, negro, disponible» de la lista?»), and
 * says «Quitar» to a screen reader; the fold arrow, which had no name, says «Abrir o cerrar».
 * Decap draws the bar of each item as a row: the fold arrow
 * first, the drag handle, the ✕ last (its ListItemTopBar); the class names hold «ListItemTopBar».
 */
import { onEveryElement } from './added-elements';

const BAR = '[class*="ListItemTopBar"]';

/** The ✕ of an item's bar: the bar's last button, never its first (the fold arrow). */
function removeButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  const bar = button?.parentElement;
  return button && bar?.matches(BAR) && bar.lastElementChild === button && bar.firstElementChild !== button ? button : null;
}

/** The question before an item goes: by its folded line where it has one. */
export function removeQuestion(line: string | null | undefined): string {
  const name = line?.replace(/\s+/g, ' ').trim();
  return `¿Quitar ${name ? `«${name}»` : 'este elemento'} de la lista? Si guarda, se borra también del sitio.`;
}

export function confirmRemovals(): void {
  window.addEventListener(
    'click',
    (event) => {
      const button = removeButton(event.target);
      if (!button) return;
      const line = button.parentElement!.parentElement?.querySelector('[class*="NestedObjectLabel"]')?.textContent;
      if (!window.confirm(removeQuestion(line))) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    true,
  );
  // an element added inside a bar (its buttons, as an item renders) or holding bars
  onEveryElement((root) => {
    for (const bar of [root.closest(BAR), ...root.querySelectorAll(BAR)]) {
      if (!bar) continue;
      const [first, last] = [bar.firstElementChild, bar.lastElementChild];
      if (last instanceof HTMLButtonElement && last !== first && !last.hasAttribute('aria-label')) last.setAttribute('aria-label', 'Quitar');
      if (first instanceof HTMLButtonElement && !first.hasAttribute('aria-label')) first.setAttribute('aria-label', 'Abrir o cerrar');
    }
  });
}
