/** The species the site sells, in the order of spec §2: name, chat word, icon, colours and whether its pages are open. */
import type { Species } from '../routes';
import type { IconName } from './icon-names';

export interface SpeciesInfo {
  key: Species;
  name: string;
  /** Lowercase word used in chat messages ("…más información sobre equinos"). */
  chatSuffix: string;
  icon: IconName;
  /** The species' gradient utility (global.css › bg-species-*, from its colour tokens). */
  gradient: string;
  available: boolean;
}

export const SPECIES: readonly SpeciesInfo[] = [
  { key: 'perros', name: 'Perros', chatSuffix: 'perros', icon: 'dog', gradient: 'bg-species-perros', available: true },
  { key: 'gatos', name: 'Gatos', chatSuffix: 'gatos', icon: 'cat', gradient: 'bg-species-gatos', available: true },
  { key: 'equinos', name: 'Equinos', chatSuffix: 'equinos', icon: 'horse', gradient: 'bg-species-equinos', available: true },
  { key: 'bovinos', name: 'Bovinos', chatSuffix: 'bovinos', icon: 'cow', gradient: 'bg-species-bovinos', available: true },
  { key: 'aves', name: 'Aves', chatSuffix: 'aves', icon: 'bird', gradient: 'bg-species-aves', available: true },
];
