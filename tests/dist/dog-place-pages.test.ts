/**
 * The dog pages of a breed in a place (issue 41), over the built pages: the breeder page of a
 * city, the fixed Rionegro pages, the breed in a place of the location list, a locality page and an
 * old article all lead with the answer (price, delivery, trip, its cost, climate, what is
 * available), say the price once, give the breed's note for the place's climate class and its
 * rules where the law names it, and show the place's own text; what is consolidated points at the
 * page that shows its facts.
 */
import { describe, expect, it } from 'vitest';
import { answerFacts, dogPageTexts, mainOf as mainText, pageHtml, sectionText } from './dog-built-pages';
import { readCatalog } from '@/lib/content/disk-catalog';
import { texts } from '@/lib/content/texts';
import { formatCOP } from '@/lib/text/spanish';
import { decodeEntities } from './text';

const catalog = readCatalog();
const w = texts.dogs.placePage;
const BREED_PLACE = /^\/(venta-perros\/criadero-de-perros-[^/]+|clousters\/perros\/[^/]+\/[^/]+|co\/[^/]+\/[^/]+\/[^/]+|blog\/perros\/[^/]+\/[^/]+|[a-z-]+-rionegro|venta-perros\/criadero-de-perros-[a-z-]+-rionegro)\/$/;
const canonical = (html: string) => new URL(/<link rel="canonical" href="([^"]*)"/.exec(html)![1]!).pathname;
const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

describe('a dog breed in a place', () => {
  const { dogs } = dogPageTexts();
  const pages = dogs.filter((p) => BREED_PLACE.test(p.path) && !/^\/co\/tienda\//.test(p.path));

  it('answers first, with the delivery of the place: the airport where the puppy flies, the door where it does not', () => {
    expect(pages.length).toBeGreaterThan(4000);
    const facts = (path: string) => answerFacts(pageHtml(path));
    expect(facts('/venta-perros/criadero-de-perros-labrador-retriever-pasto/').get('entrega')).toBe(`En avión (${w.flight.hold}) al aeropuerto Antonio Nariño (Chachagüí, a unos 30 km), donde usted lo recoge`);
    expect(facts('/venta-perros/criadero-de-perros-labrador-retriever-bogota/').get('entrega')).toBe(w.delivery.local);
    expect(facts('/venta-perros/criadero-de-perros-labrador-retriever-villavicencio/').get('viaje')).toBe('90 km, 3 horas de carretera: llega el mismo día');
    expect(facts('/clousters/perros/usme/labrador-retriever/').get('entrega')).toBe(w.delivery.local);
  });

  it('says the breed’s price once, in the answer, without "COP"', () => {
    const bad: string[] = [];
    for (const p of pages) {
      const slug = [...catalog.dogBreeds].sort((a, b) => b.slug.length - a.slug.length).find((b) => p.path.includes(`/${b.slug}/`) || p.path.includes(`-${b.slug}-`) || p.path.includes(`/${b.slug}-`))?.slug;
      const row = slug && catalog.dogPriceByBreed.get(slug);
      if (!row) continue;
      const text = mainText(p.html);
      const low = formatCOP(Math.min(row.precioMacho, ...(row.precioHembra ? [row.precioHembra] : []), ...row.variantes.map((v) => v.precio))).replace(/\s/g, ' ');
      if (text.split(low).length - 1 !== 1) bad.push(`${p.path}: ${low} ${text.split(low).length - 1} times`);
      if (/\bCOP\b/.test(text)) bad.push(`${p.path}: COP`);
    }
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
  });

  it('gives one section of the place: the breed’s own note for its climate class (the same on every page of that class: no sentence picked by the page path), then the place’s own text', () => {
    const pug = catalog.dogBreedBySlug.get('pug')!;
    const place = new RegExp(`^${w.headings.place}$`);
    // the section runs to the links at the end of the page, which are not its text
    const section = (city: string, expected: string) => sectionText(pageHtml(`/venta-perros/criadero-de-perros-pug-${city}/`), place)?.slice(0, expected.length);
    for (const city of ['barranquilla', 'cartagena', 'cucuta', 'cali']) {
      const expected = `${pug.clima.calido} ${catalog.cityBySlug.get(city)!.entorno}`;
      expect(section(city, expected)).toBe(expected);
    }
    const cold = `${pug.clima.frio} ${catalog.cityBySlug.get('pasto')!.entorno}`;
    expect(section('pasto', cold)).toBe(cold);
    expect(mainText(pageHtml('/venta-perros/criadero-de-perros-pug-cali/'))).not.toMatch(/Cuidados en clima/);
    // before deciding: the breed's character in a sentence (what a buyer asks first, review-after7 §6.1), then the parents' tests
    expect(sectionText(pageHtml('/venta-perros/criadero-de-perros-pug-pasto/'), new RegExp(`^${w.headings.before}$`))).toBe(`${pug.enPocasPalabras} ${pug.saludPadres}`);
  });

  it('gives the special-handling rules on every page of a breed the law names, and on no other', () => {
    const rules = new RegExp(`^${w.headings.rules}$`);
    expect(sectionText(pageHtml('/venta-perros/criadero-de-perros-rottweiler-cali/'), rules)).toBe(w.rules);
    expect(sectionText(pageHtml('/venta-perros/criadero-de-perros-pug-cali/'), rules)).toBeUndefined();
  });

  it('says what comes with the puppy under the answer of the pages of a place, those of every breed there too (review-after7 §6.1)', () => {
    for (const path of ['/clousters/perros/bogota/', '/clousters/perros/cali/', '/venta-perros/criadero-de-perros-pug-cali/']) {
      expect(pageHtml(path), path).toContain(`data-includes>${w.includes}</p>`);
    }
  });

  it('has no one-slot line: no «Paséelo en…» (the parks are in the place’s text), no temperatures line, no «Cada raza lleva…» (s42 consult C3)', () => {
    const bad = dogs.filter((p) => /Paséelo en |Temperaturas de -?\d+ a -?\d+ °C|Cada raza lleva a su página/.test(mainText(p.html))).map((p) => p.path);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
  });

  it('shows the place’s own text', () => {
    expect(mainText(pageHtml('/venta-perros/criadero-de-perros-pug-cali/'))).toContain(catalog.cityBySlug.get('cali')!.entorno);
    expect(mainText(pageHtml('/clousters/perros/usme/pug/'))).toContain(catalog.localityBySlug.get('usme')!.entorno);
    expect(mainText(pageHtml('/shih-tzu-rionegro/'))).toContain(catalog.townBySlug.get('rionegro')!.entorno);
  });

  it('consolidates a breed in a city, a locality or Chía into the breeder page that shows its facts, and keeps Cundinamarca', () => {
    const cases: [string, string][] = [
      ['/clousters/perros/cali/pug/', '/venta-perros/criadero-de-perros-pug-cali/'],
      ['/clousters/perros/usme/pug/', '/venta-perros/criadero-de-perros-pug-bogota/'],
      ['/clousters/perros/chia/pug/', '/venta-perros/criadero-de-perros-pug-bogota/'],
      ['/co/bogota/usme/pug/', '/venta-perros/criadero-de-perros-pug-bogota/'],
      ['/clousters/perros/chapinero/', '/clousters/perros/bogota/'],
    ];
    for (const [from, to] of cases) {
      expect(canonical(pageHtml(from)), from).toBe(to);
      expect(noindex(pageHtml(from)), from).toBe(true);
    }
    for (const path of ['/clousters/perros/cundinamarca/pug/', '/venta-perros/criadero-de-perros-pug-cali/', '/clousters/perros/cali/']) {
      expect(noindex(pageHtml(path)), path).toBe(false);
      expect(canonical(pageHtml(path))).toBe(path);
    }
  });
});

describe('the location pages of dogs (issue 41, item 2)', () => {
  const { dogs } = dogPageTexts();
  const hubs = dogs.filter((p) => /^\/(clousters\/perros\/[^/]+|perros-en-[^/]+)\/$/.test(p.path));
  it('give each group of breeds «Desde» the lowest price of its breeds, the figure that breed’s page gives', () => {
    expect(hubs.length).toBeGreaterThan(20);
    const low = (name: string) => {
      const row = catalog.dogPriceByBreed.get(catalog.dogBreeds.find((b) => b.nombre === name)!.slug)!;
      return Math.min(row.precioMacho, ...(row.precioHembra ? [row.precioHembra] : []), ...row.variantes.map((v) => v.precio));
    };
    const bad: string[] = [];
    for (const p of hubs) {
      const sections = [...p.html.matchAll(/<h2 class="heading-3">([^<]+)<\/h2>\s*(?:<p[^>]*data-group-price[^>]*>([^<]*)<\/p>)?\s*<ul[^>]*>([\s\S]*?)<\/ul>/g)];
      const names = sections.flatMap((m) => [...m[3]!.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((a) => decodeEntities(a[1]!)));
      if (names.length !== catalog.dogBreeds.length) bad.push(`${p.path}: ${names.length} breeds listed`);
      for (const [, title, price, list] of sections) {
        const group = [...list!.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((a) => decodeEntities(a[1]!));
        const expected = texts.dogs.location.groupPrice.replace('{precio}', formatCOP(Math.min(...group.map(low))));
        if (decodeEntities(price ?? '') !== expected) bad.push(`${p.path}: ${title} «${price}», not «${expected}»`);
      }
    }
    expect(bad.slice(0, 5), `${bad.length} problems`).toEqual([]);
  });
});

describe('one flight rule for the Caniche (issue 41, item 5)', () => {
  const { dogs } = dogPageTexts();
  it('flies it «según su peso» on its breed page, its pages of a place and the location pages; never «en bodega» alone', () => {
    const caniche = dogs.filter((p) => /caniche/.test(p.path));
    expect(caniche.length).toBeGreaterThan(12);
    expect(caniche.filter((p) => /\(en bodega\)/.test(mainText(p.html))).map((p) => p.path)).toEqual([]);
    const cartagena = /<div class="mt-4" data-delivery-group>\s*<p[^>]*>([^<]*)<\/p>(?:(?!data-delivery-group)[\s\S])*?>Cartagena<\/a><span[^>]*>&nbsp;· Rafael Núñez</.exec(pageHtml('/venta-perros/caniche/'));
    expect(cartagena?.[1]).toContain(`(${w.flight.any})`);
    expect(answerFacts(pageHtml('/venta-perros/criadero-de-perros-caniche-pasto/')).get('entrega')).toContain(`(${w.flight.any})`);
  });
});
