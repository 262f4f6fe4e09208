/**
 * The lines of the litters and lots lists, in words: Decap fills the summary template of the
 * collection (src/build/cms-collections.ts) with the raw values, "Camada de shih-tzu, bogota,
 * nacida el 2026-10-17"; this turns them into "Camada de Shih Tzu, Bogotá, nacida el 17 de
 * octubre de 2026", with the names the forms' own options give; a litter's animal, "Luna, hembra, blanco
 * y dorado, vendido"; and a list's count, «7 puntos», not «7 lista de lo que se entrega…».
 */
import { longDate } from '../lib/text/spanish';

/** The summary's marker: a line that starts with it is rewritten. */
export const LINE_PREFIX = /^(Camada de|Lote:|Animal:) /;

export function readableLine(line: string, names: ReadonlyMap<string, string>): string {
  if (!LINE_PREFIX.test(line)) return line;
  if (line.startsWith('Animal: ')) {
    // an animal of a litter: the parts it has, «Luna, hembra, blanco y dorado, vendido»
    const parts = line.slice('Animal: '.length).split(' · ').map((p) => p.trim()).filter(Boolean);
    const text = parts.join(', ');
    return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Animal nuevo: escriba su sexo, color y estado';
  }
  return line
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => longDate(day))
    .replace(/\b[a-z0-9ñ]+(?:-[a-z0-9ñ]+)*\b/g, (word) => names.get(word) ?? word);
}

/**
 * A list's count in words that agree: Decap writes `${count} ${label in lower case}` for a count
 * other than one («7 lista de lo que se entrega con cada animal», «2 qué datos se tratan»: editor
 * drive s50); `plurals` maps that label to the plural of the list's item (config.yml ›
 * label_plural: «7 puntos», «2 párrafos»). Any other text stays.
 */
export function countLine(text: string, plurals: ReadonlyMap<string, string>): string {
  const m = /^(\d+) (.+)$/.exec(text);
  if (!m || m[1] === '1') return text;
  const many = plurals.get(m[2]!);
  return many ? `${m[1]} ${many}` : text;
}

interface ConfigField {
  name?: string;
  label?: string;
  label_plural?: string;
  options?: { value: string; label: string }[];
  razas_por_especie?: Record<string, { value: string; label: string }[]>;
  fields?: ConfigField[];
  field?: ConfigField;
  types?: ConfigField[];
}

/** The label (in lower case, as Decap counts it) → the item's plural, of every list of config.yml; a label two lists share with different plurals is left out. */
export function listPlurals(collections: readonly { fields?: ConfigField[]; files?: { fields?: ConfigField[] }[] }[]): Map<string, string> {
  const map = new Map<string, string>();
  const clash = new Set<string>();
  const walk = (field: ConfigField) => {
    if (field.label && field.label_plural) {
      const key = field.label.toLowerCase();
      if (map.has(key) && map.get(key) !== field.label_plural) clash.add(key);
      map.set(key, field.label_plural);
    }
    for (const f of [...(field.fields ?? []), ...(field.types ?? []), ...(field.field ? [field.field] : [])]) walk(f);
  };
  for (const c of collections) for (const f of [...(c.fields ?? []), ...(c.files ?? []).flatMap((file) => file.fields ?? [])]) walk(f);
  for (const key of clash) map.delete(key);
  return map;
}

/** Slug → name, for breeds and cities, and the lists' plurals, read from config.yml. */
async function names(): Promise<{ names: Map<string, string>; plurals: Map<string, string> }> {
  const map = new Map<string, string>();
  let plurals = new Map<string, string>();
  try {
    const config = JSON.parse(await (await fetch('config.yml', { cache: 'no-store' })).text());
    for (const collection of config.collections ?? []) {
      for (const field of (collection.fields ?? []) as ConfigField[]) {
        if (field.name === 'ciudad') for (const o of field.options ?? []) map.set(o.value, o.label);
        if (field.name === 'raza') for (const options of Object.values(field.razas_por_especie ?? {})) for (const o of options) map.set(o.value, o.label);
      }
    }
    plurals = listPlurals(config.collections ?? []);
  } catch {
    // the lines stay as Decap wrote them
  }
  return { names: map, plurals };
}

export function readableLists(): void {
  void names().then(({ names: map, plurals }) => {
    const rewrite = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        const line = LINE_PREFIX.test(text) ? readableLine(text, map) : countLine(text, plurals);
        if (line !== text) node.nodeValue = line;
      }
    };
    rewrite(document.body);
    new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'characterData') rewrite(change.target.parentNode ?? change.target);
        else for (const node of change.addedNodes) rewrite(node);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}
