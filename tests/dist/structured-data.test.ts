/**
 * Structured data search engines accept: every JSON-LD object of every built page has the
 * properties Google's rich-result documentation marks required, and the recommended ones our data
 * has (https://developers.google.com/search/docs/appearance/structured-data/…: product-snippet,
 * breadcrumb, article, faqpage, local-business). A Product without a price is rejected, so none exists.
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { jsonLdObjects, visibleText } from './text';
import { texts } from '@/lib/content/texts';
import { formatCOP } from '@/lib/text/spanish';

type Json = Record<string, unknown>;
const pages = builtPages().map((p) => ({ path: p.path, html: p.html, objects: jsonLdObjects(p.html) }));

const isUrl = (v: unknown) => typeof v === 'string' && /^https:\/\/[^\s]+$/.test(v);
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0;
const positiveNumber = (v: unknown) => typeof v === 'number' && v > 0;

/** Problems of one object, by its type (nested objects checked with their own rules). */
function problems(o: Json): string[] {
  const out: string[] = [];
  const need = (ok: boolean, what: string) => ok || out.push(`${o['@type']}: ${what}`);
  switch (o['@type']) {
    case 'Product': {
      need(text(o.name), 'name (required)');
      // a description only where the page shows it (the next test): a sale page that shows none of its line's descriptions gives none
      need(o.description === undefined || text(o.description), 'description, where given, is text');
      const offer = o.offers as Json | undefined;
      need(!!offer, 'offers (required without review or rating)');
      if (!offer) break;
      need(offer.priceCurrency === 'COP', 'offers.priceCurrency COP');
      // what the page's «Disponibles» row says (the tests below); an inventory animal's own status (views/inventory.ts)
      need(offer.availability === undefined || ['InStock', 'OutOfStock', 'Reserved', 'SoldOut'].some((a) => offer.availability === `https://schema.org/${a}`), 'offers.availability a schema.org ItemAvailability, or none');
      if (offer['@type'] === 'AggregateOffer') {
        need(positiveNumber(offer.lowPrice), 'AggregateOffer.lowPrice (required)');
        need(positiveNumber(offer.highPrice) && (offer.highPrice as number) >= (offer.lowPrice as number), 'AggregateOffer.highPrice ≥ lowPrice (recommended)');
        // no offerCount: it counted the price points, which read as animals offered beside «Ninguno por ahora» (blind read s47)
        need(offer.offerCount === undefined, 'AggregateOffer without offerCount');
      } else {
        need(offer['@type'] === 'Offer', 'offers is an Offer or AggregateOffer');
        need(positiveNumber(offer.price), 'Offer.price (required)');
        need(isUrl(offer.url), 'Offer.url (recommended)');
      }
      break;
    }
    case 'BreadcrumbList': {
      const items = (o.itemListElement as Json[]) ?? [];
      need(items.length >= 2, 'itemListElement with at least two ListItems');
      items.forEach((item, i) => {
        need(item.position === i + 1, `ListItem ${i + 1}: position`);
        need(text(item.name), `ListItem ${i + 1}: name`);
        need(i === items.length - 1 || isUrl(item.item), `ListItem ${i + 1}: item URL`);
      });
      break;
    }
    case 'Article':
      need(text(o.headline) && (o.headline as string).length <= 110, 'headline (recommended, ≤ 110 characters)');
      need(isUrl(o.image), 'image (recommended)');
      need(/^\d{4}-\d\d-\d\d/.test(String(o.datePublished)), 'datePublished (recommended, ISO 8601)');
      need(text((o.author as Json | undefined)?.name), 'author.name (recommended)');
      break;
    case 'FAQPage': {
      const questions = (o.mainEntity as Json[]) ?? [];
      need(questions.length > 0, 'mainEntity (required)');
      for (const q of questions) need(q['@type'] === 'Question' && text(q.name) && text((q.acceptedAnswer as Json | undefined)?.text), 'Question with name and acceptedAnswer.text');
      break;
    }
    case 'ItemList': {
      const items = (o.itemListElement as Json[]) ?? [];
      need(items.length > 0, 'itemListElement (required)');
      items.forEach((item, i) => {
        need(item.position === i + 1, `ListItem ${i + 1}: position`);
        // Google's two list formats: a summary of links (url) or all items on the page (item).
        need(isUrl(item.url) || !!item.item, `ListItem ${i + 1}: url or item`);
        if (item.item) out.push(...problems(item.item as Json));
      });
      break;
    }
    case 'PetStore': {
      need(text(o.name), 'name (required)');
      const address = o.address as Json | undefined;
      need(text(address?.addressLocality) && text(address?.addressCountry), 'address with locality and country (required)');
      need(isUrl(o.url), 'url (recommended)');
      need(text(o.telephone), 'telephone (recommended)');
      need(isUrl(o.image), 'image (recommended)');
      need(!!o.openingHoursSpecification, 'openingHoursSpecification (recommended)');
      break;
    }
    default:
      out.push(`${String(o['@type'])}: a type without rules here; add its rich-result rules to this test`);
  }
  return out;
}

describe('JSON-LD of every built page', () => {
  it('is present on every page but the 404 page', () => {
    expect(pages.filter((p) => p.path !== '/404.html' && p.objects.length === 0).map((p) => p.path)).toEqual([]);
  });
  it('has the required and recommended properties of each rich-result type', () => {
    const found = pages.flatMap((p) => p.objects.flatMap((o) => problems(o).map((problem) => `${p.path} ${problem}`)));
    const byProblem = new Map<string, string[]>();
    for (const f of found) {
      const [path, ...rest] = f.split(' ');
      byProblem.set(rest.join(' '), [...(byProblem.get(rest.join(' ')) ?? []), path!]);
    }
    expect([...byProblem].map(([problem, paths]) => `${problem} (${paths.length} pages, e.g. ${paths[0]})`)).toEqual([]);
  });
  it('describes a Product only with words the page shows (s48 read 8: a horse sale page\'s Product carried its line\'s description, which the page did not show)', () => {
    const flat = (t: string) => t.replace(/\s+/g, ' ').trim();
    const unseen = pages.flatMap((p) => {
      const described = p.objects.filter((o) => o['@type'] === 'Product' && typeof o.description === 'string');
      if (!described.length) return [];
      const seen = flat(visibleText(p.html));
      return described.filter((o) => !seen.includes(flat(o.description as string))).map(() => p.path);
    });
    expect(unseen.length, `e.g. ${unseen.slice(0, 3).join(', ')}`).toBe(0);
    // most Products keep a description: the breed's summary on its place pages, its description on its own page
    expect(pages.filter((p) => p.objects.some((o) => o['@type'] === 'Product' && typeof o.description === 'string')).length).toBeGreaterThan(5000);
  });
  it('offers no cat at a firm price the page marks as an estimate (s51 read 14: «$ 3’000’000 (estimado)» beside an Offer of 3000000)', () => {
    const prices = (o: Json): number[] => [
      ...(o['@type'] === 'Product' && typeof (o.offers as Json | undefined)?.price === 'number' ? [(o.offers as Json).price as number] : []),
      ...((o.itemListElement as Json[] | undefined) ?? []).flatMap((item) => (item.item ? prices(item.item as Json) : [])),
    ];
    const catPages = pages.filter((p) => p.path.includes('gato'));
    expect(catPages.length).toBeGreaterThan(100);
    const firmButEstimated = catPages.flatMap((p) => {
      const seen = visibleText(p.html).replace(/\s+/g, ' ');
      return p.objects.flatMap(prices).filter((price) => new RegExp(`${formatCOP(price).replace(/[$’]/g, (c) => `\\${c}`).replace(/\u00a0/g, ' ')}\\s*(\\(estimado\\)|\\*)`).test(seen)).map((price) => `${p.path} ${price}`);
    });
    expect(firmButEstimated).toEqual([]);
  });
  it('says «in stock» only where the page shows an animal available now, never beside «Ninguno por ahora» (blind read s46)', () => {
    const none = texts.common.answer.availableNone;
    const inStock = (o: Json): boolean =>
      (o['@type'] === 'Product' && (o.offers as Json | undefined)?.availability === 'https://schema.org/InStock') ||
      ((o.itemListElement as Json[] | undefined) ?? []).some((item) => !!item.item && inStock(item.item as Json));
    const products = pages.filter((p) => p.objects.some((o) => o['@type'] === 'Product'));
    expect(products.length).toBeGreaterThan(1000);
    const both = builtPages().filter((p) => p.html.includes(none) && jsonLdObjects(p.html).some(inStock)).map((p) => p.path);
    expect(both).toEqual([]);
  });
  it('states in every page\'s Product offer what its «Disponibles» row says: «OutOfStock» beside «Ninguno por ahora», «InStock» beside animals listed, nothing where the page says neither (blind read 16)', () => {
    const w = texts.common.answer;
    const listed = new RegExp(`${w.availableOne}|${w.availableSome.replace('{n}', '\\d+')}`);
    const offers = pages.filter((p) => !p.path.startsWith('/disponibles/')).flatMap((p) => p.objects.filter((o) => o['@type'] === 'Product').map((o) => ({ path: p.path, html: p.html, offer: o.offers as Json })));
    expect(offers.length).toBeGreaterThan(5000);
    const said = (html: string) => (html.includes(w.availableNone) ? 'https://schema.org/OutOfStock' : listed.test(visibleText(html)) ? 'https://schema.org/InStock' : undefined);
    const wrong = offers.filter(({ html, offer }) => offer.availability !== said(html)).map(({ path, offer }) => `${path}: ${String(offer.availability)}`);
    expect(wrong).toEqual([]);
    // the site's inventory is empty: every page that has an offer says «Ninguno por ahora» but the cat price guide, which says nothing of availability
    expect(offers.filter(({ offer }) => offer.availability === 'https://schema.org/OutOfStock').length).toBeGreaterThan(5000);
  });
  it('gives every livestock sale page a Product with a price range, as the page shows it, but the pages that advise against the line in the city (s48 audit: a Gyr offered under «No se lo recomendamos»)', () => {
    const sales = pages.filter((p) => /^\/(?:equinos|bovinos|aves)\/venta-/.test(p.path));
    expect(sales.length).toBeGreaterThan(400);
    const advisedAgainst = (p: (typeof sales)[number]) => /data-verdict/.test(p.html);
    expect(sales.filter(advisedAgainst).length).toBeGreaterThan(0);
    const unpriced = sales.filter((p) => !advisedAgainst(p) && !p.objects.some((o) => o['@type'] === 'Product' && positiveNumber((o.offers as Json).lowPrice))).map((p) => p.path);
    expect(unpriced).toEqual([]);
    const offered = sales.filter((p) => advisedAgainst(p) && p.objects.some((o) => o['@type'] === 'Product')).map((p) => p.path);
    expect(offered).toEqual([]);
  });
});
