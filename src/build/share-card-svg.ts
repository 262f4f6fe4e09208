/**
 * Draws a share card as SVG with every letter as a path (no font needed by the rasteriser, so the
 * PNG is the same on every machine). Text is fitted, never cut: the title shrinks and wraps.
 */
import { SHARE_IMAGE, type ShareCard } from '../lib/views/share-cards';

/** Measures and draws one font's text; src/build/integrations/share-images.ts makes these from font files. */
export interface TextShaper {
  width(text: string, size: number): number;
  /** SVG path data of the text with its baseline starting at (x, y). */
  path(text: string, x: number, y: number, size: number): string;
}

export interface CardFonts {
  regular: TextShaper;
  bold: TextShaper;
  heavy: TextShaper;
}

const COLOURS = { background: '#fff7ed', accent: '#c2410c', title: '#7c2d12', text: '#374151', motif: '#fed7aa' };
const LEFT = 96;
const TEXT_WIDTH = 820;
const TITLE_SIZES = [104, 92, 80, 70, 60, 52];

/** Greedy word wrap; null when a single word is wider than the line. */
export function wrap(text: string, shaper: TextShaper, size: number, maxWidth: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (shaper.width(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (!line || shaper.width(word, size) > maxWidth) return null;
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size at which the title fits in two lines (three at the smallest size). */
export function fitTitle(title: string, shaper: TextShaper): { size: number; lines: string[] } {
  for (const [i, size] of TITLE_SIZES.entries()) {
    const lines = wrap(title, shaper, size, TEXT_WIDTH);
    const maxLines = i === TITLE_SIZES.length - 1 ? 3 : 2;
    if (lines && lines.length <= maxLines) return { size, lines };
  }
  throw new Error(`[share cards] the title "${title}" does not fit a share card; shorten the name in content/`);
}

/**
 * The content error of every card whose title no size fits, naming the entry it comes from:
 * none in sound content. The build checks it before rendering any page.
 */
export function unfitTitles(cards: readonly ShareCard[], shaper: TextShaper): string[] {
  return cards.flatMap((card) => {
    try {
      fitTitle(card.title, shaper);
      return [];
    } catch (error) {
      if (!card.source) throw error;
      const { file, entry, field } = card.source;
      return [
        `[content] ${file}: entry "${entry}" › ${field}: "${card.title}" does not fit the share image (1200×630) even in its smallest letters; ` +
          'shorten it, or write it in words a line can break between',
      ];
    }
  });
}

/** A paw print: a neutral emblem, not a picture of any animal. */
function pawMotif(cx: number, cy: number): string {
  const toes = [
    [-78, -70, 30, 38],
    [-28, -112, 32, 40],
    [28, -112, 32, 40],
    [78, -70, 30, 38],
  ]
    .map(([dx, dy, rx, ry]) => `<ellipse cx="${cx + dx!}" cy="${cy + dy!}" rx="${rx}" ry="${ry}"/>`)
    .join('');
  return `<g fill="${COLOURS.motif}"><ellipse cx="${cx}" cy="${cy + 20}" rx="86" ry="72"/>${toes}</g>`;
}

export function renderShareCardSvg(card: ShareCard, fonts: CardFonts, footer: { brand: string; host: string }): string {
  const { width, height } = SHARE_IMAGE;
  const parts: string[] = [];
  const text = (shaper: TextShaper, value: string, x: number, y: number, size: number, fill: string) =>
    parts.push(`<path fill="${fill}" d="${shaper.path(value, x, y, size)}"/>`);

  text(fonts.bold, card.kicker, LEFT, 120, 36, COLOURS.accent);
  const title = fitTitle(card.title, fonts.heavy);
  let y = 120 + 24;
  for (const line of title.lines) {
    y += Math.round(title.size * 1.08);
    text(fonts.heavy, line, LEFT, y, title.size, COLOURS.title);
  }
  const subtitle = wrap(card.subtitle, fonts.regular, 34, TEXT_WIDTH);
  if (!subtitle || subtitle.length > 2) throw new Error(`[share cards] the subtitle of "${card.key}" does not fit in two lines`);
  y += 30;
  for (const line of subtitle) {
    y += 46;
    text(fonts.regular, line, LEFT, y, 34, COLOURS.text);
  }
  text(fonts.bold, footer.brand, LEFT, 566, 40, COLOURS.title);
  text(fonts.regular, footer.host, LEFT, 606, 30, COLOURS.text);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${COLOURS.background}"/>` +
    `<rect width="24" height="${height}" fill="${COLOURS.accent}"/>` +
    pawMotif(1050, 330) +
    parts.join('') +
    '</svg>'
  );
}
