/**
 * The configuration of the breeder's editor at /admin/ (Decap CMS), generated from the zod
 * schemas the build checks content/ with, so a field the editor offers is a field the build
 * accepts, and the other way round (tests/unit/cms-config.test.ts holds them equal).
 *
 * Pure: no file or environment is read here; src/build/integrations/admin.ts writes the result as
 * dist/admin/config.yml (JSON, which is YAML) and scripts/cms.mjs serves it for local editing.
 *
 * Mapping (zod 4 → Decap widget):
 *   string                      string, or text when its limit is over LONG_TEXT characters (not an address)
 *   string of z.iso.date()      datetime, date only, stored as YYYY-MM-DD
 *   enum, string literal        select with the options; an array of enum values: select, multiple
 *   number                      number (value_type int where the schema says int, else float)
 *   boolean, literal true       boolean
 *   object                      object with its fields
 *   array of objects            list with fields; array of other values: list with one field
 *   tuple of one type           list with one field, exactly as many values ([mínimo, máximo])
 *   photoSchema                 object: image widget for `archivo` (stored "fotos/<file>"), string for `texto`
 *   optional, default, nullable, a union with ''   required: false
 * Labels and hints: the schema's metadata (`.meta({ title, description })`, `.describe()`), or
 * the Spanish label map a collection gives where its schema's descriptions are English.
 */
import type { z } from 'astro/zod';
import { PHOTO_FOLDER, photoSchema } from '../lib/content/schemas';

/** Texts longer than this get a multi-line box. */
export const LONG_TEXT = 120;

/** An option of a select whose stored value is not what the breeder reads ("shih-tzu" shown as "Perros: Shih Tzu"). */
export interface CmsOption {
  label: string;
  value: string;
}

export interface CmsField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'number' | 'boolean' | 'select' | 'datetime' | 'object' | 'list' | 'image' | 'hidden' | 'hora' | 'celular' | 'telefono' | 'nit';
  default?: string;
  required?: false;
  hint?: string;
  options?: (string | number | CmsOption)[];
  /** The breed field: the options of each species, and the species' names (read by src/admin/editor.ts). */
  razas_por_especie?: Record<string, CmsOption[]>;
  nombres_especies?: Record<string, string>;
  multiple?: true;
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  date_format?: string;
  time_format?: false;
  format?: string;
  fields?: CmsField[];
  field?: CmsField;
  collapsed?: boolean;
  /** A day a new entry starts with: the breeder's today (src/admin/editor.ts). */
  default_today?: true;
  /** The words of a day's «Hoy» button where the screen has two and «Hoy» would not tell them apart (src/admin/editor.ts › DayControl). */
  today_button?: string;
  /** A list's item in the singular: its add button («Agregar foto») and a count of one («1 foto»). */
  label_singular?: string;
  /** Its plural, for a count of several («7 puntos», not Decap's «7 lista de lo que se entrega…»): src/admin/list-lines.ts writes it over Decap's. */
  label_plural?: string;
  /** What an empty list that needs one item says, instead of Decap's «debe estar entre 1 y 24» (src/admin/editor.ts). */
  empty_message?: string;
  summary?: string;
  /** A list whose items come in kinds, each with its own fields (Decap's variable types): the kinds, and the item's field that names its kind. */
  types?: CmsField[];
  typeKey?: string;
  media_folder?: string;
  public_folder?: string;
  choose_url?: false;
}

/** Spanish labels and hints by field path ("business.legalName", "legal.title"), where the schema has none in Spanish. */
export type LabelMap = Readonly<Record<string, { label: string; hint?: string; /** a list's item, in the singular, where SINGULAR's by name does not fit */ item?: string }>>;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: z.ZodType): { title?: string; description?: string } =>
  (schema as unknown as { meta: () => { title?: string; description?: string } | undefined }).meta() ?? {};

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch', 'nonoptional']);

/**
 * The schema a field's value is written in, under its wrappers (optional, default, nullable,
 * transforms, a union with the empty string), whether it may be left out or empty, and the
 * outermost title and description on the way down.
 */
export function unwrap(schema: z.ZodType): { core: z.ZodType; required: boolean; title?: string; description?: string } {
  let core = schema;
  let required = true;
  let title: string | undefined;
  let description: string | undefined;
  for (;;) {
    const meta = metaOf(core);
    title ??= meta.title;
    description ??= meta.description;
    const def = defOf(core);
    if (WRAPPERS.has(def.type)) {
      if (def.type !== 'readonly' && def.type !== 'nonoptional') required = false;
      core = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      // a transform after the value (text().transform()) or before it (z.preprocess): the written value is the other side
      const input = def.in as z.ZodType;
      core = defOf(input).type === 'transform' ? (def.out as z.ZodType) : input;
    } else if (def.type === 'union') {
      const options = def.options as z.ZodType[];
      const rest = options.filter((o) => !(defOf(o).type === 'literal' && (defOf(o).values as unknown[]).every((v) => v === '')));
      if (rest.length === 1 && rest.length < options.length) {
        required = false;
        core = rest[0]!;
      } else return { core, required, title, description };
    } else return { core, required, title, description };
  }
}

/** The longest a label drawn from a description is, where a whole phrase of it fits. */
export const LABEL_MAX = 60;
/** Where a long first clause may end as a label, the hint saying the rest: before a clause of when, whose, which, where, or of the page it is on. */
const LABEL_CUT = / (?:mientras|cuando|cuy[oa]s?|que|si|donde|hasta|al final de|al comienzo de|en la página|en las páginas|de la página|de las páginas|en la respuesta|en el recuadro|del recuadro|en la tabla|de la tabla|bajo el título|en la guía|de la guía)(?= )/g;

/**
 * A short Spanish label from a description: its first clause, whole. A clause too long to be a
 * label ends before the last of its subordinate phrases that leaves it short («Título de la página
 * mientras «Criadero» no da…» is «Título de la página»); never a phrase cut in its middle with «…»
 * (editor drive s49). One with no such phrase stays whole.
 */
export function labelFrom(description: string | undefined): string | undefined {
  if (!description) return undefined;
  // a clause ends at «.» before a space (not inside «site.json»), «:», «;», «(» or «, »; quoted words stay
  const first = description.split(/\.(?=\s|$)|[:;(]|, /)[0]!.trim();
  if (first.length < 3) return undefined;
  if (first.length <= LABEL_MAX) return first;
  // not after an article or a preposition («Las ciudades a las | que…», «Frase que abre la sección de lo | que…»), nor too short to say what it is
  const cuts = [...first.matchAll(LABEL_CUT)].map((m) => m.index).filter((i) => i >= 20 && i <= LABEL_MAX && !/\b(?:el|la|los|las|lo|al|del|a|de|en|y|o|con|por|para)$/i.test(first.slice(0, i)));
  return cuts.length ? first.slice(0, Math.max(...cuts)) : first;
}

const isPhoto = (schema: z.ZodType) => schema === (photoSchema as z.ZodType);

/** The Decap field of one schema field. Throws, naming the path, on a shape the editor cannot show. */
export function cmsField(name: string, schema: z.ZodType, labels: LabelMap = {}, path = name): CmsField {
  const { core, required, title, description } = unwrap(schema);
  const own = labels[path];
  const label = own?.label ?? title ?? labelFrom(description) ?? name;
  const hint = own?.hint ?? description;
  const base: CmsField = { name, label, widget: 'string', ...(required ? {} : { required: false as const }), ...(hint && hint !== label ? { hint } : {}) };
  const def = defOf(core);

  if (isPhoto(core)) {
    return {
      ...base,
      widget: 'object',
      fields: [
        { name: 'archivo', label: 'Foto', widget: 'image', hint: 'Una foto JPEG, PNG o WebP, tal como la tomó la cámara: el editor le quita la ubicación antes de subirla.', choose_url: false },
        {
          ...cmsField('texto', (photoSchema.shape as Record<string, z.ZodType>).texto!, labels, `${path}.texto`),
          label: 'Qué muestra la foto',
          hint: 'Lo que se ve en la foto, para quien no puede verla: «Cachorra shih tzu blanca de ocho semanas», «Novilla Brahman gris en el potrero».',
        },
      ],
    };
  }
  switch (def.type) {
    case 'string': {
      const s = core as unknown as { format: string | null; maxLength: number | null };
      if (s.format === 'date') return { ...base, widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
      // an address is one line, however long it may be
      const long = s.maxLength !== null && s.maxLength > LONG_TEXT && s.format !== 'url' && s.format !== 'email';
      return { ...base, widget: long ? 'text' : 'string' };
    }
    case 'enum':
      return { ...base, widget: 'select', options: (core as unknown as { options: (string | number)[] }).options };
    case 'literal': {
      const values = def.values as unknown[];
      if (values.length === 1 && values[0] === true) return { ...base, widget: 'boolean' };
      if (values.every((v) => typeof v === 'string' || typeof v === 'number')) return { ...base, widget: 'select', options: values as (string | number)[] };
      break;
    }
    case 'number': {
      const n = core as unknown as { isInt: boolean; minValue: number | null; maxValue: number | null };
      // Decap checks min and max against an empty (null) value too: an optional number gets none (the build checks them)
      const finite = (v: number | null) => required && v !== null && Number.isFinite(v) && Math.abs(v) < Number.MAX_SAFE_INTEGER;
      return {
        ...base,
        widget: 'number',
        value_type: n.isInt ? 'int' : 'float',
        ...(finite(n.minValue) ? { min: n.minValue! } : {}),
        ...(finite(n.maxValue) ? { max: n.maxValue! } : {}),
      };
    }
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'tuple': {
      // a range kept as [minimum, maximum]: a list of exactly that many values of the one type
      const items = def.items as z.ZodType[];
      const types = new Set(items.map((item) => defOf(unwrap(item).core).type));
      if (items.length && types.size === 1 && !def.rest) {
        return { ...base, widget: 'list', label_singular: 'valor', label_plural: 'valores', min: items.length, max: items.length, field: { ...cmsField(name, items[0]!, labels, path), label } };
      }
      break;
    }
    case 'object': {
      const fields = cmsFields(core, labels, path);
      // An optional object's fields are required only once it is given: Decap would ask for them
      // in every entry that leaves the object out (a breed without «formas»); the schema, run in
      // the editor before saving (src/admin/entry-rules.ts), still asks for them in one that has it.
      return { ...base, widget: 'object', fields: required ? fields : fields.map((f) => ({ ...f, required: false as const })) };
    }
    case 'array': {
      const element = def.element as z.ZodType;
      const inner = unwrap(element).core;
      const bounds = listBounds(def);
      if (defOf(inner).type === 'object') {
        const fields = isPhoto(inner) ? cmsField(name, inner, labels, path).fields! : cmsFields(inner, labels, path);
        // open: a litter's animals are seen and changed at a glance
        return { ...base, widget: 'list', ...singular(name, own?.item), collapsed: false, summary: `{{fields.${fields[0]!.name}}}`, ...bounds, ...emptyMessage(name, bounds), fields };
      }
      if (defOf(inner).type === 'enum') return { ...base, widget: 'select', multiple: true, ...bounds, options: (inner as unknown as { options: (string | number)[] }).options };
      // the one field of a list of values is labelled as the list
      return { ...base, widget: 'list', ...singular(name, own?.item), ...bounds, field: { ...cmsField(name, element, labels, path), label } };
    }
  }
  throw new Error(`[cms] ${path}: a ${def.type} field has no widget in the editor; give the collection a shape the editor can show, or leave the field out of it`);
}

/**
 * The item of a list, by the list's field name, in the singular: Decap counts a list of one with it
 * («1 foto») and labels the add button with it («Agregar foto»); without it, with the list's label
 * («1 párrafos de «qué hacemos»», a button «Agregar párrafos de «qué hacemos»» four lines high at
 * 390 px: editor drive s50). Every list has one (tests/unit/cms-labels.test.ts); a list of the
 * same name that holds something else gets its own in its label map (`item`).
 */
export const SINGULAR: Readonly<Record<string, string>> = {
  fotos: 'foto',
  animales: 'animal',
  pruebas: 'prueba de salud',
  social: 'red social',
  legal: 'punto',
  tags: 'etiqueta',
  variaciones: 'variación',
  v: 'variante',
  links: 'enlace',
  sisterSites: 'grupo',
  MINI: 'raza',
  PEQUENAS: 'raza',
  MEDIANAS: 'raza',
  GRANDES: 'raza',
  paragraphs: 'párrafo',
  items: 'punto',
  list: 'punto',
  kittenIncludes: 'punto',
  benefits: 'punto',
  factors: 'punto',
  categorias: 'categoría',
  educacion: 'texto',
  descriptions: 'descripción',
  colombia: 'descripción',
  largo: 'cuidado',
  corto: 'cuidado',
  sin_pelo: 'cuidado',
  rex: 'cuidado',
  semilargo: 'cuidado',
  semilargo_doble: 'cuidado',
};
const singular = (name: string, item?: string) => {
  const one = item ?? SINGULAR[name];
  return one ? { label_singular: one, label_plural: plural(one) } : {};
};

/** The plural of an item's name: its first word («pruebas de salud»), both of «red social». */
export function plural(one: string): string {
  if (one === 'red social') return 'redes sociales';
  const [first, ...rest] = one.split(' ');
  const word = first!.endsWith('ión') ? `${first!.slice(0, -3)}iones` : /[aeiouáéíóú]$/.test(first!) ? `${first}s` : `${first}es`;
  return [word, ...rest].join(' ');
}

/** One item of a list, with its article, for the message of an empty list that needs one («Agregue al menos un animal.»: editor drive s49). */
const ONE: Readonly<Record<string, string>> = {
  fotos: 'una foto',
  animales: 'un animal',
  pruebas: 'una prueba de salud',
  social: 'una red social',
  legal: 'un punto',
  variaciones: 'una variación',
  v: 'una variante',
  links: 'un enlace',
  sisterSites: 'un grupo',
};
const emptyMessage = (name: string, bounds: { min?: number }) => (bounds.min === 1 && ONE[name] ? { empty_message: `Agregue al menos ${ONE[name]}.` } : {});

/** The min and max items of an array schema, from its checks (.min(), .max(), .length()). */
function listBounds(def: Def): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of (def.checks as { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') bounds.min = c.minimum;
    else if (c.check === 'max_length') bounds.max = c.maximum;
    else if (c.check === 'length_equals') bounds.min = bounds.max = c.length;
  }
  return bounds;
}

/** The Decap fields of an object schema, in its order; `only` keeps those keys (the rest stay in the file as they are). */
export function cmsFields(schema: z.ZodType, labels: LabelMap = {}, prefix = '', only?: readonly string[]): CmsField[] {
  const def = defOf(unwrap(schema).core);
  if (def.type !== 'object') throw new Error(`[cms] ${prefix || 'the collection'} is a ${def.type}, not an object of fields`);
  const shape = def.shape as Record<string, z.ZodType>;
  const missing = (only ?? []).filter((k) => !(k in shape));
  if (missing.length) throw new Error(`[cms] ${prefix || 'the collection'} has no field ${missing.join(', ')}`);
  return Object.entries(shape)
    .filter(([key]) => !only || only.includes(key))
    .map(([key, field]) => cmsField(key, field, labels, prefix ? `${prefix}.${key}` : key));
}

/** Where uploaded photos go, and how content names them ("fotos/<file>": photoSchema). */
export const MEDIA = { media_folder: PHOTO_FOLDER, public_folder: PHOTO_FOLDER.replace(/^content\//, '') } as const;
