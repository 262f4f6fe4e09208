import { chatMessage } from '@/lib/views/chat';
/** The view builders: meta, canonical, breadcrumbs and chat context as data, and places as data. */
import { describe, expect, it } from 'vitest';
import { buildCatalog, type RawCatalog } from '@/lib/content/catalog';
import { readCatalog } from '@/lib/content/disk-catalog';
import { ENTRIES, familyPaths } from '@/lib/pages/entries';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/content/site';
import { breedSaleView, dogsHomeView } from '@/lib/views/dogs';
import { breederInCityView, breedInLocationView, dogLocationView, neighbourhoodView } from '@/lib/views/dog-place-pages';
import { livestockSaleView } from '@/lib/views/livestock-place-pages';
import { saleSlug } from '@/lib/content/species';
import { texts } from '@/lib/content/texts';
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
    expect(breedIn.meta.title).toBe('Cachorros Pug en Laureles, Medellín');
  });
  it('lists each breed once on its location pages, linking the page that shows its facts there (the breeder page of its city)', () => {
    const view = dogLocationView(withLaureles, { path: routes.dogsIn('laureles'), location, variant: 'perros-en' });
    const links = view.groups.flatMap((g) => g.links);
    expect(links.map((l) => l.label).sort()).toEqual(withLaureles.dogBreeds.map((b) => b.nombre).sort());
    expect(links.find((l) => l.label === 'Pug')!.href).toBe(routes.dogBreederInCity('pug', 'medellin'));
    // A locality of Medellín is consolidated into Medellín's page, which both location pages name as canonical.
    expect(view.meta.canonical).toBe(routes.dogLocation('medellin'));
    expect(view.meta.noindex).toBe(true);
    // Where puppies may fly, the breeds that never do; the answer says how the others come.
    // Medellín is within 10 hours of road: they come by road (a city beyond says they are collected at the breeder)
    expect(view.delivery?.paragraphs.join(' ')).toBe(texts.dogs.placePage.snubNosed.road.replace('{razas}', 'Bulldog inglés, Shar Pei, Boxer, Cane Corso, Dogo de Burdeos y Mastín napolitano').replace('{lugar}', 'Laureles'));
    expect(view.delivery?.paragraphs.join(' ')).not.toMatch(/se recogen en el criadero/);
    const far = dogLocationView(catalog, { path: routes.dogLocation('barranquilla'), location: catalog.dogLocationBySlug.get('barranquilla')!, variant: 'clouster' });
    expect(far.delivery?.paragraphs.join(' ')).toBe(texts.dogs.placePage.snubNosed.far.replace('{razas}', 'Bulldog inglés, Shar Pei, Boxer, Cane Corso, Dogo de Burdeos y Mastín napolitano').replace('{lugar}', 'Barranquilla'));
    expect(view.delivery?.paragraphs.join(' ')).not.toMatch(/Bulldog francés|Pug/);
    expect(view.answer.facts.find((f) => f.key === 'entrega')!.value).toMatch(/^Hasta su casa, en nuestro vehículo, o en avión \(en cabina o en bodega, según su peso\) al aeropuerto José María Córdova/);
    // The chat message names the place the puppy goes to.
    expect(chatMessage(view.chat)).toMatch(/quiero más información sobre perros en Laureles, Medellín\.$/);
    const suba = dogLocationView(catalog, { path: routes.dogsIn('suba'), location: catalog.dogLocationBySlug.get('suba')!, variant: 'perros-en' });
    expect(suba.delivery).toBeUndefined();
    expect(suba.answer.facts.find((f) => f.key === 'entrega')!.value).toBe('Hasta su casa, en nuestro vehículo, el día que acordemos');
  });
  it('groups the breeds of a hot place by how they bear the heat, of a cold one by the cold, of a temperate one by size', () => {
    const titles = (slug: string) => dogLocationView(catalog, { path: routes.dogLocation(slug), location: catalog.dogLocationBySlug.get(slug)!, variant: 'clouster' }).groups.map((g) => g.title);
    // beyond 10 hours of road the snub-nosed breeds that do not fly close the list, under their own heading: collected at the breeder, not delivered (blind read 15)
    expect(titles('cartagena')).toEqual([...Object.values(texts.dogs.location.toleranceHeadings.calor), texts.dogs.location.pickupHeading]);
    expect(titles('pasto')).toEqual([...Object.values(texts.dogs.location.toleranceHeadings.frio), texts.dogs.location.pickupHeading]);
    const pasto = dogLocationView(catalog, { path: routes.dogLocation('pasto'), location: catalog.dogLocationBySlug.get('pasto')!, variant: 'clouster' });
    expect(pasto.groups.at(-1)!.links.map((l) => l.label)).toEqual(['Bulldog inglés', 'Shar Pei', 'Boxer', 'Cane Corso', 'Dogo de Burdeos', 'Mastín napolitano']);
    expect(pasto.groups.slice(0, -1).flatMap((g) => g.links.map((l) => l.label))).not.toContain('Boxer');
    expect(titles('medellin')).toEqual(catalog.dogSizes.map((s) => `Razas ${s.formas.razas}`));
  });
  it("describes a place's dog pages with how the puppies get there: to the door nearby, by plane far away, and no second 'Bogotá' in Bogotá", () => {
    const describe = (slug: string, variant: 'perros-en' | 'clouster' = 'clouster') => {
      const location = catalog.dogLocationBySlug.get(slug)!;
      return dogLocationView(catalog, { path: routes.dogsIn(slug), location, variant }).meta.description;
    };
    expect(describe('chapinero')).toBe(`Criamos cachorros de ${catalog.dogBreeds.length - 2} razas y 2 cruces en Bogotá, con vacunas, certificado y garantía de salud, y se los llevamos a su casa en Chapinero, Bogotá.`);
    expect(describe('pasto')).toMatch(/y enviamos casi todas a Pasto\.$/);
    expect(describe('medellin', 'perros-en')).toMatch(/^Entregamos cachorros de \d+ razas y 2 cruces en Medellín, /);
    expect(describe('bogota')).toMatch(/^Criamos cachorros de \d+ razas y 2 cruces en Bogotá, .*y se los llevamos a su casa\.$/);
    // six breeds that do not fly are collected at the breeder for Pasto: the description does not say all are delivered there (blind read 16)
    expect(describe('pasto', 'perros-en')).toBe(`Cachorros de ${catalog.dogBreeds.length - 2} razas y 2 cruces, con certificado de salud y vacunas: los de casi todas vuelan a Pasto y usted los recoge en el aeropuerto.`);
  });
  it('shows the breeder’s own photos of a breed, never drawings, under a heading that names no breed; the home gallery heads its drawings as breeds', () => {
    const breedIn = breedInLocationView(withLaureles, { path: routes.dogBreedIn('laureles', 'pug'), breed: pug, location });
    expect(breedIn.photos.every((p) => p.kind === 'photo')).toBe(true);
    expect(breedIn.photosHeading).toBe(texts.dogs.placePage.headings.photos);
    const home = homeView(catalog, routes.home());
    expect(home.gallery.every((g) => g.kind === 'illustration')).toBe(true);
    expect(home.galleryHeading).toBe('Razas que criamos');
  });
  it('is grouped under its own city in the location list of /perros/', () => {
    const groups = dogsHomeView(withLaureles).locationGroups;
    const group = groups.find((g) => g.title === 'Localidades de Medellín');
    // Listed under its own name, it links the page it is consolidated into (Medellín's: the same delivery and breeds).
    expect(group?.links).toEqual([{ label: 'Perros en Laureles', href: routes.dogLocation('medellin') }]);
    expect(groups.find((g) => g.title === 'Localidades de Bogotá')?.links).toHaveLength(19);
  });
});

describe('page views', () => {
  it('take the canonical from the page’s own path and send one chat message from it', () => {
    const [entry] = ENTRIES.dogBreederInCity(catalog);
    const path = routes.dogBreederInCity(entry!.props.breed.slug, entry!.props.city.slug!);
    const view = breederInCityView(catalog, { path, ...entry!.props });
    expect(view.meta.canonical).toBe(path);
    expect(view.chat).toEqual({ pageUrl: absoluteUrl(path), subject: 'el Pincher', pageName: 'Pincher en Bogotá' });
    expect(view.crumbs?.at(-1)).toEqual({ name: 'Bogotá', path });
    expect(view.meta.title).toBe('Cachorros Pincher con entrega en Bogotá');
  });
  it('gives every dog sale page a whole description: the fullest of content/texts/perros.json that fits, never one cut with "…"', () => {
    const views = [
      ...ENTRIES.dogBreed(catalog).map((e) => breedSaleView(catalog, { path: '/x/', ...e.props })),
      ...ENTRIES.dogBreederInCity(catalog).map((e) => breederInCityView(catalog, { path: '/x/', ...e.props })),
    ];
    expect(views.length).toBeGreaterThan(catalog.dogBreeds.length);
    const descriptions = views.flatMap((v) => buildHead(v.meta).flatMap((t) => (t.tag === 'meta' && t.attrs.name === 'description' ? [t.attrs.content!] : [])));
    expect(descriptions).toHaveLength(views.length);
    expect(descriptions.filter((d) => d.endsWith('…'))).toEqual([]);
    const cavalier = ENTRIES.dogBreederInCity(catalog).find((e) => e.props.breed.slug === 'cavalier-king-charles-spaniel' && e.props.city.slug === 'barranquilla')!;
    // The fullest that fits, opening with the page's own title (every description differs): the delivery where it is short (the door in Bogotá).
    expect(breederInCityView(catalog, { path: '/x/', ...cavalier.props }).meta.description).toBe('Cachorros Cavalier King Charles Spaniel con entrega en Barranquilla, $\u00a014’000’000, con certificado de salud, vacunas al día y desparasitación.');
    // «desde» only where the page's price row gives more than one price (blind read s49: «desde» above «Precio $ 4’000’000»)
    for (const v of views) {
      const row = v.answer.facts.find((f) => f.key === 'precio')?.value ?? '';
      const description = v.meta.description;
      if (/\bdesde\b/i.test(description)) expect(row, description).toMatch(/Desde|\d a \$|macho|hembra|\(/);
      else expect(row, description).not.toMatch(/^Desde/);
    }
    const pug = ENTRIES.dogBreederInCity(catalog).find((e) => e.props.breed.slug === 'pug' && e.props.city.slug === 'bogota')!;
    expect(breederInCityView(catalog, { path: '/x/', ...pug.props }).meta.description).toBe('Cachorros Pug con entrega en Bogotá, desde $\u00a02’000’000. Hasta su casa, en nuestro vehículo, el día que acordemos.');
  });
  it('/co/tienda/ declares "/" canonical; its chat, as every page\'s, names the address the visitor writes from', () => {
    const view = homeView(catalog, routes.shopHome());
    expect(view.meta.canonical).toBe('/');
    expect(view.chat.pageUrl).toBe(absoluteUrl(routes.shopHome()));
  });
  it('a consolidated place page\'s chat names its own address and place, not its canonical (s48 read 9: Kennedy\'s chat gave Bogotá\'s address)', () => {
    const location = catalog.dogLocationBySlug.get('kennedy')!;
    const path = routes.dogLocation('kennedy');
    const view = dogLocationView(catalog, { path, location, variant: 'clouster' });
    expect(view.meta.canonical).not.toBe(path);
    expect(view.chat.pageUrl).toBe(absoluteUrl(path));
  });
  it('gives the livestock sale page one chat context, naming the line', () => {
    const entry = ENTRIES.livestockSale(catalog).find((e) => e.props.species === 'bovinos' && e.props.city.slug === 'bogota' && e.props.card.slug === 'holstein');
    const view = livestockSaleView(catalog, { path: routes.livestockSale('bovinos', saleSlug('bovinos', entry!.props.card.slug), entry!.props.city.slug), ...entry!.props });
    expect(view.chat.subject).toBe(entry!.props.card.forms.conArticulo);
    expect(view.jsonLd.map((o) => (o as { '@type': string })['@type'])).toEqual(['BreadcrumbList', 'Product']);
    // no offer where the page advises against the line (s48 audit: a Gyr in Pasto was offered under «No se lo recomendamos»)
    const gyr = ENTRIES.livestockSale(catalog).find((e) => e.props.species === 'bovinos' && e.props.city.slug === 'pasto' && e.props.card.slug === 'gyr')!;
    const advisedAgainst = livestockSaleView(catalog, { path: routes.livestockSale('bovinos', saleSlug('bovinos', 'gyr'), 'pasto'), ...gyr.props });
    expect(advisedAgainst.answer.verdict).toBeDefined();
    expect(advisedAgainst.jsonLd.map((o) => (o as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
    // its chat names the page it was sent from, not its canonical (the line's page)
    expect(advisedAgainst.chat.pageUrl).toBe(absoluteUrl(routes.livestockSale('bovinos', saleSlug('bovinos', 'gyr'), 'pasto')));
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
  it('shows each breed once among the drawings (two cards «Caniche · ilustración» read as a mistake)', () => {
    const captions = home.gallery.filter((g) => g.kind === 'illustration').map((g) => g.caption);
    expect(captions.length).toBeGreaterThan(1);
    expect(new Set(captions).size).toBe(captions.length);
  });
});
