/** The <picture> elements of a built page and the variant a browser takes from them: shared by the photo and inventory dist tests. */
import { expect } from 'vitest';

export interface Img { html: string; attrs: Record<string, string>; sources: { type: string; srcset: string; sizes: string }[] }
const attrsOf = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1]!, m[2] ?? '']));
/** Every <picture> of a page (server-rendered, so the home gallery island's too), in document order. */
export function pictures(html: string): Img[] {
  return [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([whole, inner]) => ({
    html: whole,
    attrs: attrsOf(/<img\b[^>]*>/.exec(inner!)![0]),
    sources: [...inner!.matchAll(/<source\b[^>]*>/g)].map((m) => {
      const a = attrsOf(m[0]);
      return { type: a.type!, srcset: a.srcset ?? a.srcSet!, sizes: a.sizes! };
    }),
  }));
}
/** The CSS width of `sizes` at a viewport `vw` px wide: the first entry whose media condition holds (min-width only). */
export function slotWidth(sizes: string, vw: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const m = /^\(min-width:\s*(\d+)px\)\s*(.+)$/.exec(entry.trim());
    if (m && vw < Number(m[1])) continue;
    const expr = (m ? m[2]! : entry).replace(/calc/g, '').replace(/(\d+(?:\.\d+)?)vw/g, (_, n) => String((Number(n) * vw) / 100)).replace(/px/g, '');
    expect(expr, entry).toMatch(/^[\d\s.+\-*/()]+$/);
    return Function(`return (${expr})`)() as number;
  }
  throw new Error(`sizes "${sizes}" has no entry for ${vw} px`);
}
/** The candidate a browser takes from a srcset: the narrowest at least slot × DPR wide, or the widest. */
export function picked(srcset: string, needed: number): { url: string; width: number } {
  const candidates = srcset.split(', ').map((c) => ({ url: c.split(' ')[0]!, width: Number(c.split(' ')[1]!.replace('w', '')) })).sort((a, b) => a.width - b.width);
  return candidates.find((c) => c.width >= needed) ?? candidates.at(-1)!;
}
