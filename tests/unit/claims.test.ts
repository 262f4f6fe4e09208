/**
 * Claims tied to their proof (issue 25, item 5; src/lib/content/proofs.ts, src/lib/text/claims.ts):
 * a claim a buyer could check is said with its proof placeholder and shown only once
 * content/site.json gives the proof; free text cannot say it without one (every build refuses);
 * a deploy build refuses a claim whose proof is empty, and prices more than a year old.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  claimProblems,
  claimTextProblems,
  claimUses,
  claimWarning,
  contentJsonFiles,
  PRICE_MAX_AGE_DAYS,
  priceProblems,
  sentencesOf,
} from '@/lib/content/proofs';
import { priceYear, resolveSite, site, type SiteConfig, SITE_FILE } from '@/lib/content/site';
import { TEXT_FILES, texts } from '@/lib/content/texts';
import { proofValues, provenCards, provenList, withProofs } from '@/lib/text/claims';
import { footerView, legalItems } from '@/lib/views/info';
import { benefits } from '@/lib/text/dogs/place-page';

/** The site as the breeder will have it once every proof is given (a test value, not the breeder's). */
const proven: SiteConfig = {
  ...site,
  business: { ...site.business, icaRegistration: 'ICA-123', foundedYear: 1994 },
  stats: { dogsDelivered: { count: 5000, countedOn: '2025-06-01' }, familiesServed: { count: 4200, countedOn: '2025-05-15' } },
};
const siteJson = () => JSON.parse(readFileSync(SITE_FILE, 'utf8'));
/** The content files whose texts may name a proof: content/texts/*.json and content/site.json. */
const textFiles = () => contentJsonFiles().filter((f) => f.file === SITE_FILE || Object.values(TEXT_FILES).some((t) => t.file === f.file));
const scan = (file: string, json: unknown) => claimTextProblems([{ file, json }]);

describe('the repository content', () => {
  it('ships with every proof empty: nothing is invented for the breeder', () => {
    expect(site.business.icaRegistration).toBe('');
    expect(site.business.foundedYear).toBeNull();
    expect(site.stats).toEqual({ dogsDelivered: { count: null, countedOn: '' }, familiesServed: { count: null, countedOn: '' } });
  });
  it('says no claim without its proof placeholder, in any file of content/', () => {
    const files = contentJsonFiles();
    expect(files.length).toBeGreaterThan(30);
    expect(claimTextProblems(files)).toEqual([]);
  });
  it('has texts ready for each proof, left out of the pages until it is given', () => {
    const uses = claimUses(textFiles());
    for (const claim of ['ica', 'founded', 'dogsDelivered', 'familiesServed'] as const) expect(uses.some((u) => u.claims.includes(claim)), claim).toBe(true);
  });
});

describe('claim words written without their proof (every build refuses them)', () => {
  const fix = (placeholderExample: string, field: string) =>
    `write the claim with its placeholder, e.g. "${placeholderExample}", in a text that takes it (docs/content.md › Claims and their proofs): it is shown only once content/site.json › ${field} is filled. Otherwise remove the claim`;
  it('names the file, the field, the claim words and the fix', () => {
    expect(scan('content/texts/inicio.json', { hero: { heading: 'Cachorros de raza con certificado de salud y certificación ICA' } })).toEqual([
      `[content] content/texts/inicio.json: hero.heading: "Cachorros de raza con certificado de salud y certificación ICA" claims the ICA registration ("certificación ICA") without its proof; ${fix('Registro ICA n.º {registroIca}', 'business.icaRegistration')}`,
    ]);
  });
  it.each([
    ['years of experience', { tagline: 'Más de 30 años de experiencia en Bogotá.' }, 'tagline', 'años de experiencia'],
    ['years with a plus', { title: '30+ años con usted' }, 'title', '0\\+ años'],
    ['decades', { text: 'Tres décadas criando con responsabilidad.' }, 'text', 'Tres décadas'],
    ['a founding year', { text: 'Somos criadores desde 1994.' }, 'text', 'Somos criadores desde 1994'],
    ['dogs delivered', { badge: '5000+ perros entregados en Bogotá' }, 'badge', 'perros entregados'],
    ['thousands of puppies', { text: 'Miles de cachorros felices.' }, 'text', 'Miles de cachorros'],
    ['families', { title: 'Más de 5.000 familias felices' }, 'title', 'familias felices'],
    ['an ICA certification', { item: 'Criadero con certificación del ICA' }, 'item', 'certificación del ICA'],
    ['an ICA registration', { item: 'Criadero registrado ante el Instituto Colombiano Agropecuario.' }, 'item', 'registrado ante el Instituto Colombiano Agropecuario'],
  ])('refuses %s', (_, json, field, words) => {
    const problems = scan('content/texts/comunes.json', json);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^\\[content\\] content/texts/comunes\\.json: ${field}: ".*" claims .* \\("${words}"\\) without its proof; write the claim with its placeholder`));
  });
  it('names the entry of a list of entries by its slug', () => {
    expect(scan('content/dogs/breeds.json', [{ slug: 'pug', descripcion: 'Un perro alegre. Somos criadores de Pug desde 1994.' }])[0]).toMatch(
      /^\[content\] content\/dogs\/breeds\.json: entry "pug" › descripcion: "Somos criadores de Pug desde 1994\." claims years of experience/,
    );
  });
  it('reads a text sentence by sentence: the proof must be in the sentence that claims', () => {
    expect(scan('content/texts/comunes.json', { tagline: 'Criadero registrado ante el ICA. Registro n.º {registroIca}.' })).toEqual([
      expect.stringMatching(/^\[content\] content\/texts\/comunes\.json: tagline: "Criadero registrado ante el ICA\." claims the ICA registration/),
    ]);
    expect(scan('content/texts/comunes.json', { tagline: 'Criadero registrado ante el ICA con el n.º {registroIca}. Criamos con amor.' })).toEqual([]);
  });
  it('reads a card (an entry with a title and a text) as one: its title may name what its text proves', () => {
    expect(scan(SITE_FILE, { legal: [{ title: 'Registro ICA', text: 'Criadero registrado ante el Instituto Colombiano Agropecuario con el n.º {registroIca}.' }] })).toEqual([]);
    expect(scan(SITE_FILE, { legal: [{ title: 'Certificación ICA', text: 'Registro y certificación ante el Instituto Colombiano Agropecuario.' }] })).toEqual([
      expect.stringMatching(/^\[content\] content\/site\.json: legal\.0: "Certificación ICA Registro y certificación ante el Instituto Colomb…" claims the ICA registration/),
    ]);
  });
  it('asks a claim to show its proof: {años} with {fundación}, a count with its date', () => {
    expect(scan('content/texts/comunes.json', { tagline: 'Más de {años} años criando en {ciudad}.' })).toEqual([
      '[content] content/texts/comunes.json: tagline: "Más de {años} años criando en {ciudad}." names {años} without {fundación}; a claim is shown with its proof, so write it in the same sentence, e.g. "{años} años de experiencia, desde {fundación}"',
    ]);
    expect(scan('content/texts/inicio.json', { reasons: { items: [{ title: '{familias} familias atendidas', text: 'Gracias por su confianza.' }] } })).toEqual([
      '[content] content/texts/inicio.json: reasons.items.0: "{familias} familias atendidas Gracias por su confianza." names {familias} without {fechaFamilias}; a claim is shown with its proof, so write it in the same card, e.g. "{familias} familias atendidas (a {fechaFamilias})"',
    ]);
  });
  it('leaves alone what is not a claim about the breeder', () => {
    const fine = [
      'Registro del predio ante el ICA.',
      'Los equinos, bovinos y aves viajan con la Guía Sanitaria de Movilización Interna del ICA.',
      'Caballos de exposición con registro y documentación ICA.',
      'Esperanza de vida: 10 a 15 años.',
      'Alcanza su tamaño adulto hacia los 3 o 4 años.',
      'En Chapinero, cada vez más familias eligen al Pug.',
      'La camada suele ser de 5 a 8 cachorros.',
      'Ley 1774 de 2016.',
      '{años} años de experiencia, desde {fundación}.',
      'A {fechaPerros} hemos entregado {perrosEntregados} perros.',
    ];
    expect(scan('content/texts/comunes.json', { lines: fine })).toEqual([]);
  });
  it('splits sentences at a final stop, not inside "n.º"', () => {
    expect(sentencesOf('Registro ICA n.º {registroIca}. Criamos desde {fundación}! ¿Le interesa? Sí.')).toEqual([
      'Registro ICA n.º {registroIca}.',
      'Criamos desde {fundación}!',
      '¿Le interesa?',
      'Sí.',
    ]);
  });
});

describe('a claim whose proof is empty (a deploy build refuses it)', () => {
  const files = [
    { file: 'content/texts/inicio.json', json: { hero: { badge: '{perrosEntregados} perros entregados (a {fechaPerros})' }, reasons: { items: [{ title: 'Registro ICA', text: 'N.º {registroIca}.' }] } } },
    { file: SITE_FILE, json: { legal: [{ title: 'Registro ICA', text: 'Criadero registrado con el n.º {registroIca}.' }] } },
  ];
  const uses = claimUses(files);
  it('finds every text that names a proof', () => {
    expect(uses).toEqual([
      { where: 'content/texts/inicio.json › hero.badge', claims: ['dogsDelivered'] },
      { where: 'content/texts/inicio.json › reasons.items.0.text', claims: ['ica'] },
      { where: 'content/site.json › legal.0.text', claims: ['ica'] },
    ]);
  });
  it('refuses each empty proof that a text claims, naming the field, the texts and what to write', () => {
    expect(claimProblems(uses, site)).toEqual([
      'content/site.json › business.icaRegistration is empty, but 2 texts claim the ICA registration (content/texts/inicio.json › reasons.items.0.text, content/site.json › legal.0.text); ' +
        'write there the ICA registration number of the breeding premises, as the ICA wrote it, or remove the claim ({registroIca}) from those texts',
      'content/site.json › stats.dogsDelivered is empty, but 1 text claims a number of dogs delivered (content/texts/inicio.json › hero.badge); ' +
        'write there its count (the number of dogs delivered as your records show it, e.g. 5000) and countedOn (the day it was counted, YYYY-MM-DD), or remove the claim ({perrosEntregados}, {fechaPerros}) from those texts',
    ]);
  });
  it('refuses a years claim while the founding year is empty, and a count given without its date is no proof', () => {
    const years = claimUses([{ file: 'content/texts/comunes.json', json: { tagline: 'Llevamos {años} años de experiencia, desde {fundación}.' } }]);
    expect(claimProblems(years, site)).toEqual([expect.stringMatching(/^content\/site\.json › business\.foundedYear is empty, but 1 text claims years of experience \(content\/texts\/comunes\.json › tagline\); write there the year the breeding started/)]);
    const families = claimUses([{ file: 'content/texts/inicio.json', json: { title: '{familias} familias atendidas (a {fechaFamilias})' } }]);
    const undated = { ...proven, stats: { ...proven.stats, familiesServed: { count: 4200, countedOn: '' } } };
    expect(claimProblems(families, undated)).toEqual([expect.stringMatching(/^content\/site\.json › stats\.familiesServed is empty/)]);
  });
  it('passes once the proofs are given, and a proof nobody claims is not asked for', () => {
    expect(claimProblems(uses, proven)).toEqual([]);
    expect(claimProblems([], site)).toEqual([]);
  });
  it('refuses every claim of the repository until the breeder gives its proof', () => {
    const repo = claimUses(textFiles());
    expect(claimProblems(repo, site).map((p) => p.split(' is empty')[0])).toEqual([
      'content/site.json › business.icaRegistration',
      'content/site.json › business.foundedYear',
      'content/site.json › stats.dogsDelivered',
      'content/site.json › stats.familiesServed',
    ]);
    expect(claimProblems(repo, proven)).toEqual([]);
  });
  it('is one line in a development build', () => {
    expect(claimWarning(uses, site)).toBe(
      'claims without their proof are left out of the pages, and a deploy build (DEPLOY_TARGET) refuses them: content/site.json › business.icaRegistration is empty (2 texts), content/site.json › stats.dogsDelivered is empty (1 text) (see CONTENT-TO-CONFIRM.md)',
    );
    expect(claimWarning(uses, proven)).toBeUndefined();
  });
});

describe('the date of the prices (a deploy build refuses them after a year)', () => {
  const prices = { updatedOn: '2025-06-01', confirmedOn: '' };
  it('refuses prices more than 365 days old, saying what to write', () => {
    expect(priceProblems(prices, '2026-11-26')).toEqual([
      'content/site.json › prices: the prices (content/dogs/prices.json, content/cats/breeds.json, content/livestock/*.json › precio) date from 2025-06-01, 543 days before today (2026-11-26), ' +
        'and the pages would call them prices of 2025; check them, then set prices.updatedOn to the day you changed them, or prices.confirmedOn to the day you checked they still hold (YYYY-MM-DD, e.g. "2026-11-26")',
    ]);
  });
  it(`keeps them for ${PRICE_MAX_AGE_DAYS} days`, () => {
    expect(priceProblems(prices, '2026-06-01')).toEqual([]);
    expect(priceProblems(prices, '2026-06-02')).toEqual([expect.stringMatching(/date from 2025-06-01, 366 days before today/)]);
  });
  it('accepts prices the breeder confirmed within the year, and then speaks of the year of the confirmation', () => {
    const confirmed = { updatedOn: '2025-06-01', confirmedOn: '2026-11-20' };
    expect(priceProblems(confirmed, '2026-11-26')).toEqual([]);
    expect(priceProblems(confirmed, '2027-11-21')).toEqual([expect.stringMatching(/were last confirmed on 2026-11-20, 366 days before today/)]);
    expect(priceYear({ prices: confirmed })).toBe(2026);
  });
  it('refuses a date after today', () => {
    expect(priceProblems({ updatedOn: '2025-06-01', confirmedOn: '2027-01-01' }, '2026-11-26')).toEqual([
      'content/site.json › prices.confirmedOn: "2027-01-01" is after today (2026-11-26); write the day it happened, not a later one',
    ]);
  });
  it('gives the year of titles from the price dates, and the copyright the build day\'s year, after a firm written with its period once', () => {
    expect(priceYear()).toBe(Number(site.prices.updatedOn.slice(0, 4)));
    const before = process.env.BUILD_DATE;
    process.env.BUILD_DATE = '2027-01-03';
    try {
      expect(footerView({ ...site }).copyright).toBe(`© 2027 ${site.brand}. Todos los derechos reservados.`);
      const firm = { ...site, business: { ...site.business, legalName: 'Criadero La Esperanza S.A.S.' } };
      expect(footerView(firm).copyright).toBe('© 2027 Criadero La Esperanza S.A.S. Todos los derechos reservados.');
    } finally {
      if (before === undefined) delete process.env.BUILD_DATE;
      else process.env.BUILD_DATE = before;
    }
  });
});

describe('the footer\'s sister sites', () => {
  const links = (...urls: string[]) => urls.map((url, i) => ({ label: `Sitio ${i}`, url }));
  it('shows only the links with a real address, and no group left empty', () => {
    const config = { ...site, sisterSites: [{ group: 'Criaderos', links: links('https://criaderodeperros.example/', 'https://www.criadero-aliado.com.co/') }, { group: 'Regionales', links: links('https://cachorroscali.example/') }] };
    expect(footerView(config).sisterSites).toEqual([{ group: 'Criaderos', links: [{ label: 'Sitio 1', url: 'https://www.criadero-aliado.com.co/' }] }]);
  });
  it('shows none while every link is a placeholder, as the repository ships', () => {
    expect(site.sisterSites.flatMap((g) => g.links).length).toBeGreaterThan(0);
    expect(footerView().sisterSites).toEqual([]);
  });
});

describe('a claim shows only with its proof', () => {
  it('fills the proofs: the registration, the founding year and the years since, counts with their month', () => {
    expect(proofValues(site)).toEqual({});
    expect(proofValues(proven)).toEqual({
      registroIca: 'ICA-123',
      fundación: '1994',
      años: String(Number(site.contentDate.slice(0, 4)) - 1994),
      perrosEntregados: '5.000',
      fechaPerros: 'junio de 2025',
      familias: '4.200',
      fechaFamilias: 'mayo de 2025',
    });
  });
  it('leaves out the sentence that names a missing proof, and the text when nothing is left', () => {
    const tagline = texts.common.footer.tagline;
    expect(withProofs(tagline, { ciudad: 'Bogotá, Colombia' }, site)).toBe('Criamos perros y gatos en Bogotá, Colombia; los equinos, bovinos y aves salen de aquí o de fincas de su clima.');
    expect(withProofs(tagline, { ciudad: 'Bogotá, Colombia' }, proven)).toBe(
      `Criamos perros y gatos en Bogotá, Colombia; los equinos, bovinos y aves salen de aquí o de fincas de su clima. Llevamos ${proofValues(proven).años} años de experiencia, desde 1994.`,
    );
    expect(withProofs(texts.home.hero.badge, { ciudad: 'Bogotá' }, site)).toBe('');
    expect(withProofs(texts.home.hero.badge, { ciudad: 'Bogotá' }, proven)).toBe('5.000 perros entregados en Bogotá (a junio de 2025)');
  });
  it('leaves out a list item or a card that names a missing proof, and shows the next card in its place', () => {
    expect(provenList(texts.cats.kittenIncludes, {}, site).join(' ')).not.toMatch(/ICA/);
    expect(provenList(texts.cats.kittenIncludes, {}, proven)).toContain('Criadero con registro ICA n.º ICA-123');
    const reasons = texts.home.reasons.items;
    expect(provenCards(reasons, 4, site).map((r) => r.title)).toEqual(['Cuidado profesional', 'Entregas en toda Colombia', 'Fotos y videos antes de reservar', 'Acompañamiento después de la entrega']);
    expect(provenCards(reasons, 4, proven).map((r) => r.title)).toEqual(['{años} años de experiencia', 'Registro ICA', 'Cuidado profesional', '{familias} familias atendidas']);
  });
  it('shows the legal item of the ICA registration only with its number', () => {
    expect(legalItems(site).map((i) => i.label)).not.toContain('Registro ICA');
    expect(legalItems(proven).find((i) => i.label === 'Registro ICA')?.text).toBe('Criadero registrado ante el Instituto Colombiano Agropecuario con el n.º ICA-123.');
  });
});

describe('the proofs in content/site.json', () => {
  it('asks for a count and the day it was counted together', () => {
    const raw = siteJson();
    raw.stats.dogsDelivered = { count: 5000, countedOn: '' };
    expect(() => resolveSite({}, raw)).toThrow(
      '[content] content/site.json: stats.dogsDelivered: escriba el número (count) y el día en que se contó (countedOn, AAAA-MM-DD), o ninguno de los dos: el número se muestra con su fecha',
    );
  });
  it('refuses a founding year after the content date, or typed as text', () => {
    const raw = siteJson();
    raw.business.foundedYear = 2030;
    expect(() => resolveSite({}, raw)).toThrow(`[content] content/site.json: business.foundedYear: 2030 es posterior al año de contentDate (${site.contentDate}); escriba el año en que empezó la cría`);
    raw.business.foundedYear = '1994';
    expect(() => resolveSite({}, raw)).toThrow('[content] content/site.json: business.foundedYear: "1994" es texto; escriba el número sin comillas, puntos ni espacios: 1994');
  });
  it('refuses a price date that is not a day', () => {
    const raw = siteJson();
    raw.prices.confirmedOn = '20/11/2026';
    expect(() => resolveSite({}, raw)).toThrow('[content] content/site.json: prices.confirmedOn: prices.confirmedOn es una fecha escrita AAAA-MM-DD, por ejemplo "2025-06-01"');
  });
  it('lets a legal item name a proof and nothing else', () => {
    const raw = siteJson();
    raw.legal[0].text = 'Criadero de {ciudad} con el n.º {registroIca}.';
    expect(() => resolveSite({}, raw)).toThrow(
      '[content] content/site.json: legal.0.text: usa {ciudad}, que el sitio no puede llenar aquí; las marcas que este texto puede usar son {registroIca}, {fundación}, {años}, {perrosEntregados}, {fechaPerros}, {familias}, {fechaFamilias}',
    );
  });
});

describe('review 4: no promise the site cannot back', () => {
  it('D05: what comes with a puppy gives the health guarantee, never an absolute «salud garantizada», and says it once, in the one wording of the site (review-after9 §6.6)', () => {
    const items = benefits().items;
    expect(items.filter((i) => /garantía de salud/i.test(i))).toEqual(['Garantía de salud']);
    expect(items.join(' ')).not.toMatch(/garantizad/i);
  });
});
