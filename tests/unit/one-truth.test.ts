/**
 * One truth per fact (issue 25, item 4): the breeder's city, a place's delivery and what the
 * dog FAQ says about it each come from one field, and every page reads that field.
 */
import { describe, expect, it } from 'vitest';
import { addressInBreederCity, addressLine, breederAddress, breederCity, breederLabel, showsStreetAddress } from '@/lib/content/breeder';
import { readCatalog } from '@/lib/content/disk-catalog';
import { site } from '@/lib/content/site';
import { texts } from '@/lib/content/texts';
import { deliversToDoor, deliveryMode, dispatchCity, petDelivery, placeFacts } from '@/lib/domain/places';
import { fliesWithAirlines } from '@/lib/domain/dogs';
import { dogPlace } from '@/lib/text/dogs/place-page';
import { fillTemplate } from '@/lib/text/spanish';
import { deliveryFacts } from '@/lib/views/dog-answer';
import { organizationLd } from '@/lib/views/jsonld';
import { footerView, identityItems } from '@/lib/views/info';

const catalog = readCatalog();
const breed = (slug: string) => catalog.dogBreedBySlug.get(slug)!;
const city = (slug: string) => placeFacts(catalog, { slug, kind: 'ciudad' });

describe('the breeder city: content/site.json › dispatch.city', () => {
  it('is the dispatch city every distance is measured from', () => {
    expect(breederCity()).toEqual({ slug: site.dispatch.city, nombre: dispatchCity(catalog).nombre, departamento: dispatchCity(catalog).departamento });
    expect(breederLabel()).toBe(`${dispatchCity(catalog).nombre}, Colombia`);
  });
  it('is named by the brand and the default description of content/site.json', () => {
    expect(site.brand).toContain(breederCity().nombre);
    expect(site.defaultDescription).toContain(`en ${breederCity().nombre}`);
  });
  it('refuses a dispatch city that is not in content/places/cities.json', () => {
    expect(() => breederCity({ dispatch: { city: 'sabaneta' } })).toThrow('content/site.json: dispatch.city: "sabaneta" is not a city of content/places/cities.json');
  });
  it('shows the address only while it lies in the breeder city, comparing names without accents or case', () => {
    const bogota = { slug: 'bogota', nombre: 'Bogotá', departamento: 'Bogotá D.C.' };
    const inCity = { address: { street: 'Calle 1 # 2-3', locality: 'bogota', region: 'Bogotá D.C.', country: 'CO', distance: '' } };
    const elsewhere = { address: { street: 'Calle 1 # 2-3', locality: 'Sabaneta', region: 'Antioquia', country: 'CO', distance: '' } };
    expect(addressInBreederCity(inCity, bogota)).toBe(true);
    expect(addressInBreederCity(elsewhere, bogota)).toBe(false);
    // The region that names the city itself stands alone: never "Bogotá, Bogotá D.C." (review 5, item 34).
    expect(addressLine(breederAddress(inCity, bogota))).toBe('Calle 1 # 2-3, Bogotá D.C.');
    expect(addressLine({ street: 'Calle 1 # 2-3', locality: 'Medellín', region: 'Antioquia', country: 'CO' })).toBe('Calle 1 # 2-3, Medellín, Antioquia');
    expect(breederAddress(elsewhere, bogota)).toEqual({ locality: 'Bogotá', region: 'Bogotá D.C.', country: 'CO' });
    expect(showsStreetAddress(inCity, bogota)).toBe(true);
    expect(showsStreetAddress(elsewhere, bogota)).toBe(false);
    expect(showsStreetAddress({ address: { ...inCity.address, street: '' } }, bogota)).toBe(false);
  });
  it('a farm in another town, once the breeder says how far it is, is named the same way on every page, with its address', () => {
    const bogota = { slug: 'bogota', nombre: 'Bogotá', departamento: 'Bogotá D.C.' };
    const farm = { ...site, address: { street: 'Vereda Fusca, km 3', locality: 'Chía', region: 'Cundinamarca', country: 'CO', distance: 'a 40 minutos de Bogotá' } };
    expect(breederLabel(farm, bogota)).toBe('Chía, a 40 minutos de Bogotá');
    expect(addressLine(breederAddress(farm, bogota))).toBe('Vereda Fusca, km 3, Chía, Cundinamarca');
    expect(showsStreetAddress(farm, bogota)).toBe(true);
    expect(identityItems(farm, bogota).slice(0, 2)).toEqual([
      { label: 'Criadero', text: 'Chía, a 40 minutos de Bogotá' },
      { label: 'Entregas desde', text: 'Bogotá' },
    ]);
    expect(identityItems(farm, bogota)).toContainEqual({ label: 'Dirección', text: 'Vereda Fusca, km 3, Chía, Cundinamarca' });
    // the footer's line under the brand says where the animals are raised
    expect(footerView(farm).tagline).toContain('Chía, a 40 minutos de Bogotá');
    // without the distance, the town is not published: the site keeps to the dispatch city
    const unsaid = { ...farm, address: { ...farm.address, distance: '' } };
    expect(breederLabel(unsaid, bogota)).toBe('Bogotá, Colombia');
    expect(showsStreetAddress(unsaid, bogota)).toBe(false);
  });
  it('is the locality of the Organization JSON-LD', () => {
    expect((organizationLd() as unknown as Record<string, unknown>).address).toMatchObject({ addressLocality: breederCity().nombre, addressRegion: breederCity().departamento });
  });
});

describe('one delivery per place and breed', () => {
  it('keeps the place mode, except for a breed the airlines refuse: by road up to 10 hours, collected at the breeder beyond', () => {
    expect([deliveryMode(city('bogota')), deliveryMode(city('villavicencio')), deliveryMode(city('cali')), deliveryMode(city('pasto'))]).toEqual(['local', 'carretera', 'carretera-o-avion', 'avion']);
    expect(petDelivery(city('pasto'))).toBe('avion');
    expect(petDelivery(city('cali'), false)).toBe('solo-carretera');
    expect(petDelivery(city('pasto'), false)).toBe('en-sede');
    expect(petDelivery(city('cartagena'), false)).toBe('en-sede');
    expect(petDelivery(city('villavicencio'), false)).toBe('carretera');
    expect(petDelivery(city('bogota'), false)).toBe('local');
  });
  it('hands the pet over at the door only in the breeder city and up to 4 hours of road', () => {
    expect((['local', 'carretera', 'carretera-o-avion', 'avion', 'solo-carretera', 'en-sede'] as const).filter(deliversToDoor)).toEqual(['local', 'carretera']);
  });
  it('lets the airlines carry every breed but a short-muzzled one whose 4-month puppy does not fit the cabin', () => {
    const refused = catalog.dogBreeds.filter((b) => !fliesWithAirlines(b));
    // on Avianca's or LATAM's list of short-muzzled breeds refused in the hold (CONTENT-TO-CONFIRM.md › Pet trips), too big for the cabin at 4 months
    expect(refused.map((b) => b.slug)).toEqual(['bulldog-ingles', 'shar-pei', 'boxer', 'cane-corso', 'dogo-de-burdeos', 'mastin-napolitano']);
    for (const b of refused) expect(b.adaptacion.braquicefalo, b.slug).toBe(true);
    // The puppy travels, not the adult: a French bulldog puppy of 4 months fits the cabin though the adult would not.
    expect(fliesWithAirlines(breed('bulldog-frances'))).toBe(true);
    expect(fliesWithAirlines(breed('pug'))).toBe(true);
    // on one airline's list only (LATAM's, Avianca's), small enough for the cabin: they fly there
    expect(['lhasa-apso', 'cavalier-king-charles-spaniel'].map((s) => [breed(s).adaptacion.braquicefalo, fliesWithAirlines(breed(s))])).toEqual([[true, true], [true, true]]);
    expect(fliesWithAirlines({ adaptacion: { ...breed('pug').adaptacion, cabinaCachorro: undefined } })).toBe(false);
  });
});

describe('the «Entrega» of a dog breed in a place (content/texts/perros.json › placePage.delivery)', () => {
  const flier = catalog.dogBreeds.find((b) => fliesWithAirlines(b))!;
  const roadOnly = catalog.dogBreeds.find((b) => !fliesWithAirlines(b))!;
  const entrega = (breed: typeof flier, slug: string, kind: 'ciudad' | 'localidad' = 'ciudad') => deliveryFacts(dogPlace(catalog, breed, placeFacts(catalog, { slug, kind })), breed).find((f) => f.key === 'entrega')!.value;
  it('promises the door in the breeder city and by road', () => {
    expect(entrega(flier, 'chapinero', 'localidad')).toBe(texts.dogs.placePage.delivery.local);
    expect(entrega(flier, 'villavicencio')).toBe(texts.dogs.placePage.delivery.carretera);
  });
  it('sends the buyer to the airport where the puppy flies, and never promises the door there', () => {
    expect(entrega(flier, 'pasto')).toMatch(/al aeropuerto Antonio Nariño \(Chachagüí, a unos 30 km\), donde usted lo recoge$/);
    expect(entrega(flier, 'pasto')).not.toMatch(/casa/);
    expect(entrega(flier, 'cali')).toMatch(/^Hasta su casa, en nuestro vehículo, o en avión .* al aeropuerto Alfonso Bonilla Aragón \(Palmira\)$/);
  });
  it('takes a breed the airlines refuse by road up to 10 hours, and has it collected at the breeder beyond', () => {
    expect(entrega(roadOnly, 'cali')).toBe(fillTemplate(texts.dogs.placePage.delivery.soloCarretera, { raza: roadOnly.nombre }));
    expect(entrega(roadOnly, 'pasto')).toBe(fillTemplate(texts.dogs.placePage.delivery.enSede, { raza: roadOnly.nombre }));
    expect(entrega(roadOnly, 'pasto')).not.toContain('aeropuerto');
  });
});

describe('the privacy page names the breeder city as the domicile', () => {
  it('ends the sentence with one period after "Bogotá D.C."', async () => {
    const { infoPageView } = await import('@/lib/views/info');
    const text = infoPageView('privacy').sections.find((s) => s.id === 'responsable')!.paragraphs!.join(' ');
    expect(text).toContain(`con domicilio en ${breederCity().departamento} Puede`);
    expect(text).not.toContain(`${breederCity().nombre}, ${breederCity().departamento}`);
    expect(text).not.toMatch(/(?<!\.)\.\.(?!\.)/);
    expect(text).not.toContain(site.address.locality === breederCity().nombre ? '\u0000' : site.address.locality);
  });
});
