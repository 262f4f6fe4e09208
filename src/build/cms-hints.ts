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
const CODE = /\s*\((?:src|scripts)\/[^)]*\)|(?:src|scripts)\/[\w/.-]+(?: › [\w.]+)?|\s*\([a-z]+(?:[A-Z]\w*|\.[\w.]+)\)/g;

/** One text («… (content/cats/breeds.json › adaptacion.frio)») with its references in the editor's words. */
export function inEditorWords(reference: string, collections: readonly CmsCollection[]): string {
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
