import { describe, expect, it } from 'vitest';
import { chunkImports, FORM_CONTROL, htmlClasses, htmlTags, pageChunks, parseCss, pruneCss, requiredClasses, requiredTags, scriptClasses, unescapeCss } from '@/build/css-prune';

describe('requiredClasses', () => {
  it.each([
    ['.hover\\:underline:hover', ['hover:underline']],
    [':where(.space-y-1>:not(:last-child))', ['space-y-1']],
    ['.a:not(.b)', ['a']],
    ['[data-x=".y"] .z', ['z']],
    ['.\\32 xl\\:p-4', ['2xl:p-4']],
    ['.group:hover .group-hover\\:x', ['group', 'group-hover:x']],
    ['.bg-white\\/20', ['bg-white/20']],
    [':is(.a,.b) .c', ['c']],
    ['abbr:where([title])', []],
  ])('%s needs %j', (selector, classes) => {
    expect(requiredClasses(selector)).toEqual(classes);
  });
  it.each([
    ['abbr:where([title])', ['<abbr']],
    [':where(select:is([multiple],[size])) optgroup', ['<select', '<optgroup']],
    [':-moz-focusring:where(:not(iframe))', []],
    ['.\\32 xl\\:p-4', []],
    ['li:nth-child(odd)>a', ['<li', '<a']],
    ['::placeholder', [FORM_CONTROL]],
    ['input:where([type=button])', ['<input']],
  ])('%s needs the elements %j', (selector, tags) => {
    expect(requiredTags(selector)).toEqual(tags);
  });
  it('unescapes hex and character escapes', () => {
    expect(unescapeCss('\\31 0 w-\\[3rem\\]')).toBe('10 w-[3rem]');
  });
});

const SHEET =
  '/*! licence banner */@layer theme{:root,:host{--color-a:red;--color-b:blue;--spacing:.25rem;--font:var(--font-sans);--font-sans:serif}}' +
  '@layer base{*,:after{box-sizing:border-box}html{font-family:var(--font)}abbr:where([title]){text-decoration:underline dotted}::placeholder{opacity:1}}@layer components;' +
  '@layer utilities{.a{color:var(--color-a)}.b{color:var(--color-b)}.p-1{padding:calc(var(--spacing)*1)}.a,.c{margin:0}' +
  '@media (width>=40rem){.sm\\:b{color:var(--color-b)}}.from-a{--tw-shadow-color:var(--color-a)}.shadow{--tw-shadow:0 1px var(--tw-shadow-color,#000);box-shadow:var(--tw-shadow)}.animate-spin{animation:spin 1s linear infinite}}' +
  '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}@keyframes pulse-soft{50%{opacity:.5}}';

describe('pruneCss', () => {
  const css = parseCss(SHEET);
  it('keeps the rules a page can match, the custom properties they name (transitively) and the rest of the sheet, without comments (licence banners included)', () => {
    expect(pruneCss(css, new Set(['a', '<html', '<a']))).toBe(
      '@layer theme{:root,:host{--color-a:red;--font:var(--font-sans);--font-sans:serif}}' +
        '@layer base{*,:after{box-sizing:border-box}html{font-family:var(--font)}}@layer components;' +
        '@layer utilities{.a{color:var(--color-a)}.a,.c{margin:0}}',
    );
  });
  it('keeps the @keyframes a kept rule or an inline style names, by their whole name', () => {
    expect(pruneCss(css, new Set(['animate-spin']))).toContain('@keyframes spin{');
    expect(pruneCss(css, new Set(['animate-spin']))).not.toContain('@keyframes pulse-soft');
    expect(pruneCss(css, new Set(['a']), 'animation:pulse-soft 2s')).toContain('@keyframes pulse-soft{');
    expect(pruneCss(css, new Set(['a']), 'animation:pulse-soft 2s')).not.toContain('@keyframes spin');
    expect(pruneCss(parseCss(':root{--animate-x:spin 1s}.x{animation:var(--animate-x)}@keyframes spin{to{rotate:1turn}}'), new Set(['x']))).toContain('@keyframes spin{');
  });
  it('keeps a media query with a matching rule, @property of a kept custom property, and properties an inline style names', () => {
    const out = pruneCss(css, new Set(['sm:b', 'shadow']), 'gap:var(--spacing)');
    expect(out).toContain('@media (width>=40rem){.sm\\:b{color:var(--color-b)}}');
    expect(out).toContain('--color-b:blue;--spacing:.25rem');
    expect(out).toContain('@property --tw-shadow{');
    expect(out).not.toContain('--tw-ring');
    expect(out).not.toContain('.b{');
    // A utility that only sets a custom property is still a class rule: dropped without its class.
    expect(out).not.toContain('.from-a{');
    expect(out).not.toContain('--color-a');
  });
  it('keeps element rules only where the page has the element', () => {
    expect(pruneCss(css, new Set(['<abbr']))).toContain('abbr:where([title]){');
    expect(pruneCss(css, new Set([FORM_CONTROL]))).toContain('::placeholder{opacity:1}');
    expect(pruneCss(css, new Set(['<p']))).not.toMatch(/abbr|placeholder/);
  });
  it('produces a sheet that parses back to the same rules', async () => {
    const postcss = (await import('postcss')).default;
    const all = pruneCss(css, css.classes);
    expect(postcss.parse(all).toString()).toBe(all);
    expect(all).toContain('@layer components;@layer utilities{');
  });
  it('returns the whole sheet but its comments when every class is used', () => {
    const unnamed = '@property --tw-ring{syntax:"*";inherits:false}@keyframes pulse-soft{50%{opacity:.5}}';
    expect(pruneCss(css, css.classes).length).toBe(SHEET.length - unnamed.length - '/*! licence banner */'.length);
  });
});

describe('class sources', () => {
  it('reads class attributes, decoding entities', () => {
    expect([...htmlClasses('<a class="x  y"></a><p class=z></p><i class="[&amp;>*]:m-0"></i>')]).toEqual(['x', 'y', 'z', '[&>*]:m-0']);
  });
  it('reads element names, with the form-control token', () => {
    expect([...htmlTags('<p><input type=text><svg><path/></svg></p>')]).toEqual(['<p', '<input', '<svg', '<path', FORM_CONTROL]);
  });
  it('finds the known classes a script names in its strings', () => {
    const known = new Set(['bg-danger', 'text-white', 'flex']);
    expect([...scriptClasses('a.className=`p-4 ${d?"bg-danger text-white":"x"}`;const flexible=1', known)].sort()).toEqual(['bg-danger', 'text-white']);
  });
});

describe('the chunks a page can run', () => {
  const graph: Record<string, string> = {
    'ChatIsland.a.js': 'import{t as e}from"./react.b.js";import{t}from"./interaction.c.js";',
    'GalleryShuffle.d.js': 'import{t as e}from"./react.b.js";const x=()=>import("./lazy.e.js");',
    'react.b.js': '',
    'interaction.c.js': '',
    'lazy.e.js': 'import"./interaction.c.js";',
    'client.f.js': 'import{t}from"./react.b.js";"input textarea select"',
    '404.g.js': 'import{r}from"./routes.h.js"',
    'routes.h.js': '',
  };
  const imports = (chunk: string) => chunkImports(graph[chunk] ?? '');
  it('reads static and dynamic relative imports of a chunk', () => {
    expect(chunkImports(graph['GalleryShuffle.d.js']!)).toEqual(['react.b.js', 'lazy.e.js']);
  });
  it("follows a page's islands and module scripts through their imports, without the renderer", () => {
    const chatOnly = '<astro-island component-url="/_astro/ChatIsland.a.js" renderer-url="/_astro/client.f.js"></astro-island>';
    expect(pageChunks(chatOnly, imports)).toEqual(['ChatIsland.a.js', 'interaction.c.js', 'react.b.js']);
    const home = `${chatOnly}<astro-island component-url="/_astro/GalleryShuffle.d.js" renderer-url="/_astro/client.f.js"></astro-island>`;
    expect(pageChunks(home, imports)).toEqual(['ChatIsland.a.js', 'GalleryShuffle.d.js', 'interaction.c.js', 'lazy.e.js', 'react.b.js']);
    expect(pageChunks('<script type="module" src="/_astro/404.g.js"></script>', imports)).toEqual(['404.g.js', 'routes.h.js']);
    expect(pageChunks('<p>Sin islas</p>', imports)).toEqual([]);
  });
});
