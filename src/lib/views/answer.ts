/**
 * The first screen of a combination page (issue 41): what the searcher came for, as facts read
 * from data (price, how the animal reaches the place and what that costs, what is available now),
 * then the chat. One shape for every family; each family's view fills it once from its page facts.
 *
 * A fact's `key` names its kind (the same on every page): the dist tests compare pages by it
 * (tests/dist/answer-first.test.ts), and a family's registry entry names the keys that make its
 * pages distinct from their parent (src/lib/routes/families.ts › distinctBy).
 */
import type { Catalog } from '../content/catalog';
import { texts } from '../content/texts';
import { routes } from '../routes';
import { fillTemplate } from '../text/spanish';
import { type AvailableFilter, entriesShown } from './available-now';

/** The kinds of fact the first screen may show, in the order a buyer reads them. */
export const FACT_KEYS = ['precio', 'entrega', 'viaje', 'costo-envio', 'clima', 'documentos', 'salud', 'disponibles'] as const;
export type FactKey = (typeof FACT_KEYS)[number];

export interface Fact {
  key: FactKey;
  label: string;
  value: string;
  /** A link under the value (the litter, the price guide). */
  href?: string;
  /** The value as a small table (a line's prices by category, on its own page): `value` says the same rows in one line, for what reads facts as text. */
  rows?: readonly { label: string; value: string }[];
  /** The row's id, where other pages link to it (#precios). */
  anchor?: string;
}

/** What the answer says before its facts when the page's subject does not suit its place (a line not recommended in the city's climate): plainly, and where to look instead. */
export interface Verdict {
  text: string;
  /** What suits the place instead: a lead («Para carne en tierra caliente le recomendamos») and the subjects it names, each linked to its page there, with what follows it in the sentence («, », « y », the last «.»). */
  instead?: { lead: string; links: readonly { label: string; href: string; after: string }[] };
  link?: { label: string; href: string };
}

export interface Answer {
  heading: string;
  verdict?: Verdict;
  /** What the facts are about (a breed or line slug): pages of one subject are compared by their facts. */
  subject: string;
  /** The subject's and the place's names as the h1 says them: the section headings below do not repeat them (tests/dist). */
  subjectName: string;
  place: string;
  facts: Fact[];
  chatButton: string;
}

const words = () => texts.common.answer;

/** "Disponibles": the litters or lots of this subject deliverable to the place, or plainly that none is published. */
export function availabilityFact(catalog: Pick<Catalog, 'inventory'>, filter: AvailableFilter): Fact {
  const entries = entriesShown(catalog, filter);
  const w = words();
  if (!entries.length) return { key: 'disponibles', label: w.available, value: w.availableNone };
  const first = entries[0]!;
  return {
    key: 'disponibles',
    label: w.available,
    value: entries.length === 1 ? w.availableOne : fillTemplate(w.availableSome, { n: String(entries.length) }),
    href: entries.length === 1 ? routes.inventoryEntry(first.slug) : routes.inventory(),
  };
}

/** The answer block: the facts in FACT_KEYS order (each kind once), under the heading of content/texts/comunes.json › answer. */
export function answerBlock({ subject, subjectName, place }: Pick<Answer, 'subject' | 'subjectName' | 'place'>, facts: readonly (Fact | undefined | false)[], verdict?: Verdict): Answer {
  const shown = facts.filter((f): f is Fact => !!f);
  const keys = shown.map((f) => f.key);
  const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
  if (repeated) throw new Error(`[views] answer block of ${subject} in ${place}: the fact "${repeated}" is given twice`);
  const order = (f: Fact) => FACT_KEYS.indexOf(f.key);
  return { heading: words().heading, ...(verdict ? { verdict } : {}), subject, subjectName, place, facts: [...shown].sort((a, b) => order(a) - order(b)), chatButton: words().chatButton };
}
