/**
 * Review 3 (pet pages), over every built page: wordings a reader found on many pages at once.
 * - a page about delivery in Bogotá does not say "Despachamos desde Bogotá" (item 22);
 * - the road-or-plane delivery answer says yes first, not "Depende del viaje" (item 10);
 * - the delivery city abroad claims no routine ("Ciudad de entrega habitual", item 17);
 * - the rabies vaccine is not timed by an unexplained "edad indicada" (item 20);
 * - no heading is said twice on a dog or cat page, such as "Así es el Shih Tzu" over the breed and over its drawings (item 5).
 */
import { describe, expect, it } from 'vitest';
import { pageFamily } from '../../scripts/audit-content.mjs';
import { FAMILIES } from '../../src/lib/routes/families';
import { builtPages } from './pages';
import { visibleText } from './text';

const pages = builtPages();

const BANNED: { pattern: RegExp; instead: string }[] = [
  { pattern: /Despachamos desde/, instead: 'say the animal leaves the breeder in our vehicle (src/lib/text/dogs/guide.ts, src/lib/text/cats/places.ts)' },
  { pattern: /Depende del viaje/, instead: 'answer "Sí" first (content/texts/perros-preguntas.json › delivery.answers.carreteraOAvion)' },
  { pattern: /Ciudad de entrega habitual/, instead: '"Ciudad de entrega" (src/lib/text/places.ts › countryFacts)' },
  { pattern: /edad indicada/, instead: 'word the vaccine without an age nobody states (content/texts/gatos.json › kittenIncludes)' },
];

describe('review 3 wording on every built page', () => {
  it('uses none of the wordings the reader flagged', () => {
    const bad: string[] = [];
    for (const p of pages) {
      const text = visibleText(p.html);
      for (const b of BANNED) if (b.pattern.test(text)) bad.push(`${p.path}: ${b.pattern} — ${b.instead}`);
    }
    expect(bad.slice(0, 20), `${bad.length} pages`).toEqual([]);
  });
  it('says no heading twice on a dog or cat page', () => {
    const bad: string[] = [];
    const pets = pages.filter((p) => ['perros', 'gatos'].includes(FAMILIES[pageFamily(p.path) as keyof typeof FAMILIES]?.section));
    expect(pets.length).toBeGreaterThan(1000);
    for (const p of pets) {
      const headings = [...p.html.matchAll(/<h[1-6][^>]*>([^]*?)<\/h[1-6]>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim()).filter(Boolean);
      const twice = [...new Set(headings.filter((h, i) => headings.indexOf(h) !== i))];
      if (twice.length) bad.push(`${p.path}: ${twice.join(' | ')}`);
    }
    expect(bad.slice(0, 20), `${bad.length} pages`).toEqual([]);
  });
});
