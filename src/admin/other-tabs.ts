/**
 * Two tabs of the editor with the same entry open: a save in one, then a save in the other, wrote
 * the older form back over the newer save, without a word (editor drive s50, B1: the price date
 * set to today in one Criadero tab went back to 2025 when the phone and NIT were saved in the
 * other). The editor itself sends the breeder to another tab (the reservation refusal, the price
 * reminder), so tabs pile up. Each save is told to the editor's other tabs of this browser; a tab
 * whose open entry was saved elsewhere after it loaded it says so at once, with «Recargar», and
 * refuses to save until reloaded.
 */
import { collectionNamed, type DecapStore, draftEntry, type Immutable } from './saved-entry';
import type { NoticeOptions } from './notice';

/** A save, as told to the other tabs: the entry («criadero/sitio»), its name for the breeder («Criadero», with its quotes), when, by which tab. */
export interface SaveNews {
  key: string;
  label: string;
  at: number;
  tab: string;
}
/** The entry a tab has open, and when it loaded it (or last saved it itself). */
export interface OpenEntry {
  key: string;
  openedAt: number;
}

/** The key of an entry: its collection and its slug (a file collection's slug is the file's name). */
export const entryKey = (collection: unknown, slug: unknown): string | undefined =>
  typeof collection === 'string' && typeof slug === 'string' && slug ? `${collection}/${slug}` : undefined;

/** Whether `news` makes the form of `open` older than the file: the same entry, saved by another tab after this one loaded it. */
export function savedElsewhere(open: OpenEntry | undefined, news: SaveNews, tab: string): boolean {
  return !!open && news.tab !== tab && news.key === open.key && news.at > open.openedAt;
}

/** What the tab says, and why its save is refused. */
export const staleMessage = (name: string) =>
  `Otra pestaña guardó ${name} después de que usted abrió esta. Recargue esta página antes de guardar aquí, o borrará esos cambios.`;

/** A refusal Decap shows as it is («No se pudo guardar la entrada: …»), without «Error:» in front (Error's toString drops an empty name). */
export function refusal(message: string): Error {
  const error = new Error(message);
  error.name = '';
  return error;
}

const CHANNEL = 'editor-guardados';


/** The entry as the breeder names it: «Criadero», «Página de inicio» (a file's label, its first part), or «esta camada». */
function nameOf(store: DecapStore | undefined, collection: string, slug: string): string {
  const c = store && collectionNamed(store, collection);
  const files = c?.get('files') as { size: number; find(f: (x: Immutable) => boolean): Immutable | undefined } | undefined;
  if (!c) return 'esta entrada';
  // Criadero's one file is Criadero, as the breeder taps it
  if (files && files.size === 1) return `«${String(c.get('label'))}»`;
  const file = files?.find((f) => f.get('name') === slug);
  if (file) return `«${String(file.get('label')).split(':')[0]!.trim()}»`;
  return `esta ${String(c.get('label_singular') ?? 'entrada').toLowerCase()}`;
}

export function guardAgainstOtherTabs(
  store: DecapStore | undefined,
  register: (event: string, handler: (payload: { entry: Immutable }) => void) => void,
  notify: (message: string, options?: NoticeOptions) => void,
): void {
  if (!store || typeof BroadcastChannel !== 'function') return;
  const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const channel = new BroadcastChannel(CHANNEL);
  let open: OpenEntry | undefined;
  let stale: string | undefined;

  // the entry open in this tab: a new one (another entry, or none and back) is loaded now
  store.subscribe(() => {
    const entry = draftEntry(store);
    const key = entry && !entry.get('newRecord') ? entryKey(entry.get('collection'), entry.get('slug')) : undefined;
    if (key === open?.key) return;
    open = key ? { key, openedAt: Date.now() } : undefined;
    stale = undefined;
  });

  const warn = () => stale && notify(stale, { button: { text: 'Recargar', onClick: () => window.location.reload() } });
  channel.addEventListener('message', (event: MessageEvent<SaveNews>) => {
    if (!savedElsewhere(open, event.data, tab)) return;
    stale = staleMessage(event.data.label);
    warn();
  });

  register('preSave', ({ entry }) => {
    if (stale && entryKey(entry.get('collection'), entry.get('slug')) === open?.key) {
      warn();
      throw refusal(stale);
    }
  });
  register('postSave', ({ entry }) => {
    const collection = entry.get('collection');
    const slug = entry.get('slug');
    const key = entryKey(collection, slug);
    if (!key) return;
    const at = Date.now();
    // this tab's form is the file now
    open = { key, openedAt: at };
    stale = undefined;
    channel.postMessage({ key, label: nameOf(store, collection, slug), at, tab } satisfies SaveNews);
  });
}
