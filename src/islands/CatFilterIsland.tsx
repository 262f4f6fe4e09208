/**
 * The cat filter of /gatos-colombia/: 'Todas' plus coat buttons above the grid and the sticky
 * 'Búsqueda por estilo' sidebar with the cluster toggles. One coat filter or one cluster filter
 * is active at a time; choosing one clears the other and scrolls to the top. Every toggle also
 * links to its cluster's own page (intent entries are links only: they filter nothing). The
 * server renders every breed and every link, so the page works without JavaScript.
 *
 * Hydrated on the first interaction (`client:interaction`, see CatLandingPage.astro): a filter
 * tap made before then is held and replayed once this island says it is ready.
 */
import { useEffect, useRef, useState } from 'react';
import { announceIslandReady } from '@/islands/interaction';
import type { CatBreed } from '@/lib/content/schemas';
import { catHeading, catMatches, CLUSTER_GROUP_LABELS, COAT_LABELS, type CatFilter, type FilterCluster } from '@/lib/domain/cats';
import { formatCOP } from '@/lib/text/spanish';
import { routes } from '@/lib/routes';
import { chipClass } from '@/lib/views/ui';

interface Props {
  breeds: Pick<CatBreed, 'slug' | 'nombre' | 'precio_base' | 'pelaje' | 'tags'>[];
  /** Each cluster with the path of its category or intent page. */
  clusters: (FilterCluster & { href: string })[];
  /** The category page of each coat. */
  coats: Record<CatBreed['pelaje'], string>;
}

const COATS = Object.keys(COAT_LABELS) as CatBreed['pelaje'][];

export default function CatFilterIsland({ breeds, clusters, coats }: Props) {
  const [filter, setFilter] = useState<CatFilter>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    announceIslandReady(rootRef.current);
  }, []);
  const choose = (next: CatFilter) => {
    setFilter(next);
    window.scrollTo({ top: 0, behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  const shown = breeds.filter((b) => catMatches(b, filter, clusters));
  const groups = Object.entries(CLUSTER_GROUP_LABELS).map(([group, label]) => ({ group, label, items: clusters.filter((c) => c.group === group) }));
  const isCoat = (coat: string) => filter !== null && 'coat' in filter && filter.coat === coat;
  const isCluster = (id: string) => filter !== null && 'cluster' in filter && filter.cluster === id;
  const activeHref = filter === null ? undefined : 'coat' in filter ? coats[filter.coat] : clusters.find((c) => `${c.group}/${c.slug}` === filter.cluster)?.href;
  const linkClass = 'inline-block rounded-full px-2 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50';

  return (
    <div ref={rootRef} data-cat-filter className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <div>
        <div role="group" aria-label="Filtrar por pelaje" className="flex flex-wrap gap-2">
          <button type="button" aria-pressed={filter === null} className={chipClass(filter === null)} onClick={() => choose(null)}>Todas</button>
          {COATS.map((coat) => (
            <button key={coat} type="button" aria-pressed={isCoat(coat)} className={chipClass(isCoat(coat))} onClick={() => choose(isCoat(coat) ? null : { coat })}>
              {COAT_LABELS[coat]}
            </button>
          ))}
        </div>
        <h2 className="mt-6 heading-2" aria-live="polite">{catHeading(filter, clusters)}</h2>
        {activeHref && (
          <p className="mt-1">
            <a href={activeHref} className="link-strong">Ver la página de {catHeading(filter, clusters).toLowerCase()} →</a>
          </p>
        )}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((b) => (
            <li key={b.slug} data-cat-card>
              <a href={routes.catBreed(b.slug)} className="flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-500">
                <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{COAT_LABELS[b.pelaje]}</span>
                <span className="mt-1 text-lg font-bold">{b.nombre}</span>
                <span className="mt-auto pt-2 text-sm text-muted">Desde <span className="whitespace-nowrap">{formatCOP(b.precio_base)}</span></span>
              </a>
            </li>
          ))}
        </ul>
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
                    <button type="button" aria-pressed={isCluster(id)} className={chipClass(isCluster(id))} onClick={() => choose(isCluster(id) ? null : { cluster: id })}>
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
