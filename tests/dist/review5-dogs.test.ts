/**
 * Review 5 (dog pages), over the built pages, as a buyer and an es-CO editor read them:
 * - the family use holds no breed of special handling, and its page promises no more than it can (2);
 * - no care line reads as if the parents' hip or hearing tests were in hand (4);
 * - the short-muzzle thin-air sentence only where the air is as thin as the kennel's, or thinner (12);
 * - the companion of a puppy in the cabin is explained (6), the facts list is titled by what it lists (13);
 * - a size page offers the sizes once and shows its own as current (37); no bare "hipoalergénico" (40);
 * - the articles: notes after their price list (15), wordings fixed once (16, 17, 19);
 * - review 4 leftovers: each temperature once (D28), the flat of a large breed (D38), parks (39).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { mainBlocks } from './sentences';
import { visibleText } from './text';

const pages = builtPages();
const dogs = pages.filter((p) => /^\/(blog\/perros|clousters\/perros|venta-perros|perros|co|perros-en-|razas-de-perros|[a-z-]+-rionegro)/.test(p.path));
const byPath = new Map(pages.map((p) => [p.path, p]));
const html = (path: string) => {
  const p = byPath.get(path);
  if (!p) throw new Error(`missing ${path}`);
  return p.html;
};
const text = (path: string) => visibleText(html(path));
const breeds = JSON.parse(readFileSync('content/dogs/breeds.json', 'utf8')) as { slug: string; nombre: string; usos: string[]; manejoEspecial?: true }[];
const special = breeds.filter((b) => b.manejoEspecial);
/** The blocks under the first h2 matching `heading`, to the next h2. */
function section(pageHtml: string, heading: RegExp) {
  const blocks = mainBlocks(pageHtml);
  const start = blocks.findIndex((b) => b.tag === 'h2' && heading.test(b.text));
  if (start < 0) return undefined;
  const next = blocks.findIndex((b, i) => i > start && b.tag === 'h2');
  return blocks.slice(start + 1, next < 0 ? undefined : next);
}
const panelOf = (path: string) => /<aside\b[^>]*aria-labelledby="panel-titulo"[^>]*>([\s\S]*?)<\/aside>/.exec(html(path))![1]!;

describe('review 5 on the dog pages', () => {
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

  it('asks what tests the parents have instead of asking for certificates as if we held them (4)', () => {
    const bad = dogs.filter((p) => /(Pida|Solicite|Pregúntenos por los) (certificados|pruebas|las pruebas|una prueba)\b/.test(visibleText(p.html))).map((p) => p.path);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(text('/venta-perros/pastor-aleman/')).toContain('Pregúntenos qué pruebas de displasia de cadera y codo tienen los padres del cachorro');
  });

  it('tells a short-muzzled breed of thin air only where the place is not lower than the kennel (12)', () => {
    const altitude = new Map<string, number>();
    for (const file of ['content/places/cities.json', 'content/places/towns.json']) {
      for (const c of JSON.parse(readFileSync(file, 'utf8')) as { nombre: string; clima?: { altitud: number }; altitud?: number }[]) altitude.set(c.nombre, c.clima?.altitud ?? c.altitud!);
    }
    const kennel = altitude.get('Bogotá')!;
    const bad: string[] = [];
    for (const p of dogs) {
      const m = /el aire de ([^,.]+?) tiene menos oxígeno/.exec(visibleText(p.html));
      const height = m ? altitude.get(m[1]!) : undefined;
      if (height !== undefined && height < kennel) bad.push(`${p.path}: ${m![1]} ${height} m`);
    }
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(text('/shih-tzu-rionegro/')).not.toMatch(/oxígeno/);
    expect(text('/venta-perros/criadero-de-perros-pug-bogota/')).toMatch(/Por la altura, el aire de Bogotá tiene menos oxígeno/);
  });

  it('says who flies with a puppy in the cabin and that we explain it and its cost (6)', () => {
    const bad = dogs.filter((p) => /con un acompañante/.test(visibleText(p.html))).map((p) => p.path);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(text('/shih-tzu-rionegro/')).toContain('viaja en cabina, en un guacal aprobado, con una persona que lo acompaña; al reservar le explicamos quién puede viajar con él y cuánto cuesta.');
  });

  it('titles the facts list of a place by what it lists: the delivery where there is no distance (13)', () => {
    const bad: string[] = [];
    for (const p of dogs) {
      for (const b of mainBlocks(p.html).filter((x) => x.tag === 'h2' && /: clima y (distancia|entrega)$/.test(x.text))) {
        const items = section(p.html, new RegExp(`^${b.text}$`))!.map((x) => x.text).join(' | ');
        if (/distancia$/.test(b.text) !== /Distancia desde/.test(items)) bad.push(`${p.path}: ${b.text}: ${items}`);
      }
    }
    expect(bad.slice(0, 5), `${bad.length} headings`).toEqual([]);
    expect(mainBlocks(html('/venta-perros/criadero-de-perros-golden-retriever-bogota/')).map((b) => b.text)).toContain('Bogotá: clima y entrega');
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

  it('labels no breed bare "hipoalergénico": some allergic people tolerate it (40)', () => {
    const line = (p: { html: string }) => mainBlocks(p.html).find((b) => /^Tamaño\b/.test(b.text))?.text ?? '';
    const bad = dogs.filter((p) => /^\/venta-perros\//.test(p.path) && /hipoalergénico/.test(line(p))).map((p) => `${p.path}: ${line(p)}`);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(line(byPath.get('/shih-tzu-rionegro/')!).replace(/\s+,/g, ',')).toBe('Tamaño: pequeño · Usos: de compañía, familiar y apto para algunas personas alérgicas');
  });

  it('puts the notes on a price list after the list in the articles (15)', () => {
    const NOTE = /^(Estos valores varían|El precio final depende|Tenga en cuenta que los precios|El valor de las hembras|Si prefiere una hembra)/;
    const articles = dogs.filter((p) => /^\/blog\/perros\/[^/]+\/[^/]+\/$/.test(p.path));
    expect(articles.length).toBeGreaterThan(1000);
    const bad: string[] = [];
    for (const p of articles) {
      const blocks = mainBlocks(p.html);
      blocks.forEach((b, i) => {
        if (b.tag !== 'p' || !NOTE.test(b.text)) return;
        const start = blocks.findLastIndex((x, j) => j < i && x.tag === 'h2');
        if (!blocks.slice(start + 1, i).some((x) => x.tag === 'li')) bad.push(`${p.path}: ${b.text}`);
      });
    }
    expect(bad.slice(0, 5), `${bad.length} notes`).toEqual([]);
  });

  it('uses none of the wordings the reader flagged (16, 17, 19, 39, D28, D38)', () => {
    const BANNED: { pattern: RegExp; item: string }[] = [
      { pattern: /revise las visitas/, item: '16: one visits a kennel, one does not check visits' },
      { pattern: /fotos sacadas de internet/, item: '17: the scam list says it' },
      { pattern: /que traía del criadero/, item: '19: the food it ate at the kennel' },
      { pattern: /cerca de muchos barrios/, item: '39: tells the buyer nothing' },
      { pattern: /vive mejor en una casa con patio/, item: 'D38: a large dog in a city of flats' },
      { pattern: /con mínimas de \d+ °C|Con máximas de \d+ °C|Las noches de \d+ °C|Con madrugadas de \d+ °C/, item: 'D28: the temperatures are given once' },
    ];
    const bad: string[] = [];
    for (const p of dogs) {
      const t = visibleText(p.html);
      for (const b of BANNED) if (b.pattern.test(t)) bad.push(`${p.path}: ${b.item}`);
    }
    expect(bad.slice(0, 20), `${bad.length} hits`).toEqual([]);
    const golden = text('/venta-perros/criadero-de-perros-golden-retriever-bogota/');
    expect(golden.match(/\b7 °C|\b7 a 19 °C/g)).toHaveLength(1);
    expect(golden).toContain('puede vivir en un apartamento amplio de Bogotá si sale a dos paseos largos al día');
  });
});
