/**
 * Zod schemas for every file under `content/`. They are shared by the Astro content
 * collections (src/content.config.ts) and by the unit tests, so a bad entry fails the
 * build and the tests with the same message.
 */
import { z } from 'astro/zod';
import sizes from '../../../content/dogs/sizes.json' with { type: 'json' };
import uses from '../../../content/dogs/uses.json' with { type: 'json' };

const SLUG_RE = /^[a-z0-9ñ]+(?:-[a-z0-9ñ]+)*$/;
const slug = (what: string) =>
  z.string().regex(SLUG_RE, `${what} must be lowercase words joined by hyphens, without accents (e.g. "bulldog-frances")`);
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const price = z
  .number()
  .int('prices are whole pesos (COP) without decimals')
  .min(100_000, 'a price below $100.000 COP is surely a typo')
  .max(100_000_000, 'a price above $100.000.000 COP is surely a typo');

/** Catalogue size keys come from content/dogs/sizes.json, so a typo in a breed fails the build. */
export const SIZE_KEYS = sizes.map((s) => s.key) as [string, ...string[]];
/** Use keys come from content/dogs/uses.json. */
export const USE_KEYS = uses.map((u) => u.key) as [string, ...string[]];
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
  key: z.string(),
  name: text(2, 40).describe('label of a chip or button ("Pequeños"); sentences use formas'),
  searchKey: z.enum(SEARCH_SIZE_KEYS).describe('the size key of the old search module'),
  formas: nounForms,
});

export const dogUseSchema = z.strictObject({
  slug: slug('use slug'),
  key: z.enum(['compania', 'familia', 'activo', 'hipoalergenico', 'guardian', 'trabajo']),
  name: text(2, 40).describe('label of a chip or button ("Guardianes"); sentences use formas'),
  formas: nounForms,
});

const alternatives = (n: number, min: number, max: number, what: string) =>
  z.array(text(min, max)).length(n, `${what} needs exactly ${n} alternative lines`);

export const dogBreedSchema = z.strictObject({
  slug: slug('breed slug'),
  nombre: text(2, 60).describe('name shown to visitors, with accents'),
  tamano: z.enum(SIZE_KEYS, `tamano must be one of: ${SIZE_KEYS.join(', ')}`),
  usos: z
    .array(z.enum(USE_KEYS, `each uso must be one of: ${USE_KEYS.join(', ')}`))
    .min(1)
    .max(4)
    .refine((u) => new Set(u).size === u.length, 'usos must not repeat a value'),
  origen: text(2, 60),
  peso: z.string().regex(/^\d+(?:[.,]\d+)? a \d+(?:[.,]\d+)? kg$/, 'peso is written like "3 a 5 kg"'),
  altura: z.string().regex(/^\d+ a \d+ cm$/, 'altura is written like "25 a 30 cm"'),
  descripcion: text(100, 320),
  caracter: alternatives(3, 40, 220, 'caracter'),
  energia: alternatives(3, 40, 220, 'energia'),
  convivencia: alternatives(3, 40, 220, 'convivencia'),
  pelaje: alternatives(3, 40, 220, 'pelaje'),
  cuidados: alternatives(4, 30, 200, 'cuidados'),
});

export const PRICE_GROUPS = ['MINI', 'PEQUENAS', 'MEDIANAS', 'GRANDES'] as const;

const priceShapeA = z.strictObject({
  nombre: text(2, 60),
  precio_base: price,
  tags: z.array(z.string()).default([]),
  variaciones: z.array(z.strictObject({ nombre: text(2, 60), precio: price })).default([]),
});
const priceShapeB = z.strictObject({
  b: text(2, 60),
  s: z.string(),
  bf: price,
  mf: price,
  ff: price,
  v: z.array(z.strictObject({ l: text(2, 60), p: price })).default([]),
});

/**
 * A row of the dog price list. The old site stored rows in two shapes (A: nombre/precio_base,
 * B: b/bf/mf/ff/v); both are accepted and normalised into one. The base price is the male price.
 */
export const dogPriceSchema = z
  .object({ grupo: z.enum(PRICE_GROUPS) })
  .catchall(z.unknown())
  .transform((raw, ctx) => {
    const { grupo, ...row } = raw;
    const isB = 'b' in row;
    const parsed = (isB ? priceShapeB : priceShapeA).safeParse(row);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: `${issue.message} (price row in shape ${isB ? 'B' : 'A'})` } as never);
      return z.NEVER;
    }
    const d = parsed.data;
    if ('b' in d) {
      return {
        grupo,
        nombre: d.b,
        precioMacho: d.mf,
        precioHembra: d.ff,
        precioBase: d.bf,
        tags: [d.s],
        variantes: d.v.map((v) => ({ nombre: v.l, precio: v.p })),
      };
    }
    return {
      grupo,
      nombre: d.nombre,
      precioMacho: d.precio_base,
      precioHembra: null,
      precioBase: d.precio_base,
      tags: d.tags,
      variantes: d.variaciones,
    };
  });

export const CAT_COATS = ['largo', 'corto', 'sin_pelo'] as const;
export const CAT_TAGS = [
  'tranquilo', 'poco_vocal', 'apartamento', 'carinoso', 'corto', 'largo', 'jugueton', 'activo', 'inteligente',
  'vocal', 'familias_ninos', 'sin_pelo', 'hipoalergenico', 'independiente', 'poca_caida_pelo', 'tam_grande',
] as const;

export const catBreedSchema = z.strictObject({
  slug: slug('cat breed slug'),
  nombre: text(2, 60),
  precio_base: price,
  pelaje: z.enum(CAT_COATS),
  tags: z.array(z.enum(CAT_TAGS)).min(1),
  descripcion: text(100, 320),
});

const clusterBase = {
  slug: slug('cluster slug'),
  title: text(5, 70),
  description: text(50, 200),
};
export const dogClusterSchema = z.strictObject({
  group: z.enum(['tamano', 'uso', 'intencion']),
  ...clusterBase,
  h1: text(5, 90),
});
export const catClusterSchema = z.strictObject({
  group: z.enum(['pelaje', 'uso', 'caracter', 'cuidados', 'tamano', 'intencion']),
  ...clusterBase,
  tags: z.array(z.string()).min(1),
  path: z.string().startsWith('/').endsWith('/').optional(),
});

/** How a livestock line reads inside a sentence ("Todo sobre el Lusitano", "transportar caballos Lusitano"). */
const lineForms = z
  .strictObject({
    conArticulo: z
      .string()
      .regex(/^(el|la|los|las) \S/, 'conArticulo starts with its definite article: "el Lusitano", "las mulas"')
      .describe('the name with its article, as in "Todo sobre el Lusitano"'),
    plural: text(3, 80).describe('animals of the line in plural, as in "Venta de caballos Lusitano"'),
  })
  .describe('the forms of the name inside sentences');

/**
 * A reference price of a line (COP, per unit). Not in the specification: `estimado: true` until the
 * breeder confirms it (CONTENT-TO-CONFIRM.md lists it). Shown on the sale pages and in their Product offer.
 */
const linePrice = z
  .strictObject({
    desde: z.number().int().min(1000, 'desde is whole pesos (COP), at least $1.000'),
    hasta: z.number().int().max(1_000_000_000),
    unidad: z.string().regex(/^por \S/, 'unidad reads like "por ejemplar", "por pollito"'),
    estimado: z.boolean().describe('true while the breeder has not confirmed the range'),
  })
  .refine((p) => p.desde <= p.hasta, { message: 'desde must not be greater than hasta', path: ['hasta'] });

const lineFields = { formas: lineForms, precio: linePrice.optional() };

export const equineSchema = z.strictObject({
  slug: slug('equine slug'),
  nombre: text(2, 60),
  ...lineFields,
  usos: z.array(z.enum(['paseo', 'exposicion', 'trabajo', 'deporte', 'carga', 'reproduccion'])).min(1),
  descripcion: text(100, 320),
});
export const bovineSchema = z.strictObject({
  slug: slug('bovine slug'),
  nombre: text(2, 60),
  especialidad: z.enum(['lechera', 'carnica', 'doble-proposito']),
  ...lineFields,
  descripcion: text(100, 320),
});
export const birdSchema = z.strictObject({
  slug: slug('bird slug'),
  nombre: text(2, 60),
  etiqueta: z.enum(['Producción avícola', 'Producción de huevos', 'Aves ornamentales']),
  estadoLegal: z.enum(['venta', 'solo-informativo', 'zoocria-autorizada']),
  ...lineFields,
  descripcion: text(100, 320),
});

export const citySchema = z.strictObject({
  slug: slug('city slug'),
  nombre: text(2, 60),
  departamento: text(2, 60),
  descripcion: text(40, 240),
});
export const localitySchema = z.strictObject({
  ciudad: text(2, 60),
  slug_ciudad: slug('slug_ciudad'),
  barrio: text(2, 60),
  slug_barrio: slug('slug_barrio'),
  estado: text(2, 60),
  pais: text(2, 60),
});
/** Extra dog locations outside the city list that legacy URLs name (Chía, Cundinamarca). */
export const regionSchema = z.strictObject({
  slug: slug('region slug'),
  nombre: text(2, 60),
  departamento: text(2, 60),
  descripcion: text(40, 240),
});
/** Breeder pages kept at fixed legacy URLs (spec §2: the Rionegro pages). */
export const fixedDogPageSchema = z.strictObject({
  path: z.string().regex(/^\/[a-z0-9/-]+\/$/, 'path starts and ends with "/" and has only lowercase letters, digits and hyphens'),
  raza: slug('raza'),
  ciudad: text(2, 60),
  departamento: text(2, 60),
});
export const countrySchema = z.strictObject({ slug: slug('country slug'), nombre: text(2, 60) });

export const icaSchema = z.strictObject({
  especie: z.enum(['equinos', 'bovinos', 'aves'], 'the keys of content/ica-requirements.json are equinos, bovinos and aves'),
  titulo: text(5, 90),
  items: z.array(text(5, 200)).min(3),
  notas: z.array(text(5, 240)).default([]),
});

export const priceRangeSchema = z
  .strictObject({
    raza: slug('raza'),
    lugar: slug('lugar'),
    min: price,
    max: price,
    moneda: z.literal('COP'),
    year: z.number().int().min(2020).max(2100),
  })
  .refine((r) => r.min <= r.max, { message: 'min must not be greater than max', path: ['max'] });

const imageUrl = z
  .string()
  .refine((u) => u.startsWith('/') || /^https:\/\//.test(u), 'an image URL is a site path ("/img/…") or an https:// address');

export const galleryEntrySchema = z.strictObject({ slug: slug('gallery slug'), images: z.array(imageUrl).min(1) });
export const infographicSchema = z.strictObject({
  slug: slug('infographic slug'),
  image: imageUrl,
  alt: text(5, 160),
  aliases: z.array(slug('alias')).default([]),
});

export type DogSize = z.infer<typeof dogSizeSchema>;
export type DogUse = z.infer<typeof dogUseSchema>;
export type DogBreed = z.infer<typeof dogBreedSchema>;
export type DogPrice = z.output<typeof dogPriceSchema>;
export type CatBreed = z.infer<typeof catBreedSchema>;
export type DogCluster = z.infer<typeof dogClusterSchema>;
export type CatCluster = z.infer<typeof catClusterSchema>;
export type Equine = z.infer<typeof equineSchema>;
export type Bovine = z.infer<typeof bovineSchema>;
export type Bird = z.infer<typeof birdSchema>;
export type City = z.infer<typeof citySchema>;
export type Locality = z.infer<typeof localitySchema>;
export type Region = z.infer<typeof regionSchema>;
export type FixedDogPage = z.infer<typeof fixedDogPageSchema>;
export type Country = z.infer<typeof countrySchema>;
export type IcaRequirements = z.infer<typeof icaSchema>;
export type PriceRange = z.output<typeof priceRangeSchema>;
export type GalleryEntry = z.infer<typeof galleryEntrySchema>;
export type Infographic = z.infer<typeof infographicSchema>;
export type NounForms = z.infer<typeof nounForms>;
export type LineForms = z.infer<typeof lineForms>;
export type LinePrice = z.infer<typeof linePrice>;
