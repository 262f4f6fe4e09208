import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { catHeading, catMatches, inCluster } from '@/lib/cats';

const catalog = readCatalog();
const persa = catalog.catBreeds.find((b) => b.slug === 'persa')!;

describe('cat filters', () => {
  it('matches a coat or a cluster, and everything without a filter', () => {
    expect(catMatches(persa, null, catalog.catClusters)).toBe(true);
    expect(catMatches(persa, { coat: 'largo' }, catalog.catClusters)).toBe(true);
    expect(catMatches(persa, { coat: 'corto' }, catalog.catClusters)).toBe(false);
    const longHair = catalog.catClusters.find((c) => c.group === 'pelaje' && c.slug === 'largo')!;
    expect(catMatches(persa, { cluster: 'pelaje/largo' }, catalog.catClusters)).toBe(inCluster(persa, longHair));
  });
  it('titles the grid with the active filter or "Todas las Razas"', () => {
    expect(catHeading(null, catalog.catClusters)).toBe('Todas las Razas');
    expect(catHeading({ coat: 'sin_pelo' }, catalog.catClusters)).toBe('Gatos sin pelo');
    const c = catalog.catClusters[0]!;
    expect(catHeading({ cluster: `${c.group}/${c.slug}` }, catalog.catClusters)).toBe(c.title);
  });
  it('gives every cluster at least one breed', () => {
    for (const c of catalog.catClusters) expect(catalog.catBreeds.some((b) => inCluster(b, c)), `${c.group}/${c.slug}`).toBe(true);
  });
});
