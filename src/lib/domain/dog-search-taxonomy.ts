/**
 * The sizes and uses of the search panel island, read from the content files at build time and
 * bundled with the island, so the search page does not carry them as serialised props. The
 * files are the ones the build checks (src/lib/content/loader.ts); a unit test holds this equal
 * to the taxonomy of the checked catalogue.
 */
import dogSizes from '../../../content/dogs/sizes.json';
import dogUses from '../../../content/dogs/uses.json';
import { dogTaxonomy, type DogTaxonomy } from './dogs';

// The files' keys are plain strings to TypeScript; the build checks them against the schemas.
export const searchPanelTaxonomy = dogTaxonomy({ dogSizes, dogUses } as DogTaxonomy);
