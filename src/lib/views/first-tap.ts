/**
 * First-tap scripts: a few lines that answer the visitor's first tap from the server-rendered
 * markup at once, while the island that does the same (and everything after) is still loading
 * and hydrating. They only add listeners when they run, and stop once their island says it is
 * ready (ISLAND_READY_EVENT). The island then starts from the state the script left in the page,
 * so hydration finds the markup it renders. Like src/lib/views/search-boot.ts, each script is
 * its function serialised with the self-contained helpers it gets as arguments, minified, the
 * same text on every build: the CSP hashes it from source (src/lib/views/inline-scripts.ts).
 * (The dog search's chips are answered by its search script, the chat links by the island loader.)
 */
import { transformSync } from 'esbuild';
import { catCardShown, catPageLinkText } from '../domain/cats';
import { shuffled } from '../domain/random';
import { INTERACTION_EVENTS } from '../../islands/interaction';
import { serializeJson } from './serialize';

/**
 * /gatos-colombia/: a tap on a coat or cluster button of the cat filter (src/islands/CatFilterIsland.tsx)
 * presses it (or, pressed, releases it to "Todas"), hides the cards it does not match, writes
 * the heading (a live region) and the link to the filter's page, and scrolls to the top, as the
 * island does, reading the filter key, heading and page from the buttons' data-* attributes and
 * each card's filter keys. The tap does not reach the island, which takes the filter over once
 * hydrated. The focus stays on the button (its element is kept).
 */
export function catFilterFirstTap(pageLinkText: (heading: string) => string, cardShown: (filters: string, key: string) => boolean): void {
  let on: string | undefined;
  let off: string | undefined;
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-cat-filter] button[data-filter]');
    const root = button?.closest('[data-cat-filter]');
    if (!button || !root) return;
    event.stopPropagation();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-filter]')];
    // The pressed and released looks, as the server rendered them ("Todas" pressed).
    on ??= buttons.find((b) => b.getAttribute('aria-pressed') === 'true')?.className;
    off ??= buttons.find((b) => b.getAttribute('aria-pressed') === 'false')?.className;
    const key = button.getAttribute('aria-pressed') === 'true' ? '' : button.dataset.filter!;
    const chosen = buttons.find((b) => b.dataset.filter === key) ?? buttons[0]!;
    for (const b of buttons) {
      b.setAttribute('aria-pressed', String(b === chosen));
      b.className = (b === chosen ? on : off) ?? b.className;
    }
    for (const card of root.querySelectorAll<HTMLElement>('[data-filters]')) card.hidden = !cardShown(card.dataset.filters!, key);
    const heading = chosen.dataset.heading!;
    const h = root.querySelector('h2[aria-live]');
    if (h) h.textContent = heading;
    const page = root.querySelector<HTMLElement>('[data-filter-page]');
    const link = page?.querySelector('a');
    if (page && link) {
      const href = chosen.dataset.page;
      page.hidden = !href;
      if (href) link.setAttribute('href', href);
      else link.removeAttribute('href');
      link.textContent = href ? pageLinkText(heading) : '';
    }
    scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  addEventListener('click', onClick, true);
  addEventListener('island:ready', (event) => {
    if ((event.target as Element).matches?.('[data-cat-filter]')) removeEventListener('click', onClick, true);
  });
}

/**
 * The home page: at the visitor's first interaction (the events that start hydration,
 * src/islands/interaction.ts › INTERACTION_EVENTS), the gallery's pictures are shuffled among
 * its items, and the list marked `data-shuffled` for the island (src/islands/GalleryShuffle.tsx).
 */
export function galleryFirstTap(shuffle: <T>(items: readonly T[], random: () => number) => T[], events: readonly string[]): void {
  const start = () => {
    for (const type of events) removeEventListener(type, start, true);
    const list = document.querySelector('[data-gallery]');
    if (!list || list.hasAttribute('data-shuffled')) return;
    const items = [...list.children];
    // Each item holds one picture: moving the pictures keeps the items (and their animation delays) in place.
    shuffle(
      items.map((item) => item.firstElementChild!),
      Math.random,
    ).forEach((picture, i) => items[i]!.append(picture));
    list.setAttribute('data-shuffled', '');
  };
  for (const type of events) addEventListener(type, start, true);
}

const scripts = new Map<string, string>();

/** A script's source, minified once per build. */
function script(name: string, source: () => string): string {
  let text = scripts.get(name);
  if (text === undefined) {
    text = transformSync(source(), { minify: true, target: 'es2020', charset: 'utf8' }).code.trim();
    if (/<\/script|<!--/i.test(text)) throw new Error(`[first tap] the ${name} script contains "</script" or "<!--": it would break out of its element`);
    scripts.set(name, text);
  }
  return text;
}

export const catFilterFirstTapScript = () => script('cat filter', () => `(${catFilterFirstTap})(${catPageLinkText},${catCardShown});`);

export const galleryFirstTapScript = () =>
  script('gallery', () => `(${galleryFirstTap})(${shuffled},${serializeJson(INTERACTION_EVENTS)});`);
