import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { priceYear } from '@/lib/content/site';
import { dispatchCity } from '@/lib/domain/places';
import { buildDogArticle, type ArticleInput } from '@/lib/text/dogs/article';
import { type DogArticle } from '@/lib/text/article';
import { INTENT_LABELS } from '@/lib/routes/intents';
import { DOG_INTENTS } from '@/lib/routes/intents';
import { type DogIntent } from '@/lib/routes/intents';
import { formatCOP, placeWithDepartment } from '@/lib/text/spanish';
import type { City, DogBreed } from '@/lib/content/schemas';

const catalog = readCatalog();

function inputFor(breed: DogBreed, city: City, intent: DogIntent): ArticleInput {
  const price = catalog.dogPriceByBreed.get(breed.slug);
  if (!price) throw new Error(`no price for ${breed.slug}`);
  const size = catalog.dogSizes.find((s) => s.slug === breed.tamano || s.key === breed.tamano);
  if (!size) throw new Error(`no size for ${breed.slug}`);
  const usePhrases = breed.usos.map((key) => {
    const use = catalog.dogUses.find((u) => u.key === key);
    if (!use) throw new Error(`no use ${key}`);
    return use.frase;
  });
  return { breed, price, city, dispatch: dispatchCity(catalog), intent, department: catalog.departmentByName.get(city.departamento)!, sizeForms: size.formas, usePhrases, seed: `/blog/perros/${breed.slug}-${city.slug}/${intent}/` };
}

function bySlug<T extends { slug: string }>(items: T[], slug: string): T {
  const item = items.find((i) => i.slug === slug);
  if (!item) throw new Error(`missing ${slug}`);
  return item;
}

/** All visible text of an article, in reading order. */
function textOf(a: DogArticle): string {
  return [
    a.title,
    a.description,
    a.h1,
    a.lead,
    ...a.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? []), ...(s.after ?? [])]),
  ].join('\n');
}

const all = catalog.dogBreeds.flatMap((breed) =>
  catalog.cities.flatMap((city) => DOG_INTENTS.map((intent) => ({ breed, city, intent, article: buildDogArticle(inputFor(breed, city, intent)) }))),
);

describe('buildDogArticle: every breed × city × intent', () => {
  it('covers every breed × every city of content/ × 3 intents', () => {
    const entriesIn = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).length;
    expect(catalog.dogBreeds).toHaveLength(entriesIn('content/dogs/breeds.json'));
    expect(catalog.cities).toHaveLength(entriesIn('content/places/cities.json'));
    expect(all).toHaveLength(catalog.dogBreeds.length * catalog.cities.length * 3);
    expect(DOG_INTENTS).toEqual(['precios', 'criaderos', 'venta']);
    expect(INTENT_LABELS).toEqual({ precios: 'Precios', criaderos: 'Criaderos', venta: 'Venta' });
  });

  it('titles name breed and city and fit 65 characters', () => {
    for (const { breed, city, article } of all) {
      const where = `${breed.slug}/${city.slug}`;
      expect(article.title, where).toContain(breed.nombre);
      expect(article.title, where).toContain(city.nombre);
      expect(article.title.length, `${where}: ${article.title}`).toBeLessThanOrEqual(65);
    }
  });

  it('descriptions are 100-155 characters, name breed and city, and only end with "…" when cut', () => {
    for (const { breed, city, article } of all) {
      const where = `${breed.slug}/${city.slug}: ${article.description}`;
      expect(article.description.length, where).toBeLessThanOrEqual(155);
      expect(article.description.length, where).toBeGreaterThanOrEqual(100);
      expect(article.description, where).toContain(breed.nombre);
      expect(article.description, where).toContain(city.nombre);
      expect(article.description, where).not.toMatch(/\s…$/);
    }
  });

  // The lead says what the article answers in one or two sentences; the weight, the delivery and the papers are said once, in their sections (issue 25 item 3).
  it('has an h1, a 120-400 character lead and 4 to 6 sections with content', () => {
    for (const { breed, city, intent, article } of all) {
      const where = `${breed.slug}/${city.slug}/${intent}`;
      expect(article.h1.length, where).toBeGreaterThan(10);
      expect(article.lead.length, `${where}: ${article.lead}`).toBeGreaterThanOrEqual(120);
      expect(article.lead.length, `${where}: ${article.lead}`).toBeLessThanOrEqual(400);
      expect(article.sections.length, where).toBeGreaterThanOrEqual(4);
      expect(article.sections.length, where).toBeLessThanOrEqual(6);
      for (const s of article.sections) {
        expect(s.heading.length, where).toBeGreaterThan(0);
        expect(s.paragraphs.length, where).toBeGreaterThan(0);
        for (const p of [...s.paragraphs, ...(s.list ?? []), ...(s.after ?? [])]) expect(p.trim().length, where).toBeGreaterThan(0);
      }
    }
  }, 30_000); // 1,980 articles: slow on a loaded machine

  it('shows every price formatted with formatCOP (base, female, variants)', () => {
    for (const { breed, city, intent, article } of all) {
      const where = `${breed.slug}/${city.slug}/${intent}`;
      const text = textOf(article);
      const price = catalog.dogPriceByBreed.get(breed.slug)!;
      expect(text, where).toContain(formatCOP(price.precioBase));
      if (price.precioHembra !== null) expect(text, where).toContain(formatCOP(price.precioHembra));
      for (const v of price.variantes) expect(text, where).toContain(formatCOP(v.precio));
    }
  });

  it('covers size, weight, height, delivery and health papers', () => {
    for (const { breed, city, intent, article } of all) {
      const where = `${breed.slug}/${city.slug}/${intent}`;
      const text = textOf(article);
      expect(text, where).toContain(breed.peso);
      expect(text, where).toContain(breed.altura);
      // The department, unless it is named after the city ("Bogotá", never "Bogotá (Bogotá D.C.)").
      if (placeWithDepartment(city.nombre, city.departamento) !== city.nombre) expect(text, where).toContain(city.departamento);
      else expect(text, where).not.toMatch(new RegExp(`${city.nombre}(?: \\(|, )${city.departamento}`));
      expect(text, where).toMatch(/garantía de salud por escrito/i);
      expect(text, where).toMatch(/certificado de salud/i);
      expect(text, where).toMatch(/vacunas al día/i);
      expect(text, where).toMatch(/desparasitación/i);
      // The breeder's ICA registration is a claim: shown only with its number (content/site.json › business.icaRegistration, empty here).
      expect(text, where).not.toMatch(/criadero con (?:registro|certificación)|ICA de nuestro criadero/i);
      // The GSMI is the livestock permit: a puppy travels with its health certificate, never with a GSMI.
      expect(text.match(/.{0,80}(?:GSMI|guía sanitaria).{0,40}/i)?.[0], where).toBeUndefined();
      if (intent === 'criaderos') expect(text, where).toMatch(/estafa/i);
      if (intent === 'venta') expect(text, where).toContain('WhatsApp');
      const breedLines = [...breed.caracter, ...breed.cuidados];
      expect(breedLines.some((line) => text.includes(line)), where).toBe(true);
    }
  });

  it(`never leaks placeholders, links or phone numbers, and only mentions the year of the prices (${priceYear()})`, () => {
    for (const { breed, city, intent, article } of all) {
      const where = `${breed.slug}/${city.slug}/${intent}`;
      const text = textOf(article);
      expect(text, where).not.toMatch(/undefined|null|NaN|\[object|\$\{/);
      expect(text, where).not.toMatch(/https?:|www\.|wa\.me/);
      expect(text, where).not.toMatch(/\d{7,}|\+57/);
      for (const year of text.match(/\b20\d\d\b/g) ?? []) expect(year, where).toBe(String(priceYear()));
    }
  });

  it('gives every page its own title and description', () => {
    expect(new Set(all.map((a) => a.article.title)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.article.description)).size).toBe(all.length);
  });
});

describe('buildDogArticle: determinism and variety', () => {
  const shihTzu = bySlug(catalog.dogBreeds, 'shih-tzu');
  const medellin = bySlug(catalog.cities, 'medellin');
  const cali = bySlug(catalog.cities, 'cali');

  it('returns the same article for the same input', () => {
    const a = buildDogArticle(inputFor(shihTzu, medellin, 'precios'));
    const b = buildDogArticle(inputFor(shihTzu, medellin, 'precios'));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  it('writes different text for different cities', () => {
    const a = textOf(buildDogArticle(inputFor(shihTzu, medellin, 'precios')));
    const b = textOf(buildDogArticle(inputFor(shihTzu, cali, 'precios')));
    expect(a).not.toBe(b);
    expect(b.replaceAll('Cali', 'Medellín').replaceAll('Valle del Cauca', 'Antioquia')).not.toBe(a);
  });

  it('says the breed’s uses as a sentence, never as categories of the catalogue', () => {
    const shihTzuTexts = all.filter((a) => a.breed.slug === 'shih-tzu').map((a) => textOf(a.article));
    const lines = shihTzuTexts.flatMap((t) => t.match(/[^\n.]*es un perro [^\n]*/g) ?? []);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/es un perro de compañía, bueno para familias y de los que menos pelo sueltan\.$/);
    for (const { article } of all) expect(textOf(article)).not.toMatch(/categor[ií]a|Dentro de nuestras razas/);
  });

  it('never prices puppies by parents "seleccionados" or healthier: every parent is chosen for its health (content/texts/perros.json)', () => {
    const text = all.map((a) => textOf(a.article)).join('\n');
    expect(text).toContain('Genética: el linaje de los padres pesa en el precio del cachorro.');
    expect(text).not.toMatch(/padres seleccionados|los padres y su salud/);
  });

  it('says what the price includes in one section: the price list says what it is for, not "con sus documentos" again', () => {
    const bad = all
      .filter((a) => a.intent === 'precios')
      .map((a) => ({ where: `${a.breed.slug}/${a.city.slug}`, sections: a.article.sections.filter((s) => /documentos/.test([s.heading, ...s.paragraphs].join(' '))).map((s) => s.heading) }))
      .filter((a) => a.sections.length !== 1);
    expect(bad.slice(0, 5), `${bad.length} articles`).toEqual([]);
  });
  it('names the documents of a sale page in one section, the list of what the buyer receives', () => {
    const bad = all
      .filter((a) => a.intent === 'venta')
      .map((a) => ({ where: `${a.breed.slug}/${a.city.slug}`, sections: a.article.sections.filter((s) => /documentos|certificado de salud|carné/i.test([s.heading, ...s.paragraphs, ...(s.list ?? [])].join(' '))).map((s) => s.heading) }))
      .filter((a) => a.sections.length !== 1);
    expect(bad.slice(0, 5), `${bad.length} articles`).toEqual([]);
  });
  it('mentions the Shih Tzu male and female prices on the precios page', () => {
    const text = textOf(buildDogArticle(inputFor(shihTzu, medellin, 'precios')));
    expect(text).toContain('$\u00a01’700’000');
    expect(text).toContain('$\u00a01’900’000');
  });

  it('cuts an overlong description at a word boundary with "…"', () => {
    const breed = { ...shihTzu, nombre: Array(20).fill('Sabueso').join(' ') };
    for (const intent of DOG_INTENTS) {
      const article = buildDogArticle({ ...inputFor(shihTzu, medellin, intent), breed, seed: `/test/long/${intent}/` });
      expect(article.description.length, intent).toBeLessThanOrEqual(155);
      expect(article.description, intent).toMatch(/ Sabueso…$/);
    }
  });

  it('keeps a description that fits without "…"', () => {
    for (const { article } of all) expect(article.description.endsWith('…')).toBe(false);
  });
});
