import { chatMessage } from '@/lib/views/chat';
/** The view builders: meta, canonical, breadcrumbs and chat context as data, and places as data. */
import { describe, expect, it } from 'vitest';
import { buildCatalog, type RawCatalog } from '@/lib/content/catalog';
import { readCatalog } from '@/lib/content/disk-catalog';
import { ENTRIES, familyPaths } from '@/lib/pages/entries';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/content/site';
import { breedInLocationView, breedSaleView, dogLocationView, dogsHomeView, neighbourhoodView } from '@/lib/views/dogs';
import { livestockSaleView } from '@/lib/views/livestock';
import { saleSlug } from '@/lib/content/species';
import { priceRangeFor } from '@/lib/domain/dogs';
import { formatCOP } from '@/lib/text/spanish';
import { homeView } from '@/lib/views/home';
import { buildHead } from '@/lib/views/seo';

import { strayMentions } from '../../scripts/audit-content.mjs';

const catalog = readCatalog();

/**
 * The text a view writes itself, to search it: without the breed record and the seller's
 * Organization, which are data (breed lines that name Bogotá are content, issue 9's work).
 */
const text = (view: { jsonLd: unknown[]; breed?: unknown }) =>
  JSON.stringify({ ...view, breed: undefined, jsonLd: view.jsonLd.filter((o) => (o as { '@type': string })['@type'] !== 'PetStore') });

describe('places as data: a locality of Medellín added in one data edit', () => {
  const laureles = {
    ciudad: 'Medellín', slug_ciudad: 'medellin', barrio: 'Laureles', slug_barrio: 'laureles', estado: 'Antioquia', pais: 'Colombia',
    numero: 11, zona: 'centro occidente', altitud: 1500, parques: ['Parque de Laureles'],
    entorno: 'Barrios de casas y edificios bajos con calles arborizadas y circulares, cerca del estadio Atanasio Girardot.',
  };
  const withLaureles = buildCatalog({ ...(catalog as unknown as RawCatalog), localities: [...catalog.localities, laureles] });
  const location = withLaureles.dogLocationBySlug.get('laureles')!;
  const pug = withLaureles.dogBreedBySlug.get('pug')!;

  it('gets its pages from the registry entries', () => {
    expect(familyPaths(withLaureles, 'dogBreedIn')).toContain('/clousters/perros/laureles/pug/');
    expect(familyPaths(withLaureles, 'dogNeighbourhood')).toContain('/co/medellin/laureles/pug/');
    expect(familyPaths(withLaureles, 'dogsIn')).toContain('/perros-en-laureles/');
  });
  it('names its own city on every page about it, never Bogotá', () => {
    const breedIn = breedInLocationView(withLaureles, { path: routes.dogBreedIn('laureles', 'pug'), breed: pug, location });
    const views = [
      breedIn,
      dogLocationView(withLaureles, { path: routes.dogsIn('laureles'), location, variant: 'perros-en' }),
      dogLocationView(withLaureles, { path: routes.dogLocation('laureles'), location, variant: 'clouster' }),
      neighbourhoodView(withLaureles, { path: routes.dogNeighbourhood('medellin', 'laureles', 'pug'), breed: pug, locality: laureles }),
    ];
    for (const view of views) {
      expect(text(view)).toContain('Laureles, Medellín');
      // Bogotá only as the city the puppies leave from (content/site.json › dispatch), never its climate or homes.
      expect(strayMentions(text(view), 'Bogotá')).toEqual([]);
    }
    expect(breedIn.meta.title).toBe('Venta de Pug en Laureles, Medellín');
  });
  it('lists each breed once on its location pages, with the price its page here starts at', () => {
    const view = dogLocationView(withLaureles, { path: routes.dogsIn('laureles'), location, variant: 'perros-en' });
    const links = view.groups.flatMap((g) => g.links);
    expect(links.map((l) => l.label).sort()).toEqual(withLaureles.dogBreeds.map((b) => `Venta de ${b.nombre} en Laureles`).sort());
    const pugLink = links.find((l) => l.label === 'Venta de Pug en Laureles')!;
    expect(pugLink.href).toBe('/clousters/perros/laureles/pug/');
    expect(pugLink.price).toBe(`desde ${formatCOP(priceRangeFor(withLaureles, pug, location)!.min)}`);
    expect(JSON.stringify(view)).not.toContain('con entrega en Laureles, Medellín"');
    // How the puppy gets there: Laureles is far from Bogotá by road, so the same answer as its breed pages, and the breeds that never fly.
    // The heading is the question the answer answers, as on its breed pages.
    expect(view.delivery.heading).toBe('¿Hacen entrega a domicilio en Laureles, Medellín?');
    // A yes/no question answered yes first, then the road and the plane.
    expect(view.delivery.paragraphs[0]).toMatch(/^Sí\. Por carretera se lo llevamos hasta su casa en Laureles, Medellín; si viaja en avión, /);
    expect(view.delivery.paragraphs.join(' ')).toMatch(/aeropuerto .*Las razas de hocico corto que no caben en cabina \(.*Bulldog inglés.*\) no viajan en bodega: a Laureles, Medellín se las llevamos por carretera\./);
    const suba = dogLocationView(catalog, { path: routes.dogsIn('suba'), location: catalog.dogLocationBySlug.get('suba')!, variant: 'perros-en' });
    // The chat message names the place the puppy goes to.
    expect(chatMessage(view.chat)).toMatch(/quiero más información sobre perros en Laureles, Medellín\.$/);
    expect(suba.delivery.paragraphs).toEqual([expect.stringContaining('Llevamos el cachorro en nuestro vehículo hasta su casa en Suba, Bogotá')]);
  });
  it("describes a place's dog pages with how the puppies get there: to the door nearby, by plane far away, and no second 'Bogotá' in Bogotá", () => {
    const describe = (slug: string, variant: 'perros-en' | 'clouster' = 'clouster') => {
      const location = catalog.dogLocationBySlug.get(slug)!;
      return dogLocationView(catalog, { path: routes.dogsIn(slug), location, variant }).meta.description;
    };
    expect(describe('chapinero')).toBe(`Criamos cachorros de ${catalog.dogBreeds.length} razas en Bogotá, con certificado de salud, vacunas y garantía por escrito, y se los llevamos a su casa en Chapinero, Bogotá.`);
    expect(describe('pasto')).toMatch(/y se los enviamos a Pasto\.$/);
    expect(describe('bogota')).toMatch(/^Criamos cachorros de \d+ razas en Bogotá, .*y se los llevamos a su casa\.$/);
    expect(describe('pasto', 'perros-en')).toBe(`Entregamos cachorros de ${catalog.dogBreeds.length} razas en Pasto, de las mini a las gigantes, con certificado de salud, vacunas y envío en avión.`);
  });
  it('heads the drawings of a breed as drawings, and its photos as puppies; the home gallery too', () => {
    const breedIn = breedInLocationView(withLaureles, { path: routes.dogBreedIn('laureles', 'pug'), breed: pug, location });
    expect(breedIn.photos.every((p) => p.kind === 'illustration')).toBe(true);
    // Generic drawings are not headed as the breed, and the breed summary's heading ("Así es el Pug") is not said twice.
    expect(breedIn.photosHeading).toBe('Ilustraciones');
    expect(JSON.stringify(breedIn)).not.toMatch(/Así es el Pug[^]*Así es el Pug/);
    const home = homeView(catalog, routes.home());
    expect(home.gallery.every((g) => g.kind === 'illustration')).toBe(true);
    expect(home.galleryHeading).toBe('Razas que criamos');
  });
  it('is grouped under its own city in the location list of /perros/', () => {
    const groups = dogsHomeView(withLaureles).locationGroups;
    const group = groups.find((g) => g.title === 'Localidades de Medellín');
    expect(group?.links.map((l) => l.href)).toEqual(['/clousters/perros/laureles/']);
    expect(groups.find((g) => g.title === 'Localidades de Bogotá')?.links).toHaveLength(19);
  });
});

describe('page views', () => {
  it('take the canonical from the page’s own path and send one chat message from it', () => {
    const [entry] = ENTRIES.dogBreederInCity(catalog);
    const path = routes.dogBreederInCity(entry!.props.breed.slug, entry!.props.city!.slug!);
    const view = breedSaleView(catalog, { path, ...entry!.props });
    expect(view.meta.canonical).toBe(path);
    expect(view.chat).toEqual({ pageUrl: absoluteUrl(path), subject: 'el Pincher', pageName: 'Criadero de perros Pincher en Bogotá' });
    expect(view.crumbs?.at(-1)).toEqual({ name: 'Bogotá', path });
    expect(view.meta.title).toBe('Cachorros Pincher con entrega en Bogotá');
  });
  it('gives every dog sale page a whole description: the fullest of content/texts/perros.json › breedSale.descriptions that fits, never one cut with "…"', () => {
    const views = [...ENTRIES.dogBreed(catalog), ...ENTRIES.dogBreederInCity(catalog)].map((e) => breedSaleView(catalog, { path: '/x/', ...e.props }));
    expect(views.length).toBeGreaterThan(catalog.dogBreeds.length);
    const descriptions = views.flatMap((v) => buildHead(v.meta).flatMap((t) => (t.tag === 'meta' && t.attrs.name === 'description' ? [t.attrs.content!] : [])));
    expect(descriptions).toHaveLength(views.length);
    const cut = descriptions.filter((d) => d.endsWith('…'));
    expect(cut).toEqual([]);
    const cavalier = views.find((v) => v.breed.slug === 'cavalier-king-charles-spaniel' && v.city?.slug === 'barranquilla')!;
    expect(cavalier.meta.description).toMatch(/^Cavalier King Charles Spaniel desde \$\u00a014’000’000 con entrega en Barranquilla\. Cachorros con certificado de salud, vacunas y garantía por escrito\.$/);
  });
  it('/co/tienda/ declares "/" canonical and its chat names "/"', () => {
    const view = homeView(catalog, routes.shopHome());
    expect(view.meta.canonical).toBe('/');
    expect(view.chat.pageUrl).toBe(absoluteUrl('/'));
  });
  it('gives the livestock sale page one chat context, naming the line', () => {
    const entry = ENTRIES.livestockSale(catalog).find((e) => e.props.species === 'bovinos');
    const view = livestockSaleView(catalog, { path: routes.livestockSale('bovinos', saleSlug('bovinos', entry!.props.card.slug), entry!.props.city.slug), ...entry!.props });
    expect(view.chat.subject).toBe(entry!.props.card.forms.conArticulo);
    expect(view.jsonLd.map((o) => (o as { '@type': string })['@type'])).toEqual(['BreadcrumbList', 'Product']);
  });
  it('describes the breeder (PetStore) on the home page only; offers elsewhere name it by @id', () => {
    const types = (v: { jsonLd: unknown[] }) => v.jsonLd.map((o) => (o as { '@type': string })['@type']);
    expect(types(homeView(catalog, routes.home()))).toContain('PetStore');
    const [entry] = ENTRIES.dogBreed(catalog);
    const sale = breedSaleView(catalog, { path: routes.dogBreed(entry!.props.breed.slug), ...entry!.props });
    expect(types(sale)).not.toContain('PetStore');
    const home = homeView(catalog, routes.home()).jsonLd.find((o) => (o as { '@type': string })['@type'] === 'PetStore') as { '@id': string };
    expect(JSON.stringify(sale.jsonLd)).toContain(`"seller":{"@type":"Organization","@id":"${home['@id']}"`);
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
