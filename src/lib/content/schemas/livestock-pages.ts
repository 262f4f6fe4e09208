/**
 * The schemas of the livestock files beside the lines (content/livestock/clusters.json,
 * transporte.json, bufalos.json, content/ica-requirements.json): the category pages, road transport,
 * the búfalos page and the ICA requirements. The lines themselves: livestock.ts.
 */
import { z } from 'astro/zod';
import { lengthLimit, num, slug, text } from '../fields';
/** What a search engine shows of a description (src/lib/text/snippet-limits.ts › DESCRIPTION_LIMIT, a floor above this one): a category's is shown whole. */
const DESCRIPTION_LIMIT = 155;
import { LIVESTOCK_SPECIES, ROAD_SPECIES } from '../species';
import { FICHA_KEYS } from '../livestock-models';
import { BIRD_TYPES, birdSchema, bovineSchema, equineSchema, lineForms, linePrice, priceCategory } from './livestock';

/** The links of a sentence of content, each written between brackets («vea otros caballos [de deporte] o [de exposición]»): how many it has. */
export const bracketLinkCount = (value: string) => value.match(/\[[^[\]]+\]/g)?.length ?? 0;
/** A sentence whose links are written between brackets, and no other bracket; with `links`, exactly that many. */
const linkedSentence = (links?: number) =>
  text(10, 200).refine((value) => (links === undefined || bracketLinkCount(value) === links) && value.replace(/\[[^[\]]+\]/g, '').search(/[[\]]/) < 0, {
    error: `escriba ${links ?? 'cada'} enlace${links === 1 ? '' : 's'} entre corchetes («[otros caballos de deporte]») y ningún otro corchete`,
  });
/** The key of a sentence for a line in several categories: the other categories' slugs, in the file's order, joined by «+»; «bufalos» for the búfalos page of its line. */
const COMBINATION = /^[a-z0-9-]+(?:\+[a-z0-9-]+)*$/;

/**
 * Which sentence closes a line's page: the key of its first category's `compararJunto` (the other
 * categories' slugs, in the file's order, then «bufalos» when its line has a búfalos page), or
 * undefined for a line in that category alone, whose `comparar` closes it.
 */
export function compareKey(otherCategories: string[], bufalos: boolean): string | undefined {
  return [...otherCategories, ...(bufalos ? ['bufalos'] : [])].join('+') || undefined;
}

/** A category page of equinos, bovinos or aves: its member lines are slugs of the species' own file. */
export const livestockClusterSchema = z.strictObject({
  especie: z.enum(LIVESTOCK_SPECIES, `the groups of content/livestock/clusters.json are the livestock species of content/species.json: ${LIVESTOCK_SPECIES.join(', ')}`),
  slug: slug('cluster slug'),
  title: text(5, 70),
  h1: text(5, 90),
  description: text(50, DESCRIPTION_LIMIT).describe(`la descripción en Google, entera: hasta ${DESCRIPTION_LIMIT} caracteres (más larga, Google y el sitio la cortaban con «…»)`),
  intro: text(100, 400).describe('the opening paragraph of the category page'),
  tituloTarjetas: text(3, 40)
    .optional()
    .describe(
      'El título de la lista de líneas de esta categoría, si no es el de la especie (content/species.json › tituloTarjetas): «Especies» donde todas son especies (aves de traspatio), «Razas» donde todas son razas (caballos de exposición). Nombre lo que la lista tiene.',
    ),
  categoriaPrecio: text(3, 60)
    .optional()
    .describe(
      'En una categoría de equinos: la categoría de precio que dan sus tarjetas, como la nombran las líneas (precio.categorias: «Reproductor o de exposición»), si no es la compra típica de la especie (content/species.json › ganado.compraTipica, «Caballo domado»). Cada tarjeta da solo esa, con su rango; la línea que no la vende da sus precios como en su página de venta.',
    ),
  categoriaPrecioOtrosNombres: z
    .array(text(3, 60))
    .max(4)
    .optional()
    .describe('El nombre que esa misma categoría de precio tiene en una línea que la llama de otro modo («Búfala parida» por «Vaca parida»): su tarjeta da esa, con su nombre, en lugar de todos sus precios.'),
  ficha: z
    .array(z.enum(FICHA_KEYS))
    .min(1)
    .max(2)
    .refine((k) => new Set(k).size === k.length, 'no repita un dato')
    .optional()
    .describe('Los datos de la ficha de cada línea que muestra su tarjeta en esta categoría (uno o dos): lo primero que pregunta quien busca esta categoría, como el andar y el temperamento en caballos de paseo, la leche en ganado de leche.'),
  lineas: z
    .array(slug('linea'))
    .min(2, 'a category lists at least two lines')
    .refine((l) => new Set(l).size === l.length, 'lineas must not repeat a line'),
  comparar: linkedSentence(1).describe(
    'La frase al final de la página de una línea que solo está en esta categoría, con la categoría como enlace entre corchetes, en las palabras de lo que la categoría reúne: «Para comparar, vea [otros caballos de deporte].», «… [otras aves ornamentales].» (no «las otras razas de…»: un canario no es una raza de aves ornamentales, ni una mula una raza)',
  ),
  compararJunto: z
    .record(z.string().max(200, lengthLimit(200)).regex(COMBINATION, 'las otras categorías de la línea, por su slug, unidas por «+» («deporte+exposicion»)'), linkedSentence())
    .optional()
    .describe(
      'En la primera categoría (en el orden del archivo) de una línea que está en varias: la frase de esa combinación, por las otras categorías («deporte+exposicion»; «bufalos» por la página de los búfalos de la línea), con un enlace entre corchetes por categoría, en el orden de la clave y esta primero: «Para comparar, vea otros caballos [de deporte] o [de exposición].» (escrita entera, no unida por el código)',
    ),
}).superRefine((c, ctx) => {
  for (const [key, sentence] of Object.entries(c.compararJunto ?? {})) {
    const links = key.split('+').length + 1;
    if (bracketLinkCount(sentence) !== links) ctx.addIssue({ code: 'custom', path: ['compararJunto', key], message: `escriba ${links} enlaces entre corchetes: esta categoría y ${key.split('+').join(', ')}, en ese orden` });
  }
});

/**
 * How cattle and equines travel by road from the dispatch city (content/livestock/transporte.json,
 * keyed by species): the vehicle, the live weight and head count it carries, and a rule-of-thumb
 * freight per km of a full vehicle. Estimates until the breeder confirms them.
 */
export const livestockTransportSchema = z.strictObject({
  especie: z.enum(ROAD_SPECIES).describe('the key of the entry'),
  vehiculo: text(5, 60).describe('the vehicle as it reads in a sentence ("camión ganadero doble troque")'),
  capacidadKg: num().int().min(1000).max(40000).describe('live weight a full vehicle carries, kg'),
  maxCabezas: num().int().min(1).max(60).describe('most animals it carries, however light'),
  pesosPorKm: num().int().min(1000).max(50000).describe('freight of the full vehicle per km of road, COP'),
  factorHoras: num().min(1).max(3).describe("the vehicle's hours over a car's on the same road, stops to rest and water the animals included (an estimate)"),
  porAnimal: text(30, 240).describe('one sentence, under the freight per animal where a page gives it: which animal the figure is for and what a share of the vehicle is (cattle: an adult female, by weight; horses: one stall each); no truckload figure'),
  estimado: z.boolean(),
});

/** /bufalos-colombia/ (content/livestock/bufalos.json). */
export const buffaloPageSchema = z.strictObject({
  linea: slug('linea').describe('the bovine line the page is about (its sale pages are linked by city)'),
  title: text(5, 70),
  h1: text(5, 90),
  description: text(50, 200),
  intro: text(100, 600),
  datos: z
    .array(
      z.strictObject({
        etiqueta: text(2, 40),
        valor: text(2, 120),
        estimate: z.boolean().describe('true while the breeder has not confirmed the figure (the page marks it as a reference value)'),
      }),
    )
    .min(3),
  ventajas: z.array(text(10, 200)).min(3),
});

export const icaSchema = z.strictObject({
  especie: z.enum(LIVESTOCK_SPECIES, `the keys of content/ica-requirements.json are the livestock species of content/species.json: ${LIVESTOCK_SPECIES.join(', ')}`),
  titulo: text(5, 90),
  items: z
    .array(
      z.union([
        text(5, 200).transform((texto) => ({ texto, tipos: undefined as (typeof BIRD_TYPES)[number][] | undefined, lineas: undefined as string[] | undefined })),
        z.strictObject({
          texto: text(5, 200),
          tipos: z.array(z.enum(BIRD_TYPES, `tipos are bird types: ${BIRD_TYPES.join(', ')}`)).min(1).optional().describe('only these bird types need it'),
          lineas: z
            .array(slug('bird line slug'))
            .min(1)
            .optional()
            .describe('only these lines of those types need it (content/livestock/aves.json slugs): a CITES permit, for a species CITES lists'),
        }),
      ]),
    )
    .min(3)
    .describe('a requirement of every animal of the species (a string, or { texto }), or only of some bird types ({ texto, tipos })'),
  notas: z.array(text(5, 240)).default([]),
});

export type Equine = z.infer<typeof equineSchema>;
export type Bovine = z.infer<typeof bovineSchema>;
export type Bird = z.infer<typeof birdSchema>;
export type LivestockCluster = z.infer<typeof livestockClusterSchema>;
export type BuffaloPage = z.infer<typeof buffaloPageSchema>;
export type LivestockTransport = z.infer<typeof livestockTransportSchema>;
export type IcaRequirements = z.infer<typeof icaSchema>;
export type LineForms = z.infer<typeof lineForms>;
export type LinePrice = z.infer<typeof linePrice>;
export type PriceCategory = z.infer<typeof priceCategory>;
