/**
 * Zod schemas for every file under `content/`. They are shared by the Astro content
 * collections (src/content.config.ts) and by the unit tests, so a bad entry fails the
 * build and the tests with the same message.
 */
import { z } from 'astro/zod';
import { lengthLimit, num, oneOf, slug, text } from './fields';
import { LIVESTOCK_SPECIES, ROAD_SPECIES } from './species';

export const price = num()
  .int('el precio va en pesos enteros (COP), sin decimales')
  .min(100_000, 'un precio de menos de $100.000 COP es seguramente un error de digitación; revise los ceros')
  .max(100_000_000, 'un precio de más de $100.000.000 COP es seguramente un error de digitación; revise los ceros');

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
});

/** The definite articles a place name can take inside a sentence. */
export const ARTICLES = ['el', 'la', 'los', 'las'] as const;

const tolerance = z.enum(['baja', 'media', 'alta']);
/** Marks facts that are estimates for the breeder to confirm (listed in CONTENT-TO-CONFIRM.md). */
const estimate = z.literal(true).optional().describe('true while the breeder has not confirmed the facts of the entry');
const temperature = z
  .tuple([num().int().min(-10).max(45), num().int().min(-10).max(45)])
  .refine(([min, max]) => min < max, 'temperatura is [usual minimum, usual maximum] in °C, minimum first');
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** "de octubre a noviembre" inside a text, a range of two months in a row (they read "en octubre y noviembre"); undefined if none. */
export function consecutiveMonthRange(text: string): string | undefined {
  for (const [range, from, to] of text.matchAll(/\bde (\p{L}+) a (\p{L}+)/gu)) {
    const i = MONTHS.indexOf(from!);
    if (i >= 0 && MONTHS[(i + 1) % 12] === to) return range;
  }
  return undefined;
}
/** Climate of a Colombian place, from which the climate advice of its pages is written. */
const climate = z.strictObject({
  altitud: num().int().min(0).max(4000).describe('metres above sea level (of the urban centre)'),
  altitudMax: num().int().min(0).max(5000).optional().describe('for a region: the highest inhabited altitude'),
  latitud: num().min(-5).max(14).optional().describe('degrees north of the urban centre, for the length of the day (poultry lighting)'),
  longitud: num().min(-82).max(-66).optional().describe('degrees east of the urban centre (negative: west), to list the nearest cities first'),
  temperatura: temperature,
  humedad: z.enum(['baja', 'media', 'alta']),
  lluvias: text(5, 80)
    .regex(/^(en|de) /, 'lluvias reads after "llueve más": "en abril y mayo, y en octubre y noviembre" or "de agosto a noviembre"')
    .superRefine((months, ctx) => {
      const range = consecutiveMonthRange(months);
      if (range) ctx.addIssue({ code: 'custom', message: `lluvias: "${range}" names two months in a row: write "${range.replace(/^de (\S+) a /, 'en $1 y ')}"` });
    })
    .describe('the rainiest months, written to follow "llueve más"'),
});
/**
 * The parks of a place, each written as it reads inside a sentence: with its article when its name
 * takes one ("el Parque Simón Bolívar"), without one when it does not ("Parques del Río").
 */
const parks = z
  .array(
    z
      .string()
      .max(60, lengthLimit(60))
      .regex(/^(?:(?:el|la|los|las) )?[A-ZÁÉÍÓÚÑ]/, 'a park is written with its article, as in "el Parque Simón Bolívar", or without one if its name takes none ("Parques del Río")'),
  )
  .max(3)
  .describe(
    'Parques donde se suele pasear a los perros (déjelo vacío si no está seguro), cada uno como se lee en una frase: con su artículo si lo lleva («el Parque Simón Bolívar», «el Malecón de Cúcuta»), sin él si su nombre no lo lleva («Parques del Río»).',
  );

/** How a place is reached from the breeder's dispatch city (content/site.json › despacho). */
const delivery = z.strictObject({
  distanciaKm: num().int().min(0).max(3000).describe('road distance from the dispatch city; 0 for the dispatch city itself'),
  distanciaKmMax: num().int().min(0).max(3000).optional(),
  horasCarretera: num().min(0).max(48).describe('usual road time in hours'),
  aeropuerto: text(3, 60).optional().describe('the airport that serves the place, for air deliveries'),
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
const breedClimate = z
  .strictObject({
    frio: writtenText(20, 60, 420).describe(
      'Una o dos frases (20 a 60 palabras) sobre lo que la raza necesita o arriesga en tierra fría (por encima de unos 2.000 m, noches de 5 a 12 °C): abrigo, dónde duerme, pelo corto y madrugadas. Sin nombrar ciudades: se lee en la página de cualquier ciudad fría.',
    ),
    templado: writtenText(20, 60, 420).describe(
      'Una o dos frases (20 a 60 palabras) sobre la raza en clima templado (de 1.000 a 2.000 m, entre 16 y 28 °C): horas de paseo, cepillado, lo que cambia o no cambia. Sin nombrar ciudades.',
    ),
    calido: writtenText(20, 60, 420).describe(
      'Una o dos frases (20 a 60 palabras) sobre la raza en tierra caliente (24 a 34 °C, húmeda en la costa): golpe de calor, hocico chato, horas de ejercicio, pelo en la humedad. Si la raza no es buena idea allí, dígalo claro y qué exige. Sin nombrar ciudades.',
    ),
  })
  .describe('Lo que la raza necesita en cada clima: frío, templado y cálido. Cada página de ciudad muestra el texto de su clima.');

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
      braquicefalo: z.literal(true).optional().describe('short muzzle: heat, altitude and air travel need care'),
      cabinaCachorro: z
        .literal(true)
        .optional()
        .describe('a short-muzzled breed whose puppy, at the age airlines first take it (4 months), weighs with its carrier no more than the cabin allows (10 kg): it flies in the cabin; without it, a short-muzzled breed never flies (airlines refuse them in the hold)'),
      estimado: estimate,
    })
    .describe('what changes for the breed with the climate of a place (estimates for the breeder to confirm)'),
  manejoEspecial: z.literal(true).optional().describe('listed as a breed of special handling (Ley 1801 de 2016, art. 126)'),
  esperanzaVida: z
    .string()
    .max(30, lengthLimit(30))
    .regex(/^\d+ a \d+ años$/, 'esperanzaVida is written like "12 a 15 años"')
    .describe("the breed's usual life expectancy, as a veterinarian gives it (a Bulldog inglés lives less than a Chihuahua)"),
  resumen: writtenText(50, 90, 700).describe(
      'Un párrafo de 50 a 90 palabras para quien está eligiendo la raza: su carácter, su energía y lo que pide vivir con ella (apartamento o casa, niños, otros animales, horas solo, ladridos). Cierto de la raza en cualquier lugar; no hable del criadero ni de precios.',
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
/** Which of the two shapes a row is written in: shape B is the one with a "b" (name) field. */
const tagPriceShape = (raw: unknown) =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, forma: 'b' in raw ? 'B' : 'A' } : raw;

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
    };
  });

export const CAT_COATS = ['largo', 'corto', 'sin_pelo'] as const;
export const CAT_TAGS = [
  'tranquilo', 'poco_vocal', 'apartamento', 'carinoso', 'corto', 'largo', 'jugueton', 'activo', 'inteligente',
  'vocal', 'familias_ninos', 'sin_pelo', 'hipoalergenico', 'independiente', 'poca_caida_pelo', 'tam_grande',
] as const;

/** A cat tag of spec §3: a typo fails the build with the list of valid tags. */
const catTag = oneOf(CAT_TAGS, 'una etiqueta de gato de la especificación §3');
const catTags = z
  .array(catTag)
  .min(1)
  .refine((t) => new Set(t).size === t.length, 'tags must not repeat a value');

export const catBreedSchema = z.strictObject({
  slug: slug('cat breed slug'),
  nombre: text(2, 60),
  precio_base: price,
  precio_estimado: z
    .boolean()
    .default(false)
    .describe('true when the price is not one of spec §9: an estimate the breeder must confirm'),
  pelaje: oneOf(CAT_COATS, 'un pelaje de gato'),
  formas: z
    .strictObject({
      plural: z
        .string()
        .max(60, lengthLimit(60))
        .regex(/^[a-záéíóúñü]/, 'formas.plural is the adjective in plural and in lowercase, as in "persas", "siameses"')
        .describe('La raza en plural después de «gatos» o «gatitos», en minúsculas, concordando: «persas», «siameses», «bengalíes» («gatos persas en venta»).'),
    })
    .optional()
    .describe(
      'Solo para las razas cuyo nombre es un adjetivo que cambia en plural (Persa, Siamés, Himalayo…). Déjelo fuera si el nombre no cambia («gatos Ragdoll», «gatos Maine Coon»).',
    ),
  tags: catTags.describe('traits of spec §3; the cluster pages list the breeds by these tags'),
  descripcion: text(100, 320),
  resumen: text(280, 620)
    .refine((v) => { const n = v.trim().split(/\s+/).length; return n >= 50 && n <= 90; }, 'escriba un párrafo de 50 a 90 palabras')
    .describe(
      'Un párrafo de 50 a 90 palabras, escrito entero para esta raza: su carácter, cuánta actividad necesita y cómo es vivir con ella (apartamento, niños, horas solo, cuidados del pelo). Se lee en la página de la raza, /gatos/{raza}/, bajo «Carácter y convivencia». Sin nombres de ciudades.',
    ),
  clima: z
    .strictObject({
      frio: text(40, 260).describe('Clima frío (Bogotá, Pasto, Manizales, Rionegro: madrugadas de 7 a 12 °C): lo que esta raza necesita allí, en una o dos frases. Sin nombrar la ciudad.'),
      templado: text(40, 260).describe('Clima templado (Medellín, Pereira, Bucaramanga, Ibagué): lo que esta raza necesita allí, en una o dos frases. Sin nombrar la ciudad.'),
      calido: text(40, 260).describe('Clima cálido (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio): lo que esta raza necesita allí, en una o dos frases. Sin nombrar la ciudad.'),
    })
    .describe(
      'Lo que esta raza necesita en cada clima: el pelo largo y la humedad, el frío de las noches y el sol en los gatos sin pelo, el calor en los de cara chata. La página de la raza muestra las tres notas; la de cada ciudad, la de su clima, bajo «Cuidados en clima …».',
    ),
  saludPadres: text(40, 260).describe(
    'Qué pruebas de los padres debe pedir ver el comprador (por ejemplo, la de ADN de poliquistosis renal, PKD, en el persa; la ecocardiografía para cardiomiopatía hipertrófica, HCM, en el Maine Coon), dicho como lo que se pide, nunca como algo que este criadero tiene. Se lee en la página de la raza, en las de cada ciudad y en la guía de criaderos.',
  ),
  adaptacion: z
    .strictObject({
      calor: tolerance.describe('how well the breed bears heat: baja (suffers above about 28 °C), media, alta'),
      frio: tolerance.describe('how well the breed bears cold nights (below about 10 °C)'),
      braquicefalo: z.literal(true).optional().describe('flat face: heat and air travel need care'),
      estimado: estimate,
    })
    .describe('what changes for the breed with the climate of a place (estimates for the breeder to confirm)'),
});

const clusterBase = {
  slug: slug('cluster slug'),
  title: text(5, 70),
  description: text(50, 200),
};
/** Two to four paragraphs of a page's own text: a category's guide (each category page differs even where two list the same breeds), an educational line's page. */
const guideParagraphs = z.array(text(80, 420)).min(2).max(4);
export const dogClusterSchema = z.strictObject({
  group: z.enum(['tamano', 'uso', 'intencion']),
  ...clusterBase,
  h1: text(5, 90),
  guia: guideParagraphs.describe('what the criterion means for a buyer choosing a puppy, in 2 to 4 paragraphs (shown under the breeds of its category page)'),
});
export const catClusterSchema = z.strictObject({
  group: z.enum(['pelaje', 'uso', 'caracter', 'cuidados', 'tamano', 'intencion']),
  ...clusterBase,
  description: clusterBase.description.describe(
    'the intro under the page heading and its search description: one or two full sentences with a verb, true of every breed the cluster lists ("El Sphynx es nuestra raza sin pelo: …", "Los gatos tranquilos tienen …"), never a bare list of traits after the breeds ("Gatos sin pelo como el Sphynx: cariñosos y activos…"); a breed it names is one of the cluster\'s',
  ),
  tags: catTags.describe('a breed belongs to the cluster when it has one of these tags'),
  excludeTags: catTags.optional().describe('…and none of these (e.g. medianos: every coat, but not tam_grande)'),
  /** Intent entries only: checked against the registry's path of the intent page (catalog.ts). */
  path: z.string().max(120, lengthLimit(120)).startsWith('/').endsWith('/').optional(),
  guia: guideParagraphs.optional().describe('category clusters: what the criterion means for a buyer, in 2 to 4 paragraphs'),
  razas: z
    .strictObject({
      una: text(3, 60).regex(/^raza /, 'razas.una starts with "raza": "raza sin pelo"').describe('after "una sola": "raza sin pelo", "raza tranquila"'),
      varias: text(3, 60).regex(/^razas /, 'razas.varias starts with "razas": "razas sin pelo"').describe('after a number: "razas sin pelo", "razas tranquilas"'),
    })
    .optional()
    .describe('category clusters: the breeds of the category as a noun, agreeing ("Por ahora criamos una sola raza sin pelo", "Criamos 9 razas de pelo corto")'),
});

/** How a livestock line reads inside a sentence ("Todo sobre el Lusitano", "transportar caballos Lusitano"). */
const lineForms = z
  .strictObject({
    conArticulo: z
      .string()
      .max(80, lengthLimit(80))
      .regex(/^(el|la|los|las) \S/, 'conArticulo starts with its definite article: "el Lusitano", "las mulas"')
      .describe('the name with its article, as in "Todo sobre el Lusitano"'),
    plural: text(3, 80).describe('animals of the line in plural, as in "Venta de caballos Lusitano"'),
    pluralConArticulo: z
      .string()
      .max(100, lengthLimit(100))
      .regex(/^(el|los|las) \S/, 'pluralConArticulo is the plural with its article: "los caballos Lusitano", "las mulas", "el ganado Brahman"')
      .describe('the animals with their article, as in "la vacuna de los caballos Lusitano", "el riesgo de las codornices"'),
    generico: z
      .string()
      .max(40, lengthLimit(40))
      .regex(/^(el|los|las) [a-záéíóúñü]+(?: de [a-záéíóúñü]+)?$/, 'generico is a common noun with its article, no name: "las gallinas", "el ganado", "los pollos de engorde"')
      .optional()
      .describe('the animals without the name of the line, as a writer says them once the line is named: "las gallinas" after "las ponedoras Lohmann"; without it, pluralConArticulo'),
  })
  .describe('the forms of the name inside sentences');

/**
 * A reference price of a line (COP, per unit). Not in the specification: `estimado: true` until the
 * breeder confirms it (CONTENT-TO-CONFIRM.md lists it). Shown on the sale pages and in their Product offer.
 */
const linePrice = z
  .strictObject({
    desde: num().int().min(1000, 'desde is whole pesos (COP), at least $1.000'),
    hasta: num().int().max(1_000_000_000),
    unidad: z.string().max(40, lengthLimit(40)).regex(/^por \S/, 'unidad reads like "por ejemplar", "por pollito"'),
    segun: z
      .string()
      .min(10)
      .max(140, lengthLimit(140))
      .regex(/^(la|el|los|las) /, 'segun reads after "según": "la edad, la doma y la línea de sus padres"')
      .optional()
      .describe('what decides where an animal falls in a wide range, after "según" (the sale and line pages say it with the price)'),
    estimado: z.boolean().describe('true while the breeder has not confirmed the range'),
  })
  .refine((p) => p.desde <= p.hasta, { message: 'desde must not be greater than hasta', path: ['hasta'] });

/** Colombia's departments, as the zones of a line name them. */
export const DEPARTMENTS = [
  'Amazonas', 'Antioquia', 'Arauca', 'Atlántico', 'Bolívar', 'Boyacá', 'Caldas', 'Caquetá', 'Casanare', 'Cauca', 'Cesar', 'Chocó', 'Córdoba',
  'Cundinamarca', 'Guainía', 'Guaviare', 'Huila', 'La Guajira', 'Magdalena', 'Meta', 'Nariño', 'Norte de Santander', 'Putumayo', 'Quindío',
  'Risaralda', 'San Andrés y Providencia', 'Santander', 'Sucre', 'Tolima', 'Valle del Cauca', 'Vaupés', 'Vichada',
] as const;

/**
 * Where a line is mostly bred in Colombia: its sale pages tell a buyer whether the city's region
 * is one of them or which is the nearest. Not in the specification: `estimado: true` until the
 * breeder confirms it.
 */
const lineZones = z.strictObject({
  departamentos: z
    .array(z.enum(DEPARTMENTS, `departamentos are Colombia's departments, spelt as in: ${DEPARTMENTS.join(', ')}`))
    .min(1)
    .describe('the departments where the line is mostly bred'),
  estimado: estimate,
});

const lineFields = { formas: lineForms, precio: linePrice.optional(), zonas: lineZones.optional() };

/** Words of a livestock line's text, split at spaces (numbers and «2,6 kg» count as words; the dog texts count runs of letters, wordCount above). */
export const spacedWordCount = (value: string) => value.split(/\s+/).filter(Boolean).length;
/** A text of min..max words (and at most maxChars characters), with a message that says how to fix it. */
const wordsText = (min: number, max: number, maxChars: number) =>
  text(min * 3, maxChars).refine((value) => {
    const n = spacedWordCount(value);
    return n >= min && n <= max;
  }, { error: (iss) => `tiene ${spacedWordCount(String(iss.input ?? ''))} palabras; escriba entre ${min} y ${max}` });

/**
 * What a buyer of the line asks, answered by the breeder (issue 41, item 3): 60 to 120 words,
 * shown on the line's pages under "Antes de decidir". Facts in it go to CONTENT-TO-CONFIRM.md.
 */
const buyerText = wordsText(60, 120, 900).describe(
  'Lo que pregunta quien compra esta línea, contestado en un párrafo de 60 a 120 palabras, de usted: caballos, la edad, la doma, la línea de los padres y su registro; ganado, de qué depende el precio de cada categoría (novilla, vaca parida, toro, ternero), el registro de la asociación de la raza, los registros de producción y los certificados sanitarios del hato; aves, el sexo, la edad, la anilla, la vacunación o la jaula. No afirme nada del criadero que usted no haya dicho.',
);

/** The climate classes of a place, as the bovine lines name them (bovinos.json › clima). */
export const CLIMATE_CLASSES = ['frio', 'templado', 'calido'] as const;
const climateNote = z
  .strictObject({
    apto: z
      .boolean()
      .describe('true si la línea se recomienda en este clima; false si no: la página lo dice claramente al comprador de una ciudad de este clima.'),
    nota: wordsText(15, 50, 360).describe(
      'Una frase de 15 a 50 palabras: lo que la línea necesita o arriesga en este clima (el calor, el frío, la altura, los parásitos, el galpón). Si no es apta, diga por qué y qué le conviene más al comprador.',
    ),
  })
  .describe('la línea en un clima');
/**
 * The line in each climate class (tierra fría, clima templado, tierra caliente): whether it suits
 * it and what it needs or risks there. A page of a city says the note of the city's class, and
 * says plainly when the line is not recommended there (`apto: false`).
 */
const lineClimates = z
  .strictObject({
    // The classes of src/lib/domain/places.ts › climateClass, by the mean of a place's usual minimum and maximum.
    frio: climateNote.describe('En tierra fría: lugares de 16 °C de media o menos, como Bogotá y Pasto.'),
    templado: climateNote.describe('En clima templado: de 16 a 23 °C de media, como Medellín, Pereira y Manizales.'),
    calido: climateNote.describe('En tierra caliente: más de 23 °C de media, como Cali, Bucaramanga, Ibagué, Cúcuta, Villavicencio, Barranquilla y Cartagena.'),
  })
  .refine((c) => CLIMATE_CLASSES.some((k) => c[k].apto), { message: 'una línea que se vende es apta por lo menos en un clima: marque apto en uno de los tres' })
  .describe('La línea en cada clima: si se recomienda (apto) y qué necesita o arriesga allí, en una frase escrita para ese clima.');

/**
 * The fact sheet of a livestock line (shown on its sale pages, used for the water, milk and truck
 * figures there). Not in the specification: `estimado: true` until the breeder confirms it.
 */
const kg = (min: number, max: number) => num().min(min).max(max);
/** A [from, to] pair of whole numbers within min..max (height in cm, life in years). */
const intRange = (min: number, max: number) => z.tuple([num().int().min(min).max(max), num().int().min(min).max(max)]);
const bovineFicha = z
  .strictObject({
    origen: text(3, 80).describe('where the breed was formed'),
    pesoHembraKg: kg(150, 1000).describe('typical adult cow, kg'),
    pesoMachoKg: kg(250, 1500).describe('typical adult bull, kg'),
    rasgos: text(20, 160).describe('appearance, one sentence'),
    leche: num().min(1).max(40).optional().describe('litres per cow per day (dairy and dual-purpose lines)'),
    gananciaG: num().int().min(200).max(2000).optional().describe('daily gain of a steer on good pasture, grams (beef and dual-purpose lines)'),
    uso: text(20, 160).describe('how Colombian farmers use the breed, one sentence'),
    estimado: estimate,
  })
  .describe('fact sheet of a cattle line');
const equineFicha = z
  .strictObject({
    origen: text(3, 80),
    pesoKg: kg(100, 1200).describe('typical adult, kg'),
    alzadaCm: intRange(80, 200).describe('height at the withers, [min, max] cm'),
    andar: text(5, 80).describe('gaits'),
    temperamento: text(5, 100),
    uso: text(20, 160),
    estimado: estimate,
  })
  .describe('fact sheet of a horse, mule or donkey line');
const birdFicha = z
  .strictObject({
    origen: text(3, 80),
    pesoAdultoKg: kg(0.02, 200).describe('weight at market age (broilers) or adult weight, kg'),
    produccion: text(20, 160).describe(
      'what it produces and when, or what a buyer should know, one sentence; its verbs agree with the line’s descripcion, which it follows on the sale pages: plural when the descripcion speaks of the birds in the plural ("Los pollitos Ross son…" → "Llegan a unos 2,6 kg a los 42 días"), singular when it speaks of one ("El avestruz es…" → "Se sacrifica…"); it is also the "Producción" row of the fact sheet',
    ),
    vidaAnios: intRange(1, 80).optional().describe('life expectancy (ornamental birds and ostrich)'),
    confortC: intRange(-10, 45).describe('[min, max] °C in which the adult bird lives comfortably (its thermoneutral zone)'),
    alimentoG: num().int().min(5).max(2000).optional().describe('feed per bird per day at 21 °C, grams: in lay, at the end of the cycle for broilers, seed for cage birds'),
    criadora: z
      .strictObject({
        inicioC: num().int().min(28).max(40).describe('°C under the brooder the first week; it goes down 3 °C a week'),
        semanas: num().int().min(2).max(10).describe('week by which the birds are feathered and the brooder goes off even in the cold'),
      })
      .optional()
      .describe('the brooder of the chicks (farmyard lines, which are sold as chicks of a few days too)'),
    estimado: estimate,
  })
  .refine((f) => f.confortC[0] < f.confortC[1], { message: 'confortC is [min, max]: the first number must be the lower one', path: ['confortC'] })
  .describe('fact sheet of a bird line');
/** What an equine line is for (content/livestock/equinos.json › usos; cities.json › campo.usosEquinos). */
const EQUINE_USES = ['paseo', 'exposicion', 'trabajo', 'deporte', 'carga', 'reproduccion'] as const;
/** The cattle systems (content/livestock/bovinos.json › especialidad; cities.json › campo.sistemas). */
const CATTLE_SYSTEMS = ['lechera', 'carnica', 'doble-proposito'] as const;

export const equineSchema = z.strictObject({
  slug: slug('equine slug'),
  nombre: text(2, 60),
  ...lineFields,
  usos: z.array(z.enum(EQUINE_USES)).min(1),
  descripcion: text(100, 320),
  ficha: equineFicha,
  comprador: buyerText,
  climas: lineClimates,
});
export const bovineSchema = z.strictObject({
  slug: slug('bovine slug'),
  nombre: text(2, 60),
  especialidad: z.enum(CATTLE_SYSTEMS),
  clima: z.enum(['calido', 'templado', 'frio']).describe('the climate the breed produces best in (estimate for the breeder to confirm)'),
  estimado: estimate,
  ...lineFields,
  descripcion: text(100, 320),
  ficha: bovineFicha,
  comprador: buyerText,
  climas: lineClimates,
})
  .refine((b) => b.especialidad === 'carnica' || b.ficha.leche !== undefined, { message: 'a dairy or dual-purpose line gives ficha.leche (litres per cow per day)', path: ['ficha', 'leche'] })
  .refine((b) => b.especialidad === 'lechera' || b.ficha.gananciaG !== undefined, { message: 'a beef or dual-purpose line gives ficha.gananciaG (daily gain, grams)', path: ['ficha', 'gananciaG'] });
/** Bird types: the ICA requirements that apply differ between them (content/ica-requirements.json › aves). */
export const BIRD_TYPES = ['gallinas', 'corral', 'avestruz', 'ornamentales'] as const;

export const birdSchema = z.strictObject({
  slug: slug('bird slug'),
  nombre: text(2, 60),
  etiqueta: z.enum(['Producción avícola', 'Producción de huevos', 'Aves de corral', 'Aves ornamentales']),
  estadoLegal: z.enum(['venta', 'solo-informativo', 'zoocria-autorizada']),
  tipo: z.enum(BIRD_TYPES, `tipo must be one of: ${BIRD_TYPES.join(', ')}`).describe('decides which ICA requirements apply'),
  ...lineFields,
  descripcion: text(100, 320),
  ficha: birdFicha.optional().describe('required for the lines that are sold'),
  educacion: guideParagraphs.optional().describe('lines shown for education only (estadoLegal "solo-informativo"): the biology, feeding and care the description promises, 2 to 4 paragraphs'),
  comprador: buyerText.optional().describe('Obligatorio en las líneas que se venden. ' + (buyerText.description ?? '')),
  climas: lineClimates.optional().describe('Obligatorio en las líneas que se venden. ' + (lineClimates.description ?? '')),
})
  .refine((b) => b.estadoLegal === 'solo-informativo' || b.comprador !== undefined, {
    message: 'una línea que se vende lleva el texto de lo que pregunta el comprador (comprador), de 60 a 120 palabras',
    path: ['comprador'],
  })
  .refine((b) => b.estadoLegal === 'solo-informativo' || b.climas !== undefined, {
    message: 'una línea que se vende dice si se recomienda en cada clima (climas: frio, templado y calido, cada uno con apto y nota)',
    path: ['climas'],
  })
  .refine((b) => b.estadoLegal === 'solo-informativo' || b.ficha !== undefined, { message: 'a line that is sold gives its ficha (origen, pesoAdultoKg, produccion)', path: ['ficha'] })
  .refine((b) => b.estadoLegal !== 'solo-informativo' || b.educacion !== undefined, {
    message: 'a line shown for education only gives its educacion: 2 to 4 paragraphs on its biology, feeding and care',
    path: ['educacion'],
  })
  .refine((b) => b.tipo !== 'corral' || !b.ficha || b.ficha.criadora !== undefined, {
    message: 'a farmyard line (tipo "corral") is sold as chicks too: give its brooder, { "inicioC": °C the first week, "semanas": week the birds are feathered }',
    path: ['ficha', 'criadora'],
  });

/** A category page of equinos, bovinos or aves: its member lines are slugs of the species' own file. */
export const livestockClusterSchema = z.strictObject({
  especie: z.enum(LIVESTOCK_SPECIES, `the groups of content/livestock/clusters.json are the livestock species of content/species.json: ${LIVESTOCK_SPECIES.join(', ')}`),
  slug: slug('cluster slug'),
  title: text(5, 70),
  h1: text(5, 90),
  description: text(50, 200),
  intro: text(100, 400).describe('the opening paragraph of the category page'),
  lineas: z
    .array(slug('linea'))
    .min(2, 'a category lists at least two lines')
    .refine((l) => new Set(l).size === l.length, 'lineas must not repeat a line'),
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

/**
 * A department of Colombia (or Bogotá D.C.) and the article it takes inside a sentence
 * (content/places/departments.json): "en el Valle del Cauca", "al Tolima", but "en Antioquia".
 */
export const departmentSchema = z.strictObject({
  nombre: text(2, 60).describe('El nombre del departamento tal como lo escriben los lugares (content/places/cities.json › departamento) y las zonas de las líneas de ganado: «Valle del Cauca», «La Guajira».'),
  articulo: z
    .enum(ARTICLES, 'articulo is "el", "la", "los" or "las"; leave it out when the name takes none')
    .optional()
    .describe(
      'El artículo con que se nombra el departamento dentro de una frase: «el» para el Valle del Cauca («en el Valle del Cauca», «al Tolima», «del Meta»). Déjelo fuera si el nombre va sin artículo («en Antioquia») o ya lo incluye («La Guajira»).',
    ),
});

export const citySchema = z.strictObject({
  slug: slug('city slug'),
  nombre: text(2, 60),
  departamento: text(2, 60),
  clima: climate,
  entrega: delivery,
  entorno: text(40, 240).describe('what the place is like to live in with a dog: housing, green areas'),
  parques: parks,
  produccion: text(40, 300).describe('the farming of the region around the city: cattle, horses, poultry (for the livestock pages)'),
  produccionEspecies: z
    .array(z.enum(['bovinos', 'equinos', 'aves']))
    .min(1)
    .default(['bovinos'])
    .describe('the livestock whose pages show produccion: the ones it speaks of (bovinos unless given; add equinos where it speaks of horses, aves where it speaks of poultry)'),
  produccionEquinos: text(30, 240)
    .optional()
    .describe('the horse farming of the region, for the equine pages only: a horse fact kept out of produccion, which the cattle pages show'),
  campo: z
    .strictObject({
      pastos: text(5, 80).describe('the usual pasture grasses around the city, written to follow "los potreros suelen ser de"'),
      sistemas: z.array(z.enum(CATTLE_SYSTEMS)).min(1).describe('the cattle systems of the region, as bovinos.json › especialidad names them'),
      usosEquinos: z.array(z.enum(EQUINE_USES)).min(1).describe('what equines are mostly used for around the city, as equinos.json › usos names them'),
      departamento: z
        .enum(DEPARTMENTS)
        .optional()
        .describe('the department of the farms around the city, where it is not the city\'s own (Bogotá D.C.: Cundinamarca)'),
      cargaUGG: z
        .tuple([num().min(0.2).max(6), num().min(0.2).max(6)])
        .describe('[min, max] stocking rate of those pastures, in UGG per hectare (1 UGG = 450 kg of live weight): an estimate'),
    })
    .refine((c) => c.cargaUGG[0] < c.cargaUGG[1], { message: 'cargaUGG is [min, max]: the first number must be the lower one', path: ['cargaUGG'] })
    .describe('the farming around the city the livestock pages of the city are written from'),
  estimado: estimate,
});
export const localitySchema = z.strictObject({
  ciudad: text(2, 60),
  slug_ciudad: slug('slug_ciudad'),
  barrio: text(2, 60),
  slug_barrio: slug('slug_barrio'),
  estado: text(2, 60),
  pais: text(2, 60),
  numero: num().int().min(1).max(30).describe('the official number of the locality in its city'),
  zona: text(3, 30).describe('part of the city ("norte", "suroccidente"…)'),
  altitud: num().int().min(0).max(4000),
  parques: parks,
  entorno: text(40, 240).describe('what the locality is like to live in with a dog: housing, green areas'),
  estimado: estimate,
});
/** Extra dog locations outside the city list that legacy URLs name (Chía, Cundinamarca). */
export const regionSchema = z.strictObject({
  slug: slug('region slug'),
  nombre: text(2, 60),
  departamento: text(2, 60),
  clima: climate,
  entrega: delivery,
  entorno: text(40, 240).describe('what the place is like to live in with a dog: housing, green areas'),
  parques: parks,
  estimado: estimate,
});
/** Places outside the city list that only fixed legacy pages name (Rionegro): the facts of a region, no pages of their own. */
export const townSchema = regionSchema;
/** Breeder pages kept at fixed legacy URLs (spec §2: the Rionegro pages). */
export const fixedDogPageSchema = z.strictObject({
  path: z.string().max(200, lengthLimit(200)).regex(/^\/[a-z0-9/-]+\/$/, 'path starts and ends with "/" and has only lowercase letters, digits and hyphens'),
  raza: slug('raza'),
  lugar: slug('lugar').describe('slug of the place of content/places/towns.json the page is about (its climate, distance and delivery)'),
});
/** Cat breeder pages for a place outside the 12 cities (spec §2: /gatos/criadero-de-gatos-bengali-rionegro/). */
export const catFixedPageSchema = z.strictObject({
  raza: slug('raza').describe('slug of a cat breed of content/cats/breeds.json'),
  lugar: slug('lugar').describe('slug of the place of content/places/towns.json the page is about (its climate, distance, airport and delivery); must not be one of the 12 cities'),
});
/**
 * What a family with a kitten should know of the homes and the weather of a place the cat pages
 * are about (content/cats/places.json): one text per city of the 12 and per fixed place.
 */
export const catPlaceSchema = z.strictObject({
  lugar: slug('lugar').describe('slug of a city of content/places/cities.json or a town of content/places/towns.json with a cat page'),
  hogar: text(120, 420).describe(
    'Lo que una familia con un gatito debe preparar en casa en este lugar, en dos o tres frases escritas para él: cómo son sus casas y edificios (malla en ventanas y balcones, patios) y lo que su clima pide dentro de la casa (noches frías, calor, humedad). Se lee en las páginas de gatos del lugar, bajo «Antes de que llegue».',
  ),
});
export const countrySchema = z.strictObject({
  slug: slug('country slug'),
  nombre: text(2, 60),
  ciudad: text(2, 60).describe('the city most deliveries go to (usually the capital)'),
  altitud: num().int().min(0).max(4500),
  temperatura: temperature,
  horasVuelo: num().min(0.5).max(30).describe('usual flight time from the dispatch city, with connections'),
  vueloDirecto: z.boolean(),
  estimado: estimate,
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
          tipos: z.array(z.enum(BIRD_TYPES, `tipos are bird types: ${BIRD_TYPES.join(', ')}`)).min(1).describe('only these bird types need it'),
          lineas: z
            .array(slug('bird line slug'))
            .min(1)
            .optional()
            .describe('only these lines of those types need it (content/livestock/aves.json slugs): a CITES permit, for a species CITES lists'),
        }),
      ]),
    )
    .min(3)
    .describe('a requirement of every animal of the species (a string), or only of some bird types ({ texto, tipos })'),
  notas: z.array(text(5, 240)).default([]),
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

/** How an image is named in content/images/*.json (read.ts checks the file under public/, or the host). */
export const IMAGE_URL_FIX = 'write the path of a file under public/ (e.g. "/img/cachorros/cachorro-01.svg") or an https:// address on the image host of content/site.json (imageHost)';
/**
 * A site path ("/img/…") or an https:// address. What this cannot know is checked when the file
 * is read (read.ts › checkImageFiles): that the path stays inside public/ and names a file there,
 * and that an https:// address is on the image host, the one other origin the CSP allows images from.
 */
const imageUrl = z
  .string()
  .max(300, lengthLimit(300))
  .superRefine((url, ctx) => {
    const problem = url.startsWith('//')
      ? 'starts with "//", an address on another host'
      : /^http:/i.test(url)
        ? 'uses http, which browsers block on the https site'
        : url.includes('\\')
          ? 'contains a backslash (\\); folders are separated by "/"'
          : url.startsWith('/') || url.startsWith('https://')
            ? undefined
            : 'is neither a site path ("/img/…") nor an https:// address';
    if (problem) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(url)} ${problem}; ${IMAGE_URL_FIX}` });
  });

/** Where the breeder's photos live: uploaded through the editor (/admin/), processed at build into AVIF and WebP. */
export const PHOTO_FOLDER = 'content/fotos';
/**
 * A photo the breeder uploaded (issue 26). `archivo` is written as the editor writes it,
 * "fotos/<file>", for the file content/fotos/<file>; the photo pipeline checks that the file
 * exists and is a readable image, and turns it into AVIF and WebP without its location and camera metadata.
 */
export const photoSchema = z.strictObject({
  archivo: z
    .string()
    .max(200, lengthLimit(200))
    .regex(/^fotos\/[^/\\]+\.(?:jpe?g|png|webp)$/i, 'la foto se escribe "fotos/<nombre del archivo>", un archivo JPEG, PNG o WebP de content/fotos/ (el editor la escribe así cuando usted sube una foto)')
    .describe('the photo file, uploaded into content/fotos/'),
  texto: text(8, 160).describe('what the photo shows, in Spanish, for whoever cannot see it ("Cachorra shih tzu blanca de ocho semanas")'),
});
export type Photo = z.output<typeof photoSchema>;

/**
 * A breed's list of images (content/images/gallery.json, puppies.json): the breeder's photos
 * ({ archivo, texto }) and the site's illustrations (a path under public/). Pages show a breed's
 * photos where it has any, and its illustrations, named as such, only where it has none.
 */
export const galleryEntrySchema = z.strictObject({
  slug: slug('gallery slug'),
  images: z
    .array(z.union([imageUrl, photoSchema]))
    .min(1)
    .describe('the photos of the breed ({ "archivo": "fotos/…", "texto": "…" }) or illustrations ("/img/cachorros/cachorro-01.svg")'),
});
/** One image of a gallery list: an illustration's path, or a breeder's photo. */
export type GalleryImage = GalleryEntry['images'][number];
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
export type LivestockCluster = z.infer<typeof livestockClusterSchema>;
export type BuffaloPage = z.infer<typeof buffaloPageSchema>;
export type City = z.infer<typeof citySchema>;
export type LivestockTransport = z.infer<typeof livestockTransportSchema>;
export type Locality = z.infer<typeof localitySchema>;
export type Region = z.infer<typeof regionSchema>;
export type Town = z.infer<typeof townSchema>;
export type FixedDogPage = z.infer<typeof fixedDogPageSchema>;
export type Country = z.infer<typeof countrySchema>;
export type Department = z.infer<typeof departmentSchema>;
export type CatFixedPage = z.infer<typeof catFixedPageSchema>;
export type IcaRequirements = z.infer<typeof icaSchema>;
export type PriceRange = z.output<typeof priceRangeSchema>;
export type GalleryEntry = z.infer<typeof galleryEntrySchema>;
export type Infographic = z.infer<typeof infographicSchema>;
export type NounForms = z.infer<typeof nounForms>;
export type LineForms = z.infer<typeof lineForms>;
export type LinePrice = z.infer<typeof linePrice>;

/**
 * A site path of content/redirects.json, as a browser asks for it: no domain, query or
 * fragment, starting and ending with "/" ("*" and ":" would turn a rule of _redirects into a pattern).
 */
const sitePath = z
  .string()
  .max(200, lengthLimit(200))
  .regex(/^\/(?:[^\s/?#*:]+\/)*$/, 'must be a site path that starts and ends with "/", without the domain, query, spaces, "*" or ":" (e.g. "/pagina-vieja/"); write it that way');
/** A retired URL (content/redirects.json): a page of a past deploy that is no longer built, sent to its nearest page (301). */
export const redirectSchema = z.strictObject({
  desde: sitePath.describe('the retired path: a page of a past deploy that the site no longer builds'),
  hacia: sitePath.describe('the built page it is sent to with a 301 (its breed, line or species page)'),
});
export type Redirect = z.infer<typeof redirectSchema>;
