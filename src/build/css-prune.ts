/**
 * Per-page stylesheet pruning, so the whole render-blocking CSS of a page can be inlined in its
 * HTML and the first paint needs one round trip. The site's stylesheet is Tailwind output for
 * every page type; a page keeps the rules whose class selectors it can match: classes in its own
 * HTML, plus classes that the islands' JavaScript renders (kept on every page). Rules without a
 * class (preflight, base) are always kept; @property and @keyframes when a kept rule or an inline
 * style names them. Deterministic: same input, same bytes.
 */
import postcss, { type ChildNode, type Container, type Declaration } from 'postcss';

/** A parsed stylesheet: a tree of pieces, each kept or dropped per page. */
type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; alternatives: string[][] }
  | { kind: 'block'; open: string; close: string; children: Piece[] }
  /** A rule that only declares custom properties (Tailwind's theme and property defaults). */
  | { kind: 'vars'; open: string; close: string; decls: { name: string; text: string; value: string }[] }
  /** `@property --x {…}`: kept when a kept rule names --x. */
  | { kind: 'property'; name: string; text: string }
  /** `@keyframes x {…}`: kept when a kept rule or an inline style names x. */
  | { kind: 'keyframes'; name: string; text: string };

export interface PrunableCss {
  pieces: Piece[];
  /** Every class some rule needs, and every element as a `<name` token. */
  classes: Set<string>;
}

/** The custom properties a text names (`--color-brand-50`, not a prefix of a longer name). */
function namedProperties(text: string): Set<string> {
  return new Set([...text.matchAll(/--[\w-]+/g)].map((m) => m[0]));
}

/** Unescapes a CSS identifier (`hover\:underline` → `hover:underline`, `\32 xl` → `2xl`). */
export function unescapeCss(ident: string): string {
  return ident.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|([^0-9a-fA-F]))/g, (_, hex: string | undefined, ch: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : ch!));
}

/** Splits on commas outside parentheses and brackets. */
function splitTopLevel(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g;

/** Strips what a selector can match without: attribute selectors, `:not(…)`, parenthesised lists. */
function positivePart(selector: string): string {
  let s = selector;
  // Innermost first, until nothing changes.
  for (let before = ''; before !== s; ) {
    before = s;
    s = s
      .replace(/\[(?:\\.|[^\]\\])*\]/g, '')
      .replace(/:not\((?:\\.|[^()\\])*\)/g, '')
      .replace(/\((?:\\.|[^()\\])*,(?:\\.|[^()\\])*\)/g, '');
  }
  return s;
}

/**
 * The classes an element tree must have for this selector (one alternative of a list) to match:
 * every class outside attribute selectors, `:not(…)` and parenthesised lists (which could match
 * without them).
 */
export function requiredClasses(selector: string): string[] {
  return [...positivePart(selector).matchAll(CLASS)].map((m) => unescapeCss(m[1]!));
}

/** Pseudo-elements that only form controls have (an input, a textarea or a select). */
const FORM_PSEUDO = /::(?:placeholder|file-selector-button|-webkit-(?:search|date|datetime|calendar|inner-spin|outer-spin))/;
/** The token that stands for "the page has a form control" in a page's tag set. */
export const FORM_CONTROL = '<form-control';

/**
 * The element names (as `<name` tokens) a page must contain for this selector to match: type
 * selectors outside the parts requiredClasses ignores, and FORM_CONTROL for form pseudo-elements.
 */
export function requiredTags(selector: string): string[] {
  const s = positivePart(selector)
    .replace(CLASS, '')
    .replace(/:(?:nth-[a-z-]+|lang|dir)\([^)]*\)/g, '');
  const tags = [...s.matchAll(/(?:^|[\s>+~(])([a-z][a-z0-9-]*)/g)].map((m) => `<${m[1]}`);
  return FORM_PSEUDO.test(s) ? [...tags, FORM_CONTROL] : tags;
}

/** The `<name` tokens of the elements in an HTML document, plus FORM_CONTROL if it has a form control. */
export function htmlTags(html: string): Set<string> {
  const names = new Set<string>();
  for (const m of html.matchAll(/<([a-z][a-z0-9-]*)/g)) names.add(m[1]!);
  const out = new Set([...names].map((name) => `<${name}`));
  if (out.has('<input') || out.has('<textarea') || out.has('<select')) out.add(FORM_CONTROL);
  return out;
}

/** The text around a container's children: `@media (…){` and `}`. */
function shell(node: Container): { open: string; close: string } {
  const empty = node.clone();
  empty.removeAll();
  const text = empty.toString();
  const at = text.lastIndexOf('{') + 1;
  return { open: text.slice(0, at), close: text.slice(at) };
}

function toPieces(container: Container, classes: Set<string>): Piece[] {
  return (container.nodes ?? []).map((node: ChildNode): Piece => {
    // Theme values and Tailwind's property defaults: custom properties on rules that need no class.
    if (
      node.type === 'rule' &&
      node.nodes.length > 0 &&
      node.nodes.every((n) => n.type === 'decl' && n.prop.startsWith('--')) &&
      splitTopLevel(node.selector).every((alt) => requiredClasses(alt).length === 0)
    ) {
      const decls = (node.nodes as Declaration[]).map((d) => ({ name: d.prop, value: d.value, text: d.toString() }));
      return { kind: 'vars', ...shell(node), decls };
    }
    if (node.type === 'atrule' && node.name === 'property') return { kind: 'property', name: node.params.trim(), text: node.toString() };
    if (node.type === 'atrule' && node.name === 'keyframes') return { kind: 'keyframes', name: node.params.trim(), text: node.toString() };
    if (node.type === 'rule' && !node.nodes.some((n) => n.type === 'rule' || n.type === 'atrule')) {
      const alternatives = splitTopLevel(node.selector).map((alt) => [...requiredClasses(alt), ...requiredTags(alt)]);
      for (const alt of alternatives) for (const c of alt) classes.add(c);
      return { kind: 'rule', text: node.toString(), alternatives };
    }
    if (node.type === 'atrule' && node.nodes && node.name !== 'keyframes' && node.name !== 'property' && node.name !== 'font-face') {
      return { kind: 'block', ...shell(node), children: toPieces(node, classes) };
    }
    // Every comment goes, Tailwind's `/*! tailwindcss … | MIT License */` banner too: 43 B on every
    // page's first round trip. Its licence is kept beside the stylesheet (src/styles/LICENSE-tailwindcss.txt).
    if (node.type === 'comment') return { kind: 'text', text: '' };
    // A statement at-rule (`@layer components;`) needs its semicolon before the next node.
    if (node.type === 'atrule' && !node.nodes) return { kind: 'text', text: `${node.toString()};` };
    return { kind: 'text', text: node.toString() };
  });
}

/** Parses a stylesheet once, for pruning it for many pages. */
export function parseCss(css: string): PrunableCss {
  const classes = new Set<string>();
  const root = postcss.parse(css);
  return { pieces: toPieces(root, classes), classes };
}

/** What a page keeps besides its rules: custom properties and animations its rules name (null: none yet). */
interface Named {
  properties: ReadonlySet<string>;
  animations: ReadonlySet<string>;
}

function render(pieces: Piece[], used: ReadonlySet<string>, named: Named | null): string {
  let out = '';
  for (const p of pieces) {
    if (p.kind === 'text') out += p.text;
    else if (p.kind === 'rule') {
      if (p.alternatives.some((alt) => alt.every((c) => used.has(c)))) out += p.text;
    } else if (p.kind === 'block') {
      const inner = render(p.children, used, named);
      if (inner) out += p.open + inner + p.close;
    } else if (p.kind === 'vars') {
      if (!named) continue;
      const kept = p.decls.filter((d) => named.properties.has(d.name));
      if (kept.length) out += `${p.open}${kept.map((d) => d.text).join(';')}${p.close}`;
    } else if (p.kind === 'keyframes') {
      if (named?.animations.has(p.name)) out += p.text;
    } else if (named?.properties.has(p.name)) out += p.text;
  }
  return out;
}

function keyframeNames(pieces: Piece[], into = new Set<string>()): Set<string> {
  for (const p of pieces) {
    if (p.kind === 'keyframes') into.add(p.name);
    else if (p.kind === 'block') keyframeNames(p.children, into);
  }
  return into;
}

function varDecls(pieces: Piece[], into = new Map<string, string>()): Map<string, string> {
  for (const p of pieces) {
    if (p.kind === 'vars') for (const d of p.decls) into.set(d.name, `${into.get(d.name) ?? ''} ${d.value}`);
    else if (p.kind === 'block') varDecls(p.children, into);
  }
  return into;
}

/**
 * The stylesheet with only the rules that can match an element with some of the `used` classes,
 * and only the custom properties (theme values, Tailwind's property defaults, @property) that
 * the kept rules, `extra` (the page's inline styles) or other kept properties name, and the
 * @keyframes that the kept rules or `extra` name.
 */
export function pruneCss(css: PrunableCss, used: ReadonlySet<string>, extra = ''): string {
  const kept = render(css.pieces, used, null) + extra;
  const names = namedProperties(kept);
  const values = varDecls(css.pieces);
  for (const queue = [...names]; queue.length; ) {
    for (const n of namedProperties(values.get(queue.pop()!) ?? '')) if (!names.has(n)) (names.add(n), queue.push(n));
  }
  // An animation is named by a kept rule or by a custom property one uses (--animate-spin: spin 1s …).
  const words = new Set([kept, ...[...names].map((n) => values.get(n) ?? '')].join(' ').split(/[^\w-]+/));
  const animations = new Set([...keyframeNames(css.pieces)].filter((n) => words.has(n)));
  return render(css.pieces, used, { properties: names, animations });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The class names in an HTML document's class attributes. */
export function htmlClasses(html: string): Set<string> {
  const out = new Set<string>();
  // A page repeats its class attributes many times over (every link of a list, every card): each value is split once.
  const values = new Set<string>();
  for (const m of html.matchAll(/\sclass=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)) {
    const raw = m[1] ?? m[2] ?? m[3] ?? '';
    if (values.has(raw)) continue;
    values.add(raw);
    const value = raw.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]!);
    for (const c of value.split(/\s+/)) if (c) out.add(c);
  }
  return out;
}

/**
 * The classes and elements of `known` that a script's source names as a whole word of a
 * string (the markup islands render: `jsx("button",{className:"…"})`).
 */
export function scriptClasses(js: string, known: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const token of js.split(/[\s"'`{}]+/)) {
    if (known.has(token)) out.add(token);
    if (known.has(`<${token}`)) out.add(`<${token}`);
  }
  if (['input', 'textarea', 'select'].some((t) => out.has(`<${t}`))) out.add(FORM_CONTROL);
  return out;
}

/** The relative modules a built chunk imports statically or dynamically (`./react.C1eX.js`). */
export function chunkImports(js: string): string[] {
  return [...new Set([...js.matchAll(/\b(?:from|import)\s*\(?\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!))];
}

/**
 * The `/_astro/` chunks a page can run: its islands' components and its module scripts, with
 * everything they import (`imports` gives a chunk's imports). The framework renderers
 * (`renderer-url`) are left out: they name every element they can handle but render only
 * what the components ask for.
 */
export function pageChunks(html: string, imports: (chunk: string) => readonly string[]): string[] {
  const renderers = new Set([...html.matchAll(/\srenderer-url="\/_astro\/([^"]+)"/g)].map((m) => m[1]!));
  const entries = [...html.matchAll(/\s(?:component-url|src)="\/_astro\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk) || renderers.has(chunk)) return;
    seen.add(chunk);
    for (const next of imports(chunk)) visit(next);
  };
  for (const entry of entries) visit(entry);
  return [...seen].sort();
}
