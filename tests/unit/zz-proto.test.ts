import { it } from 'vitest';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { parseCss, pruneCss, htmlClasses, scriptClasses } from '@/lib/css-prune';
const br = (t: string) => brotliCompressSync(Buffer.from(t), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
it('proto', () => {
  const pages = ['dist/perros/buscar/index.html', 'dist/perros/index.html', 'dist/index.html', 'dist/gatos-colombia/index.html', 'dist/bovinos-colombia/index.html', 'dist/perros/precios-por-raza/index.html', 'dist/clousters/perros/suba/pug/index.html'];
  const js = readdirSync('dist/_astro').filter((f) => f.endsWith('.js')).map((f) => readFileSync(`dist/_astro/${f}`, 'utf8')).join('\n');
  for (const p of pages) {
    const html = readFileSync(p, 'utf8');
    const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
    const parsed = parseCss(css);
    const used = new Set([...htmlClasses(html), ...scriptClasses(js, parsed.classes)]);
    const pruned = pruneCss(parsed, used);
    if (p.includes('buscar')) writeFileSync('/tmp/wt11-pruned.css', pruned);
    const out = html.replace(/<style[^>]*>[\s\S]*?<\/style>/, `<style>${pruned}</style>`);
    console.log(p, 'css', css.length, br(css), '->', pruned.length, br(pruned), 'page', br(html), '->', br(out));
  }
}, 60000);
