/** An identifiable seller: identity fields from content/site.json, shown only once filled, never invented. */
import { describe, expect, it } from 'vitest';
import { missingIdentity, resolveSite, signature, site, type SiteConfig } from '@/lib/content/site';
import { organizationLd, productLd } from '@/lib/views/jsonld';
import type { InventoryEntry } from '@/lib/content/inventory';
import { texts } from '@/lib/content/texts';
import { inventoryClock } from '@/lib/domain/inventory';
import { availabilityFact } from '@/lib/views/answer';
import { offerAvailability } from '@/lib/views/available-now';
import { identityItems, infoPageView, INFO_PAGES } from '@/lib/views/info';
import { puppyAlt } from '@/lib/views/images';

const filled: SiteConfig = {
  ...site,
  address: { ...site.address, street: 'Calle 1 # 2-3', locality: 'Bogotá', region: 'Bogotá D.C.' },
  business: {
    legalName: 'Criadero Ejemplo S.A.S.',
    nit: '900123456-7',
    icaRegistration: 'ICA-123',
    foundedYear: null,
    phone: '+57 601 1234567',
    email: 'ventas@example.com',
    social: [{ label: 'Instagram', url: 'https://www.instagram.com/ejemplo/' }],
  },
};

describe('business identity', () => {
  it('ships with every identity field empty: nothing is invented for the breeder', () => {
    expect(site.business).toMatchObject({ legalName: '', nit: '', icaRegistration: '', phone: '', email: '', social: [] });
    expect(missingIdentity()).toEqual(['business.legalName', 'business.nit', 'business.icaRegistration', 'address.street', 'business.phone', 'business.email', 'business.social']);
    expect(missingIdentity(filled)).toEqual([]);
  });
  it('shows only the filled fields', () => {
    expect(identityItems().map((i) => i.label)).toEqual(['Ciudad', 'Horario']);
    expect(identityItems(filled).map((i) => i.label)).toEqual(['Ciudad', 'Razón social', 'NIT', 'Registro ICA', 'Dirección', 'Teléfono', 'Correo', 'Horario', 'Instagram']);
    expect(identityItems(filled).find((i) => i.label === 'Dirección')?.text).toBe('Calle 1 # 2-3, Bogotá D.C.');
    // A street in another town than the breeder's city (content/site.json › dispatch.city) is not shown.
    expect(identityItems({ ...filled, address: { ...filled.address, locality: 'Sabaneta', region: 'Antioquia' } }).map((i) => i.label)).not.toContain('Dirección');
    expect(identityItems(filled).find((i) => i.label === 'Teléfono')?.href).toBe('tel:+576011234567');
  });
  it('titles the list of Quiénes somos "Datos de la empresa" once the legal name or NIT is given, and says it once per page', () => {
    const datos = (config: SiteConfig) => infoPageView('about', config).sections.find((s) => s.id === 'datos')!.title;
    expect(datos(site)).toBe('Dónde y cuándo atendemos');
    expect(datos(filled)).toBe('Datos de la empresa');
    // Its body shows the identity and the legal list: its footer leaves them out; the other pages' footers keep them.
    expect(infoPageView('about').shortFooter).toBe(true);
    expect(infoPageView('guarantee').shortFooter).toBeUndefined();
  });
  it('signs with the legal name once given, the brand until then', () => {
    expect(signature()).toBe(site.brand);
    expect(signature(filled)).toBe('Criadero Ejemplo S.A.S.');
  });
  it('leaves unfilled fields out of the Organization JSON-LD', () => {
    const org = organizationLd() as unknown as Record<string, unknown>;
    for (const key of ['legalName', 'taxID', 'identifier', 'email', 'sameAs']) expect(org, key).not.toHaveProperty(key);
    expect(org.address).not.toHaveProperty('streetAddress');
  });
  it.each([
    ['business.nit', { nit: '123' }, /NIT con su dígito de verificación/],
    ['business.email', { email: 'no-es-correo' }, /es un correo electrónico/],
    ['business.phone', { phone: '3001234567' }, /el indicativo del país/],
  ])('refuses a malformed %s naming the field', (_, business, message) => {
    const raw = { ...site, business: { ...site.business, ...business } };
    expect(() => resolveSite({}, raw)).toThrow(message);
  });
});

describe('the pages a buyer verifies the seller with', () => {
  it.each(INFO_PAGES.map((p) => p.key))('%s has a title, a description within limits and sections with text', (key) => {
    const view = infoPageView(key);
    expect(view.meta.description.length).toBeLessThanOrEqual(155);
    expect(view.sections.length).toBeGreaterThanOrEqual(3);
    for (const s of view.sections) expect((s.paragraphs?.length ?? 0) + (s.items?.length ?? 0), s.id).toBeGreaterThan(0);
  });
  it('states the guarantee terms only once the breeder confirms them', () => {
    const text = (config: SiteConfig) => JSON.stringify(infoPageView('guarantee', config).sections);
    expect(text(site)).toContain('Pídalo por WhatsApp antes de reservar');
    expect(text(site)).not.toContain('Microchip');
    const confirmed = { ...site, guarantee: { ...site.guarantee, durationDays: 30, covers: 'enfermedades congénitas y virales', conditions: '', microchip: true } };
    expect(text(confirmed)).toContain('"label":"Cubre","text":"enfermedades congénitas y virales"');
    expect(text(confirmed)).toContain('"label":"Duración","text":"30 días desde la entrega"');
    expect(text(confirmed)).not.toContain('Pídalo por WhatsApp antes de reservar');
    expect(text(confirmed)).toContain('Microchip');
  });
  it('says each filled guarantee term once, labelled, whatever the breeder typed, and one way to claim', async () => {
    const fixture = (await import('../fixtures/inventory/site-terms.json')).default;
    const config: SiteConfig = { ...site, guarantee: fixture.guarantee, reservation: fixture.reservation as SiteConfig['reservation'], visits: fixture.visits };
    const view = infoPageView('guarantee', config);
    const all = view.sections.flatMap((s) => [s.title, ...(s.paragraphs ?? []), ...(s.items ?? []).map((i) => `${i.label}: ${i.text}`)]);
    // The breeder's text (capitalised, ending in a period) is never spliced mid-sentence.
    expect(all.join('\n')).not.toMatch(/\. +[a-zá-úñ]/);
    expect(all).toContain('Cubre: Enfermedades congénitas y virales diagnosticadas por un veterinario.');
    // One heading "Garantía de salud" (the h1), none among the sections; one way to claim: the breeder's.
    expect(view.sections.map((s) => s.title)).not.toContain('Garantía de salud');
    const como = view.sections.find((s) => s.id === 'como')!;
    expect(como.paragraphs).toEqual(['Escríbanos por WhatsApp con el diagnóstico del veterinario.']);
    expect(all.filter((t) => t.includes('Escríbanos') || t.includes('escríbanos'))).toHaveLength(1);
    for (const term of Object.values(fixture.guarantee).filter((v) => typeof v === 'string')) expect(all.filter((t) => t.includes(term as string)), term as string).toHaveLength(1);
    // The deposit says whether it is refunded.
    expect(all).toContain('Devolución del anticipo: No se devuelve, pero puede usarlo para otro animal');
  });
  it('describes Quiénes somos without promising the company data it may not show', () => {
    expect(infoPageView('about').meta.description).not.toContain('datos de la empresa');
  });
  it('titles Quiénes somos and Garantía de salud with what they show: "sus datos" and "qué cubre" only once the fields are filled', () => {
    const head = (key: 'about' | 'guarantee', config: SiteConfig) => `${infoPageView(key, config).meta.title} | ${infoPageView(key, config).meta.description}`;
    expect(head('about', site)).not.toMatch(/sus datos|dónde estamos/);
    expect(head('about', filled)).toMatch(/el criadero y sus datos.*dónde estamos/);
    const confirmed = { ...site, guarantee: { ...site.guarantee, durationDays: 30, covers: 'enfermedades congénitas y virales' } };
    expect(head('guarantee', site)).not.toMatch(/qué cubre/i);
    expect(head('guarantee', confirmed)).toMatch(/qué cubre/);
  });
  it('names Ley 1581 de 2012, the rights of the data subject and the legal response times', () => {
    const text = JSON.stringify(infoPageView('privacy').sections);
    for (const s of ['Ley 1581 de 2012', 'Superintendencia de Industria y Comercio', 'diez (10) días hábiles', 'quince (15) días hábiles', 'rectificar']) expect(text).toContain(s);
    expect(JSON.stringify(infoPageView('privacy', filled).sections)).toContain('NIT 900123456-7');
  });
  it('speaks of the Google Ads conversion tag, naming Google and what it receives, only when content/site.json › googleAds loads it (review 5, item 35)', () => {
    const section = (config: SiteConfig, id: string) => infoPageView('privacy', config).sections.find((s) => s.id === id)!;
    const tagged: SiteConfig = { ...site, googleAds: { id: 'AW-123456789', conversionLabel: 'AbC-D_efG123' } };
    expect(site.googleAds).toBeUndefined();
    expect(JSON.stringify(infoPageView('privacy').sections)).not.toMatch(/etiqueta|Google|conversión publicitaria/);
    const data = section(tagged, 'datos').paragraphs!;
    expect(data).toHaveLength(3);
    expect(data[1]).toMatch(/^Este sitio usa la etiqueta de conversión de Google Ads, un servicio de Google\. .*dirección de la página.*dirección IP.*abre el chat/);
    expect(section(tagged, 'finalidades').items!.at(-1)!.text).toBe('Medir, con la etiqueta de Google Ads, qué páginas llevan a una conversación.');
    expect(JSON.stringify(infoPageView('privacy', tagged).sections)).not.toContain('sin identificarlo');
  });
});

describe('Product JSON-LD', () => {
  it('refuses a Product without a price instead of emitting an offer search engines reject', () => {
    expect(() => productLd({ name: 'x', description: 'y', path: '/x/', prices: [], availability: 'OutOfStock' })).toThrow(/needs a price/);
    expect(productLd({ name: 'x', description: 'y', path: '/x/', prices: [3000, 4500], availability: 'InStock' }).offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 3000, highPrice: 4500, availability: 'https://schema.org/InStock' });
    // nothing available now: the offer says «out of stock», as the page's «Ninguno por ahora» (blind read 16: no availability at all)
    expect(productLd({ name: 'x', description: 'y', path: '/x/', prices: [3000], availability: 'OutOfStock' }).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    // where the page cannot say, the offer claims nothing
    expect(productLd({ name: 'x', description: 'y', path: '/x/', prices: [3000], availability: undefined }).offers).not.toHaveProperty('availability');
  });
  it('states what the page\'s «Disponibles» row states: in stock with an animal listed, out of stock with none, nothing beside a litter nobody confirmed lately', () => {
    const litter = {
      slug: 'pug-noviembre', tipo: 'camada', especie: 'perros', raza: 'pug', ciudad: 'bogota', actualizado: '2026-11-01', fotos: [], nacimiento: '2026-07-01', listosDesde: '2026-11-01',
      animales: [{ nombre: 'Luna', sexo: 'hembra', color: 'beige', estado: 'disponible', precio: null, fotos: [] }],
    } as unknown as InventoryEntry;
    const withLitter = { inventory: [litter] };
    const fresh = inventoryClock(site, '2026-11-05');
    const stale = inventoryClock(site, '2026-12-30');
    expect(offerAvailability(withLitter, { especie: 'perros', raza: 'pug' }, fresh)).toBe('InStock');
    expect(availabilityFact(withLitter, { especie: 'perros', raza: 'maltes' }).value).toBe(texts.common.answer.availableNone);
    expect(offerAvailability(withLitter, { especie: 'perros', raza: 'maltes' }, fresh)).toBe('OutOfStock');
    expect(offerAvailability({ inventory: [] }, { especie: 'perros' }, fresh)).toBe('OutOfStock');
    expect(offerAvailability(withLitter, { especie: 'perros', raza: 'pug' }, stale)).toBeUndefined();
  });
});

describe('image alt texts', () => {
  it('say "Ilustración" for our drawings and claim our breeding only for real photos', () => {
    expect(puppyAlt('/img/cachorros/cachorro-01.svg', 'Bulldog francés')).toBe('Ilustración de un cachorro Bulldog francés');
    expect(puppyAlt('https://img.example.com/bulldog-1.jpg', 'Bulldog francés', 2)).toBe('Cachorro Bulldog francés de nuestro criadero (2)');
  });
});
