/**
 * The side panel of /perros/buscar/ for the filters of ?tamano=…&uso=…. Everything else the
 * query changes (normalising redirect, hidden cards, heading, count, no-results block) is done
 * before the first paint by the page's inline script (src/lib/domain/search-query.ts), which also
 * writes the chips' links and active state, and answers a tap on a chip at once (the page shows
 * the chip's filters while its link loads). So the island costs nothing until the visitor
 * interacts (`client:interaction`), and hydrating it then changes nothing visible: it starts
 * from the filters the chips show.
 * The sizes and uses come with the island's module (src/lib/domain/dog-search-taxonomy.ts), not as
 * props serialised into the page, which has no byte to spare for its first round trip.
 */
import { useEffect, useState } from 'react';
import { normaliseSearch, panelItems, type DogFilters } from '@/lib/domain/dogs';
import { searchPanelTaxonomy as taxonomy } from '@/lib/domain/dog-search-taxonomy';
import { chipClass } from '@/lib/views/ui';

/**
 * The filters the panel's chips show in the page (none on the server): the inline script wrote
 * them for the query, or for a chip tapped since, whose page is loading.
 */
function shownFilters(): DogFilters {
  if (typeof document === 'undefined') return {};
  const chips = [...document.querySelectorAll('[aria-labelledby=panel-titulo] li a')];
  const active = (i: number) => chips[i]?.getAttribute('aria-current') === 'true';
  return {
    tamano: taxonomy.dogSizes.find((_, i) => active(i))?.key,
    uso: taxonomy.dogUses.find((_, i) => active(taxonomy.dogSizes.length + i))?.key,
  };
}

export default function DogSearchIsland() {
  const [current] = useState<DogFilters>(shownFilters);

  useEffect(() => {
    const result = normaliseSearch(taxonomy, new URLSearchParams(location.search));
    // The inline script has already replaced a non-normal URL; this covers a page without it.
    if (result.kind === 'redirect') location.replace(result.to);
  }, []);

  const panel = panelItems(taxonomy, current);
  const groups = [
    { title: 'Tamaño', items: panel.sizes },
    { title: 'Uso', items: panel.uses },
  ];
  return (
    <div>
      <aside className="rounded-2xl border border-gray-200 bg-white p-5 lg:sticky lg:top-20" aria-labelledby="panel-titulo">
        <h2 id="panel-titulo" className="text-lg font-bold text-brand-900">Búsqueda por estilo</h2>
        <p className="text-sm text-muted">Refinar búsqueda</p>
        {groups.map((g) => (
          <div className="mt-4" key={g.title}>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{g.title}</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {g.items.map((item) => (
                <li key={item.label}>
                  <a href={item.href} aria-current={item.active ? 'true' : undefined} className={chipClass(item.active)}>{item.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </aside>
    </div>
  );
}
