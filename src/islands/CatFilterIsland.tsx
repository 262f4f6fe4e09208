/**
 * The cat filter of /gatos-colombia/: 'Todas' plus coat buttons above the grid and the sticky
 * 'Búsqueda por estilo' sidebar with the cluster toggles. One coat filter or one cluster filter
 * is active at a time; choosing one clears the other and scrolls to the top. Every toggle also
 * links to its cluster's own page (intent entries are links only: they filter nothing). The
 * server renders every breed and every link, so the page works without JavaScript.
 *
 * The breed cards are this island's children (CatLandingPage.astro renders them): Astro sends
 * them as static HTML in <astro-slot>, not as props, so they travel once. The island shows and
 * hides them by their filter keys (`data-filters`, src/lib/domain/cats.ts › catFilterKeys).
 *
 * Hydrated on the first interaction (`client:interaction`, see CatLandingPage.astro). Until this
 * island says it is ready, the page's first-tap script (src/lib/views/first-tap.ts) answers the
 * filter taps itself, from the markup: so the markup is the same for every filter (every card is
 * rendered, those that do not match are hidden; the link to the filter's page is always there,
 * hidden without a filter) and carries what the script needs (each button's filter key, heading
 * and page, each card's filter keys). The island starts from the filter the script left pressed,
 * so hydration finds the markup it renders.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { announceIslandReady } from '@/islands/interaction';
import type { CatBreed } from '@/lib/content/schemas';
import { catCardShown, catFilterKey, catFilterOf, catHeading, catPageLinkText, CLUSTER_GROUP_LABELS, COAT_LABELS, type CatFilter } from '@/lib/domain/cats';
import { routes } from '@/lib/routes';
import { chipClass } from '@/lib/views/ui';

interface Props {
  /** Each cluster: its filter key ("group/slug") and title. */
  clusters: { id: string; title: string }[];
  /** The category page of each coat. */
  coats: Record<CatBreed['pelaje'], string>;
  /** The list of breed cards, each `[data-cat-card]` with its `data-filters`. */
  children?: ReactNode;
}

const COATS = Object.keys(COAT_LABELS) as CatBreed['pelaje'][];

/** The filter pressed in the page (none on the server): the first-tap script may have chosen one before hydration. */
function pressedFilter(): CatFilter {
  if (typeof document === 'undefined') return null;
  return catFilterOf(document.querySelector('[data-cat-filter] button[data-filter][aria-pressed="true"]')?.getAttribute('data-filter'));
}

export default function CatFilterIsland({ clusters: entries, coats, children }: Props) {
  const clusters = entries.map(({ id, title }) => {
    const [group = '', slug = ''] = id.split('/');
    return { group, slug, title, href: routes.catCluster(group, slug) };
  });
  const [filter, setFilter] = useState<CatFilter>(pressedFilter);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A tap the first-tap script answered while React was hydrating: take its filter over.
    const pressed = pressedFilter();
    if (catFilterKey(pressed) !== catFilterKey(filter)) setFilter(pressed);
    // From now on the taps are this island's: the script stops answering them.
    announceIslandReady(rootRef.current);
    // Once, after hydration: `filter` is the state hydration rendered.
  }, []);
  useEffect(() => {
    // The cards are static HTML (children): show those the filter keeps.
    const key = catFilterKey(filter);
    for (const card of rootRef.current?.querySelectorAll<HTMLElement>('[data-cat-card]') ?? []) card.hidden = !catCardShown(card.dataset.filters ?? '', key);
  }, [filter]);
  const choose = (next: CatFilter) => {
    setFilter(next);
    window.scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  const groups = Object.entries(CLUSTER_GROUP_LABELS).map(([group, label]) => ({ group, label, items: clusters.filter((c) => c.group === group) }));
  const isCoat = (coat: string) => filter !== null && 'coat' in filter && filter.coat === coat;
  const isCluster = (id: string) => filter !== null && 'cluster' in filter && filter.cluster === id;
  const pageOf = (f: CatFilter) => (f === null ? undefined : 'coat' in f ? coats[f.coat] : clusters.find((c) => `${c.group}/${c.slug}` === f.cluster)?.href);
  const activeHref = pageOf(filter);
  const heading = catHeading(filter, clusters);
  /** What the first-tap script reads of a filter button. */
  const filterData = (f: CatFilter) => ({ 'data-filter': catFilterKey(f), 'data-heading': catHeading(f, clusters), 'data-page': pageOf(f) });
  const linkClass = 'inline-block rounded-full px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';

  return (
    <div ref={rootRef} data-cat-filter className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div>
        <div role="group" aria-label="Filtrar por pelaje" className="flex flex-wrap gap-2">
          <button type="button" aria-pressed={filter === null} className={chipClass(filter === null)} onClick={() => choose(null)} {...filterData(null)}>
            Todas
          </button>
          {COATS.map((coat) => (
            <button key={coat} type="button" aria-pressed={isCoat(coat)} className={chipClass(isCoat(coat))} onClick={() => choose(isCoat(coat) ? null : { coat })} {...filterData({ coat })}>
              {COAT_LABELS[coat]}
            </button>
          ))}
        </div>
        <h2 className="mt-6 heading-2" aria-live="polite">{heading}</h2>
        <p className="mt-1" hidden={!activeHref} data-filter-page>
          <a href={activeHref} className="link-strong">{activeHref ? catPageLinkText(heading) : ''}</a>
        </p>
        {children}
      </div>
      <aside className="self-start rounded-2xl border border-gray-200 bg-white p-5 lg:sticky lg:top-20" aria-labelledby="gatos-panel">
        <h2 id="gatos-panel" className="text-lg font-bold text-brand-900">Búsqueda por estilo</h2>
        {groups.map((g) => (
          <div key={g.group} className="mt-4">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{g.label}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {g.items.map((c) => {
                const id = `${c.group}/${c.slug}`;
                if (c.group === 'intencion') {
                  return (
                    <li key={id}>
                      <a href={c.href} className={chipClass(false)}>{c.title}</a>
                    </li>
                  );
                }
                return (
                  <li key={id} className="flex items-center">
                    <button type="button" aria-pressed={isCluster(id)} className={chipClass(isCluster(id))} onClick={() => choose(isCluster(id) ? null : { cluster: id })} {...filterData({ cluster: id })}>
                      {c.title}
                    </button>
                    <a href={c.href} className={linkClass} aria-label={`Ver la página de ${c.title}`} title={`Ver la página de ${c.title}`}>→</a>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </aside>
    </div>
  );
}
