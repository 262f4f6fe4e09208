/**
 * The words of the site the breeder may change (content/texts/*.json): FAQs, legal pages,
 * benefits, guides, landing intros, calls to action. Each file is one JSON object checked by
 * its schema (src/lib/content/text-schemas.ts), whose field descriptions say what each text is
 * for (an editor shows them). Code keeps only the sentences it computes from data; a text that
 * names data uses placeholders such as {raza} or {lugar}, which the schema lists per field and
 * src/lib/text/spanish.ts › fillTemplate fills.
 *
 * Read once, synchronously, like content/site.json: templates and views import `texts`.
 */
import type { z } from 'astro/zod';
import { contentFail, describeIssues, restoreFromGit } from './errors';
import { parseJsonText, readContentText } from './json';
import * as t from './text-schemas';

export const TEXT_FILES = {
  dogFaq: { file: 'content/texts/perros-preguntas.json', schema: t.dogFaqSchema },
  // cats and generic pages
  cats: { file: 'content/texts/gatos.json', schema: t.catsSchema },
  catPages: { file: 'content/texts/gatos-paginas.json', schema: t.catPagesSchema },
  catGuides: { file: 'content/texts/gatos-guias.json', schema: t.catGuidesSchema },
  genericPages: { file: 'content/texts/paginas-genericas.json', schema: t.genericPagesSchema },
  // home, info pages and dogs
  home: { file: 'content/texts/inicio.json', schema: t.homeTextsSchema },
  infoPages: { file: 'content/texts/paginas-legales.json', schema: t.infoPagesSchema },
  common: { file: 'content/texts/comunes.json', schema: t.commonTextsSchema },
  dogs: { file: 'content/texts/perros.json', schema: t.dogTextsSchema },
  // livestock
  livestockPages: { file: 'content/texts/ganado-paginas.json', schema: t.livestockPagesSchema },
  // the inventory (issue 26)
  inventory: { file: 'content/texts/inventario.json', schema: t.inventoryTextsSchema },
} satisfies Record<string, { file: string; schema: z.ZodType }>;

export type TextKey = keyof typeof TEXT_FILES;
export type Texts = { [K in TextKey]: z.output<(typeof TEXT_FILES)[K]['schema']> };

/** Reads and checks one text file; throws naming the file and the field. */
export function readTextFile<K extends TextKey>(key: K, root = process.cwd()): Texts[K] {
  const { file, schema } = TEXT_FILES[key];
  const raw = parseJsonText(file, readContentText(root, file));
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) contentFail(file, `se espera un objeto JSON de textos; ${restoreFromGit(file)}`);
  const result = schema.safeParse(raw);
  if (!result.success) contentFail(file, describeIssues(result.error, schema, raw));
  return result.data as Texts[K];
}

export function readTexts(root = process.cwd()): Texts {
  return Object.fromEntries((Object.keys(TEXT_FILES) as TextKey[]).map((key) => [key, readTextFile(key, root)])) as Texts;
}

export const texts: Texts = readTexts();
