/**
 * The dog breed pages (/venta-perros/…: a breed, and its breeder in a city), over the built pages:
 * - the size and the uses are rows of the breed's data list, labelled, the uses joined with "y"
 *   (review 4, D29; s42 consult C3: no «Tamaño · Usos» tag line), and no breed is labelled a bare
 *   "hipoalergénico" (review 5, item 40);
 * - the Doberman's legal duties are said once on a page of a place (D30);
 * - a price table is named by the heading above it, without a second title; a breed priced by sex
 *   alone has none: its answer block says the two prices, once (issue 41, figures once);
 * - each breed page gives its breed's own life expectancy (review 5, item 1);
 * - each breed page leads with the answer block: price, delivery, what is available, chat (issue 41).
 */
import { describe, expect, it } from 'vitest';
import { texts } from '@/lib/content/texts';
import { builtPages } from './pages';
import { answerFacts, DOG_PATHS_WITH_CATEGORIES, dogPageTexts, pageHtml, sectionText } from './dog-built-pages';
import { readCatalog } from '@/lib/content/disk-catalog';
import { mainBlocks } from './sentences';
import { decodeEntities, visibleText } from './text';

const pages = builtPages();

/** A row of a breed page's data list, as a visitor reads it: «Tamaño» → «pequeño». */
const datum = (html: string, label: string) => {
  const m = new RegExp(`<dt[^>]*>${label}</dt>\\s*<dd[^>]*>([\\s\\S]*?)</dd>`).exec(html);
  return m ? decodeEntities(m[1]!.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').replace(/ ,/g, ',').trim() : undefined;
};
/** The size and the categories of a breed page's data list, on one line as the old tag line read: «Tamaño: grande · Para: vigilancia…». */
const sizeAndUses = (html: string) => {
  const l = texts.dogs.breedPage.dataLabels;
  const uses = datum(html, l.para);
  const size = datum(html, l.size);
  if (!size) return undefined;
  return `${l.size}: ${size}${uses ? ` · ${l.para}: ${uses}` : ''}`;
};

describe('review 4 on the dog pages', () => {
  const { dogs, text, page } = dogPageTexts();

  it('labels the size and the categories in the breed\'s data list, joined with "y" (D29), after a label true of a use and of a trait («Para», not «Usos»: «activo» is no use, s47); no tag line above the photo', () => {
    const line = (path: string) => sizeAndUses(dogs.find((p) => p.path === path)!.html);
    expect(mainBlocks(dogs.find((p) => p.path === '/venta-perros/doberman/')!.html).filter((b) => /^Tamaño: /.test(b.text))).toEqual([]);
    expect(line('/venta-perros/doberman/')).toBe('Tamaño: grande · Para: vigilancia, trabajo y personas activas');
    expect(line('/venta-perros/grifon-de-bruselas/')).toBe('Tamaño: mini · Para: compañía');
    // The breed page, where the breed's own texts are (the pages of a place lead with the answer, issue 41).
    const bad = dogs.filter((p) => /^\/venta-perros\/(?!criadero-de-perros-)[^/]+\/$/.test(p.path) && !/^Tamaño: (\S+|toy o estándar)( · Para: .+)?$/.test(line(p.path) ?? '')).map((p) => `${p.path}: ${line(p.path)}`);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
  });

  it('puts each climate note of a breed page under its class and the cities of the class, and leaves out the block of a class that asks nothing special of the breed; no page of a place reads a note that names its class as a place («Allí», «En tierra caliente»)', () => {
    const breeds = readCatalog().dogBreeds;
    const breedPages = dogs.filter((p) => /^\/venta-perros\/(?!criadero-de-perros-)[^/]+\/$/.test(p.path));
    expect(breedPages).toHaveLength(breeds.length);
    const labels = (html: string) => [.../<section aria-labelledby="clima"[\s\S]*?<\/section>/.exec(html)![0].matchAll(/<dt[^>]*>([\s\S]*?)<\/dt>/g)].map((m) => decodeEntities(m[1]!).trim());
    // the livestock lines' format (review-after10 §7.1): a buyer in Tunja or Neiva finds his class, one in Medellín his city
    const label = { frio: 'En tierra fría (Bogotá, Manizales, Pasto)', templado: 'En clima templado (Medellín, Bucaramanga, Pereira, Ibagué)', calido: 'En tierra caliente (Cali, Barranquilla, Cartagena, Cúcuta, Villavicencio)' } as const;
    for (const p of breedPages) {
      const breed = breeds.find((b) => p.path === `/venta-perros/${b.slug}/`)!;
      expect(labels(p.html), p.path).toEqual((['frio', 'templado', 'calido'] as const).filter((k) => breed.clima[k]).map((k) => label[k]));
    }
    // no fixed three-slot frame (review-after10 §6.3): the Shih Tzu's temperate note said only that it is comfortable there
    expect(labels(pageHtml('/venta-perros/beagle/'))).toEqual([label.frio, label.calido]);
    // and the buyer in a class without a block is told it asks nothing special there (review-after11 §7.1): every class is named once
    const calm = (html: string) => [...html.matchAll(/<p[^>]*data-climate-calm[^>]*>([\s\S]*?)<\/p>/g)].map((m) => decodeEntities(m[1]!).trim());
    expect(calm(pageHtml('/venta-perros/beagle/'))).toEqual(['En clima templado (Medellín, Bucaramanga, Pereira, Ibagué) le bastan sombra y agua en las tardes calurosas.']);
    expect(calm(pageHtml('/venta-perros/pug/'))).toEqual([]);
    for (const p of breedPages) {
      const breed = breeds.find((b) => p.path === `/venta-perros/${b.slug}/`)!;
      expect(calm(p.html).length + labels(p.html).length, p.path).toBe(3);
      expect(calm(p.html).length, p.path).toBe((['frio', 'templado', 'calido'] as const).filter((k) => !breed.clima[k]).length);
    }
    expect(labels(pageHtml('/venta-perros/pug/'))).toEqual([label.frio, label.templado, label.calido]);
    const place = /^\/venta-perros\/criadero-de-perros-/;
    const bad = dogs
      .filter((p) => place.test(p.path))
      .map((p) => [p.path, sectionText(p.html, new RegExp(`^${texts.dogs.placePage.headings.place}$`)) ?? ''] as const)
      .filter(([, t]) => /(?:^|[.:;] )(?:En (?:tierra|clima|la costa)|Allí|Aquí)\b|\btierra (?:fría|caliente)\b/.test(t))
      .map(([path, t]) => `${path}: ${t.slice(0, 120)}`);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(sectionText(pageHtml('/venta-perros/criadero-de-perros-bulldog-frances-cartagena/'), new RegExp(`^${texts.dogs.placePage.headings.place}$`))).toMatch(/^El calor, sobre todo el húmedo, le sienta mal a esta raza: .*Necesita aire acondicionado/);
  });

  it('sends the buyer from a breed page to the check at handover, said once in the buying guide (review-after10 §7.2), and heads it «Cachorros de … en venta» (§7.5)', () => {
    const html = pageHtml('/venta-perros/pastor-aleman/');
    expect(decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!).trim()).toBe('Cachorros de Pastor alemán en venta');
    const link = /<a href="([^"]+)"[^>]*>([^<]*)<\/a>/.exec(/<section aria-labelledby="beneficios"[\s\S]*?<\/section>/.exec(html)![0])!;
    expect([link[1], decodeEntities(link[2]!)]).toEqual(['/razas-de-perros/intencion/venta/#al-recibirlo', `${texts.dogs.breedPage.handoverLink} →`]);
    // the link lands on the check itself, under its own heading (review-after11: it landed on «Antes de elegir», the check its last lines)
    const handover = /<h3 id="al-recibirlo"[^>]*>([^<]*)<\/h3>\s*<p[^>]*>([^<]*)<\/p>/.exec(pageHtml('/razas-de-perros/intencion/venta/'))!;
    expect(decodeEntities(handover[1]!)).toBe('Al recibir el cachorro');
    expect(decodeEntities(handover[2]!)).toMatch(/^Revise con calma al cachorro y sus documentos antes de firmar el acta de entrega\./);
  });

  it("says the Doberman's legal duties once on a page of a place (D30)", () => {
    const t = page('/venta-perros/criadero-de-perros-doberman-cartagena/');
    expect(t.match(/póliza/g)).toHaveLength(1);
    expect(t).toContain(texts.dogs.placePage.rules);
  });

  it('names a breed\'s price table by the heading above it, without a second title ("Precio del Chihuahua", then "Precios de Chihuahua")', () => {
    const chihuahua = dogs.find((p) => p.path === '/venta-perros/chihuahua/')!.html;
    expect(chihuahua).toMatch(/<h2 id="precio"[^>]*>Precio del Chihuahua<\/h2>\s*<table aria-labelledby="precio"/);
    const bad = dogs.filter((p) => /<table\b/.test(p.html) && /<caption\b/.test(p.html)).map((p) => p.path);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(page('/venta-perros/chihuahua/')).not.toMatch(/Precios de Chihuahua/);
  });

  it('shows no price table of one row: a breed priced by sex with one variety says the three prices in its answer block (Pug)', () => {
    const oneRow = dogs.filter((p) => [...p.html.matchAll(/<table aria-labelledby="precio"[\s\S]*?<\/table>/g)].some((t) => (t[0].match(/<tr\b/g) ?? []).length <= 2)).map((p) => p.path);
    expect(oneRow).toEqual([]);
    expect(page('/venta-perros/pug/')).toMatch(/Macho \$\s2’000’000; hembra \$\s2’200’000; color negro \$\s2’500’000/);
    expect(dogs.find((p) => p.path === '/venta-perros/pug/')!.html).not.toMatch(/<table\b|id="precio"/);
  });

  it('says the price of a breed priced by sex alone once, in the answer block: no table repeats it (Shih Tzu)', () => {
    const shihTzu = page('/venta-perros/shih-tzu/');
    expect(shihTzu).toMatch(/Macho \$\s1’700’000; hembra \$\s1’900’000/);
    const html = dogs.find((p) => p.path === '/venta-perros/shih-tzu/')!.html;
    expect(mainBlocks(html).map((b) => b.text).join('\n').match(/1’700’000/g)).toHaveLength(1);
    expect(html).not.toMatch(/<table\b|id="precio"/);
    // its places link the breed page, not a table it does not have
    expect(pageHtml('/venta-perros/criadero-de-perros-shih-tzu-medellin/')).toContain('href="/venta-perros/shih-tzu/"');
    expect(pageHtml('/venta-perros/criadero-de-perros-shih-tzu-medellin/')).not.toContain('/venta-perros/shih-tzu/#precio');
  });
});

describe('review 5 on the dog pages', () => {
  const dogs = pages.filter((p) => DOG_PATHS_WITH_CATEGORIES.test(p.path));
  const byPath = new Map(pages.map((p) => [p.path, p]));

  it('labels no breed bare "hipoalergénico": some allergic people tolerate it (40)', () => {
    const line = (p: { html: string }) => sizeAndUses(p.html) ?? '';
    const bad = dogs.filter((p) => /^\/venta-perros\//.test(p.path) && /hipoalergénico/.test(line(p))).map((p) => `${p.path}: ${line(p)}`);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(line(byPath.get('/venta-perros/shih-tzu/')!).replace(/\s+,/g, ',')).toBe('Tamaño: pequeño · Para: compañía, familias y algunas personas alérgicas');
  });
});

describe('the handover, said once for every dog (review-after9 #13)', () => {
  it('is in the guide to buying a puppy, not a stock line on every breed page', () => {
    const handover = /firmar el acta/;
    const breedPages = pages.filter((p) => /^\/venta-perros\/(?!criadero-de-perros-)[^/]+\/$/.test(p.path));
    expect(breedPages.length).toBeGreaterThan(40);
    expect(breedPages.filter((p) => handover.test(visibleText(p.html))).map((p) => p.path)).toEqual([]);
    const guide = visibleText(pages.find((p) => p.path === '/razas-de-perros/intencion/venta/')!.html);
    expect(guide).toContain('en ambos casos se entrega con sus documentos y un acta de entrega.');
    expect(guide).toContain('Revise con calma al cachorro y sus documentos antes de firmar el acta de entrega.');
    expect(pages.filter((p) => handover.test(visibleText(p.html))).map((p) => p.path)).toEqual(['/razas-de-perros/intencion/venta/']);
  });
});

describe('life expectancy', () => {
  it('each dog breed page gives its breed\'s own: a Bulldog inglés does not live as long as a Chihuahua', () => {
    const byBreed = new Map<string, string>();
    for (const p of builtPages()) {
      const m = /^\/venta-perros\/([a-z-]+)\/$/.exec(p.path);
      const life = /Esperanza de vida<\/dt><dd[^>]*>([^<]+)</.exec(p.html)?.[1];
      if (m && !m[1].startsWith('criadero-de-perros-') && life) byBreed.set(m[1], life);
    }
    expect(byBreed.size).toBeGreaterThan(50);
    expect(byBreed.get('bulldog-ingles')).toBe('8 a 10 años');
    expect(byBreed.get('chihuahua')).toBe('14 a 16 años');
    // no one figure stands for most breeds
    const counts = [...byBreed.values()].reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>());
    expect(Math.max(...counts.values())).toBeLessThan(byBreed.size / 4);
  });
});

describe('the answer first on a breed page (issue 41, item 3)', () => {
  const breedPages = pages.filter((p) => /^\/venta-perros\/(?!criadero-de-perros-)[^/]+\/$/.test(p.path));
  it('leads every breed page with the price, the delivery, what is available and the chat, right under the h1 and above the breed’s texts', () => {
    expect(breedPages.length).toBe(readCatalog().dogBreeds.length);
    const bad = breedPages.flatMap((p) => {
      const facts = answerFacts(p.html);
      const problems = ['precio', 'entrega', 'disponibles'].filter((k) => !facts.get(k)).map((k) => `${p.path}: no ${k}`);
      const answerAt = p.html.indexOf('data-answer');
      if (answerAt < 0 || answerAt > p.html.indexOf('</h1>') + 400) problems.push(`${p.path}: the answer is not right under the h1`);
      if (!p.html.slice(answerAt, p.html.indexOf('</section>', answerAt)).includes('data-chat')) problems.push(`${p.path}: no chat button in the answer`);
      if (answerAt > p.html.indexOf('id="antes"')) problems.push(`${p.path}: the answer after the breed's texts`);
      return problems;
    });
    expect(bad.slice(0, 5), `${bad.length} problems`).toEqual([]);
    const shihTzu = answerFacts(pageHtml('/venta-perros/shih-tzu/'));
    expect(shihTzu.get('precio')!.replace(/\s/g, ' ')).toBe('Macho $ 1’700’000; hembra $ 1’900’000');
    expect(shihTzu.get('entrega')).toBe('En Bogotá, hasta su casa, en nuestro vehículo, el día que acordemos; a otras ciudades, por carretera o en avión (vea la lista)');
    expect(answerFacts(pageHtml('/venta-perros/pincher/')).get('precio')!.replace(/\s/g, ' ')).toBe('Desde $ 1’300’000');
  });
});
