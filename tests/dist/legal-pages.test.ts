/**
 * The privacy and terms pages, over the built pages (each test reads the pages it names, so it
 * holds on the quick build too), as review 5 read them:
 * - the privacy page's domicile is "Bogotá D.C.", and it speaks of Google's conversion tag, naming
 *   Google, only when the pages load it (items 34 and 35);
 * - the terms page's "Garantía de salud" says what the guarantee is, and its description promises
 *   nothing the page does not hold (item 36).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyText, headText, visibleText } from './text';
import { builtPages } from './pages';

const page = (path: string) => readFileSync(join('dist', path, 'index.html'), 'utf8');

describe('the privacy and terms pages (items 34, 35, 36)', () => {
  const privacy = page('/politica-de-tratamiento-de-datos/');
  it('gives the domicile as "Bogotá D.C.", not "Bogotá, Bogotá D.C."', () => {
    expect(bodyText(privacy)).toContain('con domicilio en Bogotá D.C. Puede escribirnos');
    expect(visibleText(privacy)).not.toContain('Bogotá, Bogotá D.C.');
  });
  it('speaks of the conversion tag, and names Google, only when the pages load it', () => {
    const loadsTag = page('/').includes('googletagmanager.com/gtag/js');
    const text = bodyText(privacy);
    expect(text.includes('la etiqueta de conversión de Google Ads, un servicio de Google')).toBe(loadsTag);
    expect(/etiqueta de conversión|conversión publicitaria|sin identificarlo/.test(text)).toBe(loadsTag);
  });
  it('the terms page says what the health guarantee is before linking it, and its description promises no reservation terms', () => {
    const terms = page('/terminos-y-condiciones/');
    const section = /<section aria-labelledby="garantia"[\s\S]*?<\/section>/.exec(terms)?.[0] ?? '';
    expect(bodyText(section)).toContain('La garantía de salud se da por escrito con cada animal; su página explica qué recibe con él y cómo hacerla valer.');
    expect(headText(terms).description).not.toContain('reserva');
  });
});

describe('one wording of the health guarantee (review-after9 §6.6)', () => {
  it('every page names what comes with the animal «garantía de salud»; that it is given in writing is said where the guarantee is described (the footer, the terms), and «por escrito» is otherwise only the advice to ask any breeder for it', () => {
    const bad: string[] = [];
    for (const p of builtPages()) {
      const text = visibleText(/<main\b[\s\S]*<\/main>/.exec(p.html)?.[0] ?? '');
      for (const m of text.matchAll(/[^.:;]*garant[ií]a (?:de salud )?(?:por escrito|escrita)[^.]*\./g)) if (!/^\s*(?:Pida|Antes de cerrar la compra, pida)\b/.test(m[0])) bad.push(`${p.path}: ${m[0].trim()}`);
    }
    expect(bad.slice(0, 10), `${bad.length} sentences`).toEqual([]);
    expect(visibleText(page('/garantia-de-salud/'))).toMatch(/Garantía de salud\.\s/);
    expect(visibleText(page('/'))).toContain('Garantía de salud: La damos por escrito');
  });
});
