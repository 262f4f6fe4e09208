/**
 * The local text of /equinos-en-{ciudad}/ and /bovinos-en-{ciudad}/ and of the fixed Rionegro dog
 * pages: written from the place's data (climate, farming, distance) and the lines' own data.
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { buildCatalog } from '@/lib/content/catalog';
import { icaItems } from '@/lib/domain/livestock';
import { type GuideSection } from '@/lib/text/places';
import { cattleFitsClimate } from '@/lib/domain/livestock-climate';
import { livestockCitySections } from '@/lib/text/livestock/places';
import { placeFacts } from '@/lib/domain/places';
import { dispatchCity } from '@/lib/domain/places';
import { ENTRIES } from '@/lib/routes/entries';
import { breederInCityView } from '@/lib/views/dogs';
import { livestockInCityView } from '@/lib/views/livestock';
import { strayMentions } from '../../scripts/audit-content.mjs';
import { linesOf } from '@/lib/domain/livestock';
import { formatNumber as num } from '@/lib/text/spanish';

const catalog = readCatalog();
const dispatch = dispatchCity(catalog);
const text = (sections: GuideSection[]) => sections.map((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])].join(' | ')).join(' | ');
const city = (species: 'equinos' | 'bovinos', slug: string) =>
  livestockCitySections(species === 'bovinos' ? 'bovino' : 'equino', placeFacts(catalog, { slug, kind: 'ciudad' }), dispatch, { bovines: linesOf(catalog, 'bovinos', 'bovino'), equines: linesOf(catalog, 'equinos', 'equino'), ica: icaItems(catalog, species) });
const listOf = (sections: GuideSection[], heading: RegExp) => sections.find((s) => heading.test(s.heading))!.list!;
const cityOf = (slug: string) => catalog.cityBySlug.get(slug)!;

/** How many times the page says a temperature of the city's day, besides its climate sentence's range ("con 19 a 30 °C"). */
const figureCount = (page: string, n: number) => page.split(new RegExp(`(?<![\\d,.])${n} °C`)).length - 1;

describe('the city\'s temperatures on its livestock pages', () => {
  it('are said once, in the climate sentence; the advice after it goes on without the figures, and the rains are said once', () => {
    for (const c of catalog.cities) {
      const [min, max] = c.clima.temperatura;
      for (const species of ['equinos', 'bovinos'] as const) {
        const page = text(city(species, c.slug));
        expect(page, `${species} ${c.slug}`).toContain(`con ${min} a ${max} °C a lo largo del día`);
        // Cattle and equines alike: the afternoons and the dawns once, in the climate sentence ("Entre 7 y 19 °C, Bogotá
        // es cómoda…", "Con noches de 7 °C a 2.640 metros…" and "Con máximas de 30 °C en Cali…" said them again).
        expect(figureCount(page, max), `${species} ${c.slug}: ${max} °C`).toBe(1);
        expect(figureCount(page.replace(`con ${min} a ${max} °C`, ''), min), `${species} ${c.slug}: ${min} °C`).toBe(0);
        expect(page.split(`${num(c.clima.altitud)} metros`).length - 1, `${species} ${c.slug}: altitude`).toBe(1);
        // The rains once: in the horses' hooves advice, in the cattle's climate sentence.
        expect(page.split(c.clima.lluvias).length - 1, `${species} ${c.slug}: rains`).toBe(1);
      }
    }
  });
});

describe('cattle by city', () => {
  it('lists the breeds that fit the climate by specialty, the systems of the region first', () => {
    expect(listOf(city('bovinos', 'pasto'), /^Razas de ganado/)).toEqual([
      'Lechería en Pasto (sistema de la zona): el Holstein, el Jersey y el Normando',
      'Carne en Pasto: el Angus y el Hereford',
      'Doble propósito en Pasto: el Simmental, el BON (Blanco Orejinegro) y el Pardo Suizo',
    ]);
    const cali = listOf(city('bovinos', 'cali'), /^Razas de ganado/);
    expect(cali[0]).toMatch(/^Doble propósito en Cali \(sistema de la zona\): el Guzerá, /);
    expect(cali.join(' ')).not.toMatch(/Holstein|Angus/);
  });
  it('prepares the farm for the city’s own heat, cold and rain; the warm breeds of a warm city do not come down from Bogotá', () => {
    const cali = text(city('bovinos', 'cali'));
    expect(cali).toContain('Con el calor de las tardes, cada potrero de Cali necesita sombra');
    expect(cali).toContain('los potreros suelen ser de estrella y angleton');
    expect(cali).not.toContain('sale de Bogotá');
    const pasto = text(city('bovinos', 'pasto'));
    expect(pasto).toMatch(/madrugadas frías de Pasto piden.*heladas/);
    expect(pasto).not.toMatch(/baja a los|sombra de árboles o polisombra/);
    expect(text(city('bovinos', 'cucuta'))).toMatch(/El clima seco de Cúcuta deja los potreros cortos/);
    expect(text(city('bovinos', 'villavicencio'))).toMatch(/la humedad y el calor favorecen además la garrapata/);
  });
  it('says on each card whether the breed suits the city’s climate', () => {
    const bovine = (slug: string) => linesOf(catalog, 'bovinos', 'bovino').find((b) => b.slug === slug)!;
    expect(cattleFitsClimate(bovine('holstein'), placeFacts(catalog, { slug: 'pasto', kind: 'ciudad' }))).toBe(true);
    expect(cattleFitsClimate(bovine('holstein'), placeFacts(catalog, { slug: 'cartagena', kind: 'ciudad' }))).toBe(false);
    // A templado city takes the warm-climate breeds too, a cold one the templado breeds.
    expect(cattleFitsClimate(bovine('brahman'), placeFacts(catalog, { slug: 'medellin', kind: 'ciudad' }))).toBe(true);
    expect(cattleFitsClimate(bovine('jersey'), placeFacts(catalog, { slug: 'bogota', kind: 'ciudad' }))).toBe(true);
    const cards = livestockInCityView(catalog, { path: '/bovinos-en-cartagena/', species: 'bovinos', city: cityOf('cartagena') }).cards;
    // The card label is the spec's ("Especialidad cárnica"), with what the city means for the breed.
    expect(cards.find((c) => c.slug === 'brahman')!.label).toBe('Especialidad cárnica · se adapta a Cartagena');
    expect(cards.find((c) => c.slug === 'holstein')!.label).toBe('Especialidad lechera · más manejo en Cartagena');
    const horses = livestockInCityView(catalog, { path: '/equinos-en-cali/', species: 'equinos', city: cityOf('cali') }).cards;
    expect(horses.find((c) => c.slug === 'lusitano')!.label).toBe('Deporte · Exposición');
  });
  it('delivers in the dispatch city by truck, with no trip and no change of altitude', () => {
    const bogota = text(city('bovinos', 'bogota'));
    expect(bogota).not.toMatch(/baja a los|sube a los|horas de carretera/);
    expect(city('bovinos', 'bogota').at(-1)!.heading).toBe('Requisitos ICA para la entrega en Bogotá');
    // The page opens with the delivery: in the dispatch city to the farm, elsewhere the road, the hours and the freight per animal.
    const intro = (species: 'equinos' | 'bovinos', slug: string) => livestockInCityView(catalog, { path: `/${species}-en-${slug}/`, species, city: cityOf(slug) }).intro;
    expect(intro('bovinos', 'bogota')).toBe('En Bogotá llevamos el ganado en un camión ganadero doble troque hasta su finca el día que acordemos, con la guía sanitaria de movilización del ICA.');
    expect(intro('equinos', 'pasto')).toMatch(/^De Bogotá a Pasto llevamos caballos, mulas y burros en un camión para equinos con divisiones: son unos 850 km, unas 18 horas de viaje, con paradas para que los animales beban y coman\. Con el vehículo lleno, el flete estimado sale entre \$\u00a0[\d’]+ y \$\u00a0[\d’]+ por animal, según su tamaño; para uno o pocos animales le cotizamos el viaje\.$/);
  });
  it('lists the ICA requirements of the species from content/ica-requirements.json', () => {
    expect(listOf(city('bovinos', 'cali'), /^Requisitos ICA para llevar ganado a Cali/)).toEqual(icaItems(catalog, 'bovinos'));
    expect(listOf(city('equinos', 'cali'), /^Requisitos ICA para llevar equinos a Cali/)).toEqual(icaItems(catalog, 'equinos'));
    expect(text(city('bovinos', 'cali'))).toContain('registro del predio ante el ICA');
  });
});

describe('equines by city', () => {
  it('names the lines for what equines are used for around the city', () => {
    expect(listOf(city('equinos', 'villavicencio'), /^Caballos, mulas y burros/)).toEqual([
      'Para trabajo de finca en Villavicencio: el Cuarto de Milla, las mulas, los burros y los caballos mestizos de trabajo',
      'Para deporte en Villavicencio: el Cuarto de Milla, el caballo árabe, el Pura Raza Española, el Lusitano y el Pura Sangre Inglés',
    ]);
    // One "y" in a list of uses (joinEs), and the purpose of each list item.
    expect(text(city('equinos', 'medellin'))).toContain('se usan sobre todo para exposiciones en ferias, paseo, cabalgata, trabajo de finca y carga.');
    expect(listOf(city('equinos', 'medellin'), /^Caballos, mulas y burros/)[0]).toMatch(/^Para ferias y exposiciones en Medellín: /);
    // The city's farming fact is about its cattle: not on a horse page (Cali's is about sugar cane and cattle).
    expect(text(city('equinos', 'cali'))).not.toContain('caña de azúcar');
    expect(text(city('bovinos', 'cali'))).toContain('caña de azúcar');
  });
  it('prepares stable and hooves for the city’s climate', () => {
    expect(text(city('equinos', 'barranquilla'))).toMatch(/máximas de 33 °C, prepare en Barranquilla una pesebrera alta y ventilada.*|Barranquilla.*cascos se ablandan/s);
    expect(text(city('equinos', 'bogota'))).toContain('Con las noches frías de Bogotá, la pesebrera debe estar cerrada');
    expect(text(city('equinos', 'bogota'))).toContain('Cuando llueve más en Bogotá, en abril y mayo, y en octubre y noviembre, mantenga los cascos limpios');
    expect(text(city('equinos', 'cucuta'))).toContain('El aire seco de Cúcuta reseca los cascos');
  });
});

describe('every livestock city page', () => {
  const all = catalog.cities.flatMap((c) => (['equinos', 'bovinos'] as const).map((species) => ({ city: c, species, text: text(city(species, c.slug)) })));
  it('is filled from data and names the city in every section', () => {
    for (const page of all) {
      expect(page.text, `${page.species}/${page.city.slug}`).not.toMatch(/undefined|NaN|null|\$\{/);
      for (const s of city(page.species, page.city.slug)) {
        expect(s.heading).toContain(page.city.nombre);
        for (const item of s.list ?? []) expect(item).not.toMatch(/:\s*$|,\s*$/);
      }
    }
  });
  it('speaks of Bogotá elsewhere only as the city the animals leave from', () => {
    for (const page of all.filter((p) => p.city.slug !== dispatch.slug)) expect(strayMentions(page.text, 'Bogotá'), `${page.species}/${page.city.slug}`).toEqual([]);
  });
});

describe('the fixed Rionegro dog pages', () => {
  const views = ENTRIES.dogFixedBreeder(catalog).map((e) => breederInCityView(catalog, { path: `/${e.params.paginaFija}/`, ...e.props }));
  it('answer from Rionegro’s facts (content/places/towns.json): road to the door or the plane to its own airport, its climate and its text', () => {
    expect(views).toHaveLength(3);
    for (const v of views) {
      const facts = Object.fromEntries(v.answer.facts.map((f) => [f.key, f.value]));
      expect(v.answer.place).toBe('Rionegro');
      expect(facts.entrega).toMatch(/^Por carretera hasta su casa, o en avión .* hasta el aeropuerto José María Córdova$/);
      expect(facts.viaje).toBe('380 km, 8 horas de carretera, o un vuelo el mismo día');
      const t = text(v.sections);
      expect(t).toContain(catalog.townBySlug.get('rionegro')!.entorno);
      expect(t).not.toMatch(/undefined|NaN/);
      expect(strayMentions(t, 'Bogotá')).toEqual([]);
    }
  });
  it('fail the build when a page names a place that towns.json does not have', () => {
    const fixedDogPages = [{ ...catalog.fixedDogPages[0]!, lugar: 'rionegr' }];
    expect(() => buildCatalog({ ...catalog, fixedDogPages })).toThrow(
      /dogs\/fixed-pages\.json: entry "\/shih-tzu-rionegro\/" › lugar: "rionegr" is not a place of content\/places\/towns\.json \(¿quiso decir "rionegro"\?\)/,
    );
  });
});
