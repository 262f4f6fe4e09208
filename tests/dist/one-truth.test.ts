/**
 * One truth per fact on every built page (issue 25, item 4):
 * - a place's delivery mode (src/lib/domain/places.ts › deliveryMode) decides whether a page may
 *   promise delivery to the door: never where the pet flies to an airport and the buyer collects it;
 * - the GSMI (Guía Sanitaria de Movilización Interna) is the ICA's permit for moving livestock:
 *   a sentence that names it names the livestock it is for, so no pet page promises one;
 * - the animals are raised in the breeder's city (content/site.json › dispatch.city): a heading
 *   or a sentence that says where the breeding happens names that city and no other.
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { site } from '@/lib/content/site';
import { deliveryMode, dispatchCity } from '@/lib/domain/places';
import { builtPages } from './pages';
import { bodyText, decodeEntities, jsonLdObjects, jsonLdText, visibleText } from './text';

const catalog = readCatalog();
const breeder = dispatchCity(catalog);
/** A place named where the animals are bred that is not the breeder's city. */
const elsewhere = (where: string) => !where.startsWith(breeder.nombre);
const pages = builtPages().map((p) => ({
  path: p.path,
  h1: decodeEntities(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(p.html)?.[1]?.replace(/<[^>]+>/g, '') ?? '').replace(/\s+/g, ' ').trim(),
  text: `${visibleText(p.html)}\n${jsonLdText(p.html)}`,
  ld: jsonLdObjects(p.html),
}));

/** The sentences of a text that state something (questions left out: "¿Hacen entrega a domicilio…?" asks, it does not promise). */
const statements = (text: string) =>
  text
    .split(/\n|(?<=[.!])\s+|(?<=\?)\s*/)
    .map((s) => s.trim())
    .filter((s) => s && !s.includes('?'));

/** The slugs of the places a pet reaches only by air: the cities and towns beyond 10 hours of road, and every country. */
const BY_AIR = new Set([
  ...[...catalog.cities, ...catalog.towns, ...catalog.regions].filter((p) => deliveryMode(p.entrega) === 'avion').map((p) => p.slug),
  ...catalog.countries.map((c) => c.slug),
]);
/** The place a path is about: a segment that is its slug ("/clousters/perros/pasto/pug/") or ends with it ("/gatos/criadero-de-gatos-persa-pasto/"). */
const placeOf = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => [...BY_AIR].find((slug) => segment === slug || segment.endsWith(`-${slug}`)))
    .find(Boolean);
/** A promise to hand the pet over at home ("llevamos el cachorro hasta su casa", "entrega a domicilio"), not advice for its arrival ("antes de que llegue a su casa"). */
const DOOR = /\b(?:llevamos|entregamos|llega|llegan)\b[^.;]*?\b(?:hasta|a) su casa\b|\b(?:entrega|entregas|envío) a domicilio\b|\bsu casa o conjunto\b/i;

/** Livestock pages, where the GSMI belongs; the words that scope a sentence to livestock. */
const LIVESTOCK_PAGE = /^\/(?:equinos|bovinos|aves|bufalos)/;
const GSMI = /\bGSMI\b|gu[ií]a sanitaria/i;
const LIVESTOCK_WORDS = /equin|bovin|\baves\b|ganado|caballo|b[uú]falo|finca|\bmulas?\b|\bburros?\b/i;

describe('One truth per fact on every built page', () => {
  it(`reads ${pages.length} pages, ${BY_AIR.size} places reached by air`, () => {
    expect(pages.length).toBeGreaterThan(6000);
    expect(BY_AIR.size).toBeGreaterThan(3);
  });

  it('promises door delivery only where the delivery mode is not by air', () => {
    const hits = pages.flatMap((p) => {
      const place = !LIVESTOCK_PAGE.test(p.path) && placeOf(p.path);
      const promise = place && statements(p.text).find((s) => DOOR.test(s));
      return promise ? [`${p.path} (${place}): "${promise.slice(0, 140)}"`] : [];
    });
    expect(hits.slice(0, 5), `${hits.length} pages promise the door where the pet flies to an airport`).toEqual([]);
  });

  it('names the GSMI only for livestock: no pet page promises one', () => {
    const hits = pages.flatMap((p) => {
      if (LIVESTOCK_PAGE.test(p.path)) return [];
      const claim = statements(p.text).find((s) => GSMI.test(s) && !LIVESTOCK_WORDS.test(s));
      return claim ? [`${p.path}: "${claim.slice(0, 140)}"`] : [];
    });
    expect(hits.slice(0, 5), `${hits.length} pages promise a GSMI without saying it is for livestock`).toEqual([]);
  });

  it(`says the breeding happens in ${breeder.nombre} (content/site.json › dispatch.city)`, () => {
    const hits = pages.flatMap((p) => {
      const heading = /^Criadero de .*? en (.+?)(?: con entrega en .*)?(?::.*)?$/.exec(p.h1);
      if (heading && !/^Cómo|^Guía/.test(p.h1) && elsewhere(heading[1]!)) return [`${p.path}: <h1> "${p.h1}"`];
      const bred = statements(p.text).map((s) => /\bCriamos\b[^.]*? en ([A-ZÁÉÍÓÚ][\wáéíóúñ]+)/.exec(s)).find((m) => m && elsewhere(m[1]!));
      return bred ? [`${p.path}: "${bred[0]}"`] : [];
    });
    expect(hits.slice(0, 5), `${hits.length} pages say the animals are bred somewhere else`).toEqual([]);
  });

  it(`says the delivery day in ${breeder.nombre} once on each of its dog and cat pages, and never as «el mismo día» with no day to be the same as`, () => {
    const local = builtPages().filter((p) => new RegExp(`^/(?:venta-perros/criadero-de-perros|gatos/criadero-de-gatos)-[a-z-]+-${breeder.slug}/$|^/gatos-en-${breeder.slug}/$`).test(p.path));
    expect(local.length).toBeGreaterThan(3);
    const hits = local.flatMap((p) => {
      const days = bodyText(p.html).match(/(?:el )?(?:mismo )?día que acordemos|el mismo día\b/g) ?? [];
      return days.length !== 1 || days.some((d) => /^el mismo día$/.test(d)) ? [`${p.path}: ${days.join(' | ') || 'no delivery day'}`] : [];
    });
    expect(hits.slice(0, 5), `${hits.length} pages`).toEqual([]);
  });

  it(`shows one place for the breeder: ${breeder.nombre}, never an address in another town`, () => {
    const other = site.address.locality !== breeder.nombre ? `${site.address.locality}, ${site.address.region}` : undefined;
    const hits = pages.flatMap((p) => {
      const line = p.text.split('\n').find((l) => /^(?:Dirección|Ciudad):/.test(l) && !l.includes(breeder.nombre));
      const address = p.ld.map((o) => o.address as { addressLocality?: string } | undefined).find((a) => a?.addressLocality && elsewhere(a.addressLocality));
      const shown = other && p.text.includes(other);
      return line ? [`${p.path}: "${line}"`] : address ? [`${p.path}: addressLocality ${address.addressLocality}`] : shown ? [`${p.path}: "${other}"`] : [];
    });
    expect(hits.slice(0, 5), `${hits.length} pages`).toEqual([]);
  });
});
