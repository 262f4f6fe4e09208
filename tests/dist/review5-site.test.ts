/**
 * Review 5, the cat, legal and trust pages, over the built pages (each test reads the pages it
 * names, so it holds on the quick build too):
 * - the health section of a cat breed tells the buyer what to check and to ask us which tests the
 *   parents of the litter they want have, never that they have them or that a litter is available (item 4);
 * - a kitten flying in the cabin flies with "una persona que lo acompaña", and the page says who and
 *   what it costs are explained at reservation, once (item 6);
 * - Quiénes somos says which species travel abroad as the rest of the site does, and names the
 *   species once (items 8 and 33);
 * - the cat sale guide says what the buyer receives, not "papeles" nor "documentos" over a list that
 *   holds a treatment and the guarantee (item 9);
 * - the Scottish Fold's health fact says any fold-eared cat can suffer the disease (item 11);
 * - the Persa's apartment line is that of a calm cat, not "rascadores y lugares altos" (item 21);
 * - the privacy page's domicile is "Bogotá D.C.", and it speaks of Google's conversion tag, naming
 *   Google, only when the pages load it (items 34 and 35);
 * - the terms page's "Garantía de salud" says what the guarantee is, and its description promises
 *   nothing the page does not hold (item 36).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyText, headText, visibleText } from './text';

const page = (path: string) => readFileSync(join('dist', path, 'index.html'), 'utf8');
/** Every built cat page: /gatos/…/, /gatos-…/. */
const catPages = (): { path: string; html: string }[] => [
  ...readdirSync('dist/gatos').map((d) => `/gatos/${d}/`),
  ...readdirSync('dist').filter((d) => d.startsWith('gatos-')).map((d) => `/${d}/`),
]
  .filter((path) => existsSync(join('dist', path, 'index.html')))
  .map((path) => ({ path, html: page(path) }));

const ASK = 'Pregúntenos qué pruebas tienen los padres de la camada que le interese.';

describe('cat health (item 4)', () => {
  it('a breed page heads its health section with what to check, and asks us for the parents\' tests', () => {
    const html = page('/gatos/persa/');
    expect(html).toMatch(/<h2 id="salud"[^>]*>Salud: qué revisar<\/h2>/);
    expect(bodyText(html)).toContain(`Pida la prueba genética de poliquistosis renal (PKD) de los padres`);
    expect(bodyText(html)).toContain(ASK);
    // A city's breeder page gives the checks under the same heading.
    expect(page('/gatos/criadero-de-gatos-persa-medellin/')).toMatch(/<h2 id="salud"[^>]*>Salud: qué revisar<\/h2>/);
  });
  it('no cat page says the tests are to be asked of us as if we had them', () => {
    const found = catPages().filter((p) => /qué pedirnos|también a nosotros/.test(visibleText(p.html))).map((p) => p.path);
    expect(found).toEqual([]);
    expect(bodyText(page('/gatos/criaderos-en-colombia/'))).toContain('Pregúntenos qué pruebas tienen los padres de la camada que le interese;');
  });
});

describe('the companion of a kitten in the cabin (item 6)', () => {
  const EXPLAINED = 'le explicamos quién puede viajar con él y cuánto cuesta';
  it('is "una persona que lo acompaña", and who and what it costs are explained at reservation, once a page', () => {
    const pages = catPages();
    expect(pages.filter((p) => /con un acompañante/.test(visibleText(p.html))).map((p) => p.path)).toEqual([]);
    const flying = pages.filter((p) => bodyText(p.html).includes('con una persona que lo acompaña'));
    expect(flying.map((p) => p.path)).toContain('/gatos-en-mexico/');
    expect(flying.length).toBeGreaterThan(3);
    for (const p of flying) expect(bodyText(p.html).split(EXPLAINED).length - 1, p.path).toBe(1);
  });
});

describe('Quiénes somos (items 8 and 33)', () => {
  const text = bodyText(page('/quienes-somos/'));
  it('says cats travel abroad and livestock export is studied case by case, as the species pages do, not every species', () => {
    expect(text).not.toMatch(/y a otros países/);
    expect(text).toContain('los gatos viajan también a otros países, y la exportación de equinos y bovinos la estudiamos caso por caso');
    // As the pages say: cats have country pages, horses and cattle list their countries under "Exportación, bajo consulta", dogs have none.
    expect(existsSync('dist/gatos-en-mexico/index.html')).toBe(true);
    expect(bodyText(page('/equinos-colombia/'))).toContain('Exportación, bajo consulta');
    expect(bodyText(page('/bovinos-colombia/'))).toContain('Exportación, bajo consulta');
    expect(bodyText(page('/aves-colombia/'))).not.toContain('Exportación');
    expect(readdirSync('dist').filter((d) => /^perros-en-(mexico|estados-unidos|espana)$/.test(d))).toEqual([]);
  });
  it('lists the five species once, under "Qué criamos", not again in "Qué hacemos"', () => {
    const article = bodyText(/<article[\s\S]*<\/article>/.exec(page('/quienes-somos/'))?.[0] ?? '');
    expect(article).not.toMatch(/perros, gatos, equinos, bovinos y aves/i);
    for (const species of ['Perros', 'Gatos', 'Equinos', 'Bovinos', 'Aves']) expect(article.match(new RegExp(`^${species}$`, 'gm'))?.length ?? 0, species).toBe(1);
  });
});

describe('cat documents and breed facts (items 9, 11, 21)', () => {
  it('the sale guide does not say "papeles", which read as a pedigree, nor calls its list (a treatment, the guarantee) documents', () => {
    const text = bodyText(page('/gatos/venta-en-colombia/'));
    expect(text).toContain('Cada gatito sale del criadero revisado por el veterinario, y con él usted recibe:');
    expect(text).not.toMatch(/documentos sanitarios:/);
    expect(text).not.toMatch(/\bpapeles\b/);
  });
  it('the Scottish Fold\'s health fact says every fold-eared cat can suffer osteochondrodysplasia', () => {
    for (const path of ['/gatos/scottish-fold/', '/gatos/criaderos-en-colombia/']) {
      const text = bodyText(page(path));
      expect(text, path).toContain('el cruce de dos gatos de orejas dobladas causa una forma grave de osteocondrodisplasia, que todo gato de orejas dobladas puede sufrir');
      expect(text, path).toContain('Pida revisar la cola y las articulaciones del gatito.');
    }
  });
  it('the Persa, a calm cat, gets the apartment line of calm cats; the active Sphynx keeps its climbing shelves', () => {
    const persa = bodyText(page('/gatos/persa/'));
    expect(persa).toContain('Se adapta bien a la vida en apartamento: le bastan un rascador y un rincón cómodo donde descansar.');
    expect(persa).not.toContain('lugares altos');
    expect(bodyText(page('/gatos/sphynx/'))).toContain('siempre que tenga rascadores y lugares altos');
  });
});

describe('the privacy and terms pages (items 34, 35, 36)', () => {
  const privacy = page('/politica-de-tratamiento-de-datos/');
  it('gives the domicile as "Bogotá D.C.", not "Bogotá, Bogotá D.C."', () => {
    expect(bodyText(privacy)).toContain('con domicilio en Bogotá D.C. Puede escribirnos');
    expect(visibleText(privacy)).not.toContain('Bogotá, Bogotá D.C.');
  });
  it('speaks of the conversion tag, and names Google, only when the pages load it', () => {
    const loadsTag = page('/').includes('googletagmanager.com/gtag/js');
    const text = bodyText(privacy);
    expect(text.includes('la etiqueta de conversión de Google Ads, un servicio de Google')).toBe(loadsTag);
    expect(/etiqueta de conversión|conversión publicitaria|sin identificarlo/.test(text)).toBe(loadsTag);
  });
  it('the terms page says what the health guarantee is before linking it, and its description promises no reservation terms', () => {
    const terms = page('/terminos-y-condiciones/');
    const section = /<section aria-labelledby="garantia"[\s\S]*?<\/section>/.exec(terms)?.[0] ?? '';
    expect(bodyText(section)).toContain('La garantía de salud se da por escrito con cada animal; su página explica qué recibe con él y cómo hacerla valer.');
    expect(headText(terms).description).not.toContain('reserva');
  });
});
