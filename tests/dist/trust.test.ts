/**
 * An identifiable seller on every built page: the footer links the trust pages, which exist and are
 * in the sitemap; Quiénes somos says which species travel abroad as the rest of the site does, and
 * names the species once (review 5, items 8 and 33).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { readCatalog } from '@/lib/content/disk-catalog';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/content/site';
import { INFO_PAGES } from '@/lib/views/info';
import { bodyText, visibleText } from './text';

const pages = builtPages();
const footerOf = (html: string) => html.slice(html.lastIndexOf('<footer'));
const trustPaths = INFO_PAGES.map((p) => routes[p.key]());

describe('trust pages', () => {
  it.each(trustPaths)('%s is built and listed in the sitemap', (path) => {
    expect(pages.some((p) => p.path === path)).toBe(true);
    expect(readFileSync('dist/sitemap-0.xml', 'utf8')).toContain(`<loc>${absoluteUrl(path)}</loc>`);
  });
  it('are linked from the footer of every page', () => {
    const missing = pages.filter((p) => p.path !== '/404.html' && trustPaths.some((t) => !footerOf(p.html).includes(`href="${t}"`))).map((p) => p.path);
    expect(missing.slice(0, 5), `${missing.length} pages`).toEqual([]);
  });
  it('say the legal list and the hours once on Quiénes somos (its body), and in the footer of every other page', () => {
    const once = (html: string, s: string) => visibleText(html).split(s).length - 1;
    const about = pages.find((p) => p.path === routes.about())!.html;
    const guarantee = pages.find((p) => p.path === routes.guarantee())!.html;
    for (const s of ['Marco legal', 'lunes a sábado, de 8:00']) {
      expect(once(about, s), s).toBe(1);
      expect(footerOf(about), s).not.toContain(s);
      expect(footerOf(guarantee), s).toContain(s);
    }
  });
  it('never show a placeholder for an unfilled identity field', () => {
    const text = visibleText(pages.find((p) => p.path === routes.about())!.html);
    expect(text).not.toMatch(/NIT:\s*$|undefined|null|Registro ICA:\s*$/m);
  });
});

describe('honest images', () => {
  it('name every illustration as an illustration, never as a photo of our animals', () => {
    const illustrations = pages.flatMap((p) =>
      [...p.html.matchAll(/<img\b[^>]*>/g)].map((m) => ({ path: p.path, img: m[0] })).filter(({ img }) => /src="\/img\/[^"]+\.svg"/.test(img)),
    );
    // Every breed page shows its infographic as an <img>: fewer means the test read nothing it meant to.
    expect(new Set(illustrations.map((i) => i.path)).size).toBeGreaterThanOrEqual(readCatalog().dogBreeds.length);
    const wrong = illustrations
      .filter(({ img }) => !/\balt(?:="")?[\s>]/.test(img) && !/alt="(?:Ilustración|Infografía ilustrada)/.test(img))
      .map(({ path, img }) => `${path}: ${img.slice(0, 160)}`);
    expect(wrong.slice(0, 5), `${wrong.length} images`).toEqual([]);
  });
  it('name every drawing drawn from a sprite as an illustration too (the home gallery)', () => {
    const drawn = pages.flatMap((p) => [...p.html.matchAll(/<svg\b[^>]*>\s*<use href="\/img\/[^"]+"/g)].map((m) => ({ path: p.path, svg: m[0] })));
    expect(drawn.some((d) => d.svg.includes('role="img"'))).toBe(true);
    const wrong = drawn.filter((d) => d.svg.includes('role="img"') && !/aria-label="(?:Ilustración|Infografía ilustrada)/.test(d.svg)).map((d) => `${d.path}: ${d.svg.slice(0, 160)}`);
    expect(wrong.slice(0, 5), `${wrong.length} drawings`).toEqual([]);
  });
});

describe('Quiénes somos (review 5, items 8 and 33)', () => {
  const page = (path: string) => readFileSync(join('dist', path, 'index.html'), 'utf8');
  const text = bodyText(page('/quienes-somos/'));
  it('says cats travel abroad and horse export is studied case by case, as the species pages do, not every species', () => {
    expect(text).not.toMatch(/y a otros países/);
    expect(text).toMatch(/los gatos viajan también a otros países, y la exportación de caballos la estudiamos caso por caso/i);
    // the tropical livestock lines leave from farms of their climate (their pages say so): the page does not say every animal is bred in the city (unsampled read, s41 P5)
    expect(text).not.toMatch(/cría sus animales en/);
    // As the pages say: cats have country pages, horses list the country a source supports under "Exportación, bajo consulta"; live cattle
    // (Colombia vaccinates against foot-and-mouth disease: issue 41) and dogs have none.
    expect(existsSync('dist/gatos-en-mexico/index.html')).toBe(true);
    expect(bodyText(page('/equinos-colombia/'))).toContain('Exportación, bajo consulta');
    expect(bodyText(page('/equinos-colombia/'))).toContain('cuarentena federal de al menos 7 días');
    expect(bodyText(page('/bovinos-colombia/'))).not.toContain('Exportación');
    expect(bodyText(page('/aves-colombia/'))).not.toContain('Exportación');
    expect(readdirSync('dist').filter((d) => /^perros-en-(mexico|estados-unidos|espana)$/.test(d))).toEqual([]);
  });
  it('lists the five species once, under "Qué criamos", not again in "Qué hacemos"', () => {
    const article = bodyText(/<article[\s\S]*<\/article>/.exec(page('/quienes-somos/'))?.[0] ?? '');
    expect(article).not.toMatch(/perros, gatos, equinos, bovinos y aves/i);
    for (const species of ['Perros', 'Gatos', 'Equinos', 'Bovinos', 'Aves']) expect(article.match(new RegExp(`^${species}$`, 'gm'))?.length ?? 0, species).toBe(1);
  });
});
