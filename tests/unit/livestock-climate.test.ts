/** What a city's climate and the trip mean for a livestock line: the indices, their bands and the sale page text built on them. */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import {
  birdFeedAndWater,
  brooderWeeks,
  broilerKgPerM2,
  cattleHeatStress,
  comfortGap,
  dayLengthMinutes,
  climateChange,
  horseHeatBand,
  horseHeatIndex,
  milkLossLitres,
  settlingDays,
  temperatureHumidityIndex,
  tickCountry,
  waterLitres,
  zoneFit,
} from '@/lib/domain/livestock-climate';
import { breedingZoneSentence } from '@/lib/text/livestock/climate';
import { asGeneric, climateChangeSentence, feminine, generic, genericBare, singular, these } from '@/lib/text/livestock/common';
import { saleableCards, type LivestockSpecies } from '@/lib/domain/livestock';
import { routes } from '@/lib/routes';
import { dispatchCity, placeFacts } from '@/lib/domain/places';
import { livestockPlaceSections } from '@/lib/text/livestock/places';
import { livestockLine, livestockSaleView } from '@/lib/views/livestock';
import { strayMentions } from '../../scripts/audit-content.mjs';
import { saleSlug } from '@/lib/content/species';

const catalog = readCatalog();
const city = (slug: string) => catalog.cityBySlug.get(slug)!;

/** The local text of a sale page, as the visitor reads it (its wordings picked by the page path). */
function saleText(species: LivestockSpecies, line: string, citySlug: string): string {
  const card = saleableCards(catalog, species).find((c) => c.slug === line)!;
  const view = livestockSaleView(catalog, { path: routes.livestockSale(species, saleSlug(species, line), citySlug), species, card, city: city(citySlug) });
  return view.guide.flatMap((s) => [s.heading, ...s.paragraphs]).join(' | ');
}
/** The same text in its first wordings (no page seed), for the tests that quote a sentence. */
function guideText(species: LivestockSpecies, line: string, citySlug: string): string {
  const card = saleableCards(catalog, species).find((c) => c.slug === line)!;
  const l = livestockLine(catalog, species, card);
  const guide = livestockPlaceSections(l, placeFacts(catalog, { slug: citySlug, kind: 'ciudad' }), dispatchCity(catalog), catalog.departmentByName, l.zonas && zoneFit(l.zonas, city(citySlug), catalog.cities));
  return guide.flatMap((s) => [s.heading, ...s.paragraphs]).join(' | ');
}

describe('heat indices', () => {
  it('computes the temperature-humidity index of cattle (NRC 1971)', () => {
    expect(temperatureHumidityIndex(31, 80)).toBe(85);
    expect(temperatureHumidityIndex(19, 65)).toBe(65);
  });
  it('bands the index as Armstrong (1994)', () => {
    expect([71, 72, 78, 79, 88, 89].map(cattleHeatStress)).toEqual(['ninguno', 'leve', 'leve', 'moderado', 'moderado', 'severo']);
  });
  it('adds °F and relative humidity for horses, with the 130/150/180 thresholds', () => {
    expect(horseHeatIndex(33, 80)).toBe(171);
    expect(horseHeatIndex(19, 65)).toBe(131);
    expect([129, 130, 150, 151, 180, 181].map(horseHeatBand)).toEqual(['bajo', 'medio', 'medio', 'alto', 'alto', 'extremo']);
  });
  it('finds ticks in warm land below 1,800 m only', () => {
    expect(tickCountry(city('villavicencio').clima)).toBe(true);
    expect(tickCountry(city('medellin').clima)).toBe(true);
    expect(tickCountry(city('bogota').clima)).toBe(false);
    expect(tickCountry(city('manizales').clima)).toBe(false);
  });
});

describe('water and milk in the heat', () => {
  it('gives water by weight and the day\'s maximum, plus 3 litres per litre of milk', () => {
    expect(waterLitres('bovino', 500, 19)).toBe(25);
    expect(waterLitres('bovino', 500, 31)).toBe(45);
    expect(waterLitres('bovino', 600, 33, 20)).toBe(125);
    expect(waterLitres('equino', 500, 33)).toBe(50);
    expect(waterLitres('equino', 350, 24)).toBe(25);
  });
  it('estimates the milk lost to heat with Berry\'s formula, never below 0', () => {
    expect(milkLossLitres(20, 85)).toBe(6.5);
    expect(milkLossLitres(20, 72)).toBe(0);
    expect(milkLossLitres(12, 78)).toBe(1);
  });
});

describe('birds in the city\'s day', () => {
  it('measures how far the city\'s dawn and afternoon leave the comfort range', () => {
    expect(comfortGap([18, 24], [7, 19])).toEqual({ cold: 11, heat: 0 });
    expect(comfortGap([18, 24], [24, 33])).toEqual({ cold: 0, heat: 9 });
    expect(comfortGap([15, 30], [17, 28])).toEqual({ cold: 0, heat: 0 });
  });
  it('eats 1.5 % more per degree below 21 °C and less above; drinks twice that, more in the heat', () => {
    expect(birdFeedAndWater(110, 21)).toEqual({ feedG: 110, waterMl: 220 });
    expect(birdFeedAndWater(110, 13)).toEqual({ feedG: 125, waterMl: 250 });
    expect(birdFeedAndWater(110, 29)).toEqual({ feedG: 95, waterMl: 270 });
    expect(birdFeedAndWater(25, 26)).toEqual({ feedG: 25, waterMl: 60 });
  });
  it('tells each line what the city\'s day means to it, and what a hundred birds eat and drink there', () => {
    const sentences: [line: string, city: string, sentence: string][] = [
      ['pollonas-hy-line', 'bogota', 'Las pollonas Hy-Line, en postura, viven bien entre 18 y 24 °C: en Bogotá, con madrugadas de 7 °C, hace menos de 18 °C unas 20 horas al día, y a esas horas el galpón va con las cortinas cerradas.'],
      ['pavos', 'medellin', 'Los pavos viven bien entre 15 y 24 °C: en Medellín, con tardes de 28 °C, hace más de 24 °C unas 8 horas al día, de las 10 de la mañana a las 6 de la tarde, y a esas horas las aves necesitan sombra y agua fresca.'],
      // A day that never leaves the heat says so, and broilers are kept from feed in its hottest hours.
      ['pollitos-cobb', 'barranquilla', 'Los pollitos Cobb, al final del ciclo, viven bien entre 18 y 22 °C, y en Barranquilla ni las madrugadas, de 24 °C, bajan de 22 °C: el galpón necesita ventilación y agua fresca todo el día, sin alimento en las horas más calientes.'],
      // Heat in the afternoon and cold at dawn: one sentence each.
      ['codornices', 'medellin', 'En Medellín, con madrugadas de 17 °C, hace menos de 18 °C unas 4 horas al día, de las 2 de la madrugada a las 6 de la mañana, y a esas horas las aves necesitan un refugio seco y sin corrientes de aire.'],
      // What a keeper buys: feed and water for a hundred birds a day, to the half kilo and the half litre.
      ['pollonas-hy-line', 'barranquilla', 'Con 29 °C de media en Barranquilla, 100 pollonas en postura comen unos 9,5 kg de alimento y beben unos 27 litros de agua al día.'],
      // An ostrich's, totalled for ten birds.
      ['avestruz', 'cali', 'Con 25 °C de media en Cali, 10 avestruces comen unos 17 kg de alimento y beben unos 40,5 litros de agua al día.'],
      // A pair of cage birds' seed for a month, to 10 g.
      ['canarios', 'barranquilla', 'Con 29 °C de media en Barranquilla, una pareja de canarios come unos 260 g de semillas al mes.'],
    ];
    for (const [line, city, sentence] of sentences) expect(guideText('aves', line, city)).toContain(sentence);
    // The page's own wording may differ; its figures do not.
    expect(saleText('aves', 'pavos', 'medellin')).toMatch(/Los pavos (viven bien|están a gusto) entre 15 y 24 °C: en Medellín, con tardes de 28 °C, hace más de 24 °C unas 8 horas al día/);
    expect(saleText('aves', 'pericos-australianos', 'medellin')).toContain('y en Medellín la temperatura se mantiene en ese rango todo el día');
    // The city's range is said once, by the climate sentence (review 5, item 24).
    expect(saleText('aves', 'pericos-australianos', 'medellin').split('17 a 28 °C')).toHaveLength(2);
    expect(saleText('aves', 'canarios', 'medellin')).not.toContain('de alimento');
  });
  it('keeps the brooder on while it is warmer than the dawn, until the birds are feathered', () => {
    expect(brooderWeeks({ inicioC: 35, semanas: 6 }, 24)).toEqual({ weeks: 4, feathered: false });
    expect(brooderWeeks({ inicioC: 32, semanas: 5 }, 22)).toEqual({ weeks: 4, feathered: false });
    expect(brooderWeeks({ inicioC: 32, semanas: 4 }, 24)).toEqual({ weeks: 3, feathered: false });
    expect(brooderWeeks({ inicioC: 35, semanas: 6 }, 7)).toEqual({ weeks: 6, feathered: true });
    expect(brooderWeeks({ inicioC: 36, semanas: 4 }, 24)).toEqual({ weeks: 4, feathered: true });
    expect(brooderWeeks({ inicioC: 30, semanas: 4 }, 31)).toEqual({ weeks: 1, feathered: false });
  });
  it('tells the buyer of farmyard chicks how long the city\'s dawns need the brooder, and the pen after it', () => {
    const sentences: [line: string, city: string, sentence: string][] = [
      ['pavos', 'barranquilla', 'En Barranquilla, con madrugadas de 24 °C, los pavos de pocos días necesitan criadora hasta la semana 4, de 35 °C al llegar a 26 °C, y agua con electrolitos; después, un corral seco y ventilado.'],
      // Dawns under the line's comfort range: the brooder until the birds are feathered, then a sheltered pen.
      ['codornices', 'bogota', 'En Bogotá, con madrugadas de 7 °C, las codornices de pocos días necesitan criadora hasta que estén emplumadas, hacia la semana 4, de 36 °C al llegar a 27 °C, y agua con electrolitos; después, un corral seco y abrigado.'],
    ];
    for (const [line, city, sentence] of sentences) expect(guideText('aves', line, city)).toContain(sentence);
    // Broilers always arrive as chicks of a day, to a house at 32 °C; pullets arrive grown.
    expect(guideText('aves', 'pollitos-cobb', 'barranquilla')).toContain('Encienda la criadora a 32 °C dos horas antes de que lleguen los pollos de engorde');
    expect(saleText('aves', 'pollonas-hy-line', 'cali')).not.toContain('riadora');
  });
  it('gives a cage bird the care of the hours outside its range only', () => {
    expect(guideText('aves', 'canarios', 'barranquilla')).toContain('hace más de 26 °C unas 16 horas al día, y a esas horas la jaula va a la sombra, lejos de techos de zinc');
    expect(guideText('aves', 'agapornis', 'pasto')).toContain('hace menos de 18 °C unas 20 horas al día, y a esas horas la jaula va lejos de corrientes de aire');
    expect(saleText('aves', 'pericos-australianos', 'medellin')).not.toMatch(/la jaula va (a la sombra|lejos de corrientes)/);
  });
  it('measures the day at a latitude: 12 hours and 7 minutes all year on the equator, shorter in the northern December', () => {
    expect(dayLengthMinutes(0, 23.44)).toBe(dayLengthMinutes(0, -23.44));
    expect(dayLengthMinutes(0, 0)).toBe(727);
    expect([dayLengthMinutes(4.71, -23.44), dayLengthMinutes(4.71, 23.44)]).toEqual([711, 744]);
    expect(dayLengthMinutes(10.96, -23.44)).toBeLessThan(dayLengthMinutes(4.71, -23.44));
  });
  it('gives laying lines the artificial light their city\'s day needs, to the half hour, and no other line', () => {
    // Bogotá, 4.7° N: days of 11 h 51 min to 12 h 24 min, to the half hour 12 and 12½; 16 hours of light need 3½ to 4 more.
    expect(saleText('aves', 'ponedoras-lohmann', 'bogota')).toContain(
      'Con días de 12 horas en diciembre y 12 horas y media en junio en Bogotá, dé a las gallinas de 3 horas y media a 4 horas de luz artificial antes del amanecer para que pongan con 16 horas de luz.',
    );
    expect(saleText('aves', 'ponedoras-lohmann', 'barranquilla')).toMatch(/Con días de \d+ horas( y media)?( en diciembre y \d+ horas( y media)? en junio)? en Barranquilla/);
    expect(saleText('aves', 'pollitos-ross', 'bogota')).not.toMatch(/luz artificial|latitud|minutos/);
  });
});

describe('the trip from the dispatch city', () => {
  const bogota = { nombre: 'Bogotá', ...city('bogota').clima };
  it('measures the change of altitude and mean temperature', () => {
    expect(climateChange(city('villavicencio').clima, bogota)).toEqual({ metres: 467 - 2640, degrees: 13 });
    expect(climateChange(city('pasto').clima, bogota)).toEqual({ metres: 2527 - 2640, degrees: 0 });
  });
  it('adds rest days by road hours and adaptation by the change of climate', () => {
    expect(settlingDays(0, { metres: 0, degrees: 0 })).toBe(0);
    expect(settlingDays(3, { metres: -2173, degrees: 13 })).toBe(15);
    expect(settlingDays(18, { metres: -113, degrees: 0 })).toBe(3);
    expect(settlingDays(6, { metres: -480, degrees: 4 })).toBe(9);
  });
  it('names the dispatch city only as where the animals leave from', () => {
    expect(climateChangeSentence('El ganado Brahman', 'Cali', city('cali').clima, bogota, { singular: true })).toBe(
      'El ganado Brahman sale de Bogotá, a 2.640 metros, y baja a los 1.000 de Cali, donde la temperatura media es 12 °C más alta.',
    );
    const sentence = climateChangeSentence('Los animales', 'Villavicencio', city('villavicencio').clima, bogota);
    expect(sentence).toBe('Los animales salen de Bogotá, a 2.640 metros, y bajan a los 467 de Villavicencio, donde la temperatura media es 13 °C más alta.');
    expect(strayMentions(sentence, 'Bogotá')).toEqual([]);
    // Pasto: 113 m lower and the same mean temperature, a trip that changes little.
    expect(climateChangeSentence('Las aves', 'Pasto', city('pasto').clima, bogota)).toBe('Las aves casi no notan el cambio: Pasto tiene casi la misma altitud y la misma temperatura media que el criadero.');
  });
});

describe('sale page text for a line in a city', () => {
  it('warns a cold-climate dairy breed of the heat and the ticks of the lowlands, in a rancher\'s words', () => {
    const text = guideText('bovinos', 'holstein', 'villavicencio');
    // The index decides the band (85: moderate stress); the page says what it costs and what to do, never the index.
    expect(text).toContain('El Holstein rinde mejor en clima frío: con las tardes de 31 °C y humedad alta de Villavicencio produce menos leche y baja su fertilidad. Si lo trae, dele sombra y agua fresca a voluntad y ordéñelo en las horas frescas; en la zona se prefiere cruzarlo con cebú.');
    expect(text).not.toMatch(/ITH|índice|estrés calórico/);
    expect(text).toMatch(/garrapata.*ranilla/);
    // 3 hours of road and 13 °C more: two weeks, as a rancher counts them.
    expect(text).toContain('Déjelo dos semanas en un corral aparte hasta que lo revise el veterinario, sin exigirle producción.');
  });
  it('moves the loading and moving of a zebu breed to the cool hours where the afternoons are hard', () => {
    expect(guideText('bovinos', 'brahman', 'villavicencio')).toContain('Aun así, cárguelo, muévalo y vacúnelo en las horas frescas, antes de las 9 de la mañana o después de las 4 de la tarde.');
    expect(guideText('bovinos', 'brahman', 'medellin')).not.toContain('horas frescas');
  });
  it('tells a warm-land breed of high-altitude disease, and not of ticks, in the highlands', () => {
    const text = saleText('bovinos', 'brahman', 'pasto');
    expect(text).toContain('mal de altura');
    expect(text).not.toContain('ranilla');
    expect(saleText('bovinos', 'brahman', 'villavicencio')).not.toContain('mal de altura');
  });
  it('gives equines heat wording only where the afternoons are hot (25 °C and more), whatever the humidity', () => {
    // Bogotá and Pasto (19 °C) and Manizales (22 °C, humid) read high on the horseman's index, but are no heat for a horse.
    const heat = /sudan más|tardan en enfriarse|se enfrían despacio|ya no se enfrían|el sudor ya no enfría/;
    const equines = saleableCards(catalog, 'equinos').map((c) => c.slug);
    for (const slug of ['bogota', 'pasto', 'manizales']) {
      for (const line of equines) expect(saleText('equinos', line, slug), `${line} ${slug}`).not.toMatch(heat);
    }
    expect(guideText('equinos', 'mulas', 'bogota')).toContain('Las tardes frescas de Bogotá no cansan a las mulas: pueden trabajar a cualquier hora.');
    // Hot cities keep it.
    expect(saleText('equinos', 'mulas', 'cartagena')).toMatch(heat);
  });
  it('words the delivery in the dispatch city as a delivery there, not a trip to it', () => {
    const view = (species: LivestockSpecies, line: string, at: string) => {
      const card = saleableCards(catalog, species).find((c) => c.slug === line)!;
      return livestockSaleView(catalog, { path: routes.livestockSale(species, saleSlug(species, line), at), species, card, city: city(at) });
    };
    for (const [species, line] of [['equinos', 'mulas'], ['bovinos', 'brahman'], ['aves', 'ponedoras-lohmann']] as const) {
      const v = view(species, line, 'bogota');
      const all = [...v.guide.map((s) => s.heading), v.text.askPrice, v.text.ctaText, ...v.faq.flatMap((f) => [f.question, f.answer])].join(' | ');
      expect(all, line).not.toMatch(/(transportar|Transporte de|envío hasta|envío a) [^|]*Bogotá/);
    }
    const mulas = view('equinos', 'mulas', 'bogota');
    expect(mulas.guide.map((s) => s.heading)).toContain('La entrega en Bogotá');
    expect(mulas.faq[0]!.question).toBe('¿Qué documentos necesito para recibir mulas en Bogotá?');
    expect(mulas.text.askPrice).toBe('Pregúntenos por los ejemplares disponibles, su precio y la entrega en Bogotá.');
    // Another city keeps the trip.
    const cali = view('equinos', 'mulas', 'cali');
    expect(cali.faq[0]!.question).toBe('¿Qué documentos necesito para transportar mulas a Cali?');
    expect(cali.guide.map((s) => s.heading)).toContain('Transporte de mulas a Cali');
    expect(cali.text.askPrice).toContain('el envío hasta Cali');
  });
  it('agrees the work of a plural line: "las mulas… cuando trabajan"', () => {
    for (const slug of ['bogota', 'cali', 'pasto', 'medellin']) {
      const text = saleText('equinos', 'mulas', slug);
      expect(text, slug).not.toMatch(/cuando trabaja\b/);
    }
  });
  it('calls the climate comfortable for laying only where the city’s day is within the line’s own range', () => {
    // Pereira, 16 to 27 °C, against the Lohmann's 18 to 24 °C: the page gives the hours beyond it, and no comfort claim.
    const pereira = saleText('aves', 'ponedoras-lohmann', 'pereira');
    expect(pereira).toContain('viven bien entre 18 y 24 °C');
    expect(pereira).not.toMatch(/cómodo para la postura/);
    for (const line of ['ponedoras-lohmann', 'pollonas-hy-line']) {
      for (const c of catalog.cities) {
        const text = saleText('aves', line, c.slug);
        if (/cómodo para la postura/.test(text)) expect(text, `${line} ${c.slug}`).toContain('la temperatura se mantiene en ese rango todo el día');
      }
    }
  });
  it('tells laying hens in the cold to eat enough, and says the city\'s dawn and afternoon figures once', () => {
    // Manizales, 12 to 22 °C: the cold makes the pullets eat more, so the ration follows their weight.
    const manizales = saleText('aves', 'pollonas-hy-line', 'manizales');
    expect(manizales).toContain('ajuste la ración con el peso semanal del lote');
    for (const line of ['ponedoras-lohmann', 'pollonas-hy-line']) {
      for (const c of catalog.cities) {
        const text = saleText('aves', line, c.slug);
        expect(text, `${line} ${c.slug}`).not.toMatch(/engorden|ganen grasa/);
        const [min, max] = c.clima.temperatura;
        expect(text.split(`madrugadas de ${min} °C`).length - 1, `${line} ${c.slug}: the dawn figure`).toBeLessThanOrEqual(1);
        expect(text.split(new RegExp(`tardes de ${max} °C|${max} °C en las tardes`)).length - 1, `${line} ${c.slug}: the afternoon figure`).toBeLessThanOrEqual(1);
      }
    }
  });
  it('gives a cattle page the city\'s temperatures in its climate sentence and at most once more, and no "otro clima" after a climate it calls good', () => {
    // Manizales, 12 to 22 °C, for the Holstein: the range once; the ticks and the water without the figures.
    const holstein = saleText('bovinos', 'holstein', 'manizales');
    expect(holstein).toContain('con temperaturas de 12 a 22 °C');
    expect(holstein).not.toMatch(/otro clima|se usa así/);
    const figure = (page: string, n: number) => page.split(new RegExp(`(?<![\\d,.])${n} °C(?! más| menos)`)).length - 1;
    for (const line of saleableCards(catalog, 'bovinos').map((b) => b.slug)) {
      for (const c of catalog.cities) {
        const [min, max] = c.clima.temperatura;
        const text = saleText('bovinos', line, c.slug).replace(`de ${min} a ${max} °C`, '');
        expect(figure(text, max), `${line} ${c.slug}: ${max} °C`).toBeLessThanOrEqual(1);
        expect(figure(text, min), `${line} ${c.slug}: ${min} °C`).toBeLessThanOrEqual(1);
        expect(text, `${line} ${c.slug}`).not.toMatch(/hay veterinarios que/);
      }
    }
  });
  it('keeps the agreement of the data: las mulas, las codornices, el ganado', () => {
    const mules = saleText('equinos', 'mulas', 'barranquilla');
    expect(mules).toContain('las mulas ya no se enfrían con el sudor');
    expect(mules).not.toMatch(/los mulas|los Mulas/);
    expect(saleText('aves', 'codornices', 'cartagena')).toContain('la cama de las aves');
    expect(saleText('bovinos', 'brahman', 'cali')).not.toMatch(/(sus|los) ganado/);
  });
  it('goes on with the animals of the data once the line is named, in their agreement (formas.generico)', () => {
    const hens = { all: 'las ponedoras Lohmann', generic: 'las gallinas' };
    const cattle = { all: 'el ganado Brahman', generic: 'el ganado' };
    const mules = { all: 'las mulas', generic: 'los animales' };
    expect([generic(hens), genericBare(hens), these(hens), feminine(asGeneric(hens))]).toEqual(['las gallinas', 'gallinas', 'estas gallinas', true]);
    expect([these(cattle), singular(asGeneric(cattle))]).toEqual(['este ganado', true]);
    expect([these(mules), feminine(asGeneric(mules)), feminine(mules)]).toEqual(['estos animales', false, true]);
    // A line without generico is named again.
    expect(generic({ all: 'los avestruces' })).toBe('los avestruces');
    // On the page: the line named in the climate section's first sentence, then the hens.
    const lohmann = guideText('aves', 'ponedoras-lohmann', 'pereira');
    expect(lohmann).toContain('Las ponedoras Lohmann, en postura,');
    expect(lohmann).toContain('100 gallinas en postura comen');
    expect(lohmann).toContain('las gallinas viajan en cajas ventiladas');
  });
  it('holds broilers at 25 kg of live weight per m² where afternoons reach 30 °C, 30 below', () => {
    expect(broilerKgPerM2(30)).toBe(25);
    expect(broilerKgPerM2(29)).toBe(30);
  });
  it('gives broilers the altitude risk up high and the stocking density down low', () => {
    expect(saleText('aves', 'pollitos-ross', 'bogota')).toContain('síndrome ascítico');
    // 25 kg of live weight per m² where afternoons reach 30 °C, 30 below, over the line's 2.6 kg: to the half bird, the house to 5 m².
    expect(guideText('aves', 'pollitos-ross', 'cali')).toContain('En Cali, con tardes de 30 °C o más, aloje al final del ciclo unos 9,5 pollos de 2,6 kg por m² (25 kg de peso vivo): un galpón de unos 105 m² por cada 1.000.');
    expect(guideText('aves', 'pollitos-cobb', 'pasto')).toContain('En Pasto aloje al final del ciclo unos 12 pollos de 2,5 kg por m² (30 kg de peso vivo): un galpón de unos 85 m² por cada 1.000.');
    expect(saleText('aves', 'pollitos-ross', 'cali')).not.toContain('ascítico');
  });
  it('speaks of the humidity to ornamental birds: dry air in Cúcuta, fungi in Barranquilla', () => {
    expect(saleText('aves', 'canarios', 'cucuta')).toContain('El aire seco de Cúcuta reseca el plumaje de las aves');
    expect(saleText('aves', 'canarios', 'barranquilla')).toContain('aspergilosis');
  });
  it('moves horse work to the cool hours by the line\'s use, without the horseman\'s index', () => {
    // Cartagena, 32 °C and humid: an index above 150, where sweat no longer cools.
    expect(guideText('equinos', 'cuarto-de-milla', 'cartagena')).toContain('Con el calor y la humedad alta de las tardes de Cartagena, los caballos Cuarto de Milla ya no se enfrían con el sudor: el arreo y la faena van en las primeras horas del día');
    // Medellín, 28 °C: the middle band; the line's own use goes to the cool hours, so two lines of one city differ.
    expect(guideText('equinos', 'lusitano', 'medellin')).toContain('En las tardes calientes de Medellín, los caballos lusitanos sudan más y se enfrían despacio: los entrenamientos van');
    expect(guideText('equinos', 'pura-raza-espanola', 'medellin')).toContain('la preparación para las exposiciones va en las horas frescas');
    expect(saleText('equinos', 'lusitano', 'bogota')).not.toMatch(/índice|Fahrenheit|°F/);
  });
  it('says what a cattle line is in the region\'s farming and what it gains, as a rancher would', () => {
    const text = saleText('bovinos', 'brahman', 'villavicencio');
    expect(text).toContain('El Brahman es ganado de carne, como el del Meta.');
    // The region's pastures may be of another climate (the kikuyo of Antioquia's altiplano): no fit claimed on them.
    expect(saleText('bovinos', 'brahman', 'medellin')).not.toMatch(/estos potreros/);
    // The systems of the region are the farming fact's: said once, not again with the pastures.
    expect(saleText('bovinos', 'brahman', 'medellin')).toContain('Antioquia tiene lechería de altura en el norte');
    expect(saleText('bovinos', 'brahman', 'medellin')).not.toMatch(/se cría ganado de leche y de carne|la ganadería es de leche y de carne/);
    // One of the sentence's two wordings, picked per page.
    expect(text).toMatch(/En la ceba, cada novillo gana unos 650 gramos diarios con buen pasto\.|Con buen pasto, un novillo en ceba sube unos 650 gramos al día\./);
    expect(text).not.toMatch(/entra en el sistema|especialidad cárnica|mantiene en/);
    // A dairy breed's yield is its milk: no steer's daily gain on a Gyr page, no milk on a Brahman's.
    for (const slug of ['cali', 'villavicencio', 'bogota']) {
      expect(saleText('bovinos', 'gyr', slug), slug).not.toMatch(/novillo|ceba/);
      expect(saleText('bovinos', 'hereford', slug), slug).not.toMatch(/litros de leche/);
    }
  });
  it('says one truth about the region per page: a line is "like the region\'s cattle" only where the region has one system', () => {
    // Caldas has milk and beef (its farming fact, on the same page): its cattle is not all "de leche".
    const holstein = saleText('bovinos', 'holstein', 'manizales');
    expect(holstein).toContain('Caldas combina lechería de altura en la cordillera con ganado de carne');
    expect(holstein).toContain('El Holstein es ganado de leche, como parte del que crían los ganaderos de Caldas');
    for (const place of catalog.cities.filter((c) => c.campo && c.campo.sistemas.length > 1)) {
      for (const line of ['holstein', 'brahman', 'simmental']) expect(saleText('bovinos', line, place.slug), `${line} ${place.slug}`).not.toMatch(/es ganado de [a-zé ]+, como el (de|del) /);
    }
  });
  it('gives the city\'s farming fact, which is about its cattle, on cattle pages only', () => {
    expect(saleText('bovinos', 'holstein', 'cali')).toContain('caña de azúcar');
    expect(saleText('equinos', 'paso-fino-colombiano', 'cali')).not.toContain('caña de azúcar');
    // A fact that speaks of horses or poultry too (produccionEspecies) shows on their pages.
    expect(saleText('equinos', 'paso-fino-colombiano', 'medellin')).toContain('ferias y exposiciones equinas');
    // A horse fact (produccionEquinos) is for the equine pages only, and a cattle fact for the cattle pages.
    for (const slug of ['medellin', 'ibague', 'villavicencio']) {
      expect(saleText('bovinos', 'brahman', slug), slug).not.toMatch(/equin|caballo|coleo/);
      expect(saleText('equinos', 'mulas', slug), slug).not.toMatch(/ganado de|lechería/);
    }
    expect(saleText('equinos', 'mulas', 'villavicencio')).toContain('tradición de coleo');
    expect(saleText('aves', 'pollitos-ross', 'bucaramanga')).toContain('mayores productores de huevo y pollo');
    expect(saleText('aves', 'pollitos-ross', 'cali')).not.toContain('caña de azúcar');
  });
  it('gives the line\'s trip: adults per full vehicle by its weight, freight per head by the city\'s road', () => {
    // With a reference price, the vehicle, its load and the freight per head are in the "Precio y disponibilidad" block; the guide gives the road.
    const delivered = (species: 'bovinos' | 'equinos', slug: string, at: string) => {
      const card = saleableCards(catalog, species).find((c) => c.slug === slug)!;
      return livestockSaleView(catalog, { path: routes.livestockSale(species, saleSlug(species, slug), at), species, card, city: city(at) }).delivered;
    };
    expect(guideText('bovinos', 'romosinuano', 'cartagena')).toContain('De Bogotá a Cartagena son unos 1.050 km, unas 18 horas de camión, con paradas para beber y comer: al llegar, baje los animales por una rampa o un embarcadero a un corral con sombra y agua.');
    // 10,000 kg ÷ 420 kg: 23 cows; 1,050 km × 8,000 ÷ 23 = 365,217, to 370,000.
    expect(delivered('bovinos', 'romosinuano', 'cartagena')).toMatchObject({ freight: '$\u00a0370’000', heads: 23, km: '1.050', vehicle: 'camión ganadero doble troque', weight: '420' });
    expect(delivered('bovinos', 'sanmartinero', 'cartagena')).toMatchObject({ heads: 24, weight: '410' });
    expect(delivered('equinos', 'burros', 'cali')).toMatchObject({ heads: 12, weight: '180', vehicle: 'camión para equinos con divisiones' });
    expect(saleText('bovinos', 'holstein', 'bogota')).toContain('Dentro de Bogotá, un camión ganadero doble troque lleva hasta 16 vacas de 620 kg por viaje a su finca');
  });
  it('gives the water one animal drinks there, and no arithmetic a buyer cannot use: no hectares for a truckload, no water of a herd, no price "puesto allí"', () => {
    // 2 to 3 UGG of 450 kg over a 620 kg cow: 1.5 to 2.2 a hectare, about 2 as a rancher says it (review 5, item 23).
    expect(guideText('bovinos', 'holstein', 'pasto')).toContain('En esos potreros caben unas 2 vacas de 620 kg por hectárea, con sal mineralizada a voluntad.');
    expect(guideText('bovinos', 'holstein', 'pasto')).toMatch(/toma unos 85 litros de agua al día\.( |$)/);
    // Dry matter as a horseman weighs it: the same weight of hay.
    expect(guideText('equinos', 'mulas', 'cucuta')).toMatch(/(Cada|cada) animal toma en Cúcuta unos \d+ litros de agua al día y come el equivalente a 7 kg de heno, más en los días de trabajo/);
    for (const [species, line, slug] of [['bovinos', 'holstein', 'pasto'], ['bovinos', 'brahman', 'villavicencio'], ['equinos', 'mulas', 'cucuta']] as const) {
      const text = saleText(species, line, slug);
      expect(text, `${line} ${slug}`).not.toMatch(/cuente con [\d ]+a [\d]+ hectáreas|litros diarios|UGG|materia seca|puesto allí/);
      const card = saleableCards(catalog, species).find((c) => c.slug === line)!;
      const view = livestockSaleView(catalog, { path: routes.livestockSale(species, saleSlug(species, line), slug), species, card, city: city(slug) });
      const delivered = view.deliveredParts!.map((p) => (typeof p === 'string' ? p : p.nowrap)).join('');
      // The whole vehicle's freight first, the one a buyer of one mule pays; then the full vehicle's per head (review 5, item 22).
      expect(delivered, `${line} ${slug}`).toMatch(/^El flete se cobra por viaje: el .+ hasta .+, a [\d.]+ km, cuesta unos \$\u00a0[\d’]+00’000; lleno, con \d+ animales de [\d.]+ kg, sale en unos \$\u00a0[\d’]+ por cabeza\.$/);
    }
  });
  it('names the line, in agreement, on its way to the city', () => {
    expect(saleText('equinos', 'mulas', 'bogota')).toContain('estos animales, pensados para carga y trabajo de finca, son allí menos comunes');
    expect(guideText('bovinos', 'holstein', 'cartagena')).toContain('unas 18 horas de camión, con paradas para beber y comer');
    expect(saleText('bovinos', 'holstein', 'cali')).toContain('Desde Bogotá, a 2.640 metros, el ganado Holstein baja a los 1.000 de Cali');
    expect(saleText('equinos', 'mulas', 'cali')).toMatch(/Desde Bogotá, a 2\.640 metros, las mulas bajan a los 1\.000 de Cali|Las mulas salen de Bogotá, a 2\.640 metros, y bajan a los 1\.000 de Cali/);
  });
  it('says the day of a delivery in the dispatch city once, in the transport section', () => {
    for (const line of ['ponedoras-lohmann', 'pollitos-ross', 'canarios']) {
      expect(saleText('aves', line, 'bogota').match(/el mismo día del despacho/g), line).toHaveLength(1);
    }
    expect(saleText('equinos', 'mulas', 'bogota')).toContain('En Bogotá los animales no cambian de clima ni de altitud.');
  });
  it('says a cattle breed leaves the dispatch city’s altitude only when it is of that climate, and warns of the altitude only on the way up', () => {
    // A Brahman is not raised at Bogotá's 2,640 m: no page says it leaves from there, or that it keeps its climate in Bogotá.
    for (const slug of ['bogota', 'cali', 'villavicencio', 'pasto']) {
      expect(saleText('bovinos', 'brahman', slug), slug).not.toMatch(/sale de Bogotá|Desde Bogotá, a 2\.640 metros|no cambian de clima|casi no nota el cambio/);
    }
    const brahmanBogota = saleText('bovinos', 'brahman', 'bogota');
    expect(brahmanBogota).toContain('puede sufrir el mal de altura');
    expect(brahmanBogota).not.toContain('se adapta bien a estos potreros');
    // Out of its climate, where the breed is at home: its fact sheet's use in Colombia.
    expect(brahmanBogota).toContain('El Brahman es ganado de carne, como parte del que crían los ganaderos de Cundinamarca; en Colombia se destina sobre todo a cría de carne en sabanas y llanos');
    expect(saleText('bovinos', 'brahman', 'pasto')).toContain('Los 2.527 metros de Pasto exponen al Brahman, ganado de clima cálido, al mal de altura');
    // The Jersey (clima templado) is raised at Bogotá's altitude: Pasto is no climb for it.
    const jerseyPasto = saleText('bovinos', 'jersey', 'pasto');
    expect(jerseyPasto).toContain('casi no nota el cambio');
    expect(jerseyPasto).not.toContain('mal de altura');
  });
  it('sends birds in ventilated boxes, by air to far cities, and an ostrich by truck', () => {
    expect(saleText('aves', 'patos', 'cucuta')).toContain('Desde Bogotá, las aves viajan a Cúcuta en cajas ventiladas, por carga aérea: usted las recoge el mismo día en el aeropuerto Camilo Daza');
    expect(saleText('aves', 'avestruz', 'cucuta')).toContain(
      'De Bogotá a Cúcuta son unos 560 km, unas 13 horas de carretera: los avestruces viajan con la guía sanitaria de movilización en camión acondicionado, con paradas para beber y comer.',
    );
    expect(saleText('aves', 'avestruz', 'bogota')).toContain('En Bogotá llevamos los avestruces en camión hasta su finca');
  });
  it('says no other city\'s climate on the page of a city', () => {
    for (const slug of ['cartagena', 'pasto', 'medellin']) {
      for (const [species, line] of [['bovinos', 'jersey'], ['equinos', 'arabe'], ['aves', 'ponedoras-lohmann']] as const) {
        expect(strayMentions(saleText(species, line, slug).replaceAll(' | ', '. '), 'Bogotá')).toEqual([]);
      }
    }
  });
});

describe('where a line is bred (content/livestock › zonas)', () => {
  const cities = catalog.cities;
  it('finds the city\'s farm region among the line\'s zones (Bogotá\'s farms are in Cundinamarca)', () => {
    expect(zoneFit(['Cundinamarca', 'Boyacá'], city('bogota'), cities)).toEqual({ inZone: true, region: 'Cundinamarca' });
    expect(zoneFit(['Córdoba', 'Bolívar'], city('cartagena'), cities)).toEqual({ inZone: true, region: 'Bolívar' });
  });
  it('names the nearest city served in a zone, as the crow flies, when the region is not one', () => {
    const fit = zoneFit(['Meta', 'Casanare'], city('pasto'), cities);
    expect(fit).toMatchObject({ inZone: false, region: 'Nariño', nearest: { city: 'Villavicencio', region: 'Meta' } });
    // Pasto (1.21° N, 77.28° W) to Villavicencio (4.15° N, 73.63° W): about 520 km in a straight line.
    expect(fit.inZone === false && fit.nearest!.km).toBeGreaterThan(480);
    expect(fit.inZone === false && fit.nearest!.km).toBeLessThan(560);
  });
  it('lists the zones when no city served is in one', () => {
    expect(zoneFit(['Cesar', 'La Guajira'], city('cali'), cities)).toEqual({ inZone: false, region: 'Valle del Cauca', zones: ['Cesar', 'La Guajira'] });
  });
  it('reads in agreement with the line\'s forms and the departments\' articles', () => {
    const nelore = { plural: 'ganado Nelore', all: 'el ganado Nelore' };
    const mulas = { plural: 'mulas', all: 'las mulas' };
    const departments = catalog.departmentByName;
    expect(breedingZoneSentence(nelore, { inZone: true, region: 'Meta' }, departments)).toBe('En el Meta se cría ganado Nelore, y los veterinarios de la zona tienen experiencia con él.');
    expect(breedingZoneSentence(mulas, { inZone: true, region: 'Caldas' }, departments)).toBe('En Caldas se crían mulas, y los veterinarios de la zona tienen experiencia con ellas.');
    // The zone lists are estimates, not exhaustive: a region missing from them says nothing (no
    // "no es zona de cría"), and no nearest zone "where we deliver": the animals come from the dispatch city.
    expect(breedingZoneSentence(mulas, { inZone: false, region: 'Atlántico', zones: ['Caldas'], nearest: { city: 'Manizales', region: 'Caldas', km: 590 } }, departments)).toBeUndefined();
    expect(breedingZoneSentence(nelore, { inZone: false, region: 'Valle del Cauca', zones: ['Meta', 'Casanare'] }, departments)).toBeUndefined();
  });
  it('gives the sale pages of the lines with zones the sentence of their city', () => {
    expect(saleText('bovinos', 'romosinuano', 'cartagena')).toMatch(/En Bolívar se cría ganado Romosinuano, y los veterinarios de la zona tienen experiencia con él\.|Bolívar es zona de cría de ganado Romosinuano: sus veterinarios lo conocen\./);
    // A buyer is not sent to other breeders, nor to a zone the animals do not come from.
    expect(saleText('bovinos', 'romosinuano', 'cartagena')).not.toMatch(/otros criadores/);
    // Brahman is cebú, and the Atlántico's savannas raise cebú: a department missing from the estimated list makes no negative claim.
    expect(saleText('bovinos', 'nelore', 'cartagena')).not.toContain('zona de cría');
    expect(saleText('bovinos', 'brahman', 'barranquilla')).not.toMatch(/no es zona de cría|busque cerca un veterinario/);
    expect(saleText('equinos', 'burros', 'barranquilla')).not.toMatch(/la más cercana donde entregamos/);
    expect(saleText('aves', 'canarios', 'cali')).not.toContain('zona de cría');
  });
});
