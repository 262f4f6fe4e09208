/**
 * Nothing from content/ becomes markup or script: one serializer for every JSON written into a
 * page (src/lib/views/serialize.ts), and no other way of writing raw JSON or HTML anywhere in src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serializeJson } from '@/lib/views/serialize';

const HOSTILE = 'Pug </script> <script> alert(1) </script> <!-- & \u2028\u2029 > "comillas"';

describe('serializeJson', () => {
  it('leaves no character that can close the element, open a comment or start markup', () => {
    const text = serializeJson({ nombre: HOSTILE, lista: [HOSTILE] });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
  });
  it('reads back unchanged, as JSON and as a JavaScript literal', () => {
    const data = { nombre: HOSTILE, n: 1, ok: true, nada: null, lista: ['ñ', 'é'] };
    expect(JSON.parse(serializeJson(data))).toEqual(data);
    expect(runInNewContext(`(${serializeJson(data)})`)).toEqual(data);
  });
  it('refuses a value JSON cannot hold rather than write "undefined"', () => {
    expect(() => serializeJson(undefined)).toThrow('[serialize]');
  });
});

/** Every source file under src/, with its path. */
function sources(dir = 'src'): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(astro|tsx?|mjs)$/.test(name))
    .map((name) => ({ path: join(dir, name), text: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Where `set:html` may take its text from: the serializer, the declared inline scripts, the logo
 * drawn by our code, a card's drawing (shapes only, checked by src/lib/views/images.ts ›
 * cardDrawingShapes).
 */
const SAFE_SET_HTML = [/^serializeJson\(/, /^inlineScriptText\(/, /^LOGO_ART$/, /^card\.drawing$/];
/**
 * Files that may call JSON.stringify: the serializer itself, modules that quote a value in an
 * error message for the editor (never written into a page), and the configuration of the
 * breeder's editor, written as dist/admin/config.yml (no page).
 */
const MESSAGE_ONLY_STRINGIFY = new Set([
  'src/lib/views/serialize.ts',
  'src/lib/content/site.ts',
  'src/lib/content/site-settings.ts',
  'src/build/security-headers.ts',
  'src/lib/content/schemas/images.ts',
  'src/lib/content/inventory.ts',
  'src/lib/content/fields.ts',
  'src/lib/content/species.ts',
  'src/lib/content/json.ts',
  'src/lib/content/proofs.ts',
  'src/build/cms-collections.ts',
  'src/build/integrations/admin.ts',
  // the editor's own files: its list format writes a content file, its rules and its key order compare values, its bundle embeds files
  'src/admin/editor.ts',
  'src/admin/entry-rules.ts',
  'src/admin/key-order.ts',
  // the body of a request to decap-server (not a page)
  'src/admin/repository.ts',
  'src/build/admin-bundle.ts',
  // dist/estado.json, the build's status for the editor (not a page)
  'src/lib/content/build-status.ts',
  // quotes a variable's value in a deploy check's message
  'src/build/deploy-check.ts',
]);

describe('no raw JSON or HTML written into a page', () => {
  const files = sources();
  it('reads the source files it means to', () => {
    expect(files.filter((f) => f.path.endsWith('.astro')).length).toBeGreaterThan(30);
    expect(files.some((f) => f.path === 'src/components/DataBlock.astro')).toBe(true);
  });
  it("set:html only takes serialised JSON, a declared inline script, the logo or a card's checked drawing", () => {
    const uses = files.flatMap((f) => [...f.text.matchAll(/set:html=\{\s*([^}]*)\}/g)].map((m) => ({ path: f.path, expr: m[1]!.trim() })));
    expect(uses.length).toBeGreaterThanOrEqual(3);
    expect(uses.filter((u) => !SAFE_SET_HTML.some((re) => re.test(u.expr)))).toEqual([]);
  });
  it('no template calls JSON.stringify, and no module but the serializer writes it into a page', () => {
    const raw = files.filter((f) => /JSON\.stringify\(/.test(f.text) && (f.path.endsWith('.astro') || !MESSAGE_ONLY_STRINGIFY.has(f.path)));
    expect(raw.map((f) => f.path)).toEqual([]);
  });
  it('no island or script writes HTML from a string (innerHTML, outerHTML, insertAdjacentHTML, dangerouslySetInnerHTML, document.write)', () => {
    const raw = files.filter((f) => /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|dangerouslySetInnerHTML|document\.write/.test(f.text));
    expect(raw.map((f) => f.path)).toEqual([]);
  });
});
