/**
 * The media library shows every file of content/fotos/, the «.gitkeep» that keeps the folder in
 * the repository among them (editor drive s45): a file the breeder did not upload and must not
 * delete. Files whose name starts with a dot are left out of the library's grid as they appear.
 */
import { onEveryElement } from './added-elements';

/** The name of a photo on its card in the library (Decap's own markup). */
export const CARD_NAME = 'p[class*="CardText"]';

function hideDotFiles(root: Element): void {
  for (const name of root.matches(CARD_NAME) ? [root] : root.querySelectorAll(CARD_NAME)) {
    if (!name.textContent?.trim().startsWith('.')) continue;
    const card = name.parentElement;
    if (card) card.style.display = 'none';
  }
}

export function hideHiddenFiles(): void {
  onEveryElement(hideDotFiles);
}
