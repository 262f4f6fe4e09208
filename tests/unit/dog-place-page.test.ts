/**
 * A dog breed in a place (issue 41): the place's facts for a pet worked out once (petPlace), the
 * answer block's facts, and the texts the page shows, each from content/ at its scope.
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { buildCatalog } from '@/lib/content/catalog';
import { texts } from '@/lib/content/texts';
import { fillTemplate } from '@/lib/text/spanish';
import { fliesWithAirlines, pricesOf } from '@/lib/domain/dogs';
import { climateClass, deliveryMode, dispatchCity, petPlace, placeFacts, placesByClimate, townFacts } from '@/lib/domain/places';
import { dogBreedSchema } from '@/lib/content/schemas';
import { arrivalSection, basePriceCell, breedSections, climateNotes, dogPlace, flightKind, placeSection, priceValue, rulesSection, startingPrice } from '@/lib/text/dogs/place-page';
import { dogFacts } from '@/lib/views/dog-answer';
import { breederInCityView, dogLocationView } from '@/lib/views/dog-place-pages';
import { breedSaleView } from '@/lib/views/dogs';
import { breedClimateCalm, hours, type GuideSection } from '@/lib/text/places';
import { formatCOP, uncapitalize } from '@/lib/text/spanish';
import { CONSOLIDATED_INTO, consolidatedInto } from '@/lib/views/consolidation';
import { routes } from '@/lib/routes';
import { strayMentions } from '../../scripts/audit-content.mjs';

const catalog = readCatalog();
const dispatch = dispatchCity(catalog);
const breed = (slug: string) => catalog.dogBreedBySlug.get(slug)!;
const location = (slug: string) => catalog.dogLocationBySlug.get(slug)!;
const place = (slug: string) => placeFacts(catalog, location(slug));
const text = (s: GuideSection) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join(' | ');
const w = texts.dogs.placePage;
const facts = (slug: string, where: string) => Object.fromEntries(dogFacts(catalog, breed(slug), dogPlace(catalog, breed(slug), place(where)), { especie: 'perros' }, '/x/').map((f) => [f.key, f.value]));

describe('climate classes', () => {
  it('names the classes as Colombians say them: Bogotá, Pasto and Manizales frías; Medellín, Pereira, Bucaramanga and Ibagué templadas; Cali and the lowlands cálidas; Cundinamarca variada', () => {
    const cls = (slug: string) => climateClass(place(slug));
    expect(['bogota', 'pasto', 'manizales'].map(cls)).toEqual(['frío', 'frío', 'frío']);
    expect(['medellin', 'pereira', 'bucaramanga', 'ibague'].map(cls)).toEqual(['templado', 'templado', 'templado', 'templado']);
    expect(['cali', 'barranquilla', 'cartagena', 'cucuta', 'villavicencio'].map(cls)).toEqual(['cálido', 'cálido', 'cálido', 'cálido', 'cálido']);
    expect(cls('cundinamarca')).toBe('variado');
  });
  it('groups the places by class, cold → hot, each in its given order, and leaves a place of several classes out', () => {
    const names = (list: readonly { nombre: string }[]) => list.map((c) => c.nombre);
    const byClass = placesByClimate(catalog.cities);
    expect(Object.keys(byClass)).toEqual(['frio', 'templado', 'calido']);
    expect([names(byClass.frio), names(byClass.templado), names(byClass.calido)]).toEqual([
      ['Bogotá', 'Manizales', 'Pasto'],
      ['Medellín', 'Bucaramanga', 'Pereira', 'Ibagué'],
      ['Cali', 'Barranquilla', 'Cartagena', 'Cúcuta', 'Villavicencio'],
    ]);
    expect(placesByClimate(catalog.regions).frio.map((r) => r.slug)).toEqual(['chia']);
    expect(Object.values(placesByClimate(catalog.regions)).flat().map((r) => r.slug)).not.toContain('cundinamarca');
  });
  it('closes a breed page\'s climate notes with one line for each class the breed has no note for, naming its cities (review-after11 §7.1)', () => {
    const calm = { frio: 'F {ciudades}.', templado: 'T {ciudades}.', calido: 'C {ciudades}.' };
    expect(breedClimateCalm(catalog.cities, { frio: 'nota', templado: '', calido: 'nota' }, calm)).toEqual(['T Medellín, Bucaramanga, Pereira, Ibagué.']);
    expect(breedClimateCalm(catalog.cities, { frio: 'nota', templado: 'nota', calido: 'nota' }, calm)).toEqual([]);
    expect(breedClimateCalm(catalog.cities, { frio: '', templado: undefined, calido: 'nota' }, calm)).toEqual(['F Bogotá, Manizales, Pasto.', 'T Medellín, Bucaramanga, Pereira, Ibagué.']);
  });
});

describe('place facts', () => {
  it('dispatches from the city content/site.json names, 0 km from itself', () => {
    expect(dispatch.slug).toBe('bogota');
    expect(deliveryMode(place('bogota'))).toBe('local');
    expect(deliveryMode(place('chapinero'))).toBe('local');
  });
  it('classes climates from the temperatures and altitude range', () => {
    expect(climateClass(place('bogota'))).toBe('frío');
    expect(climateClass(place('pasto'))).toBe('frío');
    expect(climateClass(place('medellin'))).toBe('templado');
    expect(climateClass(place('barranquilla'))).toBe('cálido');
    expect(climateClass(place('cundinamarca'))).toBe('variado');
  });
  it('delivers by road up to 4 hours, by road or air up to 10, by air beyond', () => {
    expect(deliveryMode(place('villavicencio'))).toBe('carretera');
    expect(deliveryMode(place('medellin'))).toBe('carretera-o-avion');
    expect(deliveryMode(place('barranquilla'))).toBe('avion');
  });
  it('gives a locality its own altitude, surroundings and parks, and its city’s climate', () => {
    const usme = place('usme');
    expect(usme.altitud).toBe(2800);
    expect(usme.temperatura).toEqual(place('bogota').temperatura);
    expect(usme.label).toBe('Usme (Bogotá)');
    expect(usme.parques).toContain('el Parque Entrenubes');
  });
  it('fails the build when another city than the dispatch city is 0 km away', () => {
    const cities = catalog.cities.map((c) => (c.slug === 'cali' ? { ...c, entrega: { ...c.entrega, distanciaKm: 0 } } : c));
    expect(() => buildCatalog({ ...catalog, cities })).toThrow(/cities\.json: entry "cali" › entrega\.distanciaKm: 0 km only for the dispatch city "bogota"/);
  });
});

describe('the facts of a pet in a place, worked out once', () => {
  it('gives the dispatch city’s delivery to its localities and to a place within an hour of road in its climate (Chía), not to Cundinamarca or Villavicencio', () => {
    const same = (slug: string) => petPlace(place(slug), dispatch.clima).asDispatch;
    expect(['bogota', 'chapinero', 'usme', 'chia'].map(same)).toEqual([true, true, true, true]);
    expect(['cundinamarca', 'villavicencio', 'medellin', 'pasto'].map(same)).toEqual([false, false, false, false]);
  });
  it('sends a heavy short-muzzled breed by road up to 10 hours, to the door, and not farther (collected at the breeder)', () => {
    const roadOnly = catalog.dogBreeds.find((b) => !fliesWithAirlines(b))!;
    const medellin = dogPlace(catalog, roadOnly, place('medellin'));
    expect(medellin.delivery).toBe('solo-carretera');
    expect(medellin.toDoor).toBe(true);
    const pasto = dogPlace(catalog, roadOnly, place('pasto'));
    expect(pasto.delivery).toBe('en-sede');
    expect(pasto.toDoor).toBe(false);
    expect(dogPlace(catalog, breed('pug'), place('pasto')).delivery).toBe('avion');
  });
  it('flies a short-muzzled puppy that fits the cabin, in the cabin only, to the same places as the kittens (Cartagena)', () => {
    for (const slug of ['bulldog-frances', 'pug', 'shih-tzu', 'boston-terrier']) {
      expect(dogPlace(catalog, breed(slug), place('cartagena')).delivery, slug).toBe('avion');
      expect(facts(slug, 'cartagena').entrega, slug).toContain(`(${w.flight.cabinOnly})`);
    }
    expect(facts('bulldog-frances', 'cartagena').entrega).not.toMatch(/carretera/);
  });
});

describe('the answer block of a breed in a place', () => {
  it('lists each fact once, from the data and content/texts/perros.json › placePage', () => {
    // in the breeder's city no trip row: the entrega row says the day is agreed (s51 read: «Viaje: El día que acordemos por chat»)
    expect(Object.keys(facts('pug', 'bogota'))).toEqual(['precio', 'entrega', 'costo-envio', 'clima', 'disponibles']);
    expect(facts('pug', 'bogota').entrega).toBe('Hasta su casa, en nuestro vehículo, el día que acordemos');
    const f = facts('pug', 'medellin');
    expect(Object.keys(f)).toEqual(['precio', 'entrega', 'viaje', 'costo-envio', 'clima', 'disponibles']);
    expect(f.precio).toBe(`${formatCOP(2_000_000)} a ${formatCOP(2_500_000)}`);
    // the place's class, named as the breed page's labels name it, with the figure and °C kept together: where the class asks nothing of a breed, no note under «En casa y de paseo» says it
    expect(f.clima).toBe('Templado, de 17 a 28\u00a0°C');
    expect(facts('pug', 'cali').clima).toBe('Tierra caliente, de 19 a 30\u00a0°C');
    expect(facts('pug', 'pasto').clima).toMatch(/^Tierra fría, de \d+ a \d+\u00a0°C$/);
    // a department-wide range («de 6 a 32 °C») is not a fact a buyer acts on (s54 read): the class only
    expect(facts('labrador-retriever', 'cundinamarca').clima).toBe('Según el municipio, de tierra fría a tierra caliente');
    expect(f.entrega).toBe(`Hasta su casa, en nuestro vehículo, o en avión (${w.flight.cabinOnly}) al aeropuerto José María Córdova (en Rionegro)`);
    expect(f.viaje).toBe(w.trip.carreteraOAvion.replace('{km}', '415').replace('{horas}', '9 horas'));
    expect(f['costo-envio']).toBe(texts.common.answer.petCost.roadOrCabin);
    expect(f.disponibles).toBe(texts.common.answer.availableNone);
    // what is known (nothing published) and what is not (no date for the next), with no date made up
    expect(f.disponibles).toMatch(/^Ninguno por ahora; le avisamos/);
    expect(f.disponibles).not.toMatch(/\d/);
  });
  it('promises the door in the dispatch city and by road, the airport where the puppy flies', () => {
    expect(facts('pug', 'chapinero').entrega).toBe(w.delivery.local);
    expect(facts('pug', 'villavicencio').viaje).toBe('90 km, 3 horas de carretera: llega el mismo día');
    expect(facts('pug', 'pasto').entrega).toBe(`En avión (${w.flight.cabinOnly}) al aeropuerto Antonio Nariño (Chachagüí, a unos 30 km), donde usted lo recoge`);
    expect(facts('labrador-retriever', 'pasto').entrega).toContain(`(${w.flight.hold})`);
    expect(facts('chihuahua', 'pasto').entrega).toContain(`(${w.flight.cabin})`);
    expect(facts('pug', 'pasto').entrega).not.toMatch(/casa/);
  });
  it('shows a region of near and far municipalities with no one distance or road time for all its towns; a town gives its own', () => {
    const viaje = facts('labrador-retriever', 'cundinamarca').viaje;
    expect(viaje).toBe('Por carretera hasta su municipio: llega el mismo día');
    expect(viaje).not.toMatch(/\bkm\b|horas?\b/);
    expect(facts('labrador-retriever', 'chia').viaje).toMatch(/^\d+ km, /);
  });
  it('gives the airline’s cabin fee where the puppy flies in the cabin, as an estimate, and no figure without a source (road, hold)', () => {
    const c = texts.common.answer.petCost;
    expect(facts('beagle', 'bogota')['costo-envio']).toBe(c.road);
    expect(facts('beagle', 'villavicencio')['costo-envio']).toBe(c.road);
    // a puppy that fits the cabin flies in it, never offered the hold (blind read 16: a Yorkshire of 1 to 2 kg «en cabina o en bodega»)
    expect(facts('chihuahua', 'pasto').entrega).toContain('(en cabina)');
    expect(facts('yorkshire-terrier', 'pasto').entrega).not.toContain('bodega');
    expect(facts('chihuahua', 'pasto')['costo-envio']).toBe(c.cabin);
    expect(facts('chihuahua', 'cali')['costo-envio']).toBe(c.roadOrCabin);
    // a breed that flies by its size (the Caniche, Toy to standard) still answers for both
    expect(facts('caniche', 'pasto')['costo-envio']).toBe(c.anyFlight);
    // a snub-nosed one flies in the cabin only
    expect(facts('pug', 'pasto')['costo-envio']).toBe(c.cabin);
    expect(facts('labrador-retriever', 'pasto')['costo-envio']).toBe(c.hold);
    // where the entrega row offers the road or the plane, the cost row answers for both
    expect(facts('pug', 'cali')['costo-envio']).toBe(c.roadOrCabin);
    expect(facts('labrador-retriever', 'medellin')['costo-envio']).toBe(c.roadOrHold);
    for (const t of [c.cabin, c.anyFlight, c.roadOrCabin, c.roadOrAnyFlight]) expect(t).toMatch(/\$\u00a0[\d’]+ .*\(estimado\)/);
    for (const t of [c.road, c.hold, c.roadOrHold, c.abroad]) expect(t).not.toMatch(/\d/);
  });
  it('gives no trip cost where the puppy is collected at the breeder, and says why', () => {
    const f = facts('bulldog-ingles', 'cartagena');
    expect(Object.keys(f)).toEqual(['precio', 'entrega', 'viaje', 'clima', 'disponibles']);
    expect(f.entrega).toBe(fillTemplate(w.delivery.enSede, { raza: 'Bulldog inglés' }));
    // the row says in a few words why this breed, unlike most, is collected (blind read 16)
    expect(f.entrega).toMatch(/no viaja en avión/);
    expect(facts('bulldog-ingles', 'medellin')['costo-envio']).toBe(texts.common.answer.petCost.road);
    // nor does its link to the city's breeds say it is delivered there (blind read 16: «Otras razas con entrega en Cúcuta» under a Shar Pei collected in Bogotá)
    const c = catalog.cityBySlug.get('cartagena')!;
    const links = (slug: string) => breederInCityView(catalog, { path: routes.dogBreederInCity(slug, c.slug), breed: breed(slug), city: { slug: c.slug, nombre: c.nombre, departamento: c.departamento } }).links.map((l) => l.label);
    expect(links('bulldog-ingles')).toContain(fillTemplate(w.links.placePickup, { lugar: 'Cartagena' }));
    expect(links('labrador-retriever')).toContain(fillTemplate(w.links.place, { lugar: 'Cartagena' }));
  });
  it('says once, where the puppy may fly, the age from which airlines take it', () => {
    expect(facts('pug', 'pasto').viaje).toBe(w.trip.avion);
    expect(w.trip.avion).toMatch(/desde los 4 meses/);
    expect(facts('pug', 'villavicencio').viaje).not.toMatch(/meses/);
  });
});

describe('the texts of a breed in a place', () => {
  it('gives the breed’s character in a sentence and the parents’ health tests to ask for before deciding', () => {
    const pug = breed('pug');
    expect(breedSections(pug)).toEqual([{ heading: w.headings.before, paragraphs: [pug.enPocasPalabras, pug.saludPadres] }]);
  });
  it('gives the breed’s note for the place’s climate class; a region of cold and hot municipalities both notes, each with its climate (s49 read 12: two opposite walking tips, no word of which municipality)', () => {
    const pug = breed('pug');
    expect(climateNotes(pug, dogPlace(catalog, pug, place('barranquilla')))).toEqual([pug.clima.calido]);
    expect(climateNotes(pug, dogPlace(catalog, pug, place('pasto')))).toEqual([pug.clima.frio]);
    const lab = breed('labrador-retriever');
    const region = texts.common.petClimate.regionNote;
    const lower = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);
    expect(climateNotes(lab, dogPlace(catalog, lab, place('cundinamarca')))).toEqual([
      fillTemplate(region.frio, { nota: lower(lab.clima.frio!) }),
      fillTemplate(region.calido, { nota: lower(lab.clima.calido!) }),
    ]);
    expect(climateNotes(lab, dogPlace(catalog, lab, place('cundinamarca')))[0]).toMatch(/^En los municipios de tierra fría, [a-záéíóú]/);
    // a comma after the climate: the notes often hold a colon of their own (s50 read: «En los municipios de tierra fría: su pelo … madrugadas frías: necesita…»)
    expect(region.frio + region.calido).not.toContain(':');
  });
  it('writes no note that names its class as a place: it reads under the cities of the breed page and on a page of one of them («Allí» of Cartagena on Cartagena’s page)', () => {
    for (const b of catalog.dogBreeds) {
      for (const note of Object.values(b.clima)) expect(note, b.slug).not.toMatch(/^(?:En (?:tierra|clima|la costa)|Allí|Aquí)|tierra (?:fría|caliente)|clima (?:frío|templado|cálido)|costa húmeda|\b(?:allí|aquí)\b/i);
    }
    const bulldog = breed('bulldog-frances');
    expect(placeSection(dogPlace(catalog, bulldog, place('cartagena')), climateNotes(bulldog, dogPlace(catalog, bulldog, place('cartagena')))).paragraphs[0]).toMatch(/^El calor, sobre todo el húmedo, le sienta mal a esta raza:.* Necesita aire acondicionado/);
  });
  it('refuses a note that opens by naming its class as a place, with a message that names the field and says what to write', () => {
    const raw = { ...breed('shih-tzu') };
    const withNote = (key: 'frio' | 'templado' | 'calido', note: string) => dogBreedSchema.safeParse({ ...raw, clima: { ...raw.clima, [key]: note } });
    const refused = withNote('calido', `En tierra caliente mantenga el pelo corto, pasee solo en las horas frescas y con agua, y dele un lugar ventilado para descansar.`);
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['clima.calido', 'En clima cálido: no empiece con "En tierra caliente": la página ya dice dónde vive; escriba lo que la raza necesita allí (abrigo, pelo, horas de paseo, agua).'],
    ]);
    for (const [key, note, opening] of [
      ['templado', 'Aquí está cómodo casi todo el año; un corte de cachorro facilita el cuidado y el paseo va temprano o al final de la tarde.', 'Aquí'],
      ['frio', 'En clima frío lleva bien las noches con su manto largo y denso; séquelo a fondo después del baño y no lo deje dormir sobre piso frío.', 'En clima frío'],
      ['calido', 'En la costa húmeda mantenga el pelo corto, pasee solo en las horas frescas y con agua, y dele un lugar ventilado para descansar.', 'En la costa húmeda'],
    ] as const) expect(withNote(key, note).error?.issues[0]?.message, note).toContain(`no empiece con "${opening}"`);
    // narrow: «el frío», «el calor» or «la humedad» in the note, even first, is what the breed needs, not a place
    for (const note of ['Con el calor mantenga el pelo corto, pasee solo en las horas frescas y con agua, y dele un lugar ventilado para descansar.', 'En las noches frías lleva bien el frío con su manto largo y denso; séquelo a fondo después del baño y no lo deje en el piso.'])
      expect(withNote('calido', note).success, note).toBe(true);
  });
  it('lets a note be empty, or left out, where its class asks nothing special of the breed, but keeps at least one, in the editor\'s words', () => {
    const raw = { ...breed('pug') };
    const withClima = (clima: Record<string, string>) => dogBreedSchema.safeParse({ ...raw, clima });
    expect(withClima({ ...raw.clima, templado: '' }).success).toBe(true);
    const { templado: _, ...withoutTemplado } = raw.clima;
    const parsed = withClima(withoutTemplado);
    expect(parsed.success).toBe(true);
    expect(parsed.data!.clima.templado).toBe('');
    const none = withClima({ frio: '', templado: '', calido: '' });
    expect(none.success).toBe(false);
    expect(none.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual(['frio', 'templado', 'calido'].map((k) => [`clima.${k}`, 'Escriba al menos una nota de clima (frío, templado o cálido): la del clima en que la raza pide más cuidados. Las demás pueden quedar vacías si ese clima no le pide nada especial.']));
    expect(withClima({}).error!.issues[0]!.message).toBe('Escriba al menos una nota de clima (frío, templado o cálido): la del clima en que la raza pide más cuidados. Las demás pueden quedar vacías si ese clima no le pide nada especial.');
  });
  it('says why a heavy short-muzzled breed goes by road, or is collected at the breeder, and nothing more where the answer says it all', () => {
    const roadOnly = catalog.dogBreeds.find((b) => !fliesWithAirlines(b))!;
    // Beyond 10 hours of road it is not sent: the text says so, and does not say it goes by road.
    expect(arrivalSection(roadOnly, dogPlace(catalog, roadOnly, place('pasto')), 'Bogotá')).toEqual({ heading: w.headings.arrival, paragraphs: [w.pickupOnly.replace('{raza}', roadOnly.nombre).replace('{sede}', 'Bogotá')] });
    expect(arrivalSection(roadOnly, dogPlace(catalog, roadOnly, place('medellin')), 'Bogotá')).toEqual({ heading: w.headings.arrival, paragraphs: [w.roadOnly.replace('{raza}', roadOnly.nombre)] });
    expect(arrivalSection(roadOnly, dogPlace(catalog, roadOnly, place('villavicencio')), 'Bogotá')).toBeUndefined();
    expect(arrivalSection(breed('pug'), dogPlace(catalog, breed('pug'), place('pasto')), 'Bogotá')).toBeUndefined();
  });
  it('gives the rules of special handling only to the breeds of the list', () => {
    expect(rulesSection(breed('rottweiler'))).toEqual({ heading: w.headings.rules, paragraphs: [w.rules] });
    expect(rulesSection(breed('pug'))).toBeUndefined();
  });
  it('gives one section of the place: the breed’s climate note, then the place’s own text, whole (no «Paséelo en…», no temperatures line)', () => {
    const pug = breed('pug');
    const pet = dogPlace(catalog, pug, place('usme'));
    expect(placeSection(pet, climateNotes(pug, pet))).toEqual({ heading: w.headings.place, paragraphs: [pug.clima.frio, place('usme').entorno] });
    expect(placeSection(dogPlace(catalog, pug, townFacts(catalog, 'rionegro')), [])).toEqual({ heading: w.headings.place, paragraphs: [townFacts(catalog, 'rionegro').entorno] });
  });
  it('names a place’s parks inside its own text, as its data names them (content/places › parques, to confirm)', () => {
    const places = [...catalog.cities, ...catalog.localities, ...catalog.regions, ...catalog.towns];
    const unnamed = places.flatMap((p) => p.parques.filter((park) => !p.entorno.includes(park.replace(/^(el|la|los|las) /, ''))).map((park) => `${'slug' in p ? p.slug : p.slug_barrio}: ${park}`));
    expect(unnamed).toEqual([]);
    expect(place('cali').entorno).toContain('el Bulevar del Río, en el centro');
  });
  it('names neither the breed nor the place in a section heading', () => {
    for (const slug of ['pug', 'rottweiler', 'labrador-retriever']) {
      const b = breed(slug);
      for (const where of ['bogota', 'cali', 'cundinamarca', 'usme']) {
        const pet = dogPlace(catalog, b, place(where));
        for (const s of [...breedSections(b), arrivalSection(b, pet, 'Bogotá'), placeSection(pet, climateNotes(b, pet)), rulesSection(b)].filter((x): x is GuideSection => !!x)) {
          expect(s.heading).not.toContain(b.nombre);
          expect(s.heading).not.toContain(place(where).nombre);
        }
      }
    }
  });
});

describe('honest indexing of the dog pages (views/consolidation.ts)', () => {
  const pug = breed('pug');
  it('consolidates a breed in a city into the breeder page of that city, a locality or Chía into the dispatch city’s; keeps Cundinamarca', () => {
    expect(consolidatedInto(catalog, 'dogBreedIn', { breed: pug, location: location('cali') })).toBe(routes.dogBreederInCity('pug', 'cali'));
    expect(consolidatedInto(catalog, 'dogBreedIn', { breed: pug, location: location('usme') })).toBe(routes.dogBreederInCity('pug', 'bogota'));
    expect(consolidatedInto(catalog, 'dogBreedIn', { breed: pug, location: location('chia') })).toBe(routes.dogBreederInCity('pug', 'bogota'));
    expect(consolidatedInto(catalog, 'dogBreedIn', { breed: pug, location: location('cundinamarca') })).toBeUndefined();
  });
  it('consolidates every old article into the breeder page of its breed and city, and a /co/ locality page into its city’s', () => {
    expect(consolidatedInto(catalog, 'dogArticle', { breed: pug, city: catalog.cityBySlug.get('cali')!, intent: 'precios' })).toBe(routes.dogBreederInCity('pug', 'cali'));
    expect(consolidatedInto(catalog, 'dogNeighbourhood', { breed: pug, locality: catalog.localityBySlug.get('usme')! })).toBe(routes.dogBreederInCity('pug', 'bogota'));
  });
  it('keeps a city’s and Cundinamarca’s page of every breed, and consolidates the localities’ and Chía’s', () => {
    const kept = catalog.dogLocations.filter((l) => !consolidatedInto(catalog, 'dogLocation', { location: l })).map((l) => l.slug);
    expect(kept).toEqual([...catalog.cities.map((c) => c.slug), 'cundinamarca']);
    expect(consolidatedInto(catalog, 'dogLocation', { location: location('chapinero') })).toBe(routes.dogLocation('bogota'));
  });
  it('never consolidates a breeder page of a city', () => {
    expect(CONSOLIDATED_INTO.dogBreederInCity).toBeUndefined();
  });
});

describe('every breed in every place', () => {
  const all = catalog.dogLocations.flatMap((loc) =>
    catalog.dogBreeds.map((b) => {
      const pet = dogPlace(catalog, b, placeFacts(catalog, loc));
      const sections = [...breedSections(b), arrivalSection(b, pet, 'Bogotá'), placeSection(pet, climateNotes(b, pet)), rulesSection(b)].filter((x): x is GuideSection => !!x);
      const answer = dogFacts(catalog, b, pet, { especie: 'perros' }, '/x/').map((f) => `${f.label}: ${f.value}`);
      return { location: loc, breed: b, text: [...answer, ...sections.map(text)].join(' | ') };
    }),
  );
  it('is filled from data: no gaps, no placeholder left', () => {
    for (const page of all) expect(page.text, `${page.location.slug}/${page.breed.slug}`).not.toMatch(/undefined|NaN|null|\$\{|\{[a-z]+\}|entre (en|de) /);
  });
  it('speaks of Bogotá elsewhere only as the city the puppies leave from', () => {
    for (const page of all.filter((p) => p.location.ciudad !== 'bogota')) expect(strayMentions(page.text, 'Bogotá'), page.location.slug).toEqual([]);
  });
});

describe('one flight rule from the weight (issue 41, item 5)', () => {
  it('flies a breed whose adults range from cabin to hold size (the Caniche, Toy to standard) «según su peso», the same words as the place pages of every breed', () => {
    expect(breed('caniche').peso).toMatch(/^\d+ a \d+ kg$/);
    expect(flightKind(breed('caniche'))).toBe('any');
    expect(facts('caniche', 'pasto').entrega).toContain(`(${w.flight.any})`);
    expect(facts('caniche', 'pasto')['costo-envio']).toBe(texts.common.answer.petCost.anyFlight);
    // The others keep their kind: short-muzzled only in the cabin, small in either, big in the hold.
    expect([flightKind(breed('pug')), flightKind(breed('chihuahua')), flightKind(breed('labrador-retriever'))]).toEqual(['cabinOnly', 'cabin', 'hold']);
    expect(flightKind(undefined)).toBe('any');
  });
  it('says the same on the breed page, its pages of a place and the location pages: no Caniche page says «en bodega» alone', () => {
    const sale = breedSaleView(catalog, { path: routes.dogBreed('caniche'), breed: breed('caniche') });
    for (const g of sale.cityGroups) expect(g.label).not.toMatch(/\(en bodega\)/);
    expect(sale.cityGroups.find((g) => g.places.some((c) => c.nombre === 'Cartagena'))!.label).toContain(`(${w.flight.any})`);
  });
  it('says the delivery to the door in one wording on every breed page, and says once why a breed that does not fly reaches Medellín by road (s52 read 16)', () => {
    const groups = (slug: string) => breedSaleView(catalog, { path: routes.dogBreed(slug), breed: breed(slug) }).cityGroups;
    const labels = texts.dogs.breedPage.cityGroups;
    const boston = groups('boston-terrier');
    const mastin = groups('mastin-napolitano');
    // Boston flies (in the cabin): Medellín by road or air, Bogotá to the door; both headings open with the same words
    const groupOf = (gs: typeof boston, city: string) => gs.find((g) => g.places.some((p) => p.nombre === city))!.label;
    expect(groupOf(boston, 'Bogotá')).toBe(labels.toDoor);
    expect(groupOf(boston, 'Medellín').startsWith(`${labels.toDoor}, o en avión`)).toBe(true);
    // the Mastín does not fly: Medellín is in its to-the-door group, whose heading says why, once
    expect(groupOf(mastin, 'Medellín')).toBe(labels.toDoorNoFlight);
    expect(groupOf(mastin, 'Bogotá')).toBe(labels.toDoorNoFlight);
    expect(mastin.filter((g) => g.label === labels.toDoorNoFlight)).toHaveLength(1);
    expect(labels.toDoorNoFlight.startsWith(labels.toDoor)).toBe(true);
    // a breed that flies never gets the no-flight heading
    for (const slug of ['boston-terrier', 'labrador-retriever', 'chihuahua']) expect(groups(slug).map((g) => g.label), slug).not.toContain(labels.toDoorNoFlight);
  });
});

describe('the prices of the location pages (issue 41, item 2)', () => {
  it('gives each group of breeds the lowest price of its breeds, the «desde» of that breed’s own page; no price per breed (the same 54 figures in every place)', () => {
    for (const slug of ['pereira', 'cartagena', 'pasto']) {
      const view = dogLocationView(catalog, { path: routes.dogLocation(slug), location: location(slug), variant: 'clouster' });
      expect(view.groups.flatMap((g) => g.links)).toHaveLength(catalog.dogBreeds.length);
      for (const g of view.groups) {
        const low = Math.min(...g.links.map((l) => Math.min(...pricesOf(catalog.dogPriceByBreed.get(catalog.dogBreeds.find((b) => b.nombre === l.label)!.slug)!))));
        expect(g.price, `${slug} ${g.title}`).toBe(texts.dogs.location.groupPrice.replace('{precio}', formatCOP(low)));
        for (const l of g.links) expect(Object.keys(l)).toEqual(['label', 'href']);
      }
    }
    const pereira = dogLocationView(catalog, { path: routes.dogLocation('pereira'), location: location('pereira'), variant: 'clouster' });
    expect(pereira.groups[0]!.price).toBe(`Desde ${formatCOP(1_300_000)}`);
  });
});

describe('the climate notes of a breed page', () => {
  it('puts each note under its class and the cities where it is read, cold → hot, from the place data (the livestock lines\' format: review-after10 §7.1); a class that asks nothing special of the breed has no block', () => {
    const notes = (slug: string) => breedSaleView(catalog, { path: routes.dogBreed(slug), breed: breed(slug) }).climate;
    expect(notes('pug').heading).toBe(texts.dogs.breedPage.headings.climate);
    expect(notes('pug').notes).toEqual([
      { label: 'En tierra fría (Bogotá, Manizales, Pasto)', text: breed('pug').clima.frio },
      { label: 'En clima templado (Medellín, Bucaramanga, Pereira, Ibagué)', text: breed('pug').clima.templado },
      { label: 'En tierra caliente (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio)', text: breed('pug').clima.calido },
    ]);
    // «Está cómodo casi todo el año.» said nothing a buyer acts on (review-after10 §6.3): no temperate block, nothing in its place
    for (const slug of ['beagle', 'labrador-retriever', 'pastor-aleman', 'caniche']) {
      expect(breed(slug).clima.templado, slug).toBe('');
      expect(notes(slug).notes.map((n) => n.label)).toEqual(['En tierra fría (Bogotá, Manizales, Pasto)', 'En tierra caliente (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio)']);
    }
  });
});

describe('the answer first on a breed page (issue 41, item 3)', () => {
  const answer = (slug: string) => breedSaleView(catalog, { path: routes.dogBreed(slug), breed: breed(slug) }).answer;
  const fact = (slug: string, key: string) => answer(slug).facts.find((f) => f.key === key);
  it('gives the price by sex where the price list has both, «Desde» the lowest otherwise, linking the table when it has varieties', () => {
    expect(fact('shih-tzu', 'precio')).toEqual({ key: 'precio', label: w.facts.price, value: `Macho ${formatCOP(1_700_000)}; hembra ${formatCOP(1_900_000)}` });
    const caniche = catalog.dogPriceByBreed.get('caniche')!;
    expect(caniche.precioHembra).toBeFalsy();
    expect(fact('caniche', 'precio')).toMatchObject({ value: `Desde ${formatCOP(Math.min(...pricesOf(caniche)))}`, href: '#precio' });
  });
  it('names the size a base price is for where the breed is sold in several, from the cheapest row (Caniche), or in the answer where it is the only price (Goldendoodle)', () => {
    const table = breedSaleView(catalog, { path: routes.dogBreed('caniche'), breed: breed('caniche') }).priceTable!;
    expect(table).toEqual([
      { label: 'Toy', price: formatCOP(2_200_000) },
      { label: 'Toy de colores exóticos', price: formatCOP(3_000_000) },
      { label: 'Estándar (macho)', price: formatCOP(7_500_000) },
      // no female price in the list: the last row says it is asked (s50 read: «(macho)» and no female row)
      { label: 'Hembra', price: texts.dogs.priceGuideFemaleUnlisted },
    ]);
    expect(fact('goldendoodle', 'precio')!.value).toBe(`Desde ${formatCOP(8_500_000)} (tamaño estándar)`);
    // a breed of one size keeps its plain base row
    expect(breedSaleView(catalog, { path: routes.dogBreed('chihuahua'), breed: breed('chihuahua') }).priceTable?.[0]?.label ?? 'Precio base (macho)').not.toMatch(/Estándar/);
  });
  it('says on the cards and in the price guide what size or variety a breed sold in several sizes starts at, so «mediano» never heads the Toy\'s price (Caniche, Goldendoodle)', () => {
    const row = (slug: string) => catalog.dogPriceByBreed.get(slug)!;
    expect(startingPrice(row('caniche'))).toBe(`Desde ${formatCOP(2_200_000)} (Toy)`);
    expect(startingPrice(row('goldendoodle'))).toBe(`Desde ${formatCOP(8_500_000)} (tamaño estándar)`);
    expect(startingPrice(row('chihuahua'))).toBe(`Desde ${formatCOP(Math.min(...pricesOf(row('chihuahua'))))}`);
    // a breed of one price, the male's, says it as its pages do, not «Desde» (s54 read: Shar Pei)
    expect(startingPrice(row('shar-pei'))).toBe(`${formatCOP(row('shar-pei').precioMacho)} (macho)`);
    expect(pricesOf(row('shar-pei'))).toEqual([row('shar-pei').precioMacho]);
    expect(basePriceCell(row('caniche'))).toBe(`${formatCOP(7_500_000)} (estándar)`);
    expect(basePriceCell(row('chihuahua'))).toBe(formatCOP(row('chihuahua').precioMacho));
  });
  it('says whose a breed\'s one price is where the list gives only the male\'s (blind read ab17: «$ 2’000’000» alone)', () => {
    const boxer = catalog.dogPriceByBreed.get('boxer')!;
    expect(boxer.precioHembra).toBeFalsy();
    expect(pricesOf(boxer)).toEqual([boxer.precioMacho]);
    expect(fact('boxer', 'precio')!.value).toBe(`${formatCOP(boxer.precioMacho)} (macho)`);
    expect(priceValue(catalog, breed('boxer'), 'cali')!.value).toBe(`${formatCOP(boxer.precioMacho)} (macho)`);
  });
  it('gives a price by sex and one variety all three, with no table to link (Pug)', () => {
    const pug = catalog.dogPriceByBreed.get('pug')!;
    expect(pug.variantes).toHaveLength(1);
    expect(fact('pug', 'precio')).toEqual({ key: 'precio', label: w.facts.price, value: `Macho ${formatCOP(pug.precioMacho)}; hembra ${formatCOP(pug.precioHembra!)}; color negro ${formatCOP(pug.variantes[0]!.precio)}` });
    expect(breedSaleView(catalog, { path: routes.dogBreed('pug'), breed: breed('pug') }).priceTable).toBeUndefined();
  });
  it('under the list of cities, says why a breed that never flies goes by road, and what the trip costs, as its pages of a place do', () => {
    const sale = (slug: string) => breedSaleView(catalog, { path: routes.dogBreed(slug), breed: breed(slug) });
    // s51 read: the Cane Corso made Barranquilla collect it while the heavier San Bernardo flew, with no reason given
    expect(sale('cane-corso').citiesNote).toBe(fillTemplate(w.roadOnly, { raza: 'Cane Corso' }));
    expect(sale('san-bernardo').citiesNote).toBeUndefined();
    const c = texts.common.answer.petCost;
    expect(sale('cane-corso').citiesCost).toEqual({ label: w.facts.cost, value: uncapitalize(c.road) });
    expect(sale('san-bernardo').citiesCost.value).toBe(uncapitalize(c.roadOrHold));
    expect(sale('pug').citiesCost.value).toBe(uncapitalize(c.roadOrCabin));
  });
  it('says how the puppy arrives in the breeder’s city and sends the others to the list of cities; then what is available, and the chat', () => {
    expect(answer('shih-tzu').facts.map((f) => f.key)).toEqual(['precio', 'entrega', 'disponibles']);
    expect(fact('shih-tzu', 'entrega')).toMatchObject({ value: `En ${dispatch.nombre}, hasta su casa, en nuestro vehículo, el día que acordemos; a otras ciudades, por carretera o en avión (vea la lista)`, href: '#ciudades' });
    expect(answer('shih-tzu')).toMatchObject({ heading: texts.common.answer.heading, chatButton: texts.common.answer.chatButton, subjectName: 'Shih Tzu' });
    // a breed the airlines do not take (short muzzle, too heavy for the cabin) goes by road only: the box does not offer the plane
    expect(fact('bulldog-ingles', 'entrega')!.value).toMatch(/; a otras ciudades, por carretera hasta unas 10 horas \(vea la lista\)$/);
  });
});

describe('a place\'s text leaves to the breed\'s climate note what that note says (issue 41, item 3: words written once)', () => {
  // the hours to walk, the water and shade, where the bed goes: the breed's note for the climate
  // says them on the same page (content/dogs/breeds.json, content/cats/breeds.json › clima)
  const CLIMATE_CARE = /amanecer|anochecer|atardecer|mediod[ií]a|temprano|agua fresca|bebedero|lejos de las ventanas/i;
  it('no city text of the dog pages and no home text of the cat pages gives that care again', () => {
    const dogTexts = catalog.cities.filter((c) => CLIMATE_CARE.test(c.entorno)).map((c) => `${c.slug}: ${c.entorno.match(CLIMATE_CARE)![0]}`);
    const catTexts = catalog.catPlaces.filter((p) => CLIMATE_CARE.test(p.hogar)).map((p) => `${p.lugar}: ${p.hogar.match(CLIMATE_CARE)![0]}`);
    expect([...dogTexts, ...catTexts]).toEqual([]);
  });
  it('a hot city\'s dog hub, which has no breed note, gives that care once in its own line (cities.json › calorPerros); the pages of a breed there do not', () => {
    const hot = catalog.cities.filter((c) => climateClass(c.clima) === 'cálido');
    expect(hot.length).toBeGreaterThan(2);
    // a line for every hot city and for no other, saying the care the breed notes say elsewhere
    expect(catalog.cities.filter((c) => !!c.calorPerros).map((c) => c.slug)).toEqual(hot.map((c) => c.slug));
    for (const c of hot) expect(c.calorPerros, c.slug).toMatch(CLIMATE_CARE);
    for (const c of hot) {
      const hub = dogLocationView(catalog, { path: routes.dogLocation(c.slug), location: catalog.dogLocationBySlug.get(c.slug)!, variant: 'clouster' });
      expect(hub.place, c.slug).toEqual({ heading: w.headings.place, paragraphs: [c.calorPerros, c.entorno] });
      const page = breederInCityView(catalog, { path: routes.dogBreederInCity('pug', c.slug), breed: breed('pug'), city: { slug: c.slug, nombre: c.nombre, departamento: c.departamento } });
      expect(JSON.stringify(page), c.slug).not.toContain(c.calorPerros!);
    }
    const bogota = dogLocationView(catalog, { path: routes.dogLocation('bogota'), location: catalog.dogLocationBySlug.get('bogota')!, variant: 'clouster' });
    expect(bogota.place.paragraphs).toEqual([catalog.cityBySlug.get('bogota')!.entorno]);
  });
});

describe('hours as a page says them', () => {
  it('says a half hour in words, as one says it, not «2,5 horas» (s54b: Costa Rica’s flight), but not «unas una hora y media» (Ecuador)', () => {
    expect([1, 1.5, 2, 2.5, 3.5, 10].map(hours)).toEqual(['una hora', '1,5 horas', '2 horas', '2 horas y media', '3 horas y media', '10 horas']);
  });
});
