/**
 * The inventory as a visitor and a crawler see it (issue 26 items 2, 3, 5 and 8): a copy of the
 * project with the fixture inventory of tests/fixtures/inventory (a shih tzu litter with an
 * available, a reserved and a sold puppy; a pug litter sold out past the visible window; a sold
 * maltés litter still inside it; a stale bulldog litter; a lot of Brahman heifers; the published
 * terms filled), built by `npm run build:inventory` as of 2026-11-10 into a quick fixture build
 * (scripts/fixture-sites.mjs, .cache/fixtures-names-stock/dist), beside the hostile names of
 * tests/fixtures/hostile-content.json, which name no breed or city of the fixture.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureDir } from '../../../scripts/fixture-sites.mjs';
import { htmlValidator } from '../html-validator';
import { picked, pictures, slotWidth } from '../pictures';

const DIST = join(fixtureDir('inventory'), 'dist');
if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} has no build: run \`npm run build:inventory\` first`);

const page = (path: string) => {
  const file = join(DIST, path, 'index.html');
  expect(existsSync(file), `${path} is built`).toBe(true);
  return readFileSync(file, 'utf8');
};
/** The visible text of a page: tags, scripts and styles removed, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const products = (html: string) => jsonLd(html).filter((o) => o['@type'] === 'Product');
/** The "Disponibles ahora" block of a page: its section's HTML, or undefined. */
const block = (html: string) => html.match(/<section aria-labelledby="disponibles-ahora"[\s\S]*?<\/section>/)?.[0];
const sitemap = readFileSync(join(DIST, 'sitemap-0.xml'), 'utf8');
const lastmod = (path: string) => sitemap.match(new RegExp(`<loc>[^<]*${path.replace(/[/.]/g, '\\$&')}</loc><lastmod>(\\d{4}-\\d\\d-\\d\\d)`))?.[1];

describe('a litter page', () => {
  const html = page('/disponibles/shih-tzu-agosto/');
  const t = text(html);
  it('shows its dates, parents, city and update date', () => {
    for (const s of ['Camada de Shih Tzu nacida el 20 de agosto de 2026', 'Nacieron el 20 de agosto de 2026', 'Listos para entregar desde el 20 de octubre de 2026', 'Actualizado el 3 de noviembre de 2026', 'Kira', 'ACCC 123456', 'Bogotá']) expect(t).toContain(s);
  });
  it('says what each animal is: available, reserved or sold, with its price or the price list\'s', () => {
    const li = (slug: string) => html.match(new RegExp(`<li id="${slug}"[\\s\\S]*?</li>`))![0];
    expect(text(li('luna'))).toMatch(/Disponible · \$ 2’800’000/);
    // Max has no price of his own: the price list's male Shih Tzu price, said to be the list's (review 4, D45).
    expect(text(li('max'))).toMatch(/Reservado · Precio de lista: desde \$ 1’\d{3}’\d{3}(?![\d’ ]*\()/);
    expect(text(li('toby'))).toContain('Vendido');
    // Only the available animal is offered in the chat; a reserved or sold one is not.
    expect(li('luna')).toContain('https://wa.me/');
    expect(li('max')).not.toContain('https://wa.me/');
    expect(li('toby')).not.toContain('https://wa.me/');
  });
  it('prefills the chat with the litter and the animal', () => {
    const message = decodeURIComponent(html.match(/<li id="luna"[\s\S]*?href="https:\/\/wa\.me\/\d+\?text=([^"]+)"/)![1]!.replace(/&amp;/g, '&'));
    expect(message).toContain('Camada de Shih Tzu nacida el 20 de agosto de 2026');
    expect(message).toContain('Luna (hembra, color blanco y dorado)');
    expect(text(html.match(/<li id="luna"[\s\S]*?<\/li>/)![0])).toContain('Hembra · color blanco y dorado');
  });
  it('shows the published terms of the fixture', () => {
    for (const s of ['Reserva y anticipo', '$ 500’000', 'Devolución del anticipo', 'No se devuelve, pero puede usarlo para otro animal', 'Guardamos la reserva 15 días', '30 días desde la entrega', 'Accidentes y enfermedades adquiridas', 'Visitas y videollamadas']) expect(t).toContain(s);
    // Duration, deposit and visits read as answers, whatever the entry: no "Dura" after its label, no parents on a lot.
    expect(t).not.toContain('Duración: Dura');
    expect(t).not.toContain('a sus padres');
  });
  it('links its video without embedding it', () => {
    expect(html).toContain('href="https://www.youtube.com/watch?v=fixture"');
    expect(html).not.toMatch(/<iframe/);
  });
  it('gives one Product per animal with its own price, with its real availability, its price in COP, its photos and the business as seller', () => {
    const byName = new Map(products(html).map((p) => [p.name, p]));
    expect(byName.get('Luna, Shih Tzu').offers).toMatchObject({ availability: 'https://schema.org/InStock', price: 2800000, priceCurrency: 'COP' });
    // Max shows only the price list's «desde»: no Product states that lower bound as his price (site5 item 1).
    expect(byName.has('Max, Shih Tzu')).toBe(false);
    expect(byName.get('Toby, Shih Tzu').offers).toMatchObject({ availability: 'https://schema.org/SoldOut', price: 2600000 });
    expect(byName.get('Luna, Shih Tzu').offers.seller['@id']).toMatch(/\/#organization$/);
    expect(byName.get('Luna, Shih Tzu').image[0]).toMatch(/\/fotos\/cachorra-en-la-finca-[0-9a-f]+-\d+\.webp$/);
  });
  it('renders its photos as AVIF and WebP variants', () => {
    expect(html).toMatch(/<source type="image\/avif" srcset="\/fotos\/camada-[0-9a-f]+-320\.avif 320w/);
  });
});

describe('an animal with its own photos has its own page', () => {
  const html = page('/disponibles/shih-tzu-agosto/luna/');
  it('with its status, price, photo and a link back to its litter', () => {
    const t = text(html);
    expect(t).toContain('Luna, Shih Tzu');
    expect(t).toMatch(/Disponible · \$ 2’800’000/);
    expect(html).toContain('href="/disponibles/shih-tzu-agosto/"');
    expect(html).toMatch(/alt="Luna, cachorra shih tzu blanca y dorada, en el pasto"/);
    expect(products(html)[0].offers.availability).toBe('https://schema.org/InStock');
  });
  it('says whether it is available and its price before its photos, which fill the first screen of a phone', () => {
    const main = html.slice(html.indexOf('<h1'));
    expect(main.search(/Disponible<\/strong> · \$\s2’800’000/)).toBeGreaterThan(0);
    expect(main.search(/Disponible<\/strong> · \$\s2’800’000/)).toBeLessThan(main.indexOf('<picture'));
  });
  it('says when it was born, from when it is delivered and where it is, before its photos', () => {
    const main = html.slice(html.indexOf('<h1'));
    const dates = 'Nació el 20 de agosto de 2026 y se entrega desde el 20 de octubre de 2026. Está en Bogotá.';
    expect(text(main)).toContain(dates);
    expect(main.indexOf(dates)).toBeLessThan(main.indexOf('<picture'));
  });
  it('animals without their own photos have none', () => {
    expect(existsSync(join(DIST, 'disponibles/shih-tzu-agosto/max/index.html'))).toBe(false);
  });
});

describe('honest status over time (built as of 2026-11-10)', () => {
  it('a stale litter (updated 40 days before) offers nothing as available, and says why', () => {
    const html = page('/disponibles/bulldog-frances-julio/');
    expect(text(html)).toContain('Disponibilidad por confirmar');
    expect(text(html)).toMatch(/más de 14 días sin actualizarse/);
    expect(products(html)[0].offers.availability).toBeUndefined();
    expect(html.match(/<li id="rocky"[\s\S]*?<\/li>/)![0]).not.toContain('https://wa.me/');
    expect(block(page('/venta-perros/bulldog-frances/'))).toBeUndefined();
  });
  it('a sold-out litter inside its window stays readable and says it is sold', () => {
    const html = page('/disponibles/maltes-septiembre/');
    expect(text(html)).toContain('ya se vendieron');
    expect(products(html)[0]?.offers.availability ?? 'https://schema.org/SoldOut').toBe('https://schema.org/SoldOut');
    expect(block(page('/venta-perros/maltes/'))).toBeUndefined();
  });
  it('a sold-out litter past its window is no page: its URL redirects to its breed page, and it leaves the sitemap', () => {
    const stub = readFileSync(join(DIST, 'disponibles/pug-junio/index.html'), 'utf8');
    expect(stub).toContain('url=/venta-perros/pug/');
    expect(readFileSync(join(DIST, '_redirects'), 'utf8')).toMatch(/^\/disponibles\/pug-junio\/ \/venta-perros\/pug\/ 301$/m);
    expect(sitemap).not.toContain('/disponibles/pug-junio/');
  });
});

describe('"Disponibles ahora" where a buyer looks', () => {
  it('on the breed page, with the litter and its count', () => {
    const b = block(page('/venta-perros/shih-tzu/'))!;
    expect(text(b)).toContain('Disponibles ahora');
    expect(b).toContain('href="/disponibles/shih-tzu-agosto/"');
    expect(text(b)).toContain('1 disponible');
  });
  it('on a breed-in-place page the litter is delivered to, and on the home page', () => {
    expect(block(page('/clousters/perros/medellin/shih-tzu/'))).toContain('/disponibles/shih-tzu-agosto/');
    const home = block(page('/'))!;
    expect(home).toContain('/disponibles/shih-tzu-agosto/');
    expect(home).toContain('/disponibles/novillas-brahman/');
  });
  it('on the species landings and the livestock line page', () => {
    expect(block(page('/perros/'))).toContain('/disponibles/shih-tzu-agosto/');
    expect(block(page('/bovinos-colombia/'))).toContain('/disponibles/novillas-brahman/');
    expect(block(page('/bovinos/brahman-colombia/'))).toContain('/disponibles/novillas-brahman/');
  });
  it('nowhere for a breed with nothing available: no block, no filler', () => {
    expect(block(page('/venta-perros/pincher/'))).toBeUndefined();
    expect(page('/venta-perros/pincher/')).not.toContain('Disponibles ahora');
  });
  it('the home gallery shows the real photos, not the illustrations', () => {
    const home = page('/');
    expect(home).toMatch(/\/fotos\/(cachorra-en-la-finca|camada)-[0-9a-f]+-\d+(-4x3)?\.webp/);
    expect(home).not.toMatch(/Ilustración de un cachorro/);
  });
});

describe('the listing and the lot', () => {
  it('lists the published entries by species, indexable', () => {
    const html = page('/disponibles/');
    expect(html).toContain('id="perros"');
    expect(html).toContain('id="bovinos"');
    expect(html).not.toContain('/disponibles/pug-junio/');
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);
  });
  it('words its intro and description so they stay true while a sold litter is still listed (reader, item 5)', () => {
    const html = page('/disponibles/');
    const t = text(html);
    // The sold maltés litter is still inside its visible window.
    expect(t).toMatch(/Vendid[oa]s?/);
    expect(t).not.toMatch(/que tenemos ahora|disponibles ahora/i);
    expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).not.toMatch(/disponibles ahora|que tenemos ahora/i);
    expect(t).toContain('en cada publicación verá qué animales siguen disponibles y cuáles ya se reservaron o se vendieron');
  });
  it('a lot says its count, its price per animal and its status', () => {
    const html = page('/disponibles/novillas-brahman/');
    const t = text(html);
    expect(t).toContain('Novillas Brahman de 18 meses');
    expect(t).toMatch(/Disponibles · \$ 3’500’000 por animal/);
    expect(products(html)[0].offers).toMatchObject({ availability: 'https://schema.org/InStock', price: 3500000, priceCurrency: 'COP' });
  });
});

describe('the sitemap dates each page by the content it shows, never the build day', () => {
  it('a litter page by its update date; a page with a block by the newest entry it shows', () => {
    expect(lastmod('/disponibles/shih-tzu-agosto/')).toBe('2026-11-03');
    expect(lastmod('/venta-perros/shih-tzu/')).toBe('2026-11-03');
    expect(lastmod('/')).toBe('2026-11-05');
  });
  it('other pages by the content date and the price list', () => {
    const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
    expect(lastmod('/venta-perros/pincher/')).toBe([site.contentDate, site.prices.updatedOn].sort().at(-1));
    expect(sitemap).not.toContain('2026-11-10');
  });
});

describe('valid HTML (html-validate, as tests/dist/html.test.ts checks the other page types)', () => {
  const validator = htmlValidator();
  for (const path of ['/disponibles/', '/disponibles/shih-tzu-agosto/', '/disponibles/shih-tzu-agosto/luna/', '/disponibles/novillas-brahman/', '/venta-perros/shih-tzu/', '/']) {
    it(path, async () => {
      const report = await validator.validateString(page(path));
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    });
  }
});

describe('the footer\'s sister sites (the fixture gives one real address among placeholders)', () => {
  const footer = (html: string) => html.match(/<footer[\s\S]*?<\/footer>/)![0];
  it('shows the real link, opening apart and not followed, and none of the placeholders', () => {
    const html = footer(page('/disponibles/'));
    expect(text(html)).toContain('Sitios aliados');
    const links = [...html.matchAll(/<a href="(https?:[^"]+)"([^>]*)>/g)];
    expect(links.map((m) => m[1])).toEqual(['https://www.criadero-aliado.com.co/']);
    expect(links[0]![2]).toContain('rel="nofollow noopener"');
    expect(links[0]![2]).toContain('target="_blank"');
    expect(text(html)).not.toMatch(/Razas específicas|Cachorros en Cali/);
  });
  it('the repository build, whose links are all placeholders, has no sister-site block', () => {
    expect(text(footer(readFileSync('dist/index.html', 'utf8')))).not.toContain('Sitios aliados');
  });
});

describe('the repository build ships no inventory (dist/)', () => {
  const listing = readFileSync('dist/disponibles/index.html', 'utf8');
  const repoSitemap = readFileSync('dist/sitemap-0.xml', 'utf8');
  it('the listing says plainly that nothing is published, offers the chat, and is noindex and out of the sitemap', () => {
    expect(text(listing)).toContain('En este momento no tenemos camadas ni lotes publicados');
    expect(listing).toMatch(/href="https:\/\/wa\.me\/\d+\?text=/);
    expect(listing).toMatch(/<meta name="robots" content="noindex/);
    expect(repoSitemap).not.toContain('/disponibles/');
  });
  it('publishes no litter or lot page: the fixture\'s animals, registration and video never reach it (review 4, D46)', () => {
    expect(readdirSync('dist/disponibles')).toEqual(['index.html']);
    expect(readdirSync('content/inventario').filter((f) => f.endsWith('.json'))).toEqual([]);
  });
  it('no page has a "Disponibles ahora" block, and the gallery names its illustrations', () => {
    for (const path of ['', 'venta-perros/shih-tzu', 'perros', 'bovinos-colombia']) expect(readFileSync(join('dist', path, 'index.html'), 'utf8')).not.toContain('Disponibles ahora');
    expect(readFileSync('dist/index.html', 'utf8')).toContain('Ilustración de un cachorro');
  });
  it('every lastmod is a content date, not the day of the build', () => {
    const site = JSON.parse(readFileSync('content/site.json', 'utf8'));
    const days = new Set([...repoSitemap.matchAll(/<lastmod>(\d{4}-\d\d-\d\d)/g)].map((m) => m[1]));
    expect([...days]).toEqual([[site.contentDate, site.prices.updatedOn].sort().at(-1)]);
  });
});

describe("the first photo of a litter and an animal page, the largest paint, at Lighthouse's phone (412 px, DPR 1.75)", () => {
  /**
   * The browser takes the narrowest AVIF at least as wide as the photo's column in device pixels
   * (380 CSS px × 1.75 = 665): the 720 px variant, not the 960 px one a `sizes` of 100vw took
   * (60 KB → 40 KB for the litter's landscape photo, 110 KB → 73 KB for the upright one). It loads
   * at once, with high priority; every other photo lazily.
   */
  it.each(['/disponibles/shih-tzu-agosto/', '/disponibles/shih-tzu-agosto/luna/'])('%s', (path) => {
    const [first, ...rest] = pictures(page(path));
    expect(first, path).toBeDefined();
    expect(first!.attrs.loading).toBe('eager');
    expect(first!.attrs.fetchpriority).toBe('high');
    for (const p of rest) expect(p.attrs.loading, p.attrs.alt).toBe('lazy');
    const avif = first!.sources.find((s) => s.type === 'image/avif')!;
    const choice = picked(avif.srcset, slotWidth(avif.sizes, 412) * 1.75);
    expect(choice.width).toBe(720);
    expect(readFileSync(join(DIST, choice.url)).length).toBeLessThan(80 * 1024);
  });
});
