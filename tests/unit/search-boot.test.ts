import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { breedCount, dogTaxonomy, filterBreeds, filtersHref, normaliseSearch, panelItems } from '@/lib/domain/dogs';
import { chipClass } from '@/lib/views/ui';
import { routes } from '@/lib/routes';
import { SEARCH_BOOT_DATA_ID, searchBootData, searchBootScript } from '@/lib/views/search-boot';
import { serializeJson } from '@/lib/views/serialize';

const catalog = readCatalog();
/** The count the page shows for these breed slugs: the build's own words (crosses apart, content/dogs/breeds.json › cruce). */
const countOf = (slugs: string[]) => breedCount(slugs.map((s) => catalog.dogBreedBySlug.get(s)!));

/** Element stand-ins with just what the script touches. */
function card(breed: (typeof catalog.dogBreeds)[number]) {
  const img = { loading: 'lazy', attrs: {} as Record<string, string>, setAttribute(k: string, v: string) { this.attrs[k] = v; } };
  return { name: breed.slug, hidden: false, img, querySelector: () => img };
}

/** Runs the built script in a fresh context, as the browser would, with no access to this module. */
function run(search: string) {
  const cards = catalog.dogBreeds.map(card);
  const heading = { textContent: 'Búsqueda de perros' };
  const count = { textContent: `${cards.length} razas` };
  // The two 'Solo perros …' templates of SearchEmpty.astro.
  const only = (which: string) => {
    let text = 'Solo perros ';
    const link = {
      href: routes.dogs(),
      writes: 0,
      dataset: {} as Record<string, string>,
      get textContent() { return text; },
      set textContent(v: string) { text = v; this.writes++; },
    };
    return { hidden: true, dataset: { only: which }, link, querySelector: () => link };
  };
  const onlies = [only('tamano'), only('uso')];
  const empty = { hidden: true, querySelectorAll: () => onlies };
  // As the island renders them for no filter: each chip links its size or use alone.
  const none = panelItems(dogTaxonomy(catalog), {});
  const chip = (href: string) => ({
    closest(this: unknown) { return this; },
    dataset: {} as Record<string, string>,
    className: chipClass(false),
    attrs: { href } as Record<string, string>,
    getAttribute(k: string) { return this.attrs[k] ?? null; },
    setAttribute(k: string, v: string) { this.attrs[k] = v; },
    removeAttribute(k: string) { delete this.attrs[k]; },
  });
  const chips = [...none.sizes, ...none.uses].map((item) => chip(item.href));
  const replaced: string[] = [];
  let observed: (() => void) | null = null;
  let loaded: (() => void) | null = null;
  let onClick: ((event: unknown) => void) | null = null;
  const frames: (() => void)[] = [];
  const document = {
    documentElement: { style: {} as Record<string, string> },
    querySelectorAll: (sel: string) => (sel === '[data-breed-card]' ? cards : sel === '[aria-labelledby=panel-titulo] li a' ? chips : []),
    querySelector: (sel: string) =>
      ({ '[data-search-heading]': heading, '[data-search-count]': count, '[data-search-empty]': empty, '[data-breed-card]': cards[0] })[sel] ??
      null,
    addEventListener: (type: string, fn: () => void) => (type === 'DOMContentLoaded' ? (loaded = fn) : type === 'click' && (onClick = fn)),
    // The data block the page writes before the script.
    getElementById: (id: string) => (id === SEARCH_BOOT_DATA_ID ? { textContent: serializeJson(searchBootData(catalog, catalog.dogBreeds)) } : null),
  };
  class MutationObserver {
    constructor(fn: () => void) { observed = fn; }
    observe() {}
    disconnect() {}
  }
  const context = {
    document,
    location: { search, pathname: routes.dogSearch(), replace: (to: string) => replaced.push(to) },
    MutationObserver,
    URLSearchParams,
    addEventListener: () => {},
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  runInNewContext(searchBootScript(), context);
  (observed as (() => void) | null)?.();
  (loaded as (() => void) | null)?.();
  /** A plain left click on a chip, then the next frame. Returns the chip's href when it was clicked. */
  const tap = (target: (typeof chips)[number]) => {
    (onClick as ((event: unknown) => void) | null)?.({ target, button: 0, defaultPrevented: false });
    const href = target.attrs.href;
    for (const frame of frames.splice(0)) frame();
    return href;
  };
  return { cards, heading, count, empty, onlies, chips, replaced, root: document.documentElement, mutate: () => (observed as (() => void) | null)?.(), tap };
}

describe('search page inline script', () => {
  it.each([
    ['?tamano=MINI&uso=Guardianes', '/perros/buscar/?tamano=mini&uso=guardian'],
    ['?uso=Hipoalerg%C3%A9nicos', '/perros/buscar/?uso=hipoalergenico'],
    ['?tamano=enorme', '/perros/'],
  ])('replaces %s by %s without painting, as normaliseSearch says', (search, to) => {
    const { replaced, root, cards } = run(search);
    expect(replaced).toEqual([to]);
    expect(normaliseSearch(catalog, new URLSearchParams(search))).toEqual({ kind: 'redirect', to });
    expect(root.style.visibility).toBe('hidden');
    expect(cards.every((c) => !c.hidden)).toBe(true);
  });

  it('filters a valid query: matching cards only, heading, count, first visible image eager', () => {
    const { replaced, cards, heading, count, empty } = run('?tamano=pequenos&uso=familia');
    const expected = filterBreeds(catalog, { tamano: 'pequenos', uso: 'familia' }).map((b) => b.slug);
    expect(replaced).toEqual([]);
    expect(cards.filter((c) => !c.hidden).map((c) => c.name)).toEqual(expected);
    expect(heading.textContent).toBe('Búsqueda: perros pequeños familiares');
    expect(count.textContent).toBe(countOf(expected));
    expect(empty.hidden).toBe(true);
    const eager = cards.filter((c) => c.img.loading === 'eager');
    expect(eager.map((c) => c.name)).toEqual([expected[0]]);
    expect(eager[0]!.img.attrs.fetchpriority).toBe('high');
  });

  it.each([
    ['?tamano=pequenos&uso=familia', { tamano: 'pequenos', uso: 'familia' }],
    ['?uso=guardian', { uso: 'guardian' }],
    ['?tamano=gigantes', { tamano: 'gigantes' }],
  ])('writes the panel chips of %s as the island renders them: link, aria-current and class', (search, filters) => {
    const { chips } = run(search);
    const panel = panelItems(dogTaxonomy(catalog), filters);
    const expected = [...panel.sizes, ...panel.uses].map((item) => ({ href: item.href, current: item.active ? 'true' : undefined, className: chipClass(item.active) }));
    expect(chips.map((c) => ({ href: c.attrs.href, current: c.attrs['aria-current'], className: c.className }))).toEqual(expected);
    expect(chips.filter((c) => c.attrs['aria-current']).length).toBe(Object.keys(filters).length);
  });

  it('without filters leaves the list alone and makes the first image eager', () => {
    const { cards, heading, count } = run('');
    expect(cards.every((c) => !c.hidden)).toBe(true);
    expect(searchBootData(catalog, catalog.dogBreeds).breeds).toHaveLength(cards.length);
    expect(heading.textContent).toBe('Búsqueda de perros');
    expect(count.textContent).toBe(`${cards.length} razas`);
    expect(cards.filter((c) => c.img.loading === 'eager').map((c) => c.name)).toEqual([cards[0]!.name]);
  });

  it('matches and counts every size and use combination like filterBreeds', () => {
    for (const tamano of [undefined, ...catalog.dogSizes.map((s) => s.key)]) {
      for (const uso of [undefined, ...catalog.dogUses.map((u) => u.key)]) {
        if (!tamano && !uso) continue;
        const expected = filterBreeds(catalog, { tamano, uso }).map((b) => b.slug);
        const { cards, count } = run(`?${new URLSearchParams({ ...(tamano && { tamano }), ...(uso && { uso }) })}`);
        expect(cards.filter((c) => !c.hidden).map((c) => c.name), `${tamano}|${uso}`).toEqual(expected);
        expect(count.textContent).toBe(countOf(expected));
      }
    }
  });

  it('answers a tap on a chip in place, as the page of its link shows it, and leaves the link as it was tapped', () => {
    const taxonomy = dogTaxonomy(catalog);
    const { chips, cards, heading, count, tap } = run('?tamano=pequenos');
    const useIndex = catalog.dogSizes.length + catalog.dogUses.findIndex((u) => u.key === 'familia');
    const expectPage = (filters: { tamano?: string; uso?: string }, title: string) => {
      const expected = filterBreeds(catalog, filters).map((b) => b.slug);
      expect(cards.filter((c) => !c.hidden).map((c) => c.name)).toEqual(expected);
      expect(count.textContent).toBe(countOf(expected));
      expect(heading.textContent).toBe(title);
      const panel = panelItems(taxonomy, filters);
      expect(chips.map((c) => ({ href: c.attrs.href, current: c.attrs['aria-current'], className: c.className }))).toEqual(
        [...panel.sizes, ...panel.uses].map((item) => ({ href: item.href, current: item.active ? 'true' : undefined, className: chipClass(item.active) })),
      );
    };
    // The click's default action follows the href it had when clicked: the answer waits for the next frame.
    expect(tap(chips[useIndex]!)).toBe(filtersHref(taxonomy, { tamano: 'pequenos', uso: 'familia' }));
    expectPage({ tamano: 'pequenos', uso: 'familia' }, 'Búsqueda: perros pequeños familiares');
    const small = catalog.dogSizes.findIndex((s) => s.key === 'pequenos');
    expect(tap(chips[small]!)).toBe(filtersHref(taxonomy, { uso: 'familia' }));
    expectPage({ uso: 'familia' }, 'Búsqueda: perros familiares');
    tap(chips[useIndex]!);
    expectPage({}, 'Búsqueda de perros');
    expect(cards.every((c) => !c.hidden)).toBe(true);
  });

  it('a tap that leaves no breed shows the no-results block, and the next one hides it', () => {
    const pair = catalog.dogSizes.flatMap((s, i) => catalog.dogUses.map((u, j) => [s.key, u.key, i, j] as const)).find(([tamano, uso]) => filterBreeds(catalog, { tamano, uso }).length === 0)!;
    const [tamano, , i, j] = pair;
    const { chips, empty, onlies, tap } = run(`?tamano=${tamano}`);
    expect(empty.hidden).toBe(true);
    tap(chips[catalog.dogSizes.length + j]!);
    expect(empty.hidden).toBe(false);
    expect(onlies.map((o) => o.hidden)).toEqual([false, false]);
    tap(chips[i]!);
    expect(empty.hidden).toBe(true);
  });

  it('refuses a breed whose size or use the taxonomy lacks', () => {
    const stray = { ...catalog.dogBreeds[0]!, usos: ['volador'] as never };
    expect(() => searchBootData(catalog, [stray])).toThrow(/breed .*unknown size or use/);
  });

  it('shows the no-results block with the two single-filter links when nothing matches', () => {
    const pair = catalog.dogSizes.flatMap((s) => catalog.dogUses.map((u) => [s.key, u.key] as const)).find(([tamano, uso]) => filterBreeds(catalog, { tamano, uso }).length === 0);
    expect(pair, 'the content has a size and use combination without breeds').toBeDefined();
    const [tamano, uso] = pair!;
    const { empty, onlies, cards, mutate } = run(`?tamano=${tamano}&uso=${uso}`);
    expect(cards.every((c) => c.hidden)).toBe(true);
    expect(empty.hidden).toBe(false);
    expect(onlies.map((o) => [o.hidden, o.link.textContent, o.link.href])).toEqual([
      [false, `Solo perros ${catalog.dogSizes.find((s) => s.key === tamano)!.formas.perros}`, filtersHref(catalog, { tamano })],
      [false, `Solo perros ${catalog.dogUses.find((u) => u.key === uso)!.formas.perros}`, filtersHref(catalog, { uso })],
    ]);
    // Writing text is a mutation that runs the script again: a second run must write nothing, or the page never settles.
    const writes = onlies.map((o) => o.link.writes);
    mutate();
    expect(onlies.map((o) => o.link.writes)).toEqual(writes);
  });

  it('is the same text whatever the content, and does not close its <script> early', () => {
    expect(searchBootScript()).not.toMatch(/<\/script|<!--/i);
    expect(searchBootScript()).not.toContain(catalog.dogSizes[0]!.formas.perros);
  });
});
