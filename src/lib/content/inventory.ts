/**
 * The breeder's inventory (issue 26): one JSON file per litter or lot under content/inventario/,
 * the way a git-based CMS folder collection writes them (content/inventario/<slug>.json; the slug
 * is the file name and the page's URL). A litter (`tipo: "camada"`) lists its animals one by one;
 * a lot (`tipo: "lote"`) is livestock sold by count where single animals make no sense (a lot of
 * heifers, a batch of chicks). The folder ships empty: nothing here is ever invented.
 *
 * The schemas check each file alone (dates in order, prices within bounds, a litter with animals,
 * no two animals of a litter with one name); `checkInventory` checks what needs the other files
 * (the species has that breed or line, the city exists) and the build day (an update date in the
 * future). Every field carries a Spanish title and hint for the editor at /admin/ (`.meta`).
 */
import { z } from 'astro/zod';
import { contentFail, didYouMean } from './errors';
import { isoDay, lengthLimit, num, oneOf, optionalText, text } from './fields';
import { photoSchema, price } from './schemas';
import { PET_SPECIES, SPECIES_ENTRIES } from './species';

/** The folder of the inventory files. */
export const INVENTORY_FOLDER = 'content/inventario';
/** The file of one inventory entry, as errors name it. */
export const inventoryFile = (id: string) => `${INVENTORY_FOLDER}/${id}.json`;

export const ANIMAL_STATUSES = ['disponible', 'reservado', 'vendido'] as const;
export type AnimalStatus = (typeof ANIMAL_STATUSES)[number];
export const SEXES = ['macho', 'hembra'] as const;
export const LOT_PRICE_UNITS = ['animal', 'lote'] as const;

const SPECIES_KEYS = SPECIES_ENTRIES.map((e) => e.clave) as [string, ...string[]];

/** A lot's price: per chick or per lot, so the bounds of a livestock line's reference price (content/livestock/*.json › precio). */
const lotPrice = num()
  .int('el precio va en pesos enteros (COP), sin decimales')
  .min(1_000, 'un precio de menos de $1.000 COP es seguramente un error de digitación; revise los ceros')
  .max(1_000_000_000, 'un precio de más de $1.000.000.000 COP es seguramente un error de digitación; revise los ceros');

const photos = z
  .array(photoSchema)
  .max(12, 'ponga como máximo 12 fotos; deje las que mejor muestran a los animales')
  .default([]);

const parentSchema = z
  .strictObject({
    nombre: optionalText(2, 60).meta({ title: 'Nombre', description: 'El nombre del animal, como figura en su registro. Vacío si no lo quiere publicar.' }),
    registro: optionalText(2, 60).meta({
      title: 'Registro o pedigrí',
      description: 'El número de registro o de pedigrí, como lo escribió la asociación (ACCC, FCI, Asocebú…). Vacío si no lo tiene: nunca lo invente.',
    }),
    pruebas: z
      .array(text(3, 120).meta({ title: 'Prueba', description: 'Una prueba de salud con su resultado: «Displasia de cadera OFA: buena».' }))
      .max(10, 'ponga como máximo 10 pruebas de salud')
      .default([])
      .meta({ title: 'Pruebas de salud', description: 'Las pruebas de salud que tiene, con su resultado. Vacío si no tiene ninguna.' }),
  })
  .meta({ title: 'Padre o madre', description: 'Lo que se sabe del padre o de la madre; todo es opcional y nada se inventa.' });

const animalSchema = z
  .strictObject({
    nombre: optionalText(2, 40).meta({ title: 'Nombre', description: 'El nombre del animal, si ya lo tiene. Opcional.' }),
    sexo: oneOf(SEXES, 'un sexo').meta({ title: 'Sexo', description: 'Macho o hembra.' }),
    color: text(3, 60).meta({ title: 'Color', description: 'El color como lo diría a un comprador, en masculino y sin concordar con el sexo: «blanco y dorado», «negro con fuego». La página lo muestra tras «color» («Hembra · color blanco y dorado»).' }),
    estado: oneOf(ANIMAL_STATUSES, 'un estado').meta({
      title: 'Estado',
      description: 'Disponible, reservado (con anticipo) o vendido. Cámbielo el día en que lo vende o lo reserva: «Actualizado el» de la camada pasa a hoy.',
    }),
    precio: price.nullable().default(null).meta({
      title: 'Precio en pesos',
      description: 'El precio de este animal en pesos, como lo escribe: 1.200.000. Vacío: el de la lista de precios de la raza.',
    }),
    fotos: photos.meta({ title: 'Fotos', description: 'Fotos de este animal; con fotos propias tiene su propia página.' }),
  })
  .meta({ title: 'Animal', description: 'Un animal de la camada.' });

/** The fields litters and lots share. */
const common = {
  especie: oneOf(SPECIES_KEYS, 'una especie de content/species.json').meta({ title: 'Especie', description: 'La especie de los animales.' }),
  raza: z
    .string()
    .max(80, lengthLimit(80))
    .meta({ title: 'Raza o línea', description: 'La raza o la línea de los animales, de la especie que marcó arriba.' }),
  ciudad: z
    .string()
    .max(80, lengthLimit(80))
    .meta({ title: 'Ciudad', description: 'La ciudad donde están los animales.' }),
  actualizado: isoDay('actualizado').meta({
    title: 'Actualizado el',
    description: 'El día en que revisó por última vez esta publicación. Pasados los «Días sin actualizar» de Criadero › Inventario, sus animales dejan de mostrarse como disponibles.',
  }),
  fotos: photos.meta({ title: 'Fotos', description: 'Fotos de la camada o del lote, y de la madre si la tiene.' }),
  video: z
    .url({ protocol: /^https$/, error: (iss) => `${JSON.stringify(iss.input)} no es una dirección https://; pegue la dirección completa del video (https://…)` })
    .max(300, lengthLimit(300))
    .optional()
    .meta({ title: 'Video', description: 'La dirección de un video (https://…), por ejemplo en YouTube o Instagram. Se muestra como enlace. Opcional.' }),
};

const DATE_FIX = 'corrija una de las dos fechas';

export const litterSchema = z
  .strictObject({
    tipo: z.literal('camada').meta({ title: 'Tipo', description: 'camada: animales que se venden uno por uno.' }),
    ...common,
    nacimiento: isoDay('nacimiento').meta({ title: 'Fecha de nacimiento', description: 'Día en que nacieron.' }),
    listosDesde: isoDay('listosDesde').meta({ title: 'Listos para entregar desde', description: 'Día desde el que pueden irse con su familia.' }),
    madre: parentSchema.optional().meta({ title: 'Madre', description: 'La madre: nombre, registro y pruebas de salud, si existen.' }),
    padre: parentSchema.optional().meta({ title: 'Padre', description: 'El padre: nombre, registro y pruebas de salud, si existen.' }),
    animales: z
      .array(animalSchema)
      .min(1, 'una camada necesita por lo menos un animal; agregue sus animales, o borre la camada si ya no se publica')
      .max(24, 'una camada tiene como máximo 24 animales; si son más, publíquelos en dos camadas')
      .meta({ title: 'Animales', description: 'Cada animal de la camada, con su sexo, color, estado y precio.' }),
  })
  .superRefine((l, ctx) => {
    if (l.listosDesde < l.nacimiento) {
      ctx.addIssue({ code: 'custom', path: ['listosDesde'], message: `"${l.listosDesde}" es anterior a la fecha de nacimiento (${l.nacimiento}): no pueden entregarse antes de nacer; ${DATE_FIX}` });
    }
    if (l.nacimiento > l.actualizado) {
      ctx.addIssue({ code: 'custom', path: ['nacimiento'], message: `"${l.nacimiento}" es posterior a «Actualizado el» (${l.actualizado}): la camada no pudo actualizarse antes de nacer; ${DATE_FIX}` });
    }
    const seen = new Map<string, number>();
    l.animales.forEach((a, i) => {
      if (!a.nombre) return;
      const key = a.nombre.toLocaleLowerCase('es');
      const first = seen.get(key);
      if (first !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['animales', i, 'nombre'], message: `dos animales de la camada se llaman "${a.nombre}" (el ${first + 1} y el ${i + 1} de la lista); dé a cada uno su propio nombre, o deje uno vacío` });
      } else seen.set(key, i);
    });
  })
  .meta({ title: 'Camada', description: 'Una camada: sus padres, sus fechas y cada uno de sus animales.' });

export const lotSchema = z
  .strictObject({
    tipo: z.literal('lote').meta({ title: 'Tipo', description: 'lote: ganado o aves que se venden por cantidad.' }),
    ...common,
    descripcion: text(5, 120).meta({ title: 'Qué es', description: 'Qué se vende, en pocas palabras: «Novillas Brahman de 18 meses», «Pollitas ponedoras de un día».' }),
    articulo: oneOf(['los', 'las'] as const, 'un artículo').meta({
      title: 'Artículo',
      description: '«las» si lo que se vende se dice «las novillas», «las pollitas»; «los» si se dice «los novillos», «los pollos». El estado concuerda con él: «Vendidas», «Vendidos».',
    }),
    cantidad: num().int().min(1, 'cantidad es cuántos animales tiene el lote: por lo menos 1').max(100_000, 'cantidad: un lote de más de 100.000 animales es seguramente un error de digitación').meta({ title: 'Cantidad', description: 'Cuántos animales tiene el lote.' }),
    precio: lotPrice.nullable().default(null).meta({ title: 'Precio en pesos', description: 'El precio en pesos, como lo escribe: 1.200.000. Vacío: el de la lista de precios de la línea.' }),
    precioPor: oneOf(LOT_PRICE_UNITS, 'una unidad de precio').default('animal').meta({ title: 'Precio por', description: 'animal: el precio es de cada animal; lote: de todo el lote.' }),
    estado: oneOf(ANIMAL_STATUSES, 'un estado').meta({ title: 'Estado', description: 'Disponible, reservado o vendido. Cámbielo el día en que lo vende o lo reserva: «Actualizado el» pasa a hoy.' }),
    nacimiento: isoDay('nacimiento').optional().meta({ title: 'Fecha de nacimiento', description: 'Día en que nacieron, si es uno solo. Opcional.' }),
  })
  .superRefine((l, ctx) => {
    if (l.nacimiento && l.nacimiento > l.actualizado) {
      ctx.addIssue({ code: 'custom', path: ['nacimiento'], message: `"${l.nacimiento}" es posterior a «Actualizado el» (${l.actualizado}): el lote no pudo actualizarse antes de nacer; ${DATE_FIX}` });
    }
  })
  .meta({ title: 'Lote', description: 'Un lote de ganado o de aves que se vende por cantidad.' });

const TIPOS = { camada: litterSchema, lote: lotSchema } as const;

/** One file of content/inventario/: a litter or a lot, told apart by `tipo`. */
export const inventorySchema = z
  .discriminatedUnion('tipo', [litterSchema, lotSchema], {
    error: (iss) => {
      const tipo = (iss.input as { tipo?: unknown } | undefined)?.tipo;
      return `${tipo === undefined ? 'falta' : `${JSON.stringify(tipo)} no es un tipo`}; escriba "camada" (animales que se venden uno por uno) o "lote" (ganado o aves que se venden por cantidad)`;
    },
  })
  .meta({ title: 'Inventario', description: 'Una camada o un lote publicado.' });

export type Litter = z.output<typeof litterSchema>;
export type Lot = z.output<typeof lotSchema>;
export type InventoryEntry = (Litter | Lot) & { slug: string };
export type Animal = Litter['animales'][number];
export type Parent = z.output<typeof parentSchema>;

/** The schema of one file's `tipo`, for messages that name its fields; the union when `tipo` is wrong. */
export function inventorySchemaOf(data: unknown): z.ZodType {
  const tipo = (data as { tipo?: unknown } | null)?.tipo;
  return typeof tipo === 'string' && tipo in TIPOS ? TIPOS[tipo as keyof typeof TIPOS] : inventorySchema;
}

/** "animales.2.estado" → 'animales.2 ("Luna").estado': a field of an animal names the animal when it has a name. */
export function nameAnimals(message: string, data: unknown): string {
  const animals = (data as { animales?: { nombre?: unknown }[] } | null)?.animales;
  if (!Array.isArray(animals)) return message;
  return message.replace(/\banimales\.(\d+)(?=[.:])/g, (match, i: string) => {
    const name = animals[Number(i)]?.nombre;
    return typeof name === 'string' && name.trim() ? `${match} ("${name.trim()}")` : match;
  });
}

/** What `checkInventory` needs of the other content files. */
export interface InventoryRefs {
  /** The breeds or lines of each species, by species key. */
  breedsOf: (species: string) => { slugs: readonly string[]; file: string };
  cities: readonly string[];
}

/**
 * Checks what one file cannot know: the species has that breed or line, the city is one of
 * content/places/cities.json, a lot is livestock, and the update date is not after the build day
 * (`today`, YYYY-MM-DD). Each error names content/inventario/<file>.json, the entry and the field.
 */
export function checkInventory(entries: readonly InventoryEntry[], refs: InventoryRefs, today: string): void {
  for (const e of entries) {
    const fail = (field: string, message: string): never => contentFail(inventoryFile(e.slug), `entry "${e.slug}" › ${field}: ${message}`);
    const { slugs, file } = refs.breedsOf(e.especie);
    if (!slugs.includes(e.raza)) {
      fail('raza', `"${e.raza}" no es una raza ni una línea de ${e.especie} (${file})${didYouMean(e.raza, slugs)}; use una de: ${slugs.join(', ')}`);
    }
    if (!refs.cities.includes(e.ciudad)) {
      fail('ciudad', `"${e.ciudad}" no es una ciudad de content/places/cities.json${didYouMean(e.ciudad, refs.cities)}; use una de: ${refs.cities.join(', ')}`);
    }
    if (e.tipo === 'lote' && (PET_SPECIES as readonly string[]).includes(e.especie)) {
      fail('tipo', `un lote es para ganado o aves que se venden por cantidad; los ${e.especie} se venden uno por uno: escriba "camada" y ponga cada animal`);
    }
    if (e.actualizado > today) {
      fail('actualizado', `"${e.actualizado}" es posterior a hoy (${today}); escriba el día en que revisó esta publicación por última vez, a más tardar hoy`);
    }
  }
}
