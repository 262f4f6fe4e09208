/** One page of each page family (its registry example), with the bottom-nav item it marks current. */
import { FAMILIES, type FamilyKey } from '../../src/lib/routes/families';

const NAV_LABELS = { inicio: 'Inicio', perros: 'Perros', gatos: 'Gatos', equinos: 'Equinos', bovinos: 'Bovinos', aves: 'Aves' } as const;

export const SHELL_PAGES: { family: FamilyKey; path: string; nav: string }[] = (Object.keys(FAMILIES) as FamilyKey[]).map((family) => ({
  family,
  path: FAMILIES[family].example,
  nav: NAV_LABELS[FAMILIES[family].section === 'especie' ? (FAMILIES[family].example.split(/[/-]/)[1] as 'equinos') : FAMILIES[family].section],
}));
