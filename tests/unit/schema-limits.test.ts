/**
 * Every text the breeder edits has a length limit with a message, and every number a message
 * that says how to write it: walks each schema of the content registry (src/lib/content/files.ts)
 * and the schema of content/site.json through every container zod has, and lists the fields that
 * break the rule. A pasted document in a field without a limit would land on every page that
 * repeats it (a 519-character legal name in every footer).
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { text } from '@/lib/content/fields';
import { contentFiles } from '@/lib/content/files';
import { siteSchema } from '@/lib/content/site';

type Schema = z.ZodType;
type Def = Record<string, any> & { type: string };
interface Visitor {
  string: (schema: Schema, path: string) => void;
  number: (schema: Schema, path: string) => void;
  problem: (path: string, what: string) => void;
}

/** Containers that hold one schema as `innerType`. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);
/** Leaves that cannot hold an unlimited text (fixed values, or no text at all). */
const BOUNDED_LEAVES = new Set(['enum', 'literal', 'boolean', 'null', 'undefined', 'never', 'void', 'nan', 'date', 'bigint', 'symbol']);

/** Visits every leaf schema of `schema`; `path` is how the field reads in a content error. */
function walk(schema: Schema, path: string, visit: Visitor, ancestors = new Set<Schema>()): void {
  // a schema shared by two fields (a link) is visited at each path; only a cycle (z.lazy) stops
  if (ancestors.has(schema)) return;
  const def = schema._zod.def as Def;
  const into = (child: Schema | undefined, at: string) => {
    if (!child) return;
    ancestors.add(schema);
    walk(child, at, visit, ancestors);
    ancestors.delete(schema);
  };
  const join = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return visit.string(schema, path || '(value)');
    case 'number':
      return visit.number(schema, path || '(value)');
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, Schema>)) into(child, join(key));
      // strictObject's catchall is `never`; anything else takes values under any key
      return into(def.catchall, join('<any key>'));
    case 'array':
    case 'set':
      return into(def.element ?? def.valueType, join('N'));
    case 'tuple':
      (def.items as Schema[]).forEach((item, i) => into(item, join(String(i))));
      return into(def.rest, join('N'));
    case 'record':
    case 'map':
      into(def.keyType, join('<key>'));
      return into(def.valueType, join('<key>'));
    case 'union':
      return (def.options as Schema[]).forEach((option) => into(option, path));
    case 'intersection':
      into(def.left, path);
      return into(def.right, path);
    case 'pipe':
      into(def.in, path);
      return into(def.out, path);
    case 'lazy':
      return into(def.getter(), path);
    case 'transform':
      // a function, not a schema: what it returns is not input the breeder writes
      return;
    case 'unknown':
    case 'any':
    case 'custom':
      return visit.problem(path || '(value)', `takes any value (${def.type}), so any text of any length; give the field a schema`);
    default:
      if (WRAPPERS.has(def.type)) return into(def.innerType, path);
      if (BOUNDED_LEAVES.has(def.type)) return;
      return visit.problem(path || '(value)', `has a zod type "${def.type}" this walker does not know; teach walk() how to look inside it`);
  }
}

/** The largest length a string schema accepts (this zod folds its checks for `maxLength`; `_zod.bag` stays empty). */
const maxLength = (schema: Schema): number | null => (schema as z.ZodString).maxLength ?? null;

/**
 * zod's bare messages, in its English and in its own Spanish locale. Since fields.ts makes zod's
 * messages Spanish (spanishIssue), a limit without a message of its own says the length and the
 * limit as lengthLimit() does; a message like these says neither.
 */
const ZOD_DEFAULT = /^(Too big|Too small|Invalid input|Demasiado grande|Demasiado pequeño|Entrada inválida)/;
/** zod's own English message for an issue, as a schema that passes it on would show it. */
const zodEnglish = { error: (iss: z.core.$ZodRawIssue) => z.locales.en().localeError!(iss) as string };

/** Every field that breaks the rule, as "path: problem". */
function problemsOf(schema: Schema): string[] {
  const problems: string[] = [];
  walk(schema, '', {
    problem: (path, what) => problems.push(`${path}: ${what}`),
    string: (leaf, path) => {
      const max = maxLength(leaf);
      if (max === null) return void problems.push(`${path}: a text without a maximum length`);
      const result = leaf.safeParse('x'.repeat(max + 1));
      const tooLong = result.success ? undefined : result.error.issues.find((i) => i.code === 'too_big');
      if (!tooLong) problems.push(`${path}: accepts ${max + 1} characters though its maximum is ${max}`);
      else if (ZOD_DEFAULT.test(tooLong.message)) problems.push(`${path}: the limit of ${max} has zod's bare message "${tooLong.message}"; say how long the text is and what the limit is`);
    },
    number: (leaf, path) => {
      const result = leaf.safeParse('1.200.000');
      const message = result.success ? 'accepted' : result.error.issues[0]!.message;
      if (!message.startsWith('"1.200.000" es texto; escriba el número sin comillas')) problems.push(`${path}: a number typed as text gets "${message}"; give it num()`);
    },
  });
  return problems;
}

const schemas: [string, Schema][] = [
  ...Object.values(contentFiles).map(({ file, schema }): [string, Schema] => [file, schema]),
  ['content/site.json', siteSchema],
];

describe('every field the breeder edits is limited and explained', () => {
  it.each(schemas)('%s: every text has a maximum length with a message, every number says how to write it', (_file, schema) => {
    expect(problemsOf(schema)).toEqual([]);
  });
});

describe('the walker itself', () => {
  const loose = z.string();
  const limited = text(1, 10);
  it('finds an unlimited text inside every kind of container', () => {
    const cases: [string, Schema, string][] = [
      ['object', z.strictObject({ a: limited, b: loose }), 'b'],
      ['catchall', z.object({ a: limited }).catchall(loose), '<any key>'],
      ['array', z.strictObject({ list: z.array(loose) }), 'list.N'],
      ['tuple', z.tuple([limited, loose]), '1'],
      ['tuple rest', z.tuple([limited]).rest(loose), 'N'],
      ['optional', z.strictObject({ a: loose.optional() }), 'a'],
      ['nullable', z.strictObject({ a: loose.nullable() }), 'a'],
      ['default', z.strictObject({ a: loose.default('') }), 'a'],
      ['union', z.strictObject({ a: z.union([z.literal(''), loose]) }), 'a'],
      ['discriminated union', z.discriminatedUnion('k', [z.strictObject({ k: z.literal('a') }), z.strictObject({ k: z.literal('b'), t: loose })]), 't'],
      ['record', z.record(z.enum(['x']), loose), '<key>'],
      ['record key', z.record(loose, limited), '<key>'],
      ['pipe', loose.pipe(limited), '(value)'],
      ['transform', loose.transform((s) => s.length), '(value)'],
      ['preprocess', z.preprocess((v) => v, z.strictObject({ a: loose })), 'a'],
      ['intersection', z.intersection(z.object({ a: limited }), z.object({ b: loose })), 'b'],
      ['lazy', z.lazy(() => z.strictObject({ a: loose })), 'a'],
      ['regex alone', z.strictObject({ a: z.string().regex(/^\d+$/) }), 'a'],
      ['url', z.strictObject({ a: z.url() }), 'a'],
    ];
    for (const [kind, schema, path] of cases) expect(problemsOf(schema), kind).toContain(`${path}: a text without a maximum length`);
  });
  it('lists a schema shared by two fields under each of its paths', () => {
    const link = z.strictObject({ label: limited, url: z.url() });
    expect(problemsOf(z.strictObject({ social: z.array(link), sister: link }))).toEqual([
      'social.N.url: a text without a maximum length',
      'sister.url: a text without a maximum length',
    ]);
  });
  it('refuses a limit with zod\'s bare message, and a field that takes anything', () => {
    expect(problemsOf(z.strictObject({ a: z.string().max(5, zodEnglish) }))[0]).toMatch(/^a: the limit of 5 has zod's bare message "Too big/);
    // zod's own message says it, in Spanish (fields.ts › spanishIssue)
    expect(problemsOf(z.strictObject({ a: z.string().max(5) }))).toEqual([]);
    expect(problemsOf(z.object({}).catchall(z.unknown()))).toEqual(['<any key>: takes any value (unknown), so any text of any length; give the field a schema']);
  });
  it('accepts limited texts, fixed values and explained numbers', () => {
    expect(problemsOf(z.strictObject({ a: limited, b: z.enum(['x', 'y']), c: z.literal('z'), d: z.boolean(), e: z.array(limited).max(3) }))).toEqual([]);
  });
  it('refuses a number that answers "1.200.000" with zod\'s generic message', () => {
    expect(problemsOf(z.strictObject({ n: z.number(zodEnglish) }))).toEqual(['n: a number typed as text gets "Invalid input: expected number, received string"; give it num()']);
    // zod's own message for a number says it as num() does (fields.ts › spanishIssue)
    expect(problemsOf(z.strictObject({ n: z.number() }))).toEqual([]);
  });
});
