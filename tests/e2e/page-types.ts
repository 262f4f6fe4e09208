/**
 * One page of each page family (its registry example; for a livestock family, the first page it
 * builds for each livestock species), with the bottom-nav item it marks current.
 */
import { readCatalog } from '../../src/lib/content/disk-catalog';
import { LIVESTOCK_SPECIES, SPECIES } from '../../src/lib/content/species';
import { familyPaths } from '../../src/lib/pages/entries';
import { FAMILIES, matchParams, type FamilyKey } from '../../src/lib/routes/families';

const navLabel = (section: string) => (section === 'inicio' ? 'Inicio' : SPECIES.find((s) => s.key === section)!.name);
const catalog = readCatalog();

export const SHELL_PAGES: { family: FamilyKey; path: string; nav: string }[] = (Object.keys(FAMILIES) as FamilyKey[]).flatMap((family) => {
  const { pattern, section, example } = FAMILIES[family];
  // A transient family (the inventory) has no page while content/inventario/ is empty (tests/dist/fixture-builds/inventory.test.ts checks its fixture pages).
  if ('transient' in FAMILIES[family] && !familyPaths(catalog, family).includes(example)) return [];
  if (section !== 'especie') return [{ family, path: example, nav: navLabel(section) }];
  const paths = familyPaths(catalog, family);
  return LIVESTOCK_SPECIES.flatMap((species) => {
    const path = paths.find((p) => matchParams(pattern, p)?.especie === species);
    return path ? [{ family, path, nav: navLabel(species) }] : [];
  });
});
