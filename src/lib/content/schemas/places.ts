/**
 * The schemas of the place files (content/places/): departments, cities, localities, regions,
 * towns and countries. A city also names the farming around it, in the livestock's own words.
 */
import { z } from 'astro/zod';
import { lengthLimit, num, slug, text } from '../fields';
import { CATTLE_SYSTEMS, DEPARTMENTS, EQUINE_USES } from './livestock';
import { estimate } from './shared';

/** The definite articles a place name can take inside a sentence. */
export const ARTICLES = ['el', 'la', 'los', 'las'] as const;

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
    'Parques donde se suele pasear a los perros (déjelo vacío si no está seguro): los datos que «entorno» nombra, para confirmarlos; cada uno como se lee en una frase: con su artículo si lo lleva («el Parque Simón Bolívar», «el Malecón de Cúcuta»), sin él si su nombre no lo lleva («Parques del Río»).',
  );

/**
 * What living with a dog in a place asks of its owner («En casa y de paseo» on the dog pages of
 * the place), as the editor explains it to the breeder: `where` is "el lugar" or "la localidad".
 */
const surroundings = (where: string) =>
  text(40, 340).describe(
    `Cómo es vivir con un perro en ${where}, en dos o tres frases para quien lo compra y vive allí: la vivienda (apartamentos y conjuntos: el reglamento de mascotas en las zonas comunes; casas, fincas), las calles empinadas, el tráfico, dónde se pasea. Lo que cada raza necesita con el frío o el calor (dónde duerme, abrigo, secarlo, horas de paseo) ya lo dice la nota de la raza en la misma sección: no lo repita aquí. Solo hechos generales y ciertos de este lugar, que no valgan para cualquier ciudad y que no se lean igual en otro lugar; sin cifras, sin normas que no existan, sin datos de turista. Si el lugar tiene «parques», nómbrelos aquí donde diga dónde pasearlo, con sus nombres tal como están en «parques» (la página no los muestra aparte). Escriba a usted, como en «En Chapinero se vive en apartamento, con andenes concurridos: su perro sale siempre con traílla».`,
  );

/** How a place is reached from the breeder's dispatch city (content/site.json › despacho). */
const delivery = z.strictObject({
  distanciaKm: num().int().min(0).max(3000).describe('road distance from the dispatch city; 0 for the dispatch city itself'),
  distanciaKmMax: num().int().min(0).max(3000).optional(),
  horasCarretera: num().min(0).max(48).describe('usual road time in hours'),
  aeropuerto: text(3, 60).optional().describe('the airport that serves the place, for air deliveries'),
  carreteraCaliente: z
    .literal(true)
    .optional()
    .describe('true where the road from the dispatch city crosses tierra caliente though the place itself is not hot (the Magdalena valley at Girardot or Honda, the Chicamocha canyon): a kitten of a breed that suffers the heat makes that trip early, with the car’s air conditioning on (content/texts/gatos-paginas.json › delivery.carreteraCalor)'),
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

/** What a city, a region and a town all give: name and department, climate, how a puppy gets there, life there with a dog. */
const placeFacts = {
  nombre: text(2, 60),
  departamento: text(2, 60),
  clima: climate,
  entrega: delivery,
  entorno: surroundings('el lugar'),
  parques: parks,
};

export const citySchema = z.strictObject({
  slug: slug('city slug'),
  ...placeFacts,
  produccion: text(40, 300).describe('the farming of the region around the city: cattle, horses, poultry (for the livestock pages)'),
  produccionEspecies: z
    .array(z.enum(['bovinos', 'equinos', 'aves']))
    .min(1)
    .default(['bovinos'])
    .describe('the livestock whose pages show produccion: the ones it speaks of (bovinos unless given; add equinos where it speaks of horses, aves where it speaks of poultry)'),
  calorPerros: text(40, 240)
    .optional()
    .describe(
      'Solo en una ciudad de clima cálido: lo que el calor de esa ciudad pide a quien vive allí con un perro (las horas del paseo, el agua, la sombra), en una o dos frases. Se lee en la página de perros de la ciudad (/clousters/perros/{ciudad}/), que no tiene nota de raza; las páginas de una raza en la ciudad dan la nota de la raza para ese clima y no la muestran. No repita «entorno».',
    ),
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
  entorno: surroundings('la localidad'),
  estimado: estimate,
});
/** Extra dog locations outside the city list that legacy URLs name (Chía, Cundinamarca). */
export const regionSchema = z.strictObject({
  slug: slug('region slug'),
  ...placeFacts,
  estimado: estimate,
});
/** Places outside the city list that only fixed legacy pages name (Rionegro): the facts of a region, no pages of their own. */
export const townSchema = regionSchema;

/** The age (months) from which the airlines take a kitten: the trip fact of a country says it unless its entry rules need an older kitten (content/texts/gatos-paginas.json › answer.tripValue; its source: CONTENT-TO-CONFIRM.md › Pet trips). */
export const AIRLINE_MIN_AGE_MONTHS = 4;

/** A source of a country's entry rules: what it is called, where it is, and its date (of publication, or of reading for an undated official page). */
const ruleSource = z.strictObject({
  titulo: text(5, 200).describe('El título de la página, el artículo o la norma, y quién la publica: «Infobae, ¿Quieres viajar a México con tu perro o gato?…».'),
  url: z.url({ error: 'url es la dirección completa de la fuente, empezando por https://' }).max(300, lengthLimit(300)),
  fecha: z
    .string()
    .max(10, lengthLimit(10))
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'fecha es la fecha de la fuente, AAAA-MM-DD, o AAAA-MM si la fuente da solo el mes: «2025-12-19», «2024-11»')
    .describe('La fecha de la fuente (AAAA-MM-DD, o AAAA-MM si solo da el mes); si la página oficial no tiene fecha, el día en que se leyó.'),
});

/**
 * What a country asks to let in a kitten flying from Colombia (content/places/countries.json ›
 * entradaGato): one sentence a person wrote from the sources, shown under «Documentos» on the
 * country's cat page (/gatos-en-{lugar}/). A country without it keeps the general text: its rules are
 * confirmed by chat before reserving. Every rule carries its sources, listed in CONTENT-TO-CONFIRM.md.
 */
export const catEntrySchema = z.strictObject({
  requisitos: text(40, 200)
    .regex(/^\p{Lu}/u, 'requisitos empieza con mayúscula: es una frase completa («Certificado de salud…»)')
    .regex(/\.$/, 'requisitos termina en punto: es una frase completa')
    .describe(
      'Lo que el país pide para dejar entrar un gatito que vuela desde Colombia, en una frase de hasta 200 caracteres, solo los hechos de las fuentes: el certificado y su vigencia, la vacuna antirrábica y su espera, el microchip, la prueba de anticuerpos, la revisión al llegar. Se lee tras «para entrar a {país}:».',
    ),
  edadMinimaMeses: num()
    .int()
    .min(AIRLINE_MIN_AGE_MONTHS + 1, { error: `edadMinimaMeses es solo para un país que pide un gatito mayor que los ${AIRLINE_MIN_AGE_MONTHS} meses desde los que lo llevan las aerolíneas: escriba un número mayor que ${AIRLINE_MIN_AGE_MONTHS} o quite el campo` })
    .max(12)
    .optional()
    .describe('La edad (meses) desde la que el gatito puede entrar, si los requisitos la llevan más allá de los 4 meses (vacuna antirrábica desde las 12 semanas más la espera de una prueba de anticuerpos, por ejemplo); sin ella, la página dice 4 meses.'),
  tenencia: text(40, 300)
    .regex(/^\p{Lu}/u, 'tenencia empieza con mayúscula: es una frase completa')
    .regex(/\.$/, 'tenencia termina en punto: es una frase completa')
    .optional()
    .describe('Lo que la ley del país pide a quien tiene allí un gato y que cambia la compra (esterilización, registro, microchip), en una o dos frases, solo los hechos de las fuentes; se lee bajo los documentos del viaje. Sin ella, la página no habla de las leyes del país.'),
  fuentes: z.array(ruleSource).min(1, { error: 'fuentes necesita al menos una fuente con título, url y fecha' }).max(5),
  porConfirmar: text(10, 1200).describe('Lo que falta confirmar de estos requisitos (fuentes que no coinciden, una norma que cambia), para CONTENT-TO-CONFIRM.md; no se muestra en la página.'),
});

export const countrySchema = z.strictObject({
  slug: slug('country slug'),
  nombre: text(2, 60),
  ciudad: text(2, 60).describe('the city most deliveries go to (usually the capital)'),
  altitud: num().int().min(0).max(4500),
  temperatura: temperature,
  horasVuelo: num().min(0.5).max(30).describe('usual flight time from the dispatch city, with connections'),
  vueloDirecto: z.boolean(),
  sinFrio: z
    .literal(true)
    .optional()
    .describe('true where no town of the country is cold (a tropical island, the lowland tropics): its cat page then names only the breeds that suffer the heat; without it, the page names those that feel the cold and those that suffer the heat'),
  aeropuerto: z
    .strictObject({
      nombre: text(3, 40).describe('El nombre con que se conoce el aeropuerto, como se lee tras «al aeropuerto de»: «Comalapa».'),
      km: num().int().min(15).max(150).describe('Los kilómetros por carretera del aeropuerto a la ciudad.'),
    })
    .optional()
    .describe('El aeropuerto adonde llega el gatito, solo si queda lejos de la ciudad (15 km o más); su fuente, en CONTENT-TO-CONFIRM.md. Sin él, la página dice «En avión a {ciudad}».'),
  cabinaDesdeUsd: num()
    .int()
    .min(50)
    .max(1000)
    .optional()
    .describe('Lo que cobra la aerolínea, desde, por un gato en cabina en un vuelo a este país, en dólares (estimado; su fuente, en CONTENT-TO-CONFIRM.md). Sin él, el costo del envío se cotiza por chat.'),
  entradaGato: catEntrySchema.optional(),
  estimado: estimate,
});

export type City = z.infer<typeof citySchema>;
export type Locality = z.infer<typeof localitySchema>;
export type Region = z.infer<typeof regionSchema>;
export type Town = z.infer<typeof townSchema>;
export type Country = z.infer<typeof countrySchema>;
export type CatEntry = z.infer<typeof catEntrySchema>;
export type Department = z.infer<typeof departmentSchema>;
