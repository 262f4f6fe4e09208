/**
 * The dog search's query logic, shared by the build and the inline script that filters
 * /perros/buscar/ before its first paint (src/lib/views/search-boot.ts serialises these
 * functions with Function.prototype.toString). So every function here is self-contained: no
 * imports, no module-level helpers or constants; what it needs comes in as arguments.
 */

/** What the search needs of a size or a use. */
export interface SearchOption {
  key: string;
  slug: string;
  /** The old search module's size key (sizes only). */
  searchKey?: string;
  /** The form that agrees with "perros" ("pequeños", "guardianes", "de compañía"): content formas.perros. */
  perros?: string;
}

export interface SearchTaxonomy {
  sizes: SearchOption[];
  uses: SearchOption[];
}

/** Active search filters: a size key and a use key (either may be absent). */
export interface SearchFilters {
  tamano?: string;
  uso?: string;
}

export type SearchNormalisation = { kind: 'ok'; filters: SearchFilters } | { kind: 'redirect'; to: string };

/**
 * Normalises the query of the search page: values are folded with `fold` (lowercase, accents
 * stripped), use slugs (guardianes, activos, hipoalergenicos) map to their keys, the old search
 * module's size keys (pequena, mediana, grande) to catalogue sizes. Unknown values go to
 * `paths.dogs`; anything not already in normal form redirects to its normal form.
 */
export function normaliseSearchQuery(
  taxonomy: SearchTaxonomy,
  query: URLSearchParams,
  paths: { search: string; dogs: string },
  fold: (value: string) => string,
): SearchNormalisation {
  const href = (tamano: string | null | undefined, uso: string | null | undefined) => {
    const q = new URLSearchParams();
    if (tamano) q.set('tamano', tamano);
    if (uso) q.set('uso', uso);
    const qs = q.toString();
    return paths.search + (qs ? `?${qs}` : '');
  };
  const rawSize = query.get('tamano');
  const rawUse = query.get('uso');
  const filters: SearchFilters = {};
  if (rawSize) {
    const v = fold(rawSize);
    const size = taxonomy.sizes.find((s) => s.slug === v || s.key === v) ?? taxonomy.sizes.find((s) => s.searchKey === v);
    if (!size) return { kind: 'redirect', to: paths.dogs };
    filters.tamano = size.key;
  }
  if (rawUse) {
    const v = fold(rawUse);
    const use = taxonomy.uses.find((u) => u.key === v || u.slug === v);
    if (!use) return { kind: 'redirect', to: paths.dogs };
    filters.uso = use.key;
  }
  const normal = href(filters.tamano, filters.uso);
  return normal === href(rawSize, rawUse) ? { kind: 'ok', filters } : { kind: 'redirect', to: normal };
}

/** The search page's heading for these filters, agreeing with "perros" ("Búsqueda: perros pequeños guardianes"). */
export function searchHeading(taxonomy: SearchTaxonomy, filters: SearchFilters): string {
  const size = taxonomy.sizes.find((s) => s.key === filters.tamano);
  const use = taxonomy.uses.find((u) => u.key === filters.uso);
  const forms = [size?.perros, use?.perros].filter(Boolean).join(' ');
  return forms ? `Búsqueda: perros ${forms}` : 'Búsqueda de perros';
}

/** Build-time data of the inline script. */
export interface SearchBootData {
  taxonomy: SearchTaxonomy;
  /** Where an unknown size or use goes (the page's own path is location.pathname). */
  dogs: string;
  /**
   * The breed of each card, in page order: its size index plus 8 × a bit mask of its use
   * indexes (bit j set for uses[j]). Cards carry no filter data of their own.
   */
  breeds: number[];
  /** The cards that are crosses, not breeds (content/dogs/breeds.json › cruce), by index: the count says «13 razas y 2 cruces». */
  crosses: number[];
  /**
   * The side panel's chips (the links of the panel labelled by #panel-titulo, sizes then uses),
   * rendered for no filter: each links the page of its size or use alone and has the inactive class. With
   * the search path and the active class, the script writes each chip's link, aria-current and
   * class for the query before the first paint, exactly as the panel renders them for
   * that query (DogSearchPanel.astro, src/lib/domain/dogs.ts › panelItems).
   */
  panel: { search: string; active: string };
}

/**
 * Runs in the <head> of /perros/buscar/, before the body is parsed. A query not in normal form
 * replaces the page by its normal URL (nothing is painted meanwhile); a valid one hides the
 * non-matching cards, writes the heading and count, shows the no-results block when nothing
 * matches, and makes the first visible card's image eager with high fetch priority. Elements
 * are handled as the parser inserts them, from a MutationObserver: its callbacks run at the end
 * of each parser task, before the browser can render, so the first paint is already filtered.
 *
 * It also answers a tap on a chip of the side panel at once, without waiting for the panel's
 * island or for the next page: the page shows the chip's filters in place (chips, cards,
 * heading, count, no-results block) while the link goes on to its page, which shows the same.
 * A page restored from the back/forward cache shows its own query again.
 */
export function searchBoot(
  data: SearchBootData,
  normalise: typeof normaliseSearchQuery,
  heading: typeof searchHeading,
  fold: (value: string) => string,
): void {
  const root = document.documentElement;
  const result = normalise(data.taxonomy, new URLSearchParams(location.search), { search: location.pathname, dogs: data.dogs }, fold);
  if (result.kind === 'redirect') {
    root.style.visibility = 'hidden';
    location.replace(result.to);
    return;
  }
  const { panel } = data;
  const sizes = data.taxonomy.sizes.length;
  /** What the page shows for a size and a use (indexes, -1 for none). */
  const stateOf = (size: number, use: number) => {
    const filters = { tamano: data.taxonomy.sizes[size]?.key, uso: data.taxonomy.uses[use]?.key };
    const matches = data.breeds.map((code) => (size < 0 || code % 8 === size) && (use < 0 || ((code >> (3 + use)) & 1) === 1));
    return { size, use, matches, count: matches.filter(Boolean).length, title: heading(data.taxonomy, filters) };
  };
  const { tamano, uso } = result.filters;
  const ofQuery = () =>
    stateOf(
      data.taxonomy.sizes.findIndex((s) => s.key === tamano),
      data.taxonomy.uses.findIndex((u) => u.key === uso),
    );
  let state = ofQuery();
  // Without a filter the server's page is already right; after a tap the page writes everything.
  let filtered = Boolean(tamano || uso);
  /** The panel's chips, sizes then uses, as rendered for no filter: each links its size or use alone. */
  const chipsOf = () => [...document.querySelectorAll<HTMLAnchorElement>('[aria-labelledby=panel-titulo] li a')];
  let first: Element | null = null;
  let firstDone = false;
  const apply = () => {
    if (filtered) {
      const { size, use, matches, count, title } = state;
      first = null;
      document.querySelectorAll<HTMLElement>('[data-breed-card]').forEach((card, i) => {
        card.hidden = !matches[i];
        if (matches[i] && !first) first = card;
      });
      const h = document.querySelector('[data-search-heading]');
      if (h && h.textContent !== title) h.textContent = title;
      const c = document.querySelector('[data-search-count]');
      // as src/lib/domain/dogs.ts › breedCount, which this serialised script cannot import: crosses apart
      const crosses = data.crosses.filter((i) => matches[i]).length;
      const breeds = count - crosses;
      const crossText = `${crosses} ${crosses === 1 ? 'cruce' : 'cruces'}`;
      const countText = !crosses ? `${count} ${count === 1 ? 'raza' : 'razas'}` : breeds ? `${breeds} ${breeds === 1 ? 'raza' : 'razas'} y ${crossText}` : crossText;
      if (c && c.textContent !== countText) c.textContent = countText;
      // no breed: the empty search's message says so; «0 razas, con su precio» would not
      if (c?.parentElement) c.parentElement.hidden = count === 0;
      const chips = chipsOf();
      const pages = chips.map((chip) => (chip.dataset.page ??= chip.getAttribute('href')!));
      // The page that shows exactly these filters (src/lib/domain/dogs.ts › filtersHref).
      const pageFor = (t: number, u: number) =>
        t >= 0 && u >= 0
          ? `${panel.search}?${new URLSearchParams({ tamano: data.taxonomy.sizes[t]!.key, uso: data.taxonomy.uses[u]!.key })}`
          : t >= 0 || u >= 0
            ? pages[t >= 0 ? t : sizes + u]!
            : data.dogs;
      chips.forEach((chip, i) => {
        const isSize = i < sizes;
        const active = isSize ? size === i : use === i - sizes;
        chip.setAttribute('href', isSize ? pageFor(active ? -1 : i, use) : pageFor(size, active ? -1 : i - sizes));
        chip.dataset.off ??= chip.className;
        chip.className = active ? panel.active : chip.dataset.off;
        if (active) chip.setAttribute('aria-current', 'true');
        else chip.removeAttribute('aria-current');
      });
      const empty = document.querySelector<HTMLElement>('[data-search-empty]');
      if (empty) {
        empty.hidden = count !== 0;
        // Two templates, "Solo perros …" for the size and for the use: each gets its filter's page and name.
        for (const item of empty.querySelectorAll<HTMLElement>('[data-only]')) {
          const isSize = item.dataset.only === 'tamano';
          const i = isSize ? size : use;
          const link = item.querySelector('a');
          const page = pages[isSize ? i : sizes + i];
          // While the page is still parsing, the panel (after the cards) may not be there yet.
          if (count !== 0 || i < 0 || !link || !page) {
            item.hidden = true;
            continue;
          }
          link.href = page;
          link.dataset.text ??= link.textContent!;
          const text = link.dataset.text + (isSize ? data.taxonomy.sizes[i]! : data.taxonomy.uses[i]!).perros;
          // Only a change: writing the text is a mutation, and mutations run this function again.
          if (link.textContent !== text) link.textContent = text;
          item.hidden = false;
        }
      }
    } else {
      first ??= document.querySelector('[data-breed-card]');
    }
    const img = !firstDone && first ? first.querySelector('img') : null;
    if (img) {
      img.loading = 'eager';
      img.setAttribute('fetchpriority', 'high');
      firstDone = true;
    }
  };
  const observer = new MutationObserver(apply);
  observer.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    observer.disconnect();
    apply();
  });
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const chips = chipsOf();
    const i = chips.indexOf((event.target as Element | null)?.closest?.('a') as HTMLAnchorElement);
    if (i < 0) return;
    const active = chips[i]!.getAttribute('aria-current') === 'true';
    const isSize = i < sizes;
    state = stateOf(isSize ? (active ? -1 : i) : state.size, isSize ? state.use : active ? -1 : i - sizes);
    filtered = true;
    // Before the next frame, but after this click: the link goes to the page it named when tapped.
    requestAnimationFrame(apply);
  });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    state = ofQuery();
    filtered = true;
    apply();
  });
}
