/**
 * Review 4 (dog pages), over the built pages, as a Colombian editor and a buyer read them:
 * - the scam signs and the checklist ask nothing the site itself fails or no kennel has (D07, D08);
 * - the breeder's own price is not "the market price" (D09);
 * - a delivery section headed "Cómo llega…" says how the puppy arrives (D26);
 * - no "COP" after amounts on Colombian places (D27), each fact once (D28, D30, D52);
 * - the size and the uses under a breed heading are labelled (D29);
 * - wordings fixed once: grammar (D32, D33), the order of adjectives (D34), a neutral call to
 *   action (D35), the "por sexo y variedad" heading only over that breakdown (D39), documents named
 *   instead of "papeles" (D40), the use of small alert dogs (D41), delivery instead of "Vendemos …
 *   en {lugar}" (D53) and "cuestan más" instead of "otro precio" (D56).
 */
import { describe, expect, it } from 'vitest';
import { builtPages } from './pages';
import { mainBlocks, sentencesOf } from './sentences';
import { finiteVerbs } from './verbs';
import { visibleText } from './text';

const pages = builtPages();
const dogs = pages.filter((p) => /^\/(blog\/perros|clousters\/perros|venta-perros|perros|co|perros-en-)/.test(p.path));
const text = new Map(dogs.map((p) => [p.path, visibleText(p.html)]));
const page = (path: string) => {
  const t = text.get(path);
  if (t === undefined) throw new Error(`missing ${path}`);
  return t;
};
/** The text of the section under the first heading matching `heading`. */
function sectionText(html: string, heading: RegExp): string | undefined {
  const blocks = mainBlocks(html);
  const start = blocks.findIndex((b) => /^h[23]$/.test(b.tag) && heading.test(b.text));
  if (start < 0) return undefined;
  const next = blocks.findIndex((b, i) => i > start && /^h[23]$/.test(b.tag));
  return blocks.slice(start + 1, next < 0 ? undefined : next).map((b) => b.text).join(' ');
}

const BANNED: { pattern: RegExp; item: string }[] = [
  { pattern: /Anuncios sin dirección/, item: 'D07: the site shows no street address' },
  { pattern: /certificación del ICA/, item: 'D08: the ICA certifies no dog kennel' },
  { pattern: /de criadero cuesta \$/, item: "D09: the breeder's price is not the market's" },
  { pattern: /puede pedir correa en las zonas comunes/, item: 'D52: the law already asks for the leash' },
  { pattern: /pelo corto exige abrigo\./, item: 'D30: the cold is said per place' },
  { pattern: /Como raza de hocico corto, evite/, item: 'D32: dangling modifier' },
  { pattern: /Junto con él recibe/, item: 'D33: who receives' },
  { pattern: /(bueno para familias|de compañía|de trabajo) y (activo|guardián)\b/, item: 'D34: adjectives first' },
  { pattern: /¿Listo para su/, item: 'D35: a neutral call to action' },
  { pattern: /\bpapeles\b/, item: 'D40: name the documents' },
  { pattern: /documentos del cachorro: certificado de salud, vacunas al día y desparasitación/, item: 'D40: documents, not treatments' },
  { pattern: /Vendemos cachorros de \d+ razas en/, item: 'D53: delivery, not a shop in the place' },
  { pattern: /otro precio/, item: 'D56: say which way the price goes' },
];

describe('review 4 on the dog pages', () => {
  it('uses none of the wordings the reader flagged, on any dog page', () => {
    expect(dogs.length).toBeGreaterThan(4000);
    const bad: string[] = [];
    for (const [path, t] of text) for (const b of BANNED) if (b.pattern.test(t)) bad.push(`${path}: ${b.item}`);
    expect(bad.slice(0, 20), `${bad.length} hits`).toEqual([]);
  });

  it("gives the scam-sign price as the breeder's own, for a male, without a year (D09)", () => {
    expect(page('/blog/perros/dalmata-ibague/criaderos/')).toMatch(/Precios muy por debajo del mercado: en nuestro criadero, un Dálmata macho cuesta desde \$\u00a02’000’000\./);
    expect(page('/blog/perros/dalmata-ibague/criaderos/')).toMatch(/Pida el nombre, el NIT y la dirección del criadero/);
  });

  it('says the puppy flies in the delivery section of a place too far by road (D26)', () => {
    const bad: string[] = [];
    for (const p of dogs.filter((q) => /^\/clousters\/perros\/[^/]+\/[^/]+\/$/.test(q.path))) {
      const section = sectionText(p.html, /^(Cómo llega su|Envío del) /);
      if (section && /demasiado camino/.test(section) && !/en avión/.test(section)) bad.push(`${p.path}: ${section}`);
    }
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(sectionText(dogs.find((p) => p.path === '/clousters/perros/pasto/labrador-retriever/')!.html, /^(Cómo llega su|Envío del) /)).toMatch(/hace el viaje en avión/);
  });

  it('writes no "COP" after the price range of a Colombian place (D27)', () => {
    const bad = dogs.filter((p) => /^\/clousters\/perros\/[^/]+\/[^/]+\/$/.test(p.path) && /\bCOP\b/.test(text.get(p.path)!)).map((p) => p.path);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(page('/clousters/perros/pasto/labrador-retriever/')).toMatch(/\$\u00a02’000’000 – \$\u00a02’500’000/);
  });

  it('names the night minimum once in the climate of a cold place (D28)', () => {
    const bad: string[] = [];
    for (const [path, t] of text) {
      const m = /el termómetro marca de (\d+) a \d+ °C/.exec(t);
      if (m && new RegExp(`con mínimas de ${m[1]} °C`).test(t)) bad.push(path);
    }
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
  });

  it('labels the size and the uses under a breed heading, the uses joined with "y" (D29)', () => {
    const line = (path: string) => mainBlocks(dogs.find((p) => p.path === path)!.html).find((b) => /^Tamaño\b/.test(b.text))?.text.replace(/\s+,/g, ','); // blocks join inline tags with a space
    expect(line('/venta-perros/criadero-de-perros-doberman-cartagena/')).toBe('Tamaño: grande · Usos: guardián, de trabajo y activo');
    expect(line('/venta-perros/grifon-de-bruselas/')).toBe('Tamaño: mini · Uso: de compañía');
    const bad = dogs.filter((p) => /^\/venta-perros\//.test(p.path) && !/^Tamaño: \S+( · Usos?: .+)?$/.test(line(p.path) ?? '')).map((p) => `${p.path}: ${line(p.path)}`);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
  });

  it("says the Doberman's legal duties once on a page of a place (D30)", () => {
    const t = page('/venta-perros/criadero-de-perros-doberman-cartagena/');
    expect(t.match(/póliza/g)).toHaveLength(1);
    expect(t).toContain('El Doberman está en la lista de razas de manejo especial del Código (art. 126)');
  });

  it('heads the price list "por sexo y variedad" only over a list that has both (D39)', () => {
    const bad: string[] = [];
    for (const p of dogs.filter((q) => /^\/blog\/perros\/[^/]+\/precios\/$/.test(q.path))) {
      const section = sectionText(p.html, /^Precios del .* por (sexo|variedad)/);
      if (section === undefined) continue;
      const heading = mainBlocks(p.html).find((b) => /^Precios del .* por (sexo|variedad)/.test(b.text))!.text;
      if (/sexo/.test(heading) !== /Hembra:/.test(section)) bad.push(`${p.path}: ${heading}`);
    }
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(page('/blog/perros/bull-terrier-manizales/precios/')).not.toMatch(/por sexo/);
  });

  it('names documents only in a list it calls documents: no treatment, no guarantee, no kennel claim', () => {
    const DOCUMENT = /^(certificado de salud|carné|registro de desparasitaci)/i;
    const lists: { path: string; items: string[] }[] = [];
    for (const p of dogs) {
      const blocks = mainBlocks(p.html);
      blocks.forEach((b, i) => {
        // "… con todos sus documentos: certificado de salud, carné de vacunas y registro de desparasitación."
        for (const m of b.text.matchAll(/\bdocumentos\b[^.:]*: ([^.:]+)\./g)) {
          const parts = m[1]!.split(', ');
          lists.push({ path: p.path, items: [...parts.slice(0, -1), ...parts.at(-1)!.split(/ y (?!.* y )/)] });
        }
        // "… y estos documentos:" over a list
        if (b.tag === 'p' && /\bdocumentos\b[^:]*:$/.test(b.text)) {
          const after = blocks.slice(i + 1);
          const end = after.findIndex((c) => c.tag !== 'li');
          lists.push({ path: p.path, items: after.slice(0, end < 0 ? undefined : end).map((c) => c.text) });
        }
      });
    }
    expect(lists.length).toBeGreaterThan(1000);
    expect(lists.filter((l) => l.items.length > 0).length).toBe(lists.length);
    const bad = lists.flatMap((l) => l.items.filter((item) => !DOCUMENT.test(item)).map((item) => `${l.path}: ${item}`));
    expect([...new Set(bad.map((b) => b.replace(/^\S+: /, '')))].slice(0, 10), `${bad.length} items, e.g. ${bad[0]}`).toEqual([]);
  });

  it('names a breed\'s price table by the heading above it, without a second title ("Precio del Pug", then "Precios de Pug")', () => {
    const pug = dogs.find((p) => p.path === '/venta-perros/criadero-de-perros-pug-bogota/')!.html;
    expect(pug).toMatch(/<h2 id="precio"[^>]*>Precio del Pug<\/h2>\s*<table aria-labelledby="precio"/);
    const bad = dogs.filter((p) => /<table\b/.test(p.html) && /<caption\b/.test(p.html)).map((p) => p.path);
    expect(bad.slice(0, 5), `${bad.length} pages`).toEqual([]);
    expect(page('/venta-perros/criadero-de-perros-pug-bogota/')).not.toMatch(/Precios de Pug(?! en )/); // the guides' link "Precios de Pug en Bogotá" stays
  });

  it('opens a dog category page with statements: a verb in the main clause, not "Razas … como X, que …" alone', () => {
    // A relative or comparative clause ("que conviven…", "como el Pug") does not make a noun phrase a statement.
    const mainClause = (sentence: string) => sentence.replace(/\b(que|como|donde)\b[^,:;.]*/g, '');
    const categories = pages.filter((p) => /^\/razas-de-perros\/[^/]+\/[^/]+\/$/.test(p.path));
    expect(categories.length).toBe(14);
    const bad = categories.flatMap((p) => {
      const description = /<meta name="description" content="([^"]*)"/.exec(p.html)![1]!;
      return sentencesOf(description).filter((sentence) => finiteVerbs(mainClause(sentence)).length === 0).map((sentence) => `${p.path}: ${sentence}`);
    });
    expect(bad).toEqual([]);
  });

  it('calls the use of small watchdogs "guardianes y de alerta" (D41)', () => {
    const t = page('/perros/uso/guardianes/');
    expect(t).toContain('Razas de perros guardianes y de alerta');
    expect(t).toMatch(/Criamos cachorros de \d+ razas guardianas o de alerta/);
  });

  it('invites the reader of an article without assuming a man (D35) and delivers to a locality (D53)', () => {
    expect(page('/blog/perros/dalmata-ibague/criaderos/')).toContain('¿Quiere llevar a casa un Dálmata?');
    expect(page('/perros-en-santa-fe/')).toMatch(/Entregamos cachorros de \d+ razas en Santa Fe/);
  });
});
