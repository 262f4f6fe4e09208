/**
 * The dog category pages (/razas-de-perros/…; the use and size pages, /perros/uso/…,
 * /perros/tamano/…), over the built pages:
 * - a category page opens with statements: a verb in the main clause, not "Razas … como X" alone;
 * - the use of small watchdogs is "guardianes y de alerta" (review 4, D41);
 * - the family use holds no breed of special handling, and its page promises no more than it can
 *   (review 5, item 2);
 * - a size page offers the sizes once and shows its own as current (review 5, item 37).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { DOG_PATHS_WITH_CATEGORIES, dogPageTexts, pageHtml } from './dog-built-pages';
import { mainBlocks, sentencesOf } from './sentences';
import { finiteVerbs } from './verbs';
import { visibleText } from './text';

const pages = builtPages();

describe('review 4 on the dog pages', () => {
  const { dogs, text, page } = dogPageTexts();

  it('opens a dog category page with statements: a verb in the main clause, not "Razas … como X, que …" alone', () => {
    // A relative or comparative clause ("que conviven…", "como el Pug") does not make a noun phrase a statement.
    const mainClause = (sentence: string) => sentence.replace(/\b(que|como|donde)\b[^,:;.]*/g, '');
    const categories = pages.filter((p) => /^\/razas-de-perros\/[^/]+\/[^/]+\/$/.test(p.path));
    expect(categories.length).toBe(14);
    const bad = categories.flatMap((p) => {
      const description = /<meta name="description" content="([^"]*)"/.exec(p.html)![1]!;
      return sentencesOf(description).filter((sentence) => finiteVerbs(mainClause(sentence)).length === 0).map((sentence) => `${p.path}: ${sentence}`);
    });
    expect(bad).toEqual([]);
  });

  it('calls the use of small watchdogs "guardianes y de alerta" (D41)', () => {
    const t = page('/perros/uso/guardianes/');
    expect(t).toContain('Razas de perros guardianes y de alerta');
    expect(t).toMatch(/Criamos cachorros de \d+ razas guardianas o de alerta/);
  });
});

describe('review 5 on the dog pages', () => {
  const dogs = pages.filter((p) => DOG_PATHS_WITH_CATEGORIES.test(p.path));
  const html = pageHtml;
  const text = (path: string) => visibleText(html(path));
  const breeds = JSON.parse(readFileSync('content/dogs/breeds.json', 'utf8')) as { slug: string; nombre: string; usos: string[]; manejoEspecial?: true }[];
  const special = breeds.filter((b) => b.manejoEspecial);
  const panelOf = (path: string) => /<aside\b[^>]*aria-labelledby="panel-titulo"[^>]*>([\s\S]*?)<\/aside>/.exec(html(path))![1]!;

  it('lists no breed of special handling among the family breeds, and heads the family page with what it shows (2)', () => {
    expect(special.length).toBeGreaterThan(3);
    const family = html('/perros/uso/familia/');
    const cards = [...family.matchAll(/<h3\b[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
    expect(cards.length).toBeGreaterThan(20);
    expect(cards.filter((name) => special.some((b) => b.nombre === name))).toEqual([]);
    // On the breed pages, the uses under the heading call no special-handling breed "familiar".
    for (const b of special) expect(mainBlocks(html(`/venta-perros/${b.slug}/`)).find((x) => /^Tamaño\b/.test(x.text))?.text, b.slug).not.toMatch(/familiar/);
    const t = text('/razas-de-perros/uso/familia/');
    expect(mainBlocks(html('/razas-de-perros/uso/familia/')).find((b) => b.tag === 'h1')?.text).toBe('Perros para familia');
    expect(t).not.toMatch(/familias con niños/);
    expect(t).toContain('Con niños pequeños, elija según el tamaño y la energía del perro, y supervise siempre el juego.');
    expect(t).toMatch(/de las \d+ razas familiares/);
    // The breed articles of a special-handling breed do not call it good for families (D34, Bull Terrier).
    const bad = dogs.filter((p) => special.some((b) => p.path.startsWith(`/blog/perros/${b.slug}-`)) && /bueno para familias/.test(visibleText(p.html))).map((p) => p.path);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
  });

  it('offers the sizes once on a size page, its own shown as the current page, not as a link to /perros/ (37)', () => {
    const mini = html('/perros/tamano/mini/');
    expect(panelOf('/perros/tamano/mini/')).not.toMatch(/href="\/perros\/(tamano\/[^"]*)?"/);
    expect(mini.match(/>Mini</g)).toHaveLength(1);
    expect(mini).toMatch(/<a href="\/perros\/tamano\/mini\/" aria-current="page"[^>]*>Mini<\/a>/);
    // A use page: the use is current, not a link away; the panel's sizes narrow the use.
    expect(panelOf('/perros/uso/familia/')).toMatch(/<span aria-current="page"[^>]*>Familia<\/span>/);
    expect(panelOf('/perros/uso/familia/')).not.toMatch(/href="\/perros\/"/);
    expect(panelOf('/perros/uso/familia/')).toContain('href="/perros/buscar/?tamano=mini&amp;uso=familia"');
  });
});

describe('what a buyer choosing from a list must know (read of the unsampled pages, s41)', () => {
  const html = pageHtml;
  const breeds = JSON.parse(readFileSync('content/dogs/breeds.json', 'utf8')) as { slug: string; nombre: string; manejoEspecial?: true }[];
  const special = breeds.filter((b) => b.manejoEspecial);
  const cardNames = (h: string) => [...h.matchAll(/<h3\b[^>]*>([\s\S]*?)<\/h3>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());
  const lists = pages.filter((p) => /^\/perros\/((tamano|uso)\/[^/]+\/)?$|^\/razas-de-perros\/[^/]+\/[^/]+\/$/.test(p.path));

  it('names, under every list that shows a breed of special handling, those breeds and what Ley 1801 asks of their owner; a list without one says nothing of it', () => {
    expect(lists.length).toBeGreaterThan(20);
    const bad = lists.flatMap((p) => {
      const shown = special.filter((b) => cardNames(p.html).includes(b.nombre)).map((b) => b.nombre);
      const note = /Son de manejo especial: ([^.]*)\. Por la Ley 1801 de 2016,/.exec(visibleText(p.html))?.[1];
      if (!shown.length) return note ? [`${p.path}: a note without such a breed`] : [];
      return note && shown.every((n) => note.includes(n)) ? [] : [`${p.path}: ${shown.join(', ')} without the note (${note ?? 'none'})`];
    });
    expect(bad).toEqual([]);
  });

  it('gives each breed of special handling, on its own page, the section with those rules', () => {
    for (const b of special) expect(visibleText(html(`/venta-perros/${b.slug}/`)), b.slug).toMatch(/Raza de manejo especial\s+Por la Ley 1801 de 2016, usted lo inscribe en el censo de la alcaldía, le saca póliza de responsabilidad civil extracontractual/);
    expect(visibleText(html('/venta-perros/labrador-retriever/'))).not.toMatch(/Ley 1801/);
  });

  it('consolidates a category of a size or a use into that size or use page, which says its «Antes de elegir» below every breed of it; the intent categories stay', () => {
    const clusters = JSON.parse(readFileSync('content/dogs/clusters.json', 'utf8')) as Record<string, { slug: string; guia?: string[] }[]>;
    const pairs = [...clusters.tamano!.map((c) => ({ c, from: `/razas-de-perros/tamano/${c.slug}/`, to: `/perros/tamano/${c.slug}/` })), ...clusters.uso!.map((c) => ({ c, from: `/razas-de-perros/uso/${c.slug}/`, to: `/perros/uso/${c.slug}/` }))];
    expect(pairs.length).toBeGreaterThan(5);
    for (const { c, from, to } of pairs) {
      expect(html(from), from).toContain(`<link rel="canonical" href="https://www.criaderobogota.com.co${to}">`);
      expect(html(from), from).toMatch(/<meta name="robots" content="noindex, follow">/);
      expect(visibleText(html(to)), to).toContain(c.guia![0]!);
    }
    const sitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
    expect(sitemap.match(/razas-de-perros\/[^<]*/g)).toEqual(clusters.intencion!.map((c) => `razas-de-perros/intencion/${c.slug}/`).sort());
  });

  it('points the search page, which lists every breed as /perros/ does, to /perros/: noindex, out of the sitemap', () => {
    expect(html('/perros/buscar/')).toContain('<link rel="canonical" href="https://www.criaderobogota.com.co/perros/">');
    expect(html('/perros/buscar/')).toMatch(/<meta name="robots" content="noindex, follow">/);
    expect(readFileSync('dist/sitemap-0.xml', 'utf8')).not.toContain('/perros/buscar/');
  });

  it('says what size or variety a breed sold in several sizes starts at, on the cards and in the price guide (Caniche, Goldendoodle)', () => {
    const card = (path: string, name: string) => new RegExp(`${name}[\\s\\S]{0,600}?Desde ([^<]*)<`).exec(html(path))?.[1]?.replace(/\s+/g, ' ');
    expect(card('/perros/', 'Caniche')).toBe('$ 2’200’000 (Toy)');
    expect(card('/perros/', 'Goldendoodle')).toBe('$ 8’500’000 (tamaño estándar)');
    const guide = visibleText(html('/perros/precios-por-raza/'));
    expect(guide).toMatch(/Caniche\s+\$\s7’500’000 \(estándar\)/);
    expect(guide).not.toContain('Precio base (macho) $ 7’500’000');
  });
});
