/**
 * The collections of the breeder's editor (/admin/) and the Decap configuration that holds them,
 * generated from the schemas of the build (src/build/cms-config.ts maps each field; docs/editor.md).
 *
 *   camadas, lotes  content/inventario/<slug>.json, one file per litter or lot (a folder
 *             collection each, filtered by `tipo`), with photo uploads into content/fotos/
 *   precios   content/dogs/prices.json: four lists of rows, each row in shape A or shape B (its `forma`)
 *   criadero  content/site.json on one screen, its parts in order (SITE_SCREENS): the WhatsApp
 *             number, address and hours; the identity and its proofs; the published terms; the
 *             price dates; the sister sites. The deploy settings (site URL, image host,
 *             Google Ads, dispatch city, contentDate) are on none: saving keeps them as they are.
 *   razas     the breeds and lines files, JSON arrays read as a list of items (LIST_FORMAT)
 *   lugares   content/cats/places.json, what a family prepares at home in each city of the cat pages (LIST_FORMAT)
 *   textos    content/texts/*.json, one file each (their schemas describe every field in Spanish)
 * Places, clusters, redirects and image manifests are the site's facts, not the breeder's: not here
 * (the cats' text of each place is the breeder's words: it is, in «lugares»).
 */
import type { z } from 'astro/zod';
import { INVENTORY_FOLDER, litterSchema, lotSchema } from '../lib/content/inventory';
import { PRICE_GROUPS, catPlaceSchema, dogPriceSchema } from '../lib/content/schemas';
import { siteSchema, SITE_FILE } from '../lib/content/site';
import { TEXT_FILES, type TextKey } from '../lib/content/texts';
import { contentFiles, lineKey, type ContentKey } from '../lib/content/files';
import { LIVESTOCK_SPECIES, SPECIES } from '../lib/content/species';
import { BREED_LABELS, optionLabel } from './cms-breed-labels';
import { hintsInEditorWords } from './cms-hints';
import { TEXT_FIELD_LABELS } from './cms-text-labels';
import { cmsFields, type CmsField, type CmsOption, type LabelMap, MEDIA, unwrap } from './cms-config';

/** What the collection list of the editor calls each text file. */
export const TEXT_LABELS: Readonly<Record<TextKey, string>> = {
  home: 'Página de inicio',
  common: 'Textos comunes (pie de página, botón de WhatsApp)',
  dogs: 'Perros: páginas de razas y lugares',
  cats: 'Gatos: páginas de razas',
  catPages: 'Gatos: páginas por lugar y categoría',
  catGuides: 'Gatos: guías',
  genericPages: 'Páginas generales',
  infoPages: 'Quiénes somos, garantía y páginas legales',
  livestockPages: 'Ganado: páginas',
  inventory: 'Disponibles: páginas de camadas y lotes',
};

/**
 * The screens of content/site.json in the editor, each a part of the one file (saving one keeps
 * the others' fields as they are); deploy settings (site URL, image host, Google Ads, dispatch
 * city, contentDate, conversion function) are on none: they belong to whoever deploys.
 */
export const SITE_SCREENS = [
  { name: 'contacto', label: 'Número de WhatsApp, dirección y horario', fields: ['whatsappNumber', 'brand', 'defaultDescription', 'address', 'hours'] },
  { name: 'identidad', label: 'Identidad del negocio y cifras comprobables', fields: ['business', 'stats', 'legal'] },
  { name: 'condiciones', label: 'Garantía de salud, reserva y visitas', fields: ['guarantee', 'reservation', 'visits', 'inventario'] },
  { name: 'precios', label: 'Fecha de los precios', fields: ['prices'] },
  { name: 'sitios', label: 'Sitios hermanos', fields: ['sisterSites'] },
] as const;
/** The fields of content/site.json the editor shows. */
export const SITE_FIELDS = SITE_SCREENS.flatMap((screen) => screen.fields);
/** The one screen of content/site.json, as the collection lists it. */
/** Criadero's one entry, content/site.json, and its address in the editor (the reservation refusal's link opens it). */
export const SITE_COLLECTION = 'criadero';
const SITE_ENTRY = 'sitio';
export const SITE_ENTRY_HASH = `#/collections/${SITE_COLLECTION}/entries/${SITE_ENTRY}`;
export const SITE_SCREEN_LABEL = 'Datos del criadero: WhatsApp, dirección, identidad, garantía, precios y sitios hermanos';
/** The parts of content/site.json the form shows folded, to open one at a time. */
const FOLDED = new Set(['business', 'stats', 'legal', 'guarantee', 'reservation', 'visits', 'inventario', 'prices', 'sisterSites']);

/** The fields of the screen of content/site.json, in the order of SITE_SCREENS. */
export function siteFields(): CmsField[] {
  return SITE_FIELDS.flatMap((name) => cmsFields(siteSchema, SITE_LABELS, '', [name]))
    .map(withSpanishDays)
    .map((f) => withTypedWidget(f))
    .map((f) => withTodayButtons(f))
    .map((f) => (FOLDED.has(f.name) ? { ...f, collapsed: true } : f))
    .map(withOptionLabels);
}

/**
 * The fields of content/site.json the editor reads as people type them, by path: the WhatsApp
 * number («+57 300 123 4567», saved as wa.me wants it: the `celular` widget) and the business's
 * phone («+57 (601) 123-4567», «300 123 4567», saved with spaces and «+57»: the `telefono` widget)
 * and the NIT («901.234.567-8», saved as the site prints it, 901234567-8: the `nit` widget).
 */
const TYPED_WIDGETS: Readonly<Record<string, CmsField['widget']>> = { whatsappNumber: 'celular', 'business.phone': 'telefono', 'business.nit': 'nit' };
const withTypedWidget = (field: CmsField, path = field.name): CmsField => ({
  ...field,
  ...(TYPED_WIDGETS[path] ? { widget: TYPED_WIDGETS[path] } : {}),
  ...(field.fields ? { fields: field.fields.map((f) => withTypedWidget(f, `${path}.${f.name}`)) } : {}),
});

/**
 * «Fecha de los precios» holds two days, each with a button that sets it to today: two «Hoy», told
 * apart only by their hints (drive s51). Each button says what it records.
 */
export const PRICE_DAY_BUTTONS = { changed: 'Los cambié hoy', confirmed: 'Los revisé hoy' } as const;
/** A count's day (Criadero › Cifras comprobables) is the day the breeder counted: the button says so, not «Hoy» beside the count's «Número» (drive s52). */
export const COUNT_DAY_BUTTON = 'Lo conté hoy';
const TODAY_BUTTONS: Readonly<Record<string, string>> = {
  'prices.updatedOn': PRICE_DAY_BUTTONS.changed,
  'prices.confirmedOn': PRICE_DAY_BUTTONS.confirmed,
  'stats.dogsDelivered.countedOn': COUNT_DAY_BUTTON,
  'stats.familiesServed.countedOn': COUNT_DAY_BUTTON,
};
const withTodayButtons = (field: CmsField, path = field.name): CmsField => ({
  ...field,
  ...(TODAY_BUTTONS[path] ? { today_button: TODAY_BUTTONS[path] } : {}),
  ...(field.fields ? { fields: field.fields.map((f) => withTodayButtons(f, `${path}.${f.name}`)) } : {}),
});

/** Google's day names, which content/site.json keeps, as the breeder reads them. */
const DAYS: CmsOption[] = [
  ['Lunes', 'Monday'],
  ['Martes', 'Tuesday'],
  ['Miércoles', 'Wednesday'],
  ['Jueves', 'Thursday'],
  ['Viernes', 'Friday'],
  ['Sábado', 'Saturday'],
  ['Domingo', 'Sunday'],
].map(([label, value]) => ({ label: label!, value: value! }));
/** The opening hours' days in Spanish, and their hours typed as one says them («9 am», «6 p. m.»: the editor's `hora` widget). */
const withSpanishDays = (field: CmsField): CmsField =>
  field.name === 'days'
    ? { ...field, options: DAYS }
    : field.name === 'opens' || field.name === 'closes'
      ? { ...field, widget: 'hora' }
      : field.fields
        ? { ...field, fields: field.fields.map(withSpanishDays) }
        : field;

/** Spanish labels for content/site.json, whose schema describes its fields in English. */
export const SITE_LABELS: LabelMap = {
  whatsappNumber: {
    label: 'Número de WhatsApp',
    hint: 'El celular que recibe los chats de todos los botones del sitio, como lo marca: «300 123 4567». De otro país, con «+» y su indicativo. Se guarda solo con las cifras, con el 57 de Colombia delante.',
  },
  sisterSites: { label: 'Sitios hermanos', hint: 'Los enlaces del pie de página a los otros sitios del criadero, en cuatro grupos.' },
  'sisterSites.group': { label: 'Nombre del grupo', hint: 'Por ejemplo «Criaderos y tiendas».' },
  'sisterSites.links': { label: 'Enlaces' },
  'sisterSites.links.label': { label: 'Texto del enlace' },
  'sisterSites.links.url': { label: 'Dirección', hint: 'La dirección completa, con https://' },
  brand: { label: 'Nombre comercial', hint: 'El nombre del criadero en el encabezado, los títulos y el pie de todas las páginas.' },
  defaultDescription: { label: 'Descripción del sitio', hint: 'La descripción para Google de las páginas que no tienen una propia (50 a 200 caracteres).' },
  hours: { label: 'Horario de atención' },
  'hours.label': { label: 'Horario como se lee', hint: 'Por ejemplo: «Lunes a sábado, de 8:00 a. m. a 6:00 p. m.»' },
  'hours.days': { label: 'Días de atención', hint: 'Los días en que atiende.' },
  'hours.opens': { label: 'Abre a las', hint: 'Por ejemplo «8:00» u «8 am».' },
  'hours.closes': { label: 'Cierra a las', hint: 'Por ejemplo «18:00» o «6 pm».' },
  address: { label: 'Dirección' },
  'address.street': { label: 'Calle y número', hint: 'Déjelo vacío mientras no quiera publicarla.' },
  'address.locality': { label: 'Municipio' },
  'address.region': { label: 'Departamento' },
  'address.country': { label: 'País', hint: 'El código de dos letras: «CO».' },
  'address.distance': {
    label: 'Distancia desde la ciudad de las entregas',
    hint: 'Solo si cría los animales en otro municipio que la ciudad de donde salen las entregas: cómo se lee después del municipio, «a 40 minutos de Bogotá». Con ella, todas las páginas dicen «Chía, a 40 minutos de Bogotá»; sin ella, una dirección en otro municipio no se publica.',
  },
  business: { label: 'Identidad del negocio', hint: 'Lo que un comprador puede verificar. Un campo vacío no se muestra: nunca escriba un dato que no tenga.' },
  'business.legalName': { label: 'Razón social', hint: 'Como está registrada, por ejemplo «Criadero Ejemplo S.A.S.».' },
  'business.nit': { label: 'NIT', hint: 'Con su dígito de verificación, con puntos o sin ellos: «900.123.456-7».' },
  'business.icaRegistration': { label: 'Registro ICA', hint: 'El número de registro ICA del criadero, como lo escribió el ICA. Mientras esté vacío, las frases que lo nombran no se muestran.' },
  'business.foundedYear': { label: 'Año en que empezó la cría', hint: 'Cuatro cifras, por ejemplo 1994. Los años de experiencia se cuentan desde él.' },
  'business.phone': { label: 'Teléfono', hint: 'Un celular o un fijo de Colombia, como lo marca: «300 123 4567», «601 1234567». De otro país, con «+» y su indicativo.' },
  'business.email': { label: 'Correo electrónico' },
  'business.social': { label: 'Redes sociales', hint: 'Los perfiles del criadero en las redes: el nombre de la red («Instagram») y la dirección completa del perfil.' },
  'business.social.label': { label: 'Nombre de la red', hint: 'Por ejemplo «Instagram».' },
  'business.social.url': { label: 'Dirección del perfil', hint: 'La dirección completa, con https://' },
  prices: { label: 'Fecha de los precios', hint: 'Los títulos dicen el año de la más reciente de las dos fechas; al publicar, el sitio no acepta precios revisados hace más de un año.' },
  'prices.updatedOn': { label: 'Última modificación de los precios', hint: 'El día en que cambió por última vez una lista de precios.' },
  'prices.confirmedOn': { label: 'Última confirmación de los precios', hint: 'El día en que revisó que los precios siguen vigentes sin cambiarlos.' },
  stats: { label: 'Cifras comprobables', hint: 'Cada cifra con el día en que se contó; vacías hasta que las dé, y las frases que las nombran no se muestran mientras tanto.' },
  'stats.dogsDelivered': { label: 'Perros entregados', hint: 'Cuántos perros ha entregado, con el día en que lo contó: las frases del sitio que dan esta cifra se muestran solo cuando la cifra y el día están llenos.' },
  'stats.dogsDelivered.count': { label: 'Número', hint: 'Como lo muestran sus registros.' },
  'stats.dogsDelivered.countedOn': { label: 'Día en que se contó', hint: 'El día en que hizo la cuenta, que el sitio da con la cifra («a noviembre de 2026»): «Lo conté hoy» si fue hoy. Vacío mientras no dé el número.' },
  'stats.familiesServed': { label: 'Familias atendidas', hint: 'Cuántas familias ha atendido, con el día en que lo contó: las frases del sitio que dan esta cifra se muestran solo cuando la cifra y el día están llenos.' },
  'stats.familiesServed.count': { label: 'Número', hint: 'Como lo muestran sus registros.' },
  'stats.familiesServed.countedOn': { label: 'Día en que se contó', hint: 'El día en que hizo la cuenta, que el sitio da con la cifra («a noviembre de 2026»): «Lo conté hoy» si fue hoy. Vacío mientras no dé el número.' },
  legal: { label: 'Garantías y cumplimiento', hint: 'Los puntos del pie de página y de Quiénes somos (de 1 a 8).' },
  'legal.title': { label: 'Título', hint: 'El título del punto, en el pie de página y en Quiénes somos.' },
  'legal.text': { label: 'Texto', hint: 'Una o dos frases. Las palabras entre llaves, como {registroIca}, el sitio las cambia por el dato del criadero (el número de registro ICA, el año de fundación…): déjelas como están. Un punto cuyo dato está vacío no se muestra.' },
};



/** Spanish labels for the dog price list (content/dogs/prices.json), whose rows keep the old site's two shapes. */
export const PRICE_LABELS: LabelMap = {
  MINI: { label: 'Razas mini' },
  PEQUENAS: { label: 'Razas pequeñas' },
  MEDIANAS: { label: 'Razas medianas' },
  GRANDES: { label: 'Razas grandes' },
  nombre: { label: 'Raza' },
  precio_base: { label: 'Precio', hint: 'En pesos, como lo escribe: 1.300.000. El precio de un cachorro de la raza, macho o hembra.' },
  tags: { label: 'Etiquetas', hint: 'Las dejó la lista de precios del sitio anterior; las páginas no las usan: el tamaño y los usos de la raza se cambian en Razas y líneas › Perros.' },
  variaciones: { label: 'Variaciones' },
  'variaciones.nombre': { label: 'Variación' },
  'variaciones.precio': { label: 'Precio', hint: 'En pesos, como lo escribe: 1.300.000.' },
  tamano_base: { label: 'Tamaño del precio', hint: 'Si la raza se vende en varios tamaños, el tamaño al que corresponde el precio: «Estándar».' },
  b: { label: 'Raza' },
  s: { label: 'Tamaño', hint: 'Lo dejó la lista de precios del sitio anterior; las páginas no lo usan: el tamaño de la raza se cambia en Razas y líneas › Perros.' },
  // the pages read a shape B row's male and female prices, never its base price (schemas/dogs.ts › dogPriceSchema: precioBase is read by no page);
  // the Pug's base went to 2.300.000 and its pages kept 2.000.000 and 2.200.000, with no word (editor drive s50)
  bf: {
    label: 'Precio base (las páginas no lo muestran)',
    hint: 'Lo dejó la lista de precios del sitio anterior. Las páginas muestran el precio del macho y el de la hembra, aquí abajo, cada uno aparte: si cambió el precio de la raza, cámbielo en esos dos; cambiar este no los cambia.',
  },
  mf: { label: 'Precio del macho', hint: 'En pesos, como lo escribe: 1.300.000. Lo que las páginas dan para un macho; aparte del de la hembra: cambiar uno no cambia el otro.' },
  ff: { label: 'Precio de la hembra', hint: 'En pesos, como lo escribe: 1.300.000. Lo que las páginas dan para una hembra; aparte del del macho: cambiar uno no cambia el otro.' },
  v: { label: 'Variantes' },
  'v.l': { label: 'Variante' },
  'v.p': { label: 'Precio', hint: 'En pesos, como lo escribe: 1.300.000.' },
};

/** The two kinds of dog price row, as the editor names them (the file keeps «A» and «B» in `forma`). */
export const PRICE_SHAPES = {
  A: { label: 'Un precio por raza', summary: '{{fields.nombre}}' },
  B: { label: 'Precio del macho y de la hembra', summary: '{{fields.b}}' },
} as const;

/** Spanish labels for content/cats/places.json (its `lugar` is described in English). */
export const PLACE_LABELS: LabelMap = {
  lugar: {
    label: 'Lugar',
    hint: 'La ciudad o el municipio de las páginas de gatos, como va en su dirección: «bogota», «rionegro». No lo cambie: el texto dejaría de verse en sus páginas.',
  },
  hogar: { label: 'En casa: cómo preparar la casa' },
};

/**
 * The two kinds of row of the dog price list, each with only its own fields (Decap's variable
 * types, told apart by the row's `forma`): a row showed both shapes' fields, all optional, and a
 * price typed into the other shape's box was refused as an unknown field that emptying the box did
 * not remove (editor drive s49). `grupo` is the list the row is in.
 */
/**
 * The prices the pages show before the ones they do not: a shape B row's male and female prices right
 * under the breed, its base price and old size after them (drive s51: the first box under «Raza» was
 * the base price, and a new price typed there was saved, «Guardado», and shown on no page).
 */
const LAST = ['bf', 's'];
const shownFirst = (fields: CmsField[]) => [...fields.filter((f) => !LAST.includes(f.name)), ...fields.filter((f) => LAST.includes(f.name))];

export function priceRowTypes(): CmsField[] {
  const union = unwrap(dogPriceSchema as z.ZodType).core as unknown as { options: z.ZodType[] };
  return union.options.map((option) => {
    const forma = (option as unknown as { shape: { forma: z.ZodLiteral<keyof typeof PRICE_SHAPES> } }).shape.forma.value;
    return {
      name: forma,
      label: PRICE_SHAPES[forma].label,
      widget: 'object' as const,
      summary: PRICE_SHAPES[forma].summary,
      fields: shownFirst(cmsFields(option, PRICE_LABELS).filter((f) => f.name !== 'grupo' && f.name !== 'forma')),
    };
  });
}

/**
 * One folder collection per kind of inventory entry, over the same folder: Decap lists the files
 * whose `tipo` is the collection's and writes it into every new one (a hidden field). The file
 * name is the page's address: built from the breed, the city and a date, in ASCII.
 */
/**
 * What the breeder picks instead of typing an address ("shih-tzu", "bogota"): the species, the
 * breeds and lines of every species and the cities, from content/ (src/build/integrations/admin.ts reads
 * them). The build still checks each value (content/inventory.ts › checkInventory): the editor
 * cannot tie a breed to its species, so a dog breed under "gatos" is refused there.
 */
export interface CmsChoices {
  especie: CmsOption[];
  raza: CmsOption[];
  ciudad: CmsOption[];
  /** The breeds or lines of each species: the editor offers those of the species chosen (src/admin/editor.ts). */
  razasPorEspecie: Record<string, CmsOption[]>;
}

type Named = { slug: string; nombre: string };
export function cmsChoices(content: { species: { clave: string; nombre: string }[]; breedsBySpecies: Record<string, readonly Named[]>; cities: readonly Named[] }): CmsChoices {
  const speciesName = new Map(content.species.map((sp) => [sp.clave, sp.nombre]));
  return {
    especie: content.species.map((sp) => ({ label: sp.nombre, value: sp.clave })),
    raza: Object.entries(content.breedsBySpecies).flatMap(([sp, breeds]) => breeds.map((b) => ({ label: `${speciesName.get(sp) ?? sp}: ${b.nombre}`, value: b.slug }))),
    ciudad: content.cities.map((c) => ({ label: c.nombre, value: c.slug })),
    razasPorEspecie: Object.fromEntries(Object.entries(content.breedsBySpecies).map(([sp, breeds]) => [sp, breeds.map((b) => ({ label: b.nombre, value: b.slug }))])),
  };
}

/** The field as a select of the choices, where there are choices for its name; the breeds also by species. */
const withChoices = (field: CmsField, choices?: CmsChoices): CmsField => {
  if (!choices || !(field.name === 'especie' || field.name === 'raza' || field.name === 'ciudad')) return field;
  const options = choices[field.name];
  const bySpecies =
    field.name === 'raza'
      ? { razas_por_especie: choices.razasPorEspecie, nombres_especies: Object.fromEntries(choices.especie.map((o) => [o.value, o.label])), hint: 'Elija primero la especie: la lista muestra sus razas o líneas.' }
      : {};
  return { name: field.name, label: field.label, widget: 'select', options, ...(field.hint ? { hint: field.hint } : {}), ...bySpecies };
};

export function inventoryCollection(tipo: 'camada' | 'lote', choices?: CmsChoices): CmsCollection {
  const schema = tipo === 'camada' ? litterSchema : lotSchema;
  const fields = cmsFields(schema).map((f): CmsField => {
    if (f.name === 'tipo') return { name: 'tipo', label: 'Tipo', widget: 'hidden', default: tipo };
    if (f.name === 'actualizado') return { ...f, default_today: true };
    // each animal's folded line: its name if it has one, sex, colour and state (read as «Luna, hembra, blanco y dorado, vendido» by
    // src/admin/list-lines.ts); Decap's own line was the name alone, «No nombre» for every unnamed puppy (editor drive, s44)
    // the choices in words with a capital («Macho», «Disponible»; the file keeps «macho»: editor drive s46)
    if (f.name === 'animales') return { ...withOptionLabels(withChoices(f, choices)), summary: 'Animal: {{fields.nombre}} · {{fields.sexo}} · {{fields.color}} · {{fields.estado}}' };
    return withOptionLabels(withChoices(f, choices));
  });
  return tipo === 'camada'
    ? {
        name: 'camadas',
        label: 'Camadas',
        label_singular: 'camada',
        description: 'Una camada por archivo: sus padres, sus fechas, sus fotos y cada animal con su estado. Al vender o reservar un animal, cambie su «Estado»: «Actualizado el» pasa a hoy.',
        folder: INVENTORY_FOLDER,
        filter: { field: 'tipo', value: 'camada' },
        create: true,
        extension: 'json',
        format: 'json',
        slug: '{{raza}}-{{ciudad}}-{{nacimiento}}',
        identifier_field: 'raza',
        // read as "Camada de Shih Tzu, Bogotá, nacida el 17 de octubre de 2026" (src/admin/list-lines.ts)
        summary: 'Camada de {{raza}}, {{ciudad}}, nacida el {{nacimiento}}',
        fields,
      }
    : {
        name: 'lotes',
        label: 'Lotes de ganado y aves',
        label_singular: 'lote',
        description: 'Ganado o aves que se venden por cantidad (un lote de novillas, un grupo de pollitas).',
        folder: INVENTORY_FOLDER,
        filter: { field: 'tipo', value: 'lote' },
        create: true,
        extension: 'json',
        format: 'json',
        slug: '{{raza}}-{{ciudad}}-{{actualizado}}',
        identifier_field: 'descripcion',
        summary: 'Lote: {{descripcion}}, {{ciudad}}',
        fields,
      };
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
  folder?: string;
  create?: boolean;
  extension?: string;
  format?: string;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  filter?: { field: string; value: string };
  fields?: CmsField[];
  /** `preview: false`: no preview pane beside the form (Decap's own). */
  editor?: { preview: boolean };
}

/**
 * The screens without a preview of their own (src/admin/previews.ts draws the litters' and lots'):
 * Decap's default preview beside their form, on a computer, listed the raw values of the file, in
 * English where the file keeps codes («Monday», «Tuesday»… for the days of Criadero's hours,
 * «08:0018:00», «573000000000»: drive s54), which the breeder would take for what the site shows.
 */
const NO_PREVIEW = { editor: { preview: false } };

/**
 * The files kept as one JSON array, whose items the breeder changes: the breeds and lines with
 * their facts and reference prices. Decap edits no array at a file's top level; the editor reads
 * them through the format LIST_FORMAT (src/admin/editor.ts), as an object whose `items` is the
 * array, and writes the array back as the build reads it.
 */
export const LIST_FORMAT = 'json-lista';
export const LIST_FIELD = 'items';
export interface BreedFile {
  name: string;
  label: string;
  key: ContentKey;
}
export const breedFiles = (): BreedFile[] => [
  { name: 'perros', label: 'Perros: razas y sus datos', key: 'dogBreeds' },
  { name: 'gatos', label: 'Gatos: razas, precios y datos', key: 'catBreeds' },
  ...LIVESTOCK_SPECIES.map((sp) => ({ name: sp, label: `${SPECIES.find((e) => e.key === sp)?.name ?? sp}: líneas, precios y datos`, key: lineKey(sp) as ContentKey })),
];

/** A select's codes shown as words (the file keeps the codes): the breeds' and lines' lists. */
const withOptionLabels = (field: CmsField): CmsField => ({
  ...field,
  ...(field.widget === 'select' && field.options ? { options: field.options.map((o) => (typeof o === 'string' ? { label: optionLabel(o), value: o } : o)) } : {}),
  ...(field.fields ? { fields: field.fields.map(withOptionLabels) } : {}),
});

export function cmsCollections(choices?: CmsChoices): CmsCollection[] {
  const rowTypes = priceRowTypes();
  return [
    inventoryCollection('camada', choices),
    inventoryCollection('lote', choices),
    {
      name: 'precios',
      label: 'Precios',
      ...NO_PREVIEW,
      description: 'Los precios de referencia de los perros por raza. Cambie también «Fecha de los precios» en Criadero.',
      files: [
        {
          name: 'perros',
          label: 'Precios de los perros',
          file: 'content/dogs/prices.json',
          fields: PRICE_GROUPS.map((group) => ({
            name: group,
            label: PRICE_LABELS[group]!.label,
            label_singular: 'raza',
            widget: 'list' as const,
            collapsed: true,
            types: rowTypes,
            typeKey: 'forma',
          })),
        },
      ],
    },
    {
      name: SITE_COLLECTION,
      label: 'Criadero',
      ...NO_PREVIEW,
      description: 'El número de WhatsApp, la dirección y el horario; la identidad del negocio y sus pruebas; la garantía y las condiciones; la fecha de los precios; los sitios hermanos.',
      // one screen: Decap tells a file collection's entries apart by their file, so five screens of
      // content/site.json all opened the first; its parts follow one another, the long ones folded
      // through the editor's «json» format (src/admin/editor.ts › jsonFormat), which keeps the file's
      // order of keys: without it Decap wrote its own, and a save of four values rewrote 160 lines
      format: 'json',
      extension: 'json',
      files: [{ name: SITE_ENTRY, label: SITE_SCREEN_LABEL, file: SITE_FILE, fields: siteFields() }],
    },
    {
      name: 'razas',
      label: 'Razas y líneas',
      ...NO_PREVIEW,
      description: 'Los datos de cada raza o línea y sus precios de referencia (los de los perros están en Precios). No cambie el «slug»: es la dirección de sus páginas.',
      format: LIST_FORMAT,
      extension: 'json',
      files: breedFiles().map((b) => ({
        name: b.name,
        label: b.label,
        file: contentFiles[b.key].file,
        fields: [
          {
            name: LIST_FIELD,
            label: b.name === 'perros' || b.name === 'gatos' ? 'Razas' : 'Líneas',
            label_singular: b.name === 'perros' || b.name === 'gatos' ? 'raza' : 'línea',
            widget: 'list' as const,
            collapsed: true,
            summary: '{{fields.nombre}}',
            fields: cmsFields(contentFiles[b.key].schema as z.ZodType, BREED_LABELS[b.key] ?? {}).map(withOptionLabels),
          },
        ],
      })),
    },
    {
      name: 'lugares',
      label: 'Gatos en cada lugar',
      ...NO_PREVIEW,
      description: 'Lo que una familia con un gatito debe preparar en casa en cada ciudad de las páginas de gatos. No cambie el «lugar»: es la ciudad de esas páginas.',
      format: LIST_FORMAT,
      extension: 'json',
      files: [
        {
          name: 'gatos',
          label: 'Gatos: la casa en cada ciudad',
          file: contentFiles.catPlaces.file,
          fields: [
            { name: LIST_FIELD, label: 'Lugares', label_singular: 'lugar', widget: 'list' as const, collapsed: true, summary: '{{fields.lugar}}', fields: cmsFields(catPlaceSchema, PLACE_LABELS) },
          ],
        },
      ],
    },
    {
      name: 'textos',
      label: 'Textos del sitio',
      ...NO_PREVIEW,
      description: 'Las palabras de las páginas. Un texto con {raza}, {lugar}… los completa el sitio: deje esas marcas como están.',
      format: 'json',
      extension: 'json',
      files: (Object.keys(TEXT_FILES) as TextKey[]).map((key) => ({
        name: key,
        label: TEXT_LABELS[key],
        file: TEXT_FILES[key].file,
        fields: cmsFields(TEXT_FILES[key].schema, TEXT_FIELD_LABELS[key]).map(withOptionLabels),
      })),
    },
  ];
}

/** Where the editor saves. */
export type CmsBackend =
  /** Local editing: decap-server on this machine writes the files of the working copy. */
  | { kind: 'local'; url: string }
  /** Production: commits to the GitHub repository, logging in through the OAuth proxy at `baseUrl` (Cloudflare), or Netlify's when none. */
  | { kind: 'github'; repo: string; branch: string; baseUrl?: string };

export function cmsConfig(backend: CmsBackend, choices?: CmsChoices) {
  return {
    locale: 'es',
    ...(backend.kind === 'local'
      ? { local_backend: { url: backend.url }, backend: { name: 'github', repo: 'local/local', branch: 'main' } }
      : { backend: { name: 'github', repo: backend.repo, branch: backend.branch, ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}) } }),
    ...MEDIA,
    // file names of new entries (the page's address): ASCII, no accents
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: hintsInEditorWords(cmsCollections(choices)),
  };
}

/** The config as Decap reads config.yml: JSON is YAML. */
export const renderCmsConfig = (backend: CmsBackend, choices?: CmsChoices) => `${JSON.stringify(cmsConfig(backend, choices), null, 2)}\n`;

