/**
 * The schemas of the dog files (content/dogs/): sizes, uses, breeds, prices, categories, the
 * pages at fixed legacy URLs and the price ranges.
 */
import { z } from 'astro/zod';
import { lengthLimit, num, oneOf, slug, text } from '../fields';
import { climateNote, climateNotesSchema, clusterBase, estimate, flag, guideParagraphs, price, tolerance } from './shared';

/**
 * Catalogue size and use keys. The code depends on each (price groups, search panel, labels),
 * so they are fixed here; content/dogs/sizes.json and uses.json give their slugs and names.
 */
export const SIZE_KEYS = ['mini', 'pequenos', 'medianos', 'grandes', 'gigantes'] as const;
export const USE_KEYS = ['compania', 'familia', 'activo', 'hipoalergenico', 'guardian', 'trabajo'] as const;
export const SEARCH_SIZE_KEYS = ['mini', 'pequena', 'mediana', 'grande'] as const;

/**
 * How a size or use reads after a noun, agreeing with it: "perro pequeño", "perros pequeños",
 * "raza pequeña", "razas pequeñas"; "perros de compañía". Texts never lowercase `name` into a sentence.
 */
const nounForms = z
  .strictObject({
    perro: text(2, 40).describe('after "perro" (masculine singular), e.g. "pequeño", "guardián", "de compañía"'),
    perros: text(2, 40).describe('after "perros" (masculine plural), e.g. "pequeños", "guardianes"'),
    raza: text(2, 40).describe('after "raza" (feminine singular), e.g. "pequeña", "guardiana"'),
    razas: text(2, 40).describe('after "razas" (feminine plural), e.g. "pequeñas", "guardianas"'),
  })
  .describe('the forms that agree with perro/perros/raza/razas');

export const dogSizeSchema = z.strictObject({
  slug: slug('size slug'),
  key: oneOf(SIZE_KEYS, 'una clave de tamaño'),
  name: text(2, 40).describe('label of a chip or button ("Pequeños"); sentences use formas'),
  searchKey: z.enum(SEARCH_SIZE_KEYS).describe('the size key of the old search module'),
  formas: nounForms,
});

export const dogUseSchema = z.strictObject({
  slug: slug('use slug'),
  key: oneOf(USE_KEYS, 'una clave de uso'),
  name: text(2, 40).describe('label of a chip or button ("Guardianes"); sentences use formas'),
  formas: nounForms,
  frase: text(2, 60)
    .regex(/^[a-záéíóúñü]/, 'frase starts in lowercase: it is read inside a sentence')
    .describe('how a dog of this use is described after "Es un perro", in lowercase: "de compañía", "bueno para familias"'),
  para: text(2, 40)
    .regex(/^[a-záéíóúñü]/, 'para starts in lowercase: it is read after «Para»')
    .describe('what or whom a breed of this category is for, read after «Para» in the data list of the breed page ("compañía", "familias", "personas activas"): a category may be a use or a trait (activo, hipoalergénico), and this form reads true for both'),
});

/** The words of a text as a reader counts them (runs of letters or digits). */
export const wordCount = (value: string) => (value.match(/[\p{L}\p{N}]+(?:[’'-][\p{L}\p{N}]+)*/gu) ?? []).length;

/**
 * A text a person writes once for where it is true (issue 41): between `minWords` and `maxWords`
 * words, within `maxChars`, in the site's calm voice (no exclamation marks).
 */
const writtenText = (minWords: number, maxWords: number, maxChars: number) =>
  text(minWords * 3, maxChars)
    .refine((v) => !/[!¡]/.test(v), { error: 'va sin signos de exclamación: escríbalo en tono tranquilo' })
    .refine((v) => wordCount(v) >= minWords && wordCount(v) <= maxWords, {
      error: (iss) => `tiene ${wordCount(String(iss.input ?? ''))} palabras; escriba de ${minWords} a ${maxWords}`,
    });

/** The breed in each climate class of domain/places.ts › climateClass, as a buyer there reads it. */
const breedClimate = climateNotesSchema({
    frio: climateNote('frio', writtenText(20, 60, 420)).describe(
      'Una o dos frases (20 a 60 palabras) sobre lo que la raza necesita o arriesga en tierra fría (por encima de unos 2.000 m, noches de 5 a 12 °C): abrigo, dónde duerme, pelo corto y madrugadas. Sin nombrar ciudades ni empezar por el clima («En tierra fría…», «Allí…»): se lee bajo las ciudades frías en la página de la raza y en la página de cada una.',
    ),
    templado: climateNote('templado', writtenText(20, 60, 420)).describe(
      'Una o dos frases (20 a 60 palabras) sobre la raza en clima templado (de 1.000 a 2.000 m, entre 16 y 28 °C): horas de paseo, cepillado, lo que ese clima le pide. Sin nombrar ciudades ni empezar por el clima («En clima templado…», «Aquí…»).',
    ),
    calido: climateNote('calido', writtenText(20, 60, 420)).describe(
      'Una o dos frases (20 a 60 palabras) sobre la raza en tierra caliente (24 a 34 °C, húmeda en la costa): golpe de calor, hocico chato, horas de ejercicio, pelo en la humedad. Si la raza no es buena idea con ese calor, dígalo claro y qué exige. Sin nombrar ciudades ni empezar por el clima («En tierra caliente…», «Allí…»).',
    ),
}).describe(
  'Lo que la raza necesita en cada clima: frío, templado y cálido. La página de la raza muestra cada nota bajo las ciudades de su clima; la página de cada ciudad, la nota de su clima. Deje vacía la nota de un clima que no le pide nada especial a la raza (casi siempre el templado): su bloque y su frase no aparecen; al menos una nota queda.',
);

export const dogBreedSchema = z.strictObject({
  slug: slug('breed slug'),
  nombre: text(2, 60).describe('name shown to visitors, with accents'),
  tamano: oneOf(SIZE_KEYS, 'una clave de tamaño de content/dogs/sizes.json'),
  usos: z
    .array(oneOf(USE_KEYS, 'una clave de uso de content/dogs/uses.json'))
    .min(1)
    .max(4)
    .refine((u) => new Set(u).size === u.length, 'usos must not repeat a value'),
  origen: text(2, 60),
  origenEnFrase: z
    .string()
    .max(80, lengthLimit(80))
    .regex(/^(?:(?:el|la|los|las) )?[A-ZÁÉÍÓÚÑ]/, 'origenEnFrase is the origin with its article, as in "el Reino Unido", "Canadá y el Reino Unido"')
    .optional()
    .describe(
      'El origen como se lee dentro de una frase («una raza originaria de…»), con su artículo, cuando el país o la región lo lleva: «el Reino Unido», «Canadá y el Reino Unido», «el Tíbet». Sin este campo las frases usan origen tal cual.',
    ),
  peso: z.string().max(30, lengthLimit(30)).regex(/^\d+(?:[.,]\d+)? a \d+(?:[.,]\d+)? kg$/, 'peso is written like "3 a 5 kg"'),
  altura: z.string().max(30, lengthLimit(30)).regex(/^\d+ a \d+ cm$/, 'altura is written like "25 a 30 cm"'),
  descripcion: text(100, 320),
  adaptacion: z
    .strictObject({
      calor: tolerance.describe('how well the breed bears heat: baja (suffers above about 28 °C), media, alta'),
      frio: tolerance.describe('how well the breed bears cold nights (below about 10 °C)'),
      manto: z.enum(['corto', 'doble', 'largo', 'rizado', 'duro', 'medio']).describe('the coat type, for the climate advice'),
      braquicefalo: flag()
        .describe('short muzzle, as an airline counts it: a breed on the list of short-muzzled breeds that Avianca or LATAM refuses in the hold (sources in CONTENT-TO-CONFIRM.md, Pet trips); the lists differ, and a breed on either is never sent in the hold'),
      cabinaCachorro: flag()
        .describe('a short-muzzled breed whose puppy, at the age airlines first take it (4 months), weighs with its carrier no more than the cabin allows (10 kg): it flies in the cabin; without it, a short-muzzled breed never flies (an airline refuses it in the hold, and we send it in the hold with none)'),
      estimado: estimate,
    })
    .describe('what changes for the breed with the climate of a place (estimates for the breeder to confirm)'),
  manejoEspecial: flag().describe('listed as a breed of special handling (Ley 1801 de 2016, art. 126)'),
  cruce: flag().describe('a cross of two breeds, not a breed a kennel club recognises (Goldendoodle, Bernedoodle): the counts of the pages say «52 razas y 2 cruces», not «54 razas»'),
  esperanzaVida: z
    .string()
    .max(30, lengthLimit(30))
    .regex(/^\d+ a \d+ años$/, 'esperanzaVida is written like "12 a 15 años"')
    .describe("the breed's usual life expectancy, as a veterinarian gives it (a Bulldog inglés lives less than a Chihuahua)"),
  resumen: writtenText(50, 90, 700).describe(
      'Un párrafo de 50 a 90 palabras para quien está eligiendo la raza: su carácter, su energía y lo que pide vivir con ella (apartamento o casa, niños, otros animales, horas solo, ladridos). Cierto de la raza en cualquier lugar; no hable del criadero ni de precios.',
    ),
  enPocasPalabras: writtenText(7, 20, 160).describe(
      'Una frase corta: el carácter de la raza y lo que pide primero (ejercicio, pelo, calor, educación), lo que pregunta quien compra («Tranquilo y apegado a su gente; ronca y sufre con el calor por su cara chata»). Se lee en cada página de la raza en una ciudad, bajo «Antes de decidir»; el párrafo entero (resumen) queda en la página de la raza. Sin nombres de ciudades ni precios.',
    ),
  clima: breedClimate,
  saludPadres: writtenText(20, 60, 420).describe(
      'Una frase de 20 a 60 palabras con las pruebas de salud de los padres que el comprador de esta raza debe pedir ver («Pida ver…»): caderas y codos, ojos, rótulas, sordera, vías respiratorias. No diga que el criadero ya las hizo.',
    ),
}).refine((b) => !(b.manejoEspecial && b.usos.includes('familia')), {
  path: ['usos'],
  message: 'a breed of special handling (manejoEspecial: muzzle, insurance, registration) is not listed among the family breeds: drop "familia" from its usos',
});

export const PRICE_GROUPS = ['MINI', 'PEQUENAS', 'MEDIANAS', 'GRANDES'] as const;

const priceShapeA = z.strictObject({
  nombre: text(2, 60),
  precio_base: price,
  tags: z.array(text(1, 40)).max(10).default([]),
  variaciones: z.array(z.strictObject({ nombre: text(2, 60), precio: price })).default([]),
  tamano_base: text(2, 40)
    .optional()
    .describe('the size the base price is for, where the breed is sold in several sizes («Estándar»): the buyer reads which size each price is for'),
});
const priceShapeB = z.strictObject({
  b: text(2, 60),
  s: text(1, 40),
  bf: price,
  mf: price,
  ff: price,
  v: z.array(z.strictObject({ l: text(2, 60), p: price })).default([]),
});

const priceGroup = z.enum(PRICE_GROUPS);
/**
 * Which of the two shapes a row is written in: its `forma` («A», «B»), which the editor writes to
 * show each row with its own fields; in a row without it (the old site's), shape B is the one with
 * a "b" (name) field. A row whose fields are of the other shape is refused by that shape's schema.
 */
const tagPriceShape = (raw: unknown) =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, forma: 'forma' in raw ? (raw as { forma: unknown }).forma : 'b' in raw ? 'B' : 'A' } : raw;

/**
 * A row of the dog price list. The old site stored rows in two shapes (A: nombre/precio_base,
 * B: b/bf/mf/ff/v); both are accepted and normalised into one. The base price is the male price.
 * The row is tagged with its shape and checked by that shape's schema (a discriminated union, so
 * every field stays visible to the schema walk of tests/unit/schema-limits.test.ts).
 */
export const dogPriceSchema = z
  .preprocess(
    tagPriceShape,
    z.discriminatedUnion('forma', [
      priceShapeA.extend({ grupo: priceGroup, forma: z.literal('A') }),
      priceShapeB.extend({ grupo: priceGroup, forma: z.literal('B') }),
    ]),
  )
  .transform((d) => {
    if (d.forma === 'B') {
      return {
        grupo: d.grupo,
        nombre: d.b,
        precioMacho: d.mf,
        precioHembra: d.ff,
        precioBase: d.bf,
        tags: [d.s],
        variantes: d.v.map((v) => ({ nombre: v.l, precio: v.p })),
        /** Shape B gives no size of its base price (shape A may: tamano_base). */
        tamanoBase: undefined as string | undefined,
      };
    }
    return {
      grupo: d.grupo,
      nombre: d.nombre,
      precioMacho: d.precio_base,
      precioHembra: null,
      precioBase: d.precio_base,
      tags: d.tags,
      variantes: d.variaciones,
      tamanoBase: d.tamano_base,
    };
  });

export const dogClusterSchema = z.strictObject({
  group: z.enum(['tamano', 'uso', 'intencion']),
  ...clusterBase,
  h1: text(5, 90),
  guia: guideParagraphs.describe('what the criterion means for a buyer choosing a puppy, in 2 to 4 paragraphs (shown under the breeds of its category page)'),
  alRecibir: z
    .strictObject({ titulo: text(5, 60), texto: text(80, 400) })
    .optional()
    .describe('Only on intencion/venta, the buying guide: what to check when the puppy arrives, under its own heading after the guide; every dog breed page links to it («Qué revisar al recibirlo»)'),
});

/** Breeder pages kept at fixed legacy URLs (spec §2: the Rionegro pages). */
export const fixedDogPageSchema = z.strictObject({
  path: z.string().max(200, lengthLimit(200)).regex(/^\/[a-z0-9/-]+\/$/, 'path starts and ends with "/" and has only lowercase letters, digits and hyphens'),
  raza: slug('raza'),
  lugar: slug('lugar').describe('slug of the place of content/places/towns.json the page is about (its climate, distance and delivery)'),
});

export const priceRangeSchema = z
  .strictObject({
    raza: slug('raza'),
    lugar: slug('lugar'),
    min: price,
    max: price,
    moneda: z.literal('COP'),
    year: num().int().min(2020).max(2100),
  })
  .refine((r) => r.min <= r.max, { message: 'min must not be greater than max', path: ['max'] });

export type DogSize = z.infer<typeof dogSizeSchema>;
export type DogUse = z.infer<typeof dogUseSchema>;
export type DogBreed = z.infer<typeof dogBreedSchema>;
export type DogPrice = z.output<typeof dogPriceSchema>;
export type DogCluster = z.infer<typeof dogClusterSchema>;
export type FixedDogPage = z.infer<typeof fixedDogPageSchema>;
export type PriceRange = z.output<typeof priceRangeSchema>;
export type NounForms = z.infer<typeof nounForms>;
