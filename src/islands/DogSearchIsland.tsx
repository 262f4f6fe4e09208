/**
 * The dog search of /perros/buscar/: reads ?tamano=…&uso=… from the URL, normalises it
 * (aliases, accents, uppercase) by redirect, shows only the matching breed cards (all 55 are in
 * the HTML, which is the no-filter result) and renders the side panel for the active filters.
 */
import { useEffect, useState } from 'react';
import { breedCount, filtersHref, normaliseSearch, panelItems, type DogFilters, type DogTaxonomy } from '@/lib/dogs';
import { chipClass } from '@/lib/ui';

interface Props {
  taxonomy: DogTaxonomy;
}

export default function DogSearchIsland({ taxonomy }: Props) {
  const [filters, setFilters] = useState<DogFilters | null>(null);

  useEffect(() => {
    const result = normaliseSearch(taxonomy, new URLSearchParams(location.search));
    if (result.kind === 'redirect') {
      location.replace(result.to);
      return;
    }
    setFilters(result.filters);
  }, [taxonomy]);

  const current = filters ?? {};
  const size = taxonomy.dogSizes.find((s) => s.key === current.tamano);
  const use = taxonomy.dogUses.find((u) => u.key === current.uso);
  const cards = typeof document === 'undefined' ? [] : [...document.querySelectorAll<HTMLElement>('[data-breed-card]')];
  const matches = cards.filter(
    (card) => (!current.tamano || card.dataset.size === current.tamano) && (!current.uso || (card.dataset.uses ?? '').split(' ').includes(current.uso)),
  );

  useEffect(() => {
    if (!filters) return;
    for (const card of cards) card.hidden = !matches.includes(card);
    const heading = document.querySelector('[data-search-heading]');
    const forms = [size?.formas.perros, use?.formas.perros].filter(Boolean).join(' ');
    if (heading) heading.textContent = forms ? `Búsqueda: perros ${forms}` : 'Búsqueda de perros';
    const count = document.querySelector('[data-search-count]');
    if (count) count.textContent = breedCount(matches.length);
  });

  const panel = panelItems(taxonomy, current);
  const groups = [
    { title: 'Tamaño', items: panel.sizes },
    { title: 'Uso', items: panel.uses },
  ];
  return (
    <div>
      {filters && matches.length === 0 && (
        <div role="status" className="mb-6 rounded-2xl border border-brand-500 bg-brand-50 p-5">
          <p className="text-lg font-bold text-brand-900">No se encontraron razas</p>
          <p className="mt-1 text-sm text-muted">Ninguna raza combina ese tamaño y ese uso. Pruebe con uno solo de los filtros:</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            <li><a className={chipClass(true)} href={filtersHref(taxonomy, {})}>Ver todas las razas</a></li>
            {size && <li><a className={chipClass(false)} href={filtersHref(taxonomy, { tamano: size.key })}>Solo perros {size.formas.perros}</a></li>}
            {use && <li><a className={chipClass(false)} href={filtersHref(taxonomy, { uso: use.key })}>Solo perros {use.formas.perros}</a></li>}
          </ul>
        </div>
      )}
      <aside className="rounded-2xl border border-gray-200 bg-white p-5 lg:sticky lg:top-20" aria-labelledby="panel-titulo">
        <h2 id="panel-titulo" className="text-lg font-bold text-brand-900">Búsqueda por Estilo</h2>
        <p className="text-sm text-muted">Refinar Búsqueda</p>
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
