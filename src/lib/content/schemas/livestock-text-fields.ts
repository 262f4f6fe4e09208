/**
 * The pieces the schema of the livestock texts (livestock-texts.ts) is built of: what each placeholder
 * stands for, templates cut at a slot, the typical purchase and a line's price span.
 */
import { z } from 'astro/zod';
import { describedTemplate, plain, template } from './text-fields';


/** What each placeholder of the livestock pages stands for, for the descriptions (a field may say it its own way). */
export const LIVESTOCK_MEANING: Record<string, string> = {
  linea: 'el nombre de la línea o raza («Caballo criollo colombiano», «Brahman», «Pollitos Ross»)',
  linea_con_articulo: 'el nombre con su artículo («el caballo criollo colombiano», «los pollitos Ross»)',
  animales: 'el nombre de los animales en plural («caballos criollos colombianos», «pollitos Ross»)',
  ciudad: 'la ciudad',
  departamento: 'el departamento de la ciudad',
  precio: 'el precio de referencia («$8.000.000 – $15.000.000»)',
  unidad: 'la unidad del precio («por ejemplar», «por pollito»)',
};
/** A livestock template whose description ends with what its placeholders stand for. */
export const livestockText = describedTemplate(LIVESTOCK_MEANING);
/** A template the page cuts at {name} to put an element there (a link, a list of links): it must contain it. */
export const withSlot = (name: string, where: string, what: string, names: readonly string[], min: number, max: number, meaning: Record<string, string> = {}) =>
  template(names, min, max)
    .refine((value) => value.includes(`{${name}}`), { error: `must contain {${name}}, where ${where} goes` })
    .describe(`${what} {${name}}: ${meaning[name] ?? LIVESTOCK_MEANING[name]}; debe aparecer una vez.${names.length > 1 ? ` ${names.filter((n) => n !== name).map((n) => `{${n}}: ${meaning[n] ?? LIVESTOCK_MEANING[n]}`).join('; ')}.` : ''}`);
export const label = (what: string) => plain(2, 40).describe(what);
export const SPECIES_TITLE = { titulo: 'el título de la portada de la especie («Equinos en Colombia»)' };
export const PAGE_TITLE = { titulo: 'el título principal de la página' };
/** A line's prices by category in a few words: their span and the categories at its two ends. */
export const CATEGORY_SPAN = {
  rango: 'el menor y el mayor precio de sus categorías, en pocas palabras («$ 1,8 a 20 millones», «$ 50’000 a $ 180’000»)',
  categoria_desde: 'la categoría del menor precio, en minúscula («ternero de levante»)',
  categoria_hasta: 'la categoría del mayor («toro reproductor»)',
};
export const TWO_CATEGORIES = {
  categoria_1: 'la categoría más barata, como la escribe la lista («Hembra», «Lote de 500 pollitos o más»)',
  rango_1: 'su rango de precio («$ 50’000 a $ 80’000»)',
  categoria_2: 'la otra categoría, en minúscula («macho cantor»)',
  rango_2: 'su rango de precio',
  unidad: 'la unidad del precio («por ave»)',
};
/** The species' typical purchase in a place (content/species.json › ganado.compraTipica) and its prices in the lines of the place. */
const TYPICAL = {
  rango: 'su menor y su mayor precio en las razas que se recomiendan allí («$ 3,5 a 8 millones»)',
  categoria: 'la categoría que compra quien busca la especie (content/species.json › ganado.compraTipica: «Novilla de vientre»)',
  desde: 'su menor precio en las razas que se recomiendan allí',
  hasta: 'su mayor precio en esas razas',
  linea: 'la raza de ese menor precio, sin artículo, como se lee dentro de una frase («caballos mestizos de trabajo», «Brahman»)',
};
/** The species' typical purchase in a place; whether any price is an estimate, the row's label says (sale.facts.price). */
export const typicalPrice = (what: string, names: readonly string[]) => livestockText(what, names, 10, 160, TYPICAL);
/** A line's price led by the species' typical purchase (content/species.json › ganado.compraTipica) where the line sells it, with the line's other ends. */
const LINE_TYPICAL = {
  tipica: 'la categoría que compra quien busca la especie, como la escribe la lista («Caballo domado»)',
  rango_tipica: 'su rango de precio en la línea («$ 12 a 35 millones»)',
  categoria_desde: 'la categoría más barata de la línea, en minúscula («potro sin domar»)',
  desde: 'su menor precio («$ 6 millones»)',
  categoria_hasta: 'la categoría más cara, en minúscula («reproductor o de exposición»)',
  hasta: 'su mayor precio («$ 120 millones»)',
  unidad: 'la unidad del precio («por ejemplar»)',
};
const lineTypicalText = (what: string, names: readonly string[], max: number) => livestockText(what, names, 10, max, LINE_TYPICAL);
/** The three shapes of a line's price led by its typical purchase: with both other ends, or with the one the typical category is not. */
export const lineTypical = (what: string, max: number) =>
  z
    .strictObject({
      both: lineTypicalText(`${what} La compra típica está entre las dos puntas.`, ['tipica', 'rango_tipica', 'categoria_desde', 'desde', 'categoria_hasta', 'hasta', 'unidad'], max).describe(
        'Si la compra típica está entre la categoría más barata y la más cara',
      ),
      low: lineTypicalText(`${what} La compra típica es la categoría más cara: solo la punta de abajo.`, ['tipica', 'rango_tipica', 'categoria_desde', 'desde', 'unidad'], max).describe(
        'Si la compra típica es la categoría más cara',
      ),
      high: lineTypicalText(`${what} La compra típica es la categoría más barata: solo la punta de arriba.`, ['tipica', 'rango_tipica', 'categoria_hasta', 'hasta', 'unidad'], max).describe(
        'Si la compra típica es la categoría más barata',
      ),
    })
    .describe(what);
/** The búfalos page names its line inside a sentence, in lowercase but for its proper name. */
export const BUFFALO_LINE = { linea: 'la línea como se lee dentro de una frase, sin artículo («búfalo Murrah»)' };
