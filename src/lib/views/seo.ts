/**
 * The document head as data: title, description, canonical, robots and Open Graph, built by
 * one pure function and rendered by src/components/Head.astro.
 */
import { SHARE_IMAGE, shareCard, shareImagePath, shareRef, type ShareRef } from './share-cards';
import { absoluteUrl, site } from '../content/site';

import { DESCRIPTION_LIMIT, TITLE_LIMIT } from '../text/snippet-limits';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the canonical URL (usually the page's own path). */
  canonical: string;
  noindex?: boolean;
  /** The share card (og:image) of the page's subject; the site's card when absent. */
  share?: ShareRef;
  type?: 'website' | 'article' | 'product';
  /**
   * false: no « | Criadero Bogotá» after the title. For a family whose titles name a breed and a
   * place, whose lengths vary: the brand fitted only the short ones, so some pages of a family had it
   * and others not, and beside «Bogotá» it named the city twice (s54 read).
   */
  brand?: boolean;
}

export type HeadTag =
  | { tag: 'title'; content: string }
  | { tag: 'meta'; attrs: Record<string, string> }
  | { tag: 'link'; attrs: Record<string, string> };

/** Words a cut phrase must not end on before its "…": they announce what was cut ("que…", "en todo el…"). */
const DANGLING = /\s+(?:a|al|con|de|del|e|el|en|la|las|lo|los|o|para|por|que|se|su|sus|u|un|una|y)$/i;

/** Runs of ordinary whitespace as one space, trimmed; the no-break spaces of money ("$ 1’300’000") stay. */
const collapseSpaces = (text: string) => text.replace(/[ \t\n\r]+/g, ' ').trim();

/**
 * Cuts text to `limit` characters: at the last sentence end within the limit when that keeps at
 * least 60 % of it, otherwise at a word boundary with "…" (never on a word that leaves the phrase
 * hanging, like "que" or "el"), so what Google shows never stops mid-phrase without a mark.
 */
export function truncate(text: string, limit = DESCRIPTION_LIMIT): string {
  const clean = collapseSpaces(text);
  if (clean.length <= limit) return clean;
  const min = Math.floor(limit * 0.6);
  const sentenceEnd = [...clean.slice(0, limit + 1).matchAll(/[.?!](?= )/g)].map((m) => m.index! + 1).filter((i) => i >= min).pop();
  if (sentenceEnd) return clean.slice(0, sentenceEnd);
  const cut = clean.slice(0, limit - 1);
  let atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), min)).replace(/[\s,.;:]+$/, '');
  while (DANGLING.test(atWord)) atWord = atWord.replace(DANGLING, '').replace(/[\s,.;:]+$/, '');
  return `${atWord}…`;
}

/** The first of `descriptions` (fullest first) that fits the limit whole; the last, cut, when none does. */
export function firstThatFits(descriptions: readonly string[], limit = DESCRIPTION_LIMIT): string {
  return descriptions.find((d) => collapseSpaces(d).length <= limit) ?? descriptions.at(-1)!;
}

/** The first of `titles` (fullest first) that a search engine shows whole; the last when none does (Google cuts it). */
export const titleThatFits = (titles: readonly string[]): string => firstThatFits(titles, TITLE_LIMIT);

/** Page title with the brand, unless the page's family goes without it, the title already names it or the brand would push it past the limit. */
export function fullTitle(title: string, brand = true): string {
  const branded = `${title} | ${site.brand}`;
  return !brand || title.includes(site.brand) || branded.length > TITLE_LIMIT ? title : branded;
}

export function buildHead(meta: PageMeta): HeadTag[] {
  const title = fullTitle(meta.title, meta.brand);
  const description = truncate(meta.description);
  const canonical = absoluteUrl(meta.canonical);
  const share = meta.share ?? shareRef(shareCard.site());
  return [
    { tag: 'title', content: title },
    { tag: 'meta', attrs: { name: 'description', content: description } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
    { tag: 'meta', attrs: { name: 'robots', content: meta.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large' } },
    { tag: 'meta', attrs: { property: 'og:type', content: meta.type === 'article' ? 'article' : 'website' } },
    { tag: 'meta', attrs: { property: 'og:locale', content: 'es_CO' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: site.brand } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:description', content: description } },
    { tag: 'meta', attrs: { property: 'og:url', content: canonical } },
    { tag: 'meta', attrs: { property: 'og:image', content: absoluteUrl(shareImagePath(share.key)) } },
    { tag: 'meta', attrs: { property: 'og:image:type', content: SHARE_IMAGE.type } },
    { tag: 'meta', attrs: { property: 'og:image:width', content: String(SHARE_IMAGE.width) } },
    { tag: 'meta', attrs: { property: 'og:image:height', content: String(SHARE_IMAGE.height) } },
    { tag: 'meta', attrs: { property: 'og:image:alt', content: share.alt } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
  ];
}
