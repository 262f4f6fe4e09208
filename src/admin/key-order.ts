/**
 * The order of the keys in the files the editor writes. Decap keeps an entry as Immutable maps,
 * and a map of more than eight keys forgets its order: saving one breed wrote every breed of
 * content/dogs/breeds.json with its keys shuffled («resumen» first, «nombre» in the middle), a
 * diff of a thousand lines for a changed sentence. The editor's JSON formats (src/admin/editor.ts)
 * remember each file as they read it and write it back in the order it had; a key it did not have
 * goes after the others, in the order of the form's fields where given.
 */

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => !!v && typeof v === 'object' && !Array.isArray(v);
const slugOf = (v: unknown) => (isPlain(v) && typeof v.slug === 'string' ? v.slug : undefined);

/**
 * `value` with the keys of each of its objects in the order of the same object in `template`
 * (what the file held), the keys `template` lacks after them in the order of `fields`, then as
 * they come. The items of a list are matched by their `slug` where they have one (a breed moved
 * or added), else by position. Values are not changed, only the order of keys.
 */
export function orderLike(value: unknown, template: unknown, fields: readonly string[] = []): unknown {
  if (Array.isArray(value)) {
    const list = Array.isArray(template) ? template : [];
    const bySlug = new Map(list.flatMap((t) => (slugOf(t) ? [[slugOf(t)!, t] as const] : [])));
    return value.map((item, i) => orderLike(item, slugOf(item) !== undefined && bySlug.has(slugOf(item)!) ? bySlug.get(slugOf(item)!) : slugOf(item) === undefined ? list[i] : undefined));
  }
  if (!isPlain(value)) return value;
  const known = isPlain(template) ? Object.keys(template) : [];
  const keys = [...known, ...fields, ...Object.keys(value)].filter((k, i, all) => k in value && all.indexOf(k) === i);
  return Object.fromEntries(keys.map((k) => [k, orderLike(value[k], isPlain(template) ? template[k] : undefined)]));
}

/** How much `candidate` (a file as read) looks like `value` (the entry being written): the slugs of a list, or the keys of an object, in common. */
function likeness(value: unknown, candidate: unknown): number {
  if (Array.isArray(value) && Array.isArray(candidate)) {
    const slugs = new Set(candidate.map(slugOf).filter(Boolean));
    return value.filter((item) => slugs.has(slugOf(item))).length;
  }
  // the keys in common first; of those, the ones with the same value (the litter being edited, not another)
  if (isPlain(value) && isPlain(candidate)) {
    const common = Object.keys(value).filter((k) => k in candidate);
    return common.length * 1000 + common.filter((k) => JSON.stringify(value[k]) === JSON.stringify(candidate[k])).length;
  }
  return 0;
}

/**
 * The files as the editor read them, newest last, and the one a written entry comes from: the
 * most alike (the same breeds, the same keys); of equals, the newest read. A new litter takes the
 * order of a litter read before it.
 */
export class ReadFiles {
  private files: unknown[] = [];
  constructor(private readonly limit = 500) {}
  /** Keeps `parsed` (a file as read) and gives it back. */
  remember<T>(parsed: T): T {
    this.files.push(parsed);
    if (this.files.length > this.limit) this.files.shift();
    return parsed;
  }
  templateFor(value: unknown): unknown {
    let best: unknown;
    let score = 0;
    for (const file of this.files) {
      const s = likeness(value, file);
      if (s > 0 && s >= score) [best, score] = [file, s];
    }
    return best;
  }
}
