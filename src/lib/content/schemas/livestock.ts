/**
 * The schemas of the livestock lines (content/livestock/equinos.json, bovinos.json, aves.json): their
 * names, prices, zones, climates and fichas. Their category pages, road transport, the búfalos page and the ICA requirements: livestock-pages.ts.
 */
import { z } from 'astro/zod';
import { lengthLimit, num, slug, text, wordsText } from '../fields';

export { spacedWordCount } from '../fields';
import { estimate, flag, guideParagraphs } from './shared';

/** How a livestock line reads inside a sentence ("Todo sobre el Lusitano", "transportar caballos Lusitano"). */
export const lineForms = z
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

/** The price of one category of animal of a line (COP, in the line's unit): «Novilla de vientre», «Macho cantor». */
export const priceCategory = z
  .strictObject({
    nombre: text(3, 60).describe('La categoría, con mayúscula inicial y sin precio: «Ternero de levante», «Caballo domado», «Lote de 500 pollitos o más».'),
    desde: num().int().min(1000, 'desde is whole pesos (COP), at least $1.000').describe('El precio más bajo de la categoría, en pesos.'),
    hasta: num().int().max(1_000_000_000).describe('El precio más alto de la categoría, en pesos.'),
  })
  .refine((c) => c.desde <= c.hasta, { message: 'desde must not be greater than hasta', path: ['hasta'] });

/**
 * A reference price of a line (COP, per unit). Not in the specification: `estimado: true` until the
 * breeder confirms it (CONTENT-TO-CONFIRM.md lists it). Shown on the sale pages and in their Product offer.
 */
export const linePrice = z
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
    categorias: z
      .array(priceCategory)
      .min(2, 'escriba por lo menos dos categorías, o ninguna')
      .max(6, 'escriba como mucho seis categorías')
      .optional()
      .describe('Los precios por categoría (issue 41): lo que cuesta cada tipo de animal de la línea, como «Ternero de levante» o «Macho cantor»; las páginas los muestran como una lista, con el precio de cada uno.'),
    estimado: z.boolean().describe('true while the breeder has not confirmed the range'),
    comoCompraTipica: text(3, 60)
      .optional()
      .describe(
        'Solo en una línea que no vende la compra típica de su especie (content/species.json › ganado.compraTipica: «Caballo domado», «Novilla de vientre») con ese nombre: su categoría que hace sus veces, escrita como en categorias («Mula domada», «Búfala de vientre»). La tabla de razas de una ciudad da su precio bajo esa columna, con su nombre.',
      ),
  })
  .refine((p) => p.desde <= p.hasta, { message: 'desde must not be greater than hasta', path: ['hasta'] })
  .superRefine((p, ctx) => {
    const names = (p.categorias ?? []).map((c) => c.nombre);
    if (p.comoCompraTipica && !names.includes(p.comoCompraTipica)) {
      const which = names.length ? `una de las categorías de la línea, escrita igual: ${names.map((n) => `«${n}»`).join(', ')}` : 'una categoría de la línea: escriba primero sus precios por categoría';
      ctx.addIssue({ code: 'custom', path: ['comoCompraTipica'], message: `comoCompraTipica nombra ${which}` });
    }
  })
  // each category inside the line's range, said at the category's own figure (editor drive s46: said
  // of the whole list, the editor could only show it in a notice that went)
  .superRefine((p, ctx) => {
    // as the breeder types it: «$ 1.800.000»
    const cop = (n: number) => `$ ${n.toLocaleString('es-CO')}`;
    (p.categorias ?? []).forEach((c, i) => {
      const inside = 'cada categoría cae dentro del rango de la línea';
      if (c.desde < p.desde) ctx.addIssue({ code: 'custom', path: ['categorias', i, 'desde'], message: `${inside}: «${c.nombre}» empieza en ${cop(c.desde)}, por debajo del precio desde de la línea (${cop(p.desde)}); suba este precio o baje el de la línea` });
      if (c.hasta > p.hasta) ctx.addIssue({ code: 'custom', path: ['categorias', i, 'hasta'], message: `${inside}: «${c.nombre}» llega a ${cop(c.hasta)}, por encima del precio hasta de la línea (${cop(p.hasta)}); baje este precio o suba el de la línea` });
    });
  });

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

/** Where the line's animals leave from (issue 41): a business fact only the breeder knows; empty, the pages say so instead of naming a place. */
const lineOrigin = text(3, 80).describe('El municipio o la finca de donde salen los animales de esta línea hacia el comprador («Montería», «una finca de Puerto López»).');
/**
 * Whether each sale page in a city shows the line's description under its answer: for a line the
 * buyers search by another name, whose description says what that name is (the «paso fino
 * colombiano» is the criollo's gait: blind read s46, the sale pages never said it). Not on the
 * others: the same paragraph on every city's page made them alike (issue 41, similarity).
 */
const descriptionOnSalePages = flag()
  .describe('Márquelo si la gente busca esta línea con otro nombre y su descripción lo aclara («paso fino colombiano» es un andar del caballo criollo): la descripción sale entonces en cada página de venta por ciudad.');
const lineFields = { formas: lineForms, precio: linePrice.optional(), zonas: lineZones.optional(), procedencia: lineOrigin.optional(), descripcionEnVenta: descriptionOnSalePages };

/**
 * What a buyer of the line asks, answered by the breeder (issue 41, item 3): 20 to 120 words,
 * shown on the line's pages under "Antes de decidir", after what the species says for all its
 * lines there (content/species.json › ganado.antesDeDecidir: the category rule and the herd's
 * health papers, once, not in every breed). Facts in it go to CONTENT-TO-CONFIRM.md.
 */
const buyerText = wordsText(20, 120, 900).describe(
  'Lo que pregunta quien compra esta línea y no quien compra cualquier otra de la especie, contestado en un párrafo de 20 a 120 palabras, de usted: caballos, la edad, la doma, la línea de los padres y su registro; ganado, el registro de la asociación de la raza, los registros de producción que cuentan en ella, lo que se revisa en esa raza; aves, el sexo, la edad, la anilla, la vacunación o la jaula. Lo que vale para toda la especie (en ganado, de qué depende el precio de cada categoría y los certificados sanitarios del hato) va una sola vez en la especie (Especies › Ganado › Antes de decidir), y la página lo pone antes de este texto: no lo repita aquí. No afirme nada del criadero que usted no haya dicho.',
);

/** The climate classes of a place, as the bovine lines name them (bovinos.json › clima). */
export const CLIMATE_CLASSES = ['frio', 'templado', 'calido'] as const;
/**
 * The names a writer gives each climate class as a place («en tierra fría», «en clima medio»). The
 * line's page shows each note under its class («En tierra fría (Bogotá, Manizales, Pasto)») and a
 * city's page under the city's: a note that opens by naming its class again echoes its label
 * (after9 §6.3: «En tierra fría / En tierra fría vive bien dentro de la casa…»).
 */
const CLASS_AS_PLACE: Record<(typeof CLIMATE_CLASSES)[number], readonly string[]> = {
  frio: ['tierra fría', 'clima frío'],
  templado: ['clima templado', 'clima medio', 'tierra templada'],
  calido: ['tierra caliente', 'clima cálido', 'clima caliente'],
};
/** The class named as a place at the opening of a note, with or without the verdict before it («No se lo recomendamos en tierra fría: …»), or undefined. */
export function classAtOpening(key: (typeof CLIMATE_CLASSES)[number], note: string): string | undefined {
  const opening = new RegExp(`^(?:(?:puro|pura|puros|puras)\\s+)?(?:no\\s+se\\s+(?:lo|la|los|las)\\s+recomendamos\\s+)?en\\s+(?:el\\s+|la\\s+)?(${CLASS_AS_PLACE[key].join('|')})`, 'iu');
  return opening.exec(note.trim())?.[1];
}
const climateNote = (key: (typeof CLIMATE_CLASSES)[number]) =>
  z
    .strictObject({
      apto: z
        .boolean()
        .describe('true si la línea se recomienda en este clima; false si no: la página lo dice claramente al comprador de una ciudad de este clima.'),
      nota: wordsText(15, 50, 360)
        .refine((value) => !classAtOpening(key, value), {
          error: (iss) =>
            `abre con «${classAtOpening(key, String(iss.input ?? ''))}», que la página ya dice encima de la nota: empiece por lo que la línea necesita o arriesga («Vive bien dentro de la casa…», «No se lo recomendamos: …»)`,
        })
        .describe(
          'Una frase de 15 a 50 palabras: lo que la línea necesita o arriesga en este clima (el calor, el frío, la altura, los parásitos, el galpón). Si no es apta, diga por qué y qué le conviene más al comprador. No la abra con el nombre del clima («En tierra fría…»): la página lo pone encima.',
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
    frio: climateNote('frio').describe('En tierra fría: lugares de 17 °C de media o menos, como Bogotá, Pasto y Manizales.'),
    templado: climateNote('templado').describe('En clima templado: de más de 17 a 24 °C de media, como Medellín, Pereira, Bucaramanga e Ibagué.'),
    calido: climateNote('calido').describe('En tierra caliente: más de 24 °C de media, como Cali, Cúcuta, Villavicencio, Barranquilla y Cartagena.'),
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
export const EQUINE_USES = ['paseo', 'exposicion', 'trabajo', 'deporte', 'carga', 'reproduccion'] as const;
/** The cattle systems (content/livestock/bovinos.json › especialidad; cities.json › campo.sistemas). */
export const CATTLE_SYSTEMS = ['lechera', 'carnica', 'doble-proposito'] as const;

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
  soloCarretera: flag().describe('birds that travel by road in a truck, never by air cargo, however far: grown pullets and hens, and the farmyard birds no source says an airline carries live (ducks, geese, turkeys, quails)'),
  ...lineFields,
  descripcion: text(100, 320),
  ficha: birdFicha.optional().describe('required for the lines that are sold'),
  educacion: guideParagraphs.optional().describe('lines shown for education only (estadoLegal "solo-informativo"): the biology, feeding and care the description promises, 2 to 4 paragraphs'),
  comprador: buyerText.optional().describe('Obligatorio en las líneas que se venden. ' + (buyerText.description ?? '')),
  climas: lineClimates.optional().describe('Obligatorio en las líneas que se venden. ' + (lineClimates.description ?? '')),
})
  .refine((b) => b.estadoLegal === 'solo-informativo' || b.comprador !== undefined, {
    message: 'una línea que se vende lleva el texto de lo que pregunta el comprador (comprador), de 20 a 120 palabras',
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
