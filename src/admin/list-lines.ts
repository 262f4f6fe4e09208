/**
 * The lines of the litters and lots lists, in words: Decap fills the summary template of the
 * collection (src/build/cms-collections.ts) with the raw values, "Camada de shih-tzu, bogota,
 * nacida el 2026-10-17"; this turns them into "Camada de Shih Tzu, Bogotá, nacida el 17 de
 * octubre de 2026", with the names the forms' own options give; a litter's animal, "Luna, hembra, blanco
 * y dorado, vendido".
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

/** Slug → name, for breeds and cities, read from the collections' fields in config.yml. */
async function names(): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  try {
    const config = JSON.parse(await (await fetch('config.yml', { cache: 'no-store' })).text());
    for (const collection of config.collections ?? []) {
      for (const field of collection.fields ?? []) {
        if (field.name === 'ciudad') for (const o of field.options ?? []) map.set(o.value, o.label);
        if (field.name === 'raza') for (const options of Object.values(field.razas_por_especie ?? {}) as { value: string; label: string }[][]) for (const o of options) map.set(o.value, o.label);
      }
    }
  } catch {
    // the lines stay as Decap wrote them
  }
  return map;
}

export function readableLists(): void {
  void names().then((map) => {
    const rewrite = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.nodeValue ?? '';
        if (LINE_PREFIX.test(text)) {
          const line = readableLine(text, map);
          if (line !== text) node.nodeValue = line;
        }
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
