/** The quick build's catalogue (BUILD_SUBSET=1): every breed and line, few places, the dispatch city always. */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { catalogFor, subsetRaw, SUBSET_SIZE } from '@/lib/content/subset';
import { builtPaths } from '@/lib/pages/url-ledger';
import { FAMILIES, familyOf, type FamilyKey } from '@/lib/routes/families';
import type { RawCatalog } from '@/lib/content/catalog';
import { site } from '@/lib/content/site';
import { linesOf } from '@/lib/domain/livestock';

const full = readCatalog();
const raw = full as unknown as RawCatalog;
const quick = catalogFor(raw, { BUILD_SUBSET: '1' });

describe('the quick build', () => {
  it('keeps every breed and line, and cuts the places', () => {
    expect(quick.dogBreeds).toEqual(full.dogBreeds);
    expect(quick.catBreeds).toEqual(full.catBreeds);
    expect([linesOf(quick, 'equinos', 'equino'), linesOf(quick, 'bovinos', 'bovino'), linesOf(quick, 'aves', 'ave')]).toEqual([linesOf(full, 'equinos', 'equino'), linesOf(full, 'bovinos', 'bovino'), linesOf(full, 'aves', 'ave')]);
    expect(quick.cities.length).toBeLessThanOrEqual(SUBSET_SIZE.cities + 1);
    expect(quick.cities.length).toBeLessThan(full.cities.length);
    expect(quick.localities.length).toBe(SUBSET_SIZE.localities);
    expect(quick.localities.every((l) => quick.cityBySlug.has(l.slug_ciudad))).toBe(true);
  });
  it('keeps the dispatch city wherever it stands in the list', () => {
    const reversed = { ...raw, cities: [...raw.cities].reverse() };
    expect(subsetRaw(reversed, site.dispatch.city).cities.map((c) => c.slug)).toContain(site.dispatch.city);
  });
  it('still builds every page family, with several times fewer pages', () => {
    const paths = [...builtPaths(quick)];
    // The inventory's transient families build nothing while content/inventario/ is empty.
    expect((Object.keys(FAMILIES) as FamilyKey[]).filter((key) => !('transient' in FAMILIES[key]) && !paths.some((p) => familyOf(p) === key))).toEqual([]);
    expect(paths.length * 3).toBeLessThan(builtPaths(full).size);
  });
  it('is the full catalogue without the variable', () => {
    expect(catalogFor(raw, {}).cities).toEqual(full.cities);
  });
});
