/**
 * The words of the site the breeder may change (content/texts/*.json): FAQs, legal pages,
 * benefits, guides, landing intros, calls to action. Each file is one JSON object checked by
 * its schema (src/lib/content/schemas/*-texts.ts), whose field descriptions say what each text is
 * for (an editor shows them). Code keeps only the sentences it computes from data; a text that
 * names data uses placeholders such as {raza} or {lugar}, which the schema lists per field and
 * src/lib/text/spanish.ts › fillTemplate fills.
 *
 * Read once, synchronously, like content/site.json: templates and views import `texts`.
 */
import type { z } from 'astro/zod';
import { contentFail, describeIssues, restoreFromGit } from './errors';
import { parseJsonText, readContentText } from './json';
import { catGuidesSchema, catPagesSchema, catsSchema, genericPagesSchema } from './schemas/cat-texts';
import { dogTextsSchema } from './schemas/dog-texts';
import { inventoryTextsSchema } from './schemas/inventory-texts';
import { livestockPagesSchema } from './schemas/livestock-texts';
import { commonTextsSchema, homeTextsSchema, infoPagesSchema } from './schemas/site-texts';

export const TEXT_FILES = {
  // cats and generic pages
  cats: { file: 'content/texts/gatos.json', schema: catsSchema },
  catPages: { file: 'content/texts/gatos-paginas.json', schema: catPagesSchema },
  catGuides: { file: 'content/texts/gatos-guias.json', schema: catGuidesSchema },
  genericPages: { file: 'content/texts/paginas-genericas.json', schema: genericPagesSchema },
  // home, info pages and dogs
  home: { file: 'content/texts/inicio.json', schema: homeTextsSchema },
  infoPages: { file: 'content/texts/paginas-legales.json', schema: infoPagesSchema },
  common: { file: 'content/texts/comunes.json', schema: commonTextsSchema },
  dogs: { file: 'content/texts/perros.json', schema: dogTextsSchema },
  // livestock
  livestockPages: { file: 'content/texts/ganado-paginas.json', schema: livestockPagesSchema },
  // the inventory (issue 26)
  inventory: { file: 'content/texts/inventario.json', schema: inventoryTextsSchema },
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
