/**
 * A photo of the library that a litter, a lot or a breed's gallery shows cannot be deleted from
 * the library (editor drive s45: the photo went, and the litter then saved with a broken photo,
 * which the deploy build leaves out). Before Decap deletes the selected photo, the editor reads
 * the files that name photos as the repository has them now; if one names it, it says which and
 * deletes nothing.
 */
import { PHOTO_FOLDER } from '../lib/content/schemas';
import { CARD_NAME } from './media-library';
import { readRepositoryFolder, type LiveSource } from './repository';

/** The folders whose files name photos: the litters and lots, the breeds' galleries. */
export const PHOTO_USERS = ['content/inventario', 'content/images'] as const;
/** The media library's delete button, as src/admin/phrases-es.ts names it. */
export const DELETE_LABEL = 'Borrar foto de la biblioteca';

export const NOT_CHECKED = 'No se borró la foto: no se pudo comprobar si alguna camada, lote o raza la usa. Revise la conexión e intente de nuevo.';

/** The files that name the photo `name` («cachorra.jpg»), as a page would read it («fotos/cachorra.jpg»). */
export function filesUsing(name: string, files: readonly { path: string; text: string }[]): string[] {
  // the library's names are cleaned at upload (photo-upload.ts › cleanName): no quote to escape
  const value = `"${PHOTO_FOLDER.replace(/^content\//, '')}/${name}"`;
  return files.filter((f) => f.text.includes(value)).map((f) => f.path);
}

/** What the breeder reads when a photo in use is to be deleted: who uses it, and what to do first. */
export function inUseMessage(name: string, paths: readonly string[]): string {
  const users = paths.map((path) => {
    const file = path.split('/').pop()!.replace(/\.json$/, '');
    return path.startsWith('content/inventario/') ? `la camada o el lote «${file}»` : `las fotos de las razas (${path})`;
  });
  const list = users.length > 1 ? `${users.slice(0, -1).join(', ')} y ${users.at(-1)}` : users[0];
  return `No se borró «${name}»: la usa ${list}. Quítela primero de ahí y guarde; después podrá borrarla de la biblioteca.`;
}

/** Watches the library: which photo is selected, and the delete button. */
export function refuseDeletingPhotosInUse(source: LiveSource, notify: (message: string) => void): void {
  let selected: string | undefined;
  let letThrough = false;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (!target?.closest) return;
      const button = target.closest('button');
      if (button?.textContent?.trim() === DELETE_LABEL) {
        if (letThrough || !selected) {
          letThrough = false;
          return;
        }
        event.preventDefault();
        event.stopImmediatePropagation();
        const name = selected;
        void Promise.all(PHOTO_USERS.map((folder) => readRepositoryFolder(source, folder))).then((read) => {
          // the repository could not be read: nothing is deleted (Decap's question says no entry uses it)
          if (!read.every(Boolean)) return notify(NOT_CHECKED);
          const users = filesUsing(name, read.flat() as { path: string; text: string }[]);
          if (users.length) return notify(inUseMessage(name, users));
          letThrough = true;
          button.click();
        });
        return;
      }
      // a card of the library: a tap selects it, a second tap on it unselects it (Decap's own rule)
      let card: Element | null = target;
      for (let i = 0; card && i < 5 && !card.querySelector(CARD_NAME); i++) card = card.parentElement;
      // one card holds one name; what holds more is the grid around them
      const names = card?.querySelectorAll(CARD_NAME);
      const name = names?.length === 1 ? names[0]!.textContent?.trim() : undefined;
      if (name) selected = selected === name ? undefined : name;
    },
    true,
  );
}
