/**
 * The livestock pages of several lines, over every built page of their families (notes
 * s41/read-unsampled.md, the read of the pages outside the sample):
 * - P1: every line we sell shows its price on its species' category pages (the hub one click up
 *   gave one per line, the category pages none), with its categories where it has them; the
 *   búfalos page gives the Murrah's prices by category;
 * - P7: no page of several lines offers a line's sale page in a city where that page advises
 *   against it (the búfalos in the cold highlands);
 * - P9: a species hub lists no bare city names: each city it lists links its page and says the
 *   way there;
 * - P10, P11: the Girolando's milk is the Holstein's; a category page does not repeat the hub's
 *   blurbs nor the species' ICA notes.
 */
import { describe, expect, it } from 'vitest';
import { pageFamily } from '../../scripts/audit-content.mjs';
import { readCatalog } from '@/lib/content/disk-catalog';
import { livestockEntry, saleSlug } from '@/lib/content/species';
import { livestockClusters, livestockLanding, saleableCards, speciesLines } from '@/lib/domain/livestock';
import { notRecommended, saleFacts } from '@/lib/domain/livestock-sale';
import { routes } from '@/lib/routes';
import { builtPages } from './pages';
import { decodeEntities } from './text';

const catalog = readCatalog();
const pages = builtPages();
const byPath = new Map(pages.map((p) => [p.path, p]));
const fold = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
/** The markup of a section of a page (its aria-labelledby id), or '' without it. */
function section(html: string, id: string): string {
  const at = html.search(new RegExp(`<(section|nav)\\b[^>]*aria-labelledby="${id}"`));
  return at < 0 ? '' : html.slice(at, html.indexOf('</section>', at));
}
const items = (html: string) => [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

const categoryPages = pages.filter((p) => pageFamily(p.path) === 'livestockCategory');
const hubs = pages.filter((p) => pageFamily(p.path) === 'livestock');
const speciesOf = (path: string) => path.split(/[/-]/)[1]!;

describe('a price for every line on the pages of several lines (P1)', () => {
  it('gives every line we sell its price on every category page of its species, with its categories, marked while estimated', () => {
    expect(categoryPages.length).toBe(catalog.livestockClusters.length);
    const bad: string[] = [];
    for (const page of categoryPages) {
      const species = speciesOf(page.path);
      const cluster = livestockClusters(catalog, species).find((c) => routes.livestockCategory(species, c.slug) === page.path)!;
      const cards = items(section(page.html, 'lineas'));
      for (const card of saleableCards(catalog, species).filter((c) => cluster.lineas.includes(c.slug) && c.price)) {
        // the card whose heading links the line's page (a bird's legal note may come first)
        const found = cards.find((i) => i.includes(`href="${routes.livestockBreed(species, card.slug)}"`));
        const item = found && fold(found);
        const categories = (card.price!.categorias ?? []).map((c) => c.nombre.toLowerCase());
        if (!item || !/\$\s?\d/.test(item)) bad.push(`${page.path} ${card.slug}: no price`);
        else if (categories.length && !categories.some((c) => item.toLowerCase().includes(c))) bad.push(`${page.path} ${card.slug}: no category in «${item}»`);
        // the estimate and the freight apart, said once over the cards (blind read s46: after every price)
        else if (card.price!.estimado && !/Precio sin flete \(estimado\)/.test(fold(section(page.html, 'lineas')))) bad.push(`${page.path} ${card.slug}: not marked as an estimate`);
        else if (/sin flete/.test(item)) bad.push(`${page.path} ${card.slug}: «sin flete» in the card`);
      }
    }
    expect(bad.slice(0, 10), `${bad.length} lines`).toEqual([]);
  });

  it('gives the búfalos page the Murrah’s prices by category in its answer, before its fact sheet', () => {
    const page = byPath.get(routes.bufalos())!;
    const line = speciesLines(catalog, 'bovinos').find((l) => l.slug === catalog.bufalos[0]!.linea)!;
    const prices = page.html.match(/<div\b[^>]*data-fact="precio"[\s\S]*?<\/dl>/)?.[0] ?? '';
    expect(prices).not.toBe('');
    for (const c of line.precio!.categorias!) expect(fold(prices)).toContain(c.nombre);
    expect(fold(prices)).toMatch(/\$\s?\d/);
    expect(page.html.indexOf('data-fact="precio"')).toBeLessThan(page.html.indexOf('aria-labelledby="ficha"'));
  });
});

describe('no sale offered where its page advises against it (P7)', () => {
  it('links from /bufalos-colombia/ no sale page of a city whose climate the line is not recommended in, and names those cities', () => {
    const page = byPath.get(routes.bufalos())!;
    const line = speciesLines(catalog, 'bovinos').find((l) => l.slug === catalog.bufalos[0]!.linea)!;
    const card = livestockLanding(catalog, 'bovinos').cards.find((c) => c.slug === line.slug)!;
    const linked = new Set(hrefs(section(page.html, 'ciudades')));
    const against = catalog.cities.filter((city) => notRecommended(saleFacts(catalog, 'bovinos', card, city)));
    expect(against.length).toBeGreaterThan(0);
    for (const city of catalog.cities) {
      const href = routes.livestockSale('bovinos', saleSlug('bovinos', line.slug), city.slug);
      expect(linked.has(href), city.slug).toBe(!against.includes(city));
    }
    // the linked pages themselves: none says the line is not recommended there
    const notes = Object.values(line.climas ?? {}).filter((n) => n.apto === false).map((n) => n.nota);
    for (const href of linked) for (const note of notes) expect(fold(byPath.get(href)!.html), href).not.toContain(note);
    for (const city of against) expect(fold(section(page.html, 'ciudades'))).toContain(city.nombre);
  });
});

describe('the deliveries of a species hub (P9, P1b)', () => {
  it('says how the animals travel, and gives each city it lists the way there, linked to its page; no bare city names', () => {
    expect(hubs.map((p) => p.path).sort()).toEqual(['/aves-colombia/', '/bovinos-colombia/', '/equinos-colombia/']);
    for (const page of hubs) {
      const species = speciesOf(page.path);
      const block = section(page.html, 'cobertura');
      expect(fold(block), page.path).toContain(livestockEntry(species).portada.entrega!);
      for (const item of items(block)) {
        const text = fold(item);
        const [href] = hrefs(item);
        expect(href && byPath.has(href), `${page.path}: «${text}» links a built page`).toBe(true);
        // the city, then the way there: a road's hours and km, or the local delivery
        expect(text, page.path).toMatch(/^\p{L}[\p{L} ]* ([\d.]+ km por carretera; en (carro|camión, con paradas), unas \d+ horas|En camión hasta su finca)/u);
      }
    }
  });

  it('reaches every indexable city page of a species from its hub, directly or by its climate page', () => {
    for (const page of hubs) {
      const species = speciesOf(page.path);
      const linked = new Set(hrefs(section(page.html, 'cobertura')));
      const cityPages = pages.filter((p) => pageFamily(p.path) === 'livestockIn' && p.path.startsWith(`/${species}-en-`) && !/<meta name="robots" content="noindex/.test(p.html));
      for (const p of cityPages) expect(linked.has(p.path), `${page.path} → ${p.path}`).toBe(true);
      for (const p of pages.filter((x) => pageFamily(x.path) === 'livestockClimate' && x.path.startsWith(`/${species}-`))) expect(linked.has(p.path), p.path).toBe(true);
    }
  });
});

describe('the words of the category pages (P10, P11)', () => {
  it('shows on a category page neither the lines’ hub blurbs nor the species’ ICA notes, and links the notes', () => {
    const bad: string[] = [];
    for (const page of categoryPages) {
      const species = speciesOf(page.path);
      const text = fold(page.html);
      for (const line of speciesLines(catalog, species)) if (text.includes(line.descripcion)) bad.push(`${page.path}: ${line.slug}'s blurb`);
      for (const note of livestockLanding(catalog, species).ica.notas) if (text.includes(note)) bad.push(`${page.path}: «${note.slice(0, 40)}…»`);
      // a category whose lines need no papers to move (the cage birds: s48 read 7) has no papers box, and no link from it
      const papers = section(page.html, 'ica');
      if (page.path === '/aves-ornamentales-colombia/') {
        if (papers) bad.push(`${page.path}: a papers box for birds that need none`);
      } else if (!hrefs(papers).includes(`${routes.species(species)}#ica`)) bad.push(`${page.path}: no link to the notes`);
    }
    expect(bad.slice(0, 10), `${bad.length}`).toEqual([]);
  });

  it('says the Girolando joins the Holstein’s milk with the Gyr’s hardiness, never the other way round', () => {
    const girolando = pages.filter((p) => /Girolando es una raza/.test(p.html));
    expect(girolando.length).toBeGreaterThan(0);
    for (const p of girolando) expect(fold(p.html), p.path).toContain('une la leche del Holstein con la rusticidad del Gyr');
    expect(pages.filter((p) => p.html.includes('la leche de la una con la rusticidad de la otra')).map((p) => p.path)).toEqual([]);
  });
});

describe('the origin of a line that does not leave from the dispatch city, one wording (after10 §7.3, §9)', () => {
  it('says «la finca de origen» / «la planta de incubación» on every livestock page, never «su finca» or «su planta» for it (a usted text reads them as the buyer’s)', () => {
    const livestock = pages.filter((p) => /^(livestock|bufalos)/.test(pageFamily(p.path) ?? ''));
    expect(livestock.length).toBeGreaterThan(100);
    const bad: string[] = [];
    for (const page of livestock) {
      const text = fold(page.html);
      for (const phrase of ['Desde su finca', 'desde su finca de origen', 'su planta de incubación', 'finca de la raza', 'finca donde se crían']) if (text.includes(phrase)) bad.push(`${page.path}: «${phrase}»`);
    }
    expect(bad.slice(0, 10), `${bad.length} pages`).toEqual([]);
    // the freight column of a city's table, where some rows leave from their farm: the same words as the answer's boxes
    const pereira = fold(section(byPath.get(routes.livestockIn('bovinos', 'pereira'))!.html, 'lineas-0'));
    expect(pereira).toContain('Brahman Carne $ 3,5 a 5,5 millones Desde la finca de origen');
  });
});
