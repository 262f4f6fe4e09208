/**
 * The site's icons, drawn once in one sprite (/img/iconos.svg, written by
 * src/pages/img/iconos.svg.ts) that every page references with <use>: no icon font, and no
 * copy of the shapes in each page's HTML. Inline, the species shapes of the bottom bar alone
 * were about 1.4 KB of every page's gzipped HTML, which kept the search page over the first
 * round trip (issue 27). The sprite's URL carries a hash of its content, so a browser that
 * holds an older copy (cached a week, as /img/*) asks for the new one when an icon changes.
 *
 * The five species (dog, cat, horse, cow, bird) are Material Design Icons by Pictogrammers
 * (@mdi/svg 7.4.47: mdi-dog, mdi-cat, mdi-horse, mdi-cow, mdi-bird), Apache License 2.0, with
 * their coordinates rounded to one decimal (a tenth of a pixel at 24 px); licence text in
 * src/components/Icon.LICENSE-mdi.txt. Our own earlier drawings read wrongly at 24 px in the
 * bottom bar (the dog as a cat, the bird as a leaf; issue 27).
 */
import type { IconName } from '../content/icon-names';

/** Each icon's path on a 24 × 24 grid, filled with the text colour. */
export const ICON_PATHS = {
  chat: 'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .3-3.4-.7-2.9-1.1-4.7-4.1-4.8-4.3-.1-.2-1.2-1.6-1.2-3s.7-2.2 1-2.5c.3-.3.6-.4.8-.4h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .6l-.4.6-.5.5c-.2.2-.3.4-.1.7.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.7-.1l1-1.2c.2-.3.4-.2.7-.1l2 .9c.3.2.5.2.6.4 0 .1 0 .8-.3 1.4z',
  home: 'M3 11l9-8 9 8v10a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  dog: 'M18 4C16.3 4 15.2 4.3 14.7 4.6C13.9 4.2 13 4 12 4C11 4 10.1 4.2 9.3 4.6C8.8 4.3 7.7 4 6 4C3 4 1 12 1 14C1 14.8 2.3 15.6 4.1 15.9C4.8 18.1 7.8 19.9 11.5 20V15.7C10.9 15.3 10 14.7 10 14C10 13 12 13 12 13C12 13 14 13 14 14C14 14.7 13.1 15.3 12.5 15.7V20C16.2 19.9 19.2 18.1 19.9 15.9C21.7 15.6 23 14.8 23 14C23 12 21 4 18 4M4.2 13.9C3.6 13.8 3.3 13.6 3 13.5C3.2 10.7 5.2 6.4 6 6C6.6 6 7 6.1 7.4 6.1C5.3 8.4 4.4 12 4.2 13.9M9 12A1 1 0 0 1 8 11C8 10.5 8.4 10 9 10A1 1 0 0 1 10 11C10 11.6 9.6 12 9 12M15 12A1 1 0 0 1 14 11C14 10.5 14.4 10 15 10A1 1 0 0 1 16 11C16 11.6 15.6 12 15 12M19.9 13.9C19.6 12 18.7 8.4 16.6 6.1C17 6.1 17.4 6 17.9 6C18.8 6.4 20.8 10.7 21 13.5C20.8 13.6 20.4 13.8 19.9 13.9Z',
  cat: 'M12 8L10.7 8.1C9.8 7.1 7.4 4.5 5 4.5C5 4.5 3 7.5 5 11.4C4.4 12.2 4.1 12.7 4 13.7L2.1 13.9L2.3 14.9L4 14.7L4.2 15.4L2.6 16.3L3.1 17.2L4.5 16.3C5.7 18.8 8.6 20 12 20C15.4 20 18.3 18.8 19.5 16.3L20.9 17.2L21.4 16.3L19.8 15.4L20 14.7L21.7 14.9L21.9 13.9L20 13.7C19.9 12.7 19.6 12.2 19 11.4C21 7.5 19 4.5 19 4.5C16.6 4.5 14.2 7.1 13.3 8.1L12 8M9 11A1 1 0 0 1 10 12A1 1 0 0 1 9 13A1 1 0 0 1 8 12A1 1 0 0 1 9 11M15 11A1 1 0 0 1 16 12A1 1 0 0 1 15 13A1 1 0 0 1 14 12A1 1 0 0 1 15 11M11 14H13L12.3 15.4C12.5 16 13.1 16.5 13.8 16.5A1.5 1.5 0 0 0 15.2 15H15.8A2 2 0 0 1 13.8 17C13 17 12.3 16.6 12 16V16H12C11.7 16.6 11 17 10.2 17A2 2 0 0 1 8.2 15H8.8A1.5 1.5 0 0 0 10.2 16.5C10.9 16.5 11.5 16 11.7 15.4L11 14Z',
  horse: 'M22 6V9.5L20.5 10L19 7.5C18.8 7.3 18.5 7.4 18.5 7.7V11.2C18.5 12.2 18.1 13.1 17.5 13.8V21H15V15C14.9 15 14.8 15 14.8 15C14.5 15 14.3 15 14.1 14.9L9.7 14.2L8.6 16.2L9.5 21H7L6 16.2C6 15.9 6 15.7 6.2 15.4L7.2 13.6C6.2 13 5.5 12 5.5 10.8C5.5 11 5.4 11.2 5.5 11.5C5.5 11.9 5.6 12.6 5.5 13.3C5.5 14 5.2 14.8 4.8 15.3C4.3 15.8 3.9 16.1 3.4 16.4L2.6 15.7C2.8 15.2 3 14.8 3.1 14.4C3.1 14 3.1 13.7 3 13.4L2.4 12.3C2.2 11.8 1.9 11.1 2 10.2C2 9.3 2.5 8.2 3.4 7.6C4.3 7 5.3 6.9 6 7.1C6.5 7.2 7.1 7.4 7.5 7.8C7.9 7.6 8.3 7.5 8.8 7.5H14.5V7C14.5 4.8 16.3 3 18.5 3H22L21.1 4.3C21.6 4.7 22 5.3 22 6Z',
  cow: 'M10.5 18A.5.5 0 0 1 11 18.5A.5.5 0 0 1 10.5 19A.5.5 0 0 1 10 18.5A.5.5 0 0 1 10.5 18M13.5 18A.5.5 0 0 1 14 18.5A.5.5 0 0 1 13.5 19A.5.5 0 0 1 13 18.5A.5.5 0 0 1 13.5 18M10 11A1 1 0 0 1 11 12A1 1 0 0 1 10 13A1 1 0 0 1 9 12A1 1 0 0 1 10 11M14 11A1 1 0 0 1 15 12A1 1 0 0 1 14 13A1 1 0 0 1 13 12A1 1 0 0 1 14 11M18 18C18 20.2 15.3 22 12 22C8.7 22 6 20.2 6 18C6 17.1 6.5 16.3 7.2 15.6C6.5 14.6 6 13.3 6 12L6.1 10.8C5.6 10.9 4.9 10.9 4.4 10.8C3.4 10.5 1.8 9.3 2.1 8.6C2.3 7.8 4.2 7.6 5.2 7.9C5.8 8.1 6.5 8.5 6.8 9L7.4 8.2C6.8 7 7 4 10 3L9.9 3.1V3.1C9.6 3.6 8.9 5 9.7 6.5C10.4 6.2 11.2 6 12 6C12.8 6 13.6 6.2 14.3 6.5C15.1 5 14.4 3.6 14.1 3.1L14 3C17 4 17.2 7 16.6 8.2L17.2 9C17.6 8.5 18.2 8.1 18.8 7.9C19.8 7.6 21.7 7.8 21.9 8.6C22.2 9.3 20.6 10.5 19.6 10.8C19.1 10.9 18.4 10.9 17.9 10.8L18 12C18 13.3 17.6 14.6 16.8 15.6C17.6 16.3 18 17.1 18 18M12 16C9.8 16 8 16.9 8 18C8 19.1 9.8 20 12 20C14.2 20 16 19.1 16 18C16 16.9 14.2 16 12 16M12 14C13.1 14 14.2 14.2 15.1 14.6C15.7 13.9 16 13 16 12A4 4 0 0 0 12 8A4 4 0 0 0 8 12C8 13 8.3 13.9 8.9 14.6C9.8 14.2 10.9 14 12 14M14.1 3.1V3.1Z',
  bird: 'M23 11.5L19.9 10.4C19.7 9.2 19 8.6 19 8.6C17.4 6.9 14.8 6.9 13.1 8.6L11.6 10L5 3C4 7 5 11 7.5 14.2L2 19.5C2 19.5 10.9 21.5 16.1 17.4C18.8 15.3 19.4 14 19.8 12.7L23 11.5M17.7 11.7C17.3 12.1 16.7 12.1 16.3 11.7C15.9 11.3 15.9 10.7 16.3 10.3C16.7 9.9 17.3 9.9 17.7 10.3C18.1 10.7 18.1 11.3 17.7 11.7Z',
  shield: 'M12 2l8 3v6c0 5-3.5 9.5-8 11-4.5-1.5-8-6-8-11V5z',
  heart: 'M12 21l-8.5-8.5a5 5 0 0 1 7-7L12 7l1.5-1.5a5 5 0 0 1 7 7z',
  star: 'M12 2l3 7 7 .6-5.3 4.7 1.6 7.2L12 17.8 5.7 21.5l1.6-7.2L2 9.6 9 9z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 5v5.4l4 2.4-.8 1.3L11 13V7z',
  pin: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z',
  stethoscope: 'M6 2v6a4 4 0 0 0 8 0V2h-2v6a2 2 0 0 1-4 0V2zm3 14a5 5 0 0 0 10 0v-2a2 2 0 1 0-2 0v2a3 3 0 0 1-6 0v-2H9z',
} satisfies Record<IconName, string>;

/** Where the sprite is served. */
export const ICON_SPRITE_PATH = '/img/iconos.svg';

/** The sprite: one <symbol> per icon, its id the icon's name. */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_PATHS).map(([name, d]) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

/** A short hash of a text (32-bit FNV-1a, base 36): enough to tell one sprite from the next. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

const version = shortHash(iconSprite());

/** The reference of an icon in the sprite, versioned by the sprite's content: /img/iconos.svg?v=1a2b3c#dog. */
export function iconHref(name: IconName): string {
  return `${ICON_SPRITE_PATH}?v=${version}#${name}`;
}
