/**
 * The species the site sells (content/species.json), in the order of the navigation: name,
 * chat word, icon, colours, whether their pages are open, and for livestock the model their
 * lines follow, the file of their lines and the words of their landing page.
 * Read once, synchronously, like content/site.json.
 */
import { z } from 'astro/zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PET_LANDING } from '../routes';
import { contentFail, describeIssues, restoreFromGit } from './errors';
import { oneOf, slug, text, wordsText } from './fields';
import { ICON_NAMES, type IconName } from './icon-names';
import { parseJsonText, readContentText } from './json';
import { LIVESTOCK_MODELS, type LivestockModel, MODEL_FACTS } from './livestock-models';

export const SPECIES_FILE = 'content/species.json';

/**
 * The pet species: each has page families and templates of its own (its landing family:
 * src/lib/routes/index.ts › PET_LANDING). Every other species of content/species.json is livestock
 * (it has a `ganado` part) and uses the livestock families, whatever its key. Names, icons, colours
 * and landing words are data: content/species.json.
 */
export const PET_SPECIES = ['perros', 'gatos'] as const satisfies readonly (keyof typeof PET_LANDING)[];
export type PetSpecies = (typeof PET_SPECIES)[number];
/** A livestock species: the clave of an entry of content/species.json with a `ganado` part. */
export type LivestockKind = string;
export type Species = PetSpecies | LivestockKind;

/** The colour palettes global.css defines (`@utility bg-species-{name}`): a species takes one of them. */
export function palettes(root = process.cwd()): string[] {
  const css = readFileSync(join(root, 'src/styles/global.css'), 'utf8');
  return [...css.matchAll(/@utility bg-species-([a-z-]+)/g)].map((m) => m[1]!);
}

const landingSchema = z.strictObject({
  titulo: text(10, 90).describe('Título de la página de la especie (pestaña del navegador y buscadores).'),
  encabezado: text(5, 60).describe('Encabezado principal de la página de la especie.'),
  introduccion: text(50, 300).describe('Párrafo de presentación bajo el encabezado.'),
  descripcion: text(50, 155)
    .optional()
    .describe('Descripción en Google, de 155 caracteres o menos (opcional): sin ella, la introducción, cortada al final de una frase o con «…» si pasa de 155.'),
  tituloTarjetas: text(3, 40).describe('Título de la lista de razas o líneas.'),
  llamada: text(5, 40).describe('Texto del botón de WhatsApp al final de la página.'),
  internacional: z.boolean().describe('true si se venden también fuera de Colombia: la página lo dice, con los países de «exportacion».'),
  exportacion: z
    .strictObject({
      paises: z.array(slug('paises')).min(1).max(19).describe('Los países (claves de content/places/countries.json) a los que una fuente dice que Colombia exporta animales vivos de la especie.'),
      nota: text(20, 300).describe('Lo que exige el país de destino, tal como lo dice la fuente (que va en CONTENT-TO-CONFIRM.md): se muestra bajo la lista.'),
    })
    .optional()
    .describe('Solo con «internacional»: sin fuente que diga que un país recibe animales vivos de Colombia, no se nombra ninguno (issue 41: el ganado vivo a Estados Unidos, Puerto Rico o España no entra, Colombia vacuna contra la aftosa).'),
  aviso: text(20, 400).optional().describe('Aviso legal destacado bajo la lista (opcional).'),
  entrega: text(50, 400)
    .optional()
    .describe('Cómo llegan los animales de la especie a la ciudad del comprador y dónde se dice el viaje y el costo de cada ciudad, sobre la lista de ciudades (opcional; issue 41: «entrega en toda Colombia» no decía cómo).'),
}).refine((p) => !p.internacional || p.exportacion, { message: 'internacional: true needs exportacion (the countries a source supports, and what they require)', path: ['exportacion'] });

/** A species' note for a climate class (ganado.notaClima): one sentence or two, 15 to 50 words, as the lines' climate notes. */
const climateNote = wordsText(15, 50, 360);

export const speciesSchema = (palettesAvailable: readonly string[]) =>
  z.strictObject({
    clave: slug('clave')
      .refine((k) => !k.includes('-'), 'write the clave as one word without hyphens ("caprinos"): its pages read it as the first word of /{clave}-{categoría}-colombia/')
      .describe('La palabra de la especie en las direcciones web (/equinos-colombia/); no la cambie en una especie publicada.'),
    nombre: text(3, 20).describe('El nombre en la navegación y en los encabezados ("Equinos").'),
    palabraChat: text(3, 30).describe('La palabra del mensaje de WhatsApp: "…quiero más información sobre {palabraChat}".'),
    icono: oneOf(ICON_NAMES as unknown as readonly [IconName, ...IconName[]], 'un icono de src/components/Icon.astro').describe('El icono de la especie en la navegación.'),
    paleta: z
      .string()
      .refine((p) => palettesAvailable.includes(p), { error: (iss) => `${JSON.stringify(iss.input)} is not a palette of src/styles/global.css; use one of: ${palettesAvailable.join(', ')}` })
      .describe('Los colores de la tarjeta de la especie en la página de inicio.'),
    abierta: z.boolean().describe('true cuando sus páginas están publicadas.'),
    tarjetaCompartir: text(5, 40).describe('El texto de la imagen que se ve al compartir una página de la especie.'),
    ganado: z
      .strictObject({
        modelo: oneOf(LIVESTOCK_MODELS, 'un modelo de ganado').describe('Cómo se describen sus líneas: bovino, equino o ave.'),
        lineas: z
          .string()
          .regex(/^content\/livestock\/[a-z0-9-]+\.json$/, 'write the path of a file under content/livestock/, e.g. "content/livestock/caprinos.json"')
          .describe('El archivo de sus razas o líneas (content/livestock/….json), escrito como las de su modelo.'),
        venta: z
          .strictObject({
            prefijo: slug('prefijo').optional().describe('La palabra antes de la línea en la dirección de venta: "caballos" da /equinos/venta-caballos-lusitano-cali/; sin ella, /aves/venta-canarios-cali/.'),
            lineasSinPrefijo: z.array(slug('lineasSinPrefijo')).max(20).describe('Líneas cuya dirección de venta no lleva el prefijo ("mulas": /equinos/venta-mulas-cali/).'),
          })
          .describe('Cómo se forman las direcciones de venta de sus líneas; no lo cambie en una especie publicada.'),
        paginasPorCiudad: z.boolean().describe('true si tiene una página por ciudad (/equinos-en-cali/).'),
        compraTipica: text(3, 60)
          .optional()
          .describe(
            'La categoría de precio que compra quien busca la especie en una ciudad, escrita como en las categorías de sus líneas («Novilla de vientre», «Caballo domado»): las páginas de la especie en una ciudad o un clima dan su precio en las razas de allí, no el del animal más barato de otra clase (un burro en la de equinos).',
          ),
        columnaCompraTipica: text(3, 60)
          .optional()
          .describe(
            'El título de la columna del precio de la compra típica en la tabla de razas de una ciudad o un clima, cuando alguna línea la vende con otro nombre («Animal domado» sobre caballos, mulas y burros; «Hembra de vientre» sobre novillas y búfalas): debe ser cierto en cada fila. Sin él, la columna dice compraTipica.',
          ),
        compraTipicaPrimero: z
          .boolean()
          .optional()
          .describe(
            'true si el precio de cada línea empieza por su compra típica, con su rango, y luego las demás puntas («Caballo domado: $ 12 a 35 millones; potro sin domar, desde…»): quien busca un caballo pregunta primero qué vale uno domado. Sin él, cada línea da su rango de la categoría más barata a la más cara (en bovinos cada comprador busca una categoría distinta: terneros para ceba, novillas, toros).',
          ),
        antesDeDecidir: text(40, 600)
          .optional()
          .describe(
            'Lo que pregunta quien compra cualquier línea de la especie, dicho una vez para todas (en ganado: de qué depende el precio de cada categoría, con palabras que valgan también para la búfala, y los papeles sanitarios del hato): sale en la página de cada línea que se vende, al abrir «Antes de decidir», antes del texto de la línea (comprador), que no lo repite.',
          ),
        notaClima: z
          .strictObject({
            frio: climateNote.optional(),
            templado: climateNote.optional(),
            calido: climateNote.optional(),
          })
          .optional()
          .describe(
            'Lo que toda la especie necesita al llegar a una clase de clima, en una frase de 15 a 50 palabras por clase (frio, templado, calido): la dicen las páginas de la especie en las ciudades de esa clase y la de la clase, debajo de la respuesta; no la repita en las notas de clima de cada línea.',
          ),
        portada: landingSchema,
      })
      .optional()
      .describe('Solo para ganado y aves: el modelo, el archivo de líneas y las palabras de su página.'),
  });

export type SpeciesEntry = z.output<ReturnType<typeof speciesSchema>>;

/** Reads and checks content/species.json: one entry per species with pages, each once. */
export function readSpecies(root = process.cwd()): SpeciesEntry[] {
  const json = parseJsonText(SPECIES_FILE, readContentText(root, SPECIES_FILE));
  if (!Array.isArray(json)) contentFail(SPECIES_FILE, `se espera una lista JSON de especies; ${restoreFromGit(SPECIES_FILE)}`);
  const schema = speciesSchema(palettes(root));
  const entries = json.map((raw, i) => {
    const id = String((raw as { clave?: unknown })?.clave ?? `#${i + 1}`);
    const result = schema.safeParse(raw);
    if (!result.success) contentFail(SPECIES_FILE, `entry "${id}" › ${describeIssues(result.error, schema, raw)}`);
    return result.data;
  });
  const keys = entries.map((e) => e.clave);
  for (const key of keys) {
    if (keys.indexOf(key) !== keys.lastIndexOf(key)) contentFail(SPECIES_FILE, `entry "${key}" appears twice; remove one of them`);
  }
  for (const key of PET_SPECIES) if (!keys.includes(key)) contentFail(SPECIES_FILE, `entry "${key}" is missing; the site has pages for it, add its entry`);
  const files = new Map<string, string>();
  for (const e of entries) {
    const pet = (PET_SPECIES as readonly string[]).includes(e.clave);
    if (!pet && !e.ganado) {
      contentFail(SPECIES_FILE, `entry "${e.clave}" › ganado: is missing; a species other than ${PET_SPECIES.join(' and ')} is livestock: give its modelo, lineas, venta, paginasPorCiudad and portada`);
    }
    if (pet && e.ganado) contentFail(SPECIES_FILE, `entry "${e.clave}" › ganado: only livestock species have it; remove it`);
    if (e.ganado) {
      const other = files.get(e.ganado.lineas);
      if (other) contentFail(SPECIES_FILE, `entry "${e.clave}" › ganado.lineas: "${e.ganado.lineas}" is already the lines file of "${other}"; give each species its own file`);
      files.set(e.ganado.lineas, e.clave);
      if (e.ganado.paginasPorCiudad && !MODEL_FACTS[e.ganado.modelo].cityPages) {
        contentFail(SPECIES_FILE, `entry "${e.clave}" › ganado.paginasPorCiudad: the pages of a species in a city are written for cattle and equines only; set it to false`);
      }
    }
  }
  return entries;
}

export const SPECIES_ENTRIES: readonly SpeciesEntry[] = readSpecies();

export interface SpeciesInfo {
  key: Species;
  name: string;
  /** Lowercase word used in chat messages ("…más información sobre caballos, mulas y burros"). */
  chatSuffix: string;
  icon: IconName;
  /** The species' gradient utility (global.css › bg-species-*, from its colour tokens). */
  gradient: string;
  available: boolean;
}

export const SPECIES: readonly SpeciesInfo[] = SPECIES_ENTRIES.map((e) => ({
  key: e.clave as Species,
  name: e.nombre,
  chatSuffix: e.palabraChat,
  icon: e.icono,
  gradient: `bg-species-${e.paleta}`,
  available: e.abierta,
}));

/** The livestock part of a livestock species' entry. */
export function livestockEntry(key: LivestockKind): NonNullable<SpeciesEntry['ganado']> & { nombre: string; tarjetaCompartir: string } {
  const entry = SPECIES_ENTRIES.find((e) => e.clave === key)!;
  return { ...entry.ganado!, nombre: entry.nombre, tarjetaCompartir: entry.tarjetaCompartir };
}

/** The model a livestock species' lines follow (content/species.json › ganado.modelo). */
export const modelOf = (key: LivestockKind): LivestockModel => livestockEntry(key).modelo;

const keysOf = (entries: readonly SpeciesEntry[]) => entries.map((e) => e.clave as LivestockKind) as [LivestockKind, ...LivestockKind[]];
/** The livestock species (those with a `ganado` entry), in the order of content/species.json. */
export const LIVESTOCK_SPECIES = keysOf(SPECIES_ENTRIES.filter((e) => e.ganado));
/** The livestock species that travel by road in a livestock truck (content/livestock/transporte.json): those of a model with a truck (MODEL_FACTS). */
export const ROAD_SPECIES = keysOf(SPECIES_ENTRIES.filter((e) => e.ganado && MODEL_FACTS[e.ganado.modelo].truck));

/**
 * The slug a line's sale pages carry before the city: the species' sale prefix and the line
 * ("caballos-lusitano", "ganado-brahman"), or the line alone ("mulas", "canarios").
 */
export function saleSlug(species: LivestockKind, line: string): string {
  const { prefijo, lineasSinPrefijo } = livestockEntry(species).venta;
  return prefijo && !lineasSinPrefijo.includes(line) ? `${prefijo}-${line}` : line;
}

/** Whether a livestock species has a page per city (content/species.json › ganado.paginasPorCiudad). */
export const hasCityPages = (species: LivestockKind): boolean => livestockEntry(species).paginasPorCiudad;
