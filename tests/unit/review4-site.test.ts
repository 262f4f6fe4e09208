/** Review 4 (a Colombian editor and a buyer reading the built pages): the cat, home, trust and inventory items. */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { NEIGHBOURHOOD_REASONS } from '@/lib/views/dogs';
import { catBreedView, catPriceGuideView, catsInPlaceView } from '@/lib/views/cats';
import { ENTRIES } from '@/lib/routes/entries';
import type { InventoryEntry } from '@/lib/content/inventory';
import { inventoryEntryView } from '@/lib/views/inventory';
import { formatCOP } from '@/lib/text/spanish';
import { homeView } from '@/lib/views/home';
import { routes } from '@/lib/routes';

const catalog = readCatalog();

describe('review 4: no promise the site cannot back', () => {
  it('D05: the /co/… pages give the written guarantee as a reason, never an absolute «salud garantizada», and say it once', () => {
    const health = NEIGHBOURHOOD_REASONS.find((r) => /salud/i.test(r.title))!;
    expect(health.title).not.toMatch(/garantizad/i);
    expect(health.text).toContain('garantía por escrito');
    expect(health.title).not.toMatch(/garantía/i);
  });
  it('D10: /gatos/precios/ keeps its price year and never calls its prices «al día»', () => {
    const view = catPriceGuideView(catalog);
    expect(view.meta.title).toMatch(/\(\d{4}\)$/);
    expect(JSON.stringify({ ...view, jsonLd: undefined })).not.toMatch(/precios? al día|precios? actualizad/i);
  });
  it('D42: a cat said to suit allergic people is never called hypoallergenic without a hedge', () => {
    const view = catPriceGuideView(catalog);
    const rows = view.groups.flatMap((g) => g.rows);
    expect(rows.find((r) => r.slug === 'azul-ruso')!.traitsText).toBe('Tranquilo, silencioso, apto para algunas personas alérgicas e independiente');
    for (const r of rows) expect([r.traitsText, ...r.traits].join(' | '), r.slug).not.toMatch(/hipoalergénico/i);
  });
});

describe('review 4: an inventory animal\'s price', () => {
  it('D45: an animal without its own price shows the breed\'s list price as the list\'s, never as its own', () => {
    const pug = catalog.dogPriceByBreed.get('pug')!;
    const entry: InventoryEntry = {
      slug: 'pug', tipo: 'camada', especie: 'perros', raza: 'pug', ciudad: 'bogota', actualizado: '2026-11-01', fotos: [], nacimiento: '2026-01-01', listosDesde: '2026-03-01',
      animales: [
        { nombre: 'Luna', sexo: 'hembra', color: 'beige', estado: 'disponible', precio: 2_800_000, fotos: [] },
        { nombre: 'Max', sexo: 'macho', color: 'beige', estado: 'disponible', precio: null, fotos: [] },
        { nombre: 'Toby', sexo: 'macho', color: 'negro', estado: 'reservado', precio: 2_600_000, fotos: [] },
      ],
    };
    const view = inventoryEntryView(catalog, { entry, path: '/disponibles/pug/' }, { today: '2026-11-02', settings: { soldVisibleDays: 30, staleDays: 14 } });
    expect(view.animals.map((a) => a.price)).toEqual([formatCOP(2_800_000), `Precio de lista: desde ${formatCOP(pug.precioMacho!)}`, formatCOP(2_600_000)]);
    // The structured data says the same: Luna's Offer has her price; Max has no Product whose Offer
    // would state the list's lower bound as his price (a crawler reads `price` as the animal's own).
    const products = view.jsonLd.filter((o) => (o as { '@type': string })['@type'] === 'Product') as unknown as { name: string; offers: { price?: number; availability?: string } }[];
    expect(products.map((p) => [p.name, p.offers.price, p.offers.availability])).toEqual([
      ['Luna, Pug', 2_800_000, 'https://schema.org/InStock'],
      ['Toby, Pug', 2_600_000, 'https://schema.org/Reserved'],
    ]);
    expect(JSON.stringify(view.jsonLd)).not.toContain(String(pug.precioMacho));
  });
});

describe('review 4: the home page', () => {
  const home = homeView(catalog, routes.home());
  it('D01: the H1 above five species calls them animals, not «cachorros»', () => {
    expect(home.hero.heading).toBe('Animales de raza con certificado de salud');
    expect(home.hero.heading).not.toMatch(/cachorr/i);
  });
  it('D02: each drawing of the gallery names its breed in its visible caption, not only in its aria-label', () => {
    const drawings = home.gallery.filter((g) => g.kind === 'illustration');
    expect(drawings.length).toBeGreaterThan(0);
    for (const g of drawings) {
      const breed = /^Ilustración de un cachorro (.+?)(?: \(\d+\))?$/.exec(g.alt)![1]!;
      expect(g.caption, g.alt).toBe(`${breed} · ilustración`);
    }
  });
});

describe('review 4: cat place pages say each fact once', () => {
  const entries = ENTRIES.catBreederInCity(catalog);
  const breederPage = (slug: string, place: string) => {
    const e = entries.find((x) => x.props.breed.slug === slug && x.props.place.slug === place)!;
    return catBreedView(catalog, { path: routes.catBreederInCity(slug, place), ...e.props });
  };
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
  it('D22: a breeder page reached by road says the same-day delivery once and each temperature once, in the facts list', () => {
    for (const [breed, city] of [['munchkin', 'ibague'], ['persa', 'pasto'], ['sphynx', 'cali'], ['maine-coon', 'cucuta']]) {
      const view = breederPage(breed!, city!);
      const shown = JSON.stringify({ ...view, jsonLd: undefined, breed: undefined, meta: undefined });
      const [min, max] = catalog.cityBySlug.get(city!)!.clima.temperatura;
      expect(count(shown, /mismo día/g), `${breed} ${city}`).toBeLessThanOrEqual(1);
      expect(count(shown, new RegExp(`\\b${max} °C`, 'g')), `${breed} ${city}`).toBe(1);
      expect(count(shown, new RegExp(`\\b${min} (?:a \\d+ )?°C`, 'g')), `${breed} ${city}`).toBeLessThanOrEqual(1);
    }
  });
  it('the breeder\'s city says its delivery once: the delivery section says how, the FAQ answer when, and neither the lead nor the facts list repeats them', () => {
    const home = catalog.cityBySlug.get('bogota')!;
    for (const breed of ['abisinio', 'persa', 'sphynx']) {
      const view = breederPage(breed, home.slug);
      const shown = JSON.stringify({ ...view, jsonLd: undefined, breed: undefined, meta: undefined });
      expect(count(shown, /día que acordemos|mismo día/g), breed).toBe(1);
      expect(count(shown, /nuestro vehículo/g), breed).toBe(1);
      expect(count(shown, /su casa en Bogotá|a su casa\b/g), breed).toBeLessThanOrEqual(2);
      expect(view.local!.facts!.items.join(' | '), breed).not.toMatch(/Entrega|Distancia/);
      expect(view.local!.facts!.title).toBe('Bogotá: clima');
      expect(view.lead[0]).not.toMatch(/llevamos|entreg|acordemos/);
    }
    const city = catsInPlaceView(catalog, { path: routes.catsIn('bogota'), place: { slug: 'bogota', nombre: 'Bogotá' }, abroad: false });
    const shown = [...city.facts.items, ...city.guide.flatMap((g) => [g.heading, ...g.paragraphs])].join(' ');
    expect(count(shown, /día que acordemos|mismo día/g)).toBe(1);
    expect(count(shown, /nuestro vehículo/g)).toBe(1);
    expect(city.facts.title).toBe('Bogotá: clima');
  });
  it('D24: a cat page abroad gives its city\'s altitude and temperatures once, in the facts list, and its climate advice follows its nights', () => {
    const countryView = (slug: string) => {
      const c = catalog.countries.find((x) => x.slug === slug)!;
      return catsInPlaceView(catalog, { path: routes.catsIn(slug), place: { slug, nombre: c.nombre }, abroad: true });
    };
    for (const c of catalog.countries) {
      const view = countryView(c.slug);
      const shown = [...view.facts.items, ...view.guide.flatMap((g) => [g.heading, ...g.paragraphs])].join(' ');
      for (const t of new Set(c.temperatura)) expect(count(shown, new RegExp(`(?<![\\d.])${t}(?= °C| a \\d+ °C)`, 'g')), `${c.slug}: ${t} °C`).toBe(1);
      expect(count(shown, new RegExp(`(?<![\\d.])${c.altitud.toLocaleString('de-DE')} metros`, 'g')), `${c.slug}: ${c.altitud} m`).toBe(1);
    }
    // San Juan stays warm at night, Miami's nights cool down: the hairless cat's blanket is Miami's alone.
    const climate = (slug: string) => countryView(slug).guide[0]!.paragraphs.join(' ');
    expect(climate('estados-unidos')).toMatch(/noches frescas/);
    expect(climate('puerto-rico')).not.toMatch(/noches frescas|manta/);
    expect(climate('puerto-rico')).toMatch(/de noche/);
  });
  it('a cat place page names the kitten\'s documents once: the opening sentence in Colombia, and abroad the export certificate only where the ICA issues it', () => {
    for (const c of catalog.cities) {
      const view = catsInPlaceView(catalog, { path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: false });
      const shown = [view.delivery, ...view.guide.flatMap((g) => g.paragraphs)].join(' ');
      expect(count(shown, /certificado de salud/g), c.slug).toBe(1);
    }
    for (const c of catalog.countries) {
      const view = catsInPlaceView(catalog, { path: routes.catsIn(c.slug), place: { slug: c.slug, nombre: c.nombre }, abroad: true });
      expect(view.delivery, c.slug).not.toMatch(/exportación|exige/);
      expect(count(view.guide.flatMap((g) => g.paragraphs).join(' '), /certificado de inspección sanitaria de exportación/g), c.slug).toBe(1);
    }
  });
  it('the breed page\'s FAQ answer on delivery elsewhere does not repeat the documents its «Incluye» list gives', () => {
    const breed = catalog.catBreeds.find((b) => b.slug === 'persa')!;
    const view = catBreedView(catalog, { path: routes.catBreed('persa'), breed });
    expect(view.includes.join(' ')).toMatch(/Certificado de salud/);
    const answer = view.faq.at(-1)!.answer;
    expect(answer).toMatch(/^Sí\. Criamos en Bogotá y enviamos a Medellín, .+ y a otros países\.$/);
    expect(answer).not.toMatch(/certificado|vacunas/i);
  });
  it('D23/D25: /gatos-en-puerto-rico/ names Puerto Rico once in a whole description and gives no flight time a connection makes meaningless', () => {
    const view = catsInPlaceView(catalog, { path: routes.catsIn('puerto-rico'), place: { slug: 'puerto-rico', nombre: 'Puerto Rico' }, abroad: true });
    expect(view.meta.description).toBe('16 razas de gatos con envío aéreo a Puerto Rico, con certificado de salud, vacunas y documentos de exportación.');
    expect(view.meta.description.length).toBeLessThanOrEqual(155);
    const shown = [...view.facts.items, ...view.guide.flatMap((g) => [g.heading, ...g.paragraphs])].join(' ');
    expect(view.facts.items).toContain('Vuelo desde Bogotá: con escala; le confirmamos la ruta y la duración al reservar');
    expect(shown).not.toMatch(/unas [\d,]+ horas?, con escala/);
  });
});
