/** The bottom navigation, in the order of spec §2. */
import type { IconName } from '../content/icon-names';
import { SPECIES, type Species } from '../content/species';
import { routes } from '../routes';

export type NavKey = 'inicio' | Species;

export interface NavItem {
  key: NavKey;
  label: string;
  href: string;
  icon: IconName;
}

export const BOTTOM_NAV: readonly NavItem[] = [
  { key: 'inicio', label: 'Inicio', href: routes.home(), icon: 'home' },
  ...SPECIES.map((s) => ({ key: s.key, label: s.name, href: routes.species(s.key), icon: s.icon })),
];
