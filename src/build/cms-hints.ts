/**
 * The editor's hints name where a value comes from in the breeder's words: «Razas y líneas › Gatos:
 * razas, precios y datos › Adaptación al clima › Frío», not «content/cats/breeds.json ›
 * adaptacion.frio» (editor drives s44–s45: 157 file paths in the hints). The schemas describe
 * their fields once, for the build and the editor, with the file and field they mean; this pass
 * over the generated collections puts each such reference as the editor shows it. A file the
 * editor does not open (content/species.json, content/places/…) keeps its path: whoever maintains
 * the site changes it.
 */
import { type CmsField, labelFrom } from './cms-config';
import type { CmsCollection } from './cms-collections';

const REFERENCE = /content\/([a-z0-9_\-|/]+?)(\.json)?(?: › ([a-zA-Z_]+(?:\.[a-zA-Z_]+)*))?(?=[\s),.;:»]|$)/g;

interface Place {
  file: string;
  /** The collection, and the file's own label when the collection has several. */
  where: string[];
  fields: CmsField[];
}

const placesCache = new WeakMap<readonly CmsCollection[], { files: Place[]; folders: Map<string, string[]> }>();

/** Where each file and folder of the editor is shown, read once per set of collections. */
function placesOf(collections: readonly CmsCollection[]): { files: Place[]; folders: Map<string, string[]> } {
  const known = placesCache.get(collections);
  if (known) return known;
  const files: Place[] = [];
  const folders = new Map<string, string[]>();
  for (const c of collections) {
    if (c.folder) folders.set(c.folder, [...(folders.get(c.folder) ?? []), c.label]);
    for (const f of c.files ?? []) {
      // a file kept as a list (the breeds, the places): its fields are the items'
      const fields = f.fields.length === 1 && f.fields[0]!.widget === 'list' && f.fields[0]!.fields ? f.fields[0]!.fields : f.fields;
      // «Gatos: razas, precios y datos» said «Gatos» where no other file of the collection starts so
      const short = f.label.split(':')[0]!;
      const label = c.files!.filter((g) => g.label.split(':')[0] === short).length === 1 ? short : f.label;
      files.push({ file: f.file, where: c.files!.length > 1 ? [c.label, label] : [c.label], fields });
    }
  }
  placesCache.set(collections, { files, folders });
  return { files, folders };
}

/** The labels of a field's path («adaptacion.frio») in a form, as far as the form has them. */
function labelsOf(fields: readonly CmsField[], path: readonly string[]): string[] {
  const [head, ...rest] = path;
  const field = fields.find((f) => f.name === head);
  if (!field) return [];
  const inner = field.fields ?? field.field?.fields ?? [];
  return [field.label, ...(rest.length ? labelsOf(inner, rest) : [])];
}

const joinOr = (names: readonly string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : names[0]!);

/** A file named by its name alone («gatos.json › kittenIncludes»), where no other file of the editor has that name. */
const BARE = /(?<![\w/.-])([a-z0-9-]+\.json)(?= › | |\)|\.|,|$)/g;
/**
 * Where the code keeps a rule (a hint written for developers too), and a field of the same file
 * named by its key in brackets («(sizeHeading)», «(sale.climateClasses)»): nothing the breeder
 * can open or read (editor drive s49).
 */
const CODE = /\s*\((?:src|scripts)\/[^)]*\)|(?:src|scripts)\/[\w/.-]+(?: › [\w.]+)?|\s*\([a-z]+(?:[A-Z]\w*|\.\w+)(?:\.\w+)*\)/g;

/**
 * The site's pages by their address pattern, as a breeder names them: a hint said «Título en Google
 * de /clousters/perros/{lugar}/» (editor drive s50). An address in brackets, where the words
 * before it already name the page, goes («Página «Quiénes somos» (/quienes-somos/)»). Keyed by the
 * address as the schemas' descriptions write it, without its first «/»: words to find in a text,
 * not addresses this module makes (those come from src/lib/routes, tests/unit/routes.test.ts).
 * A description that names one page once is written in words in its schema instead (drive s52):
 * this list keeps the pages many descriptions name by address.
 */
const PAGES: Readonly<Record<string, string>> = {
  'venta-perros/{raza}/': 'la página de la raza',
  'clousters/perros/{lugar}/': 'la página de las razas con entrega en un lugar',
  'clousters/perros/{lugar}/{raza}/': 'la página de una raza con entrega en un lugar',
  'perros-en-{lugar}/': 'la página «Perros en» un lugar',
  'perros/': 'la lista de todas las razas de perros',
  'perros/precios-por-raza/': 'la tabla de precios por raza',
  'gatos-colombia/': 'la portada de gatos',
  'gatos/{raza}/': 'la página de la raza',
  'gatos-en-{lugar}/': 'la página de gatos de un lugar',
  'gatos/precios/': 'la guía de precios de gatos',
  'bufalos-colombia/': 'la página de búfalos',
};
/** An address of the site in a text: «/», then words, braces and «/», up to the last «/» or «…». */
const ADDRESS = /(?<=^|[\s(«,;])\/(?:[a-z0-9ñáéíóú{}_-]+\/)*(?:[a-z0-9ñáéíóú{}_-]*…\/?)?/g;
/** What else a bracket of addresses holds: separators and «y similares». */
const ADDRESS_GLUE = /^(?:\s|,|;|…|\by\b|\bo\b|\by similares\b)*$/;
/** A reference to a file the editor does not open, or to a field its form does not show: for whoever maintains the site, not the breeder. */
const UNSHOWN = /content\/[\w/|-]+(?:\.json)?(?: › \w+(?:\.\w+)*)?/;

/** A text's addresses of the site in words; a bracket of addresses only, where the words name the page, left out. */
function addressesInWords(text: string): string {
  return text
    .replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => (inner.match(ADDRESS) && ADDRESS_GLUE.test(inner.replace(ADDRESS, '')) ? '' : whole))
    .replace(new RegExp(`( ?)(\\b[Ll]a (?:guía|página|portada) )?${ADDRESS.source}`, 'g'), (whole, space: string, kind: string | undefined) => {
      const words = PAGES[whole.slice(space.length + (kind?.length ?? 0) + 1)];
      if (words === undefined) return whole;
      if (!words) return kind ? `${space}${kind.trimEnd()}` : '';
      // «la guía /gatos/precios/»: «la guía de precios de gatos»; «La página /bufalos-colombia/»: «La página de búfalos»
      if (kind && words.startsWith(kind.toLowerCase())) return `${space}${kind[0]}${words.slice(1)}`;
      return `${space}${kind ?? ''}${words}`;
    })
    // what the code's issues say of a text, for whoever writes the site («(issue 41: la respuesta primero…)»)
    .replace(/\s*\(issue \d+[^()]*\)/g, '');
}

/** A text without its references to what the editor does not show: a bracket of them goes; one after a comma inside a bracket, with its comma. */
function unshownLeftOut(text: string): string {
  const ref = UNSHOWN.source;
  return text
    .replace(new RegExp(`\\s*\\((?:${ref})\\)`, 'g'), '')
    .replace(new RegExp(`\\((?:${ref})[:,] `, 'g'), '(')
    // «su título, introducción y botón están en content/species.json › portada»
    .replace(new RegExp(` están en (?:${ref})(?=[.;]|$)`, 'g'), ': los cambia quien mantiene el sitio')
    .replace(new RegExp(`, (?:${ref})(?=[,)])`, 'g'), '')
    .replace(new RegExp(`; (?:${ref})(?=\\))`, 'g'), '');
}

/** One text («… (content/cats/breeds.json › adaptacion.frio)») with its references in the editor's words. */
export function inEditorWords(reference: string, collections: readonly CmsCollection[]): string {
  return unshownLeftOut(addressesInWords(fileReferences(reference, collections)));
}

function fileReferences(reference: string, collections: readonly CmsCollection[]): string {
  const { files, folders } = placesOf(collections);
  const byName = (name: string) => files.filter((f) => f.file.split('/').pop() === name);
  const text = reference
    .replace(CODE, '')
    .replace(/CONTENT-TO-CONFIRM\.md/g, 'la lista de datos por confirmar')
    .replace(BARE, (name: string) => (byName(name).length === 1 ? byName(name)[0]!.file : name));
  return text.replace(REFERENCE, (whole, path: string, json: string | undefined, fieldPath: string | undefined) => {
    const folder = folders.get(`content/${path}`);
    if (folder && !json) return `«${joinOr(folder)}»`;
    // «dogs|cats/breeds.json»: either file; «content/livestock»: every file of the folder
    const parts = path.split('|');
    const rest = parts.find((p) => p.includes('/'))?.replace(/^[^/]+\//, '');
    const wanted = json ? parts.map((p) => (p.includes('/') || !rest ? p : `${p}/${rest}`)).map((p) => `content/${p}.json`) : [];
    const matched = json ? files.filter((f) => wanted.includes(f.file)) : files.filter((f) => f.file.startsWith(`content/${path}/`));
    if (!matched.length || (json && matched.length < wanted.length)) return whole;
    const where = matched[0]!.where.length > 1 ? [matched[0]!.where[0]!, joinOr(matched.map((m) => m.where[1]!))] : matched[0]!.where;
    const labels = fieldPath ? labelsOf(matched[0]!.fields, fieldPath.split('.')) : [];
    // a field the form does not show («content/site.json › dispatch.city» was «(«Criadero»)»: editor drive s50)
    if (fieldPath && !labels.length) return whole;
    return `«${[...where, ...labels].join(' › ')}»`;
  });
}

/** Every hint of the collections in the editor's words. */
export function hintsInEditorWords(collections: CmsCollection[]): CmsCollection[] {
  const rewrite = (field: CmsField): CmsField => {
    // a label drawn from the hint's first clause (cms-config.ts › labelFrom) is drawn again from the rewritten hint
    const label = field.hint && field.label === labelFrom(field.hint) ? (labelFrom(inEditorWords(field.hint, collections)) ?? field.label) : field.label;
    const item = field.field && rewrite(field.field);
    return {
      ...field,
      label,
      ...(field.hint ? { hint: inEditorWords(field.hint, collections) } : {}),
      ...(field.fields ? { fields: field.fields.map(rewrite) } : {}),
      // a list's item named as its list
      ...(item ? { field: field.field!.label === field.label ? { ...item, label } : item } : {}),
    };
  };
  return collections.map((c) => ({
    ...c,
    ...(c.description ? { description: inEditorWords(c.description, collections) } : {}),
    ...(c.fields ? { fields: c.fields.map(rewrite) } : {}),
    ...(c.files ? { files: c.files.map((f) => ({ ...f, fields: f.fields.map(rewrite) })) } : {}),
  }));
}
