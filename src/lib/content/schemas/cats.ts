/**
 * The schemas of the cat files (content/cats/): breeds, categories, fixed pages and places.
 */
import { z } from 'astro/zod';
import { lengthLimit, oneOf, slug, text } from '../fields';
import { climateNote, climateNotesSchema, clusterBase, estimate, flag, guideParagraphs, price, tolerance } from './shared';

export const CAT_COATS = ['largo', 'corto', 'sin_pelo'] as const;
/** Coats whose care is not that of their length (content/cats/breeds.json › manto): the rex coat breaks under a brush; a semi-long coat with little undercoat mats less than a long one. */
export const CAT_COAT_KINDS = ['rex', 'semilargo', 'semilargo_doble'] as const;
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
  manto: z
    .enum(CAT_COAT_KINDS)
    .optional()
    .describe('Solo si el pelo pide otro cuidado que el de su largo: «rex», el pelo rizado y frágil del Devon Rex, que se quiebra con el cepillo; «semilargo», el de pelo largo con poco subpelo (angora turco, Ragdoll), que se enreda menos y que las tarjetas y tablas llaman «Pelo semilargo»; «semilargo_doble», el semilargo de subpelo espeso (Maine Coon, bosque de Noruega: grupo II de la FIFe, como los anteriores), también «Pelo semilargo», con su propio cuidado. La lista «Cuidados y pelaje» usa entonces la de ese manto (content/texts/gatos.json › coatCare).'),
  formas: z
    .strictObject({
      plural: z
        .string()
        .max(60, lengthLimit(60))
        .regex(/^[a-záéíóúñü]/, 'formas.plural is the adjective in plural and in lowercase, as in "persas", "siameses"')
        .describe('La raza en plural después de «gatos» o «gatitos», en minúsculas, concordando: «persas», «siameses», «bengalíes» («gatos persas en venta»); un nombre compuesto, igual que en singular («azul ruso»).'),
    })
    .optional()
    .describe(
      'Para las razas de nombre español, un adjetivo o un nombre común (Persa, Siamés, Azul ruso, Bosque de Noruega): dentro de una frase van en minúscula («el siamés», «el bosque de Noruega»). Un nombre compuesto no cambia en plural («gatos azul ruso»). Déjelo fuera si el nombre es extranjero, que conserva sus mayúsculas («gatos Ragdoll», «gatos Maine Coon»).',
    ),
  tags: catTags.describe('traits of spec §3; the cluster pages list the breeds by these tags'),
  descripcion: text(100, 320),
  resumen: text(280, 620)
    .refine((v) => { const n = v.trim().split(/\s+/).length; return n >= 50 && n <= 90; }, 'escriba un párrafo de 50 a 90 palabras')
    .describe(
      'Un párrafo de 50 a 90 palabras, escrito entero para esta raza: su carácter, cuánta actividad necesita y cómo es vivir con ella (apartamento, niños, horas solo, cuidados del pelo). Se lee en la página de la raza, /gatos/{raza}/, bajo «Carácter y convivencia». Sin nombres de ciudades.',
    ),
  enPocasPalabras: text(60, 200).describe(
    'Una frase: el carácter de la raza y el cuidado que pide, lo primero que pregunta quien compra («Tranquilo y hogareño, de pocos maullidos; pide cepillado diario y limpieza de los ojos»). Se lee en la página de la raza en cada ciudad, bajo «Antes de decidir»; el párrafo entero, «Carácter y convivencia», queda en la página de la raza. Sin nombres de ciudades.',
  ),
  clima: climateNotesSchema({
      frio: climateNote('frio', text(40, 260)).describe('Clima frío (Bogotá, Pasto, Manizales, Rionegro: madrugadas de 7 a 12 °C): lo que esta raza necesita allí, en una o dos frases. Sin nombrar la ciudad ni empezar por el clima («En tierra fría…», «Allí…»).'),
      templado: climateNote('templado', text(40, 260)).describe('Clima templado (Medellín, Pereira, Bucaramanga, Ibagué): lo que esta raza necesita allí, en una o dos frases; si no le pide nada especial, déjela vacía en lugar de escribir que no pide nada. Sin nombrar la ciudad ni empezar por el clima («En clima templado…», «Aquí…»).'),
      calido: climateNote('calido', text(40, 260)).describe('Clima cálido (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio): lo que esta raza necesita allí, en una o dos frases. Sin nombrar la ciudad ni empezar por el clima («En clima cálido…», «Allí…»).'),
    }).describe(
      'Lo que esta raza necesita en cada clima: el pelo largo y la humedad, el frío de las noches y el sol en los gatos sin pelo, el calor en los de cara chata. La página de la raza muestra cada nota bajo las ciudades de su clima; la de cada ciudad, la de su clima, al final de «En casa». Deje vacía la nota de un clima que no le pide nada especial a la raza: su bloque y su frase no aparecen; al menos una nota queda.',
    ),
  saludPadres: text(40, 260).describe(
    'Qué pruebas de los padres debe pedir ver el comprador (por ejemplo, la de ADN de poliquistosis renal, PKD, en el persa; la ecocardiografía para cardiomiopatía hipertrófica, HCM, en el Maine Coon), dicho como lo que se pide, nunca como algo que este criadero tiene. Se lee en la página de la raza, en las de cada ciudad y en la guía de criaderos.',
  ),
  avisoSalud: text(30, 140)
    .optional()
    .describe('Solo en una raza marcada «Su rasgo se asocia a una enfermedad»: una frase corta, escrita para esta raza, con lo que ese rasgo hace o puede hacer a su salud («Sus patas cortas pueden traerle problemas de columna y de articulaciones.»). Se lee en el recuadro «Precio y entrega» de la página de la raza; su frase «en pocas palabras» dice lo mismo con estas palabras.'),
  adaptacion: z
    .strictObject({
      calor: tolerance.describe('how well the breed bears heat: baja (suffers above about 28 °C), media, alta'),
      frio: tolerance.describe('how well the breed bears cold nights (below about 10 °C)'),
      braquicefalo: flag().describe('flat face: heat and air travel need care'),
      enfermedadDeRaza: flag()
        .describe('Marque si lo que define a la raza le causa una enfermedad o se asocia a ella (las orejas dobladas del Scottish Fold, las patas cortas del Munchkin): la tabla de razas de cada ciudad la nombra bajo sus precios para que se lea su página antes de elegir.'),
      estimado: estimate,
    })
    .describe('what changes for the breed with the climate of a place (estimates for the breeder to confirm)'),
});

export const catClusterSchema = z.strictObject({
  group: z.enum(['pelaje', 'uso', 'caracter', 'cuidados', 'tamano', 'intencion']),
  ...clusterBase,
  description: clusterBase.description.describe(
    'the intro under the page heading and its search description: one or two full sentences with a verb, true of every breed the cluster lists ("El Sphynx es nuestra raza sin pelo: …", "Son gatos caseros, que …"), never a bare list of traits after the breeds ("Gatos sin pelo como el Sphynx: cariñosos y activos…"); a breed it names is one of the cluster\'s',
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
  hogar: text(60, 420).describe(
    'Solo lo propio de este lugar que cambia la casa de un gatito, en una o dos frases escritas para él (el patio de ropas de los apartamentos, la brisa que abre ventanas, la humedad que trae hongos, el calor seco que deshidrata), sin color de postal; la malla de ventanas y balcones, que todo gato necesita, está una vez en la página de cada raza (gatos.json › care.home). Se lee en las páginas de gatos del lugar, bajo «En casa».',
  ),
});

export type CatBreed = z.infer<typeof catBreedSchema>;
export type CatCluster = z.infer<typeof catClusterSchema>;
export type CatFixedPage = z.infer<typeof catFixedPageSchema>;
