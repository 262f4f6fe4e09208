/**
 * `npm run deploy:check` (src/build/deploy-check.ts): what the breeder reads before a first deploy,
 * grouped by the screen of the editor where each thing is filled, on the repository's content as it
 * is (placeholders, empty proofs, old prices) and on a filled-in configuration (nothing left).
 */
import { describe, expect, it } from 'vitest';
import { SITE_SCREENS, siteFields } from '@/build/cms-collections';
import { deployCheck, deployEnv, type DeployCheckGroup, SCREENS } from '@/build/deploy-check';
import type { InventoryEntry } from '@/lib/content/inventory';
import { contentJsonFiles } from '@/lib/content/proofs';
import { readSiteJson, resolveSite, site } from '@/lib/content/site';
import type { Env } from '@/lib/content/site-settings';

const TODAY = '2026-12-05';
const files = contentJsonFiles();
const WHATSAPP = 'Criadero › Número de WhatsApp, dirección y horario';
const IDENTITY = 'Criadero › Identidad del negocio y cifras comprobables';
const TERMS = 'Criadero › Garantía de salud, reserva y visitas';
const PRICES = 'Criadero › Fecha de los precios';
const SISTERS = 'Criadero › Sitios hermanos';
const HOME_TEXTS = 'Textos del sitio › Página de inicio';
const HOST = 'Variables del despliegue (Cloudflare Pages o Netlify)';

/** The site as the host would build it with `env`. */
const check = (env: Env = {}, inventory: InventoryEntry[] = [], raw: unknown = readSiteJson()) =>
  deployCheck({ config: resolveSite(deployEnv(env), raw), env, files, inventory, today: TODAY });
const itemsOf = (groups: DeployCheckGroup[], screen: string) => groups.find((g) => g.screen === screen)?.items ?? [];

const common = { ciudad: 'bogota', actualizado: TODAY, fotos: [] };
const lot = (slug: string): InventoryEntry =>
  ({ slug, tipo: 'lote', especie: 'bovinos', raza: 'brahman', ...common, descripcion: 'Novillas Brahman de 18 meses', articulo: 'las', cantidad: 12, precio: null, precioPor: 'animal', estado: 'disponible' }) as InventoryEntry;
const litter = (slug: string): InventoryEntry =>
  ({
    slug,
    tipo: 'camada',
    especie: 'perros',
    raza: 'pug',
    ...common,
    nacimiento: '2026-10-01',
    listosDesde: '2026-12-01',
    animales: [{ nombre: '', sexo: 'macho', color: 'beige', estado: 'disponible', precio: null, fotos: [] }],
  }) as InventoryEntry;

describe('the repository as it is', () => {
  const groups = check();

  it('asks for the WhatsApp number on the WhatsApp screen', () => {
    expect(itemsOf(groups, WHATSAPP)).toEqual([
      'Número de WhatsApp: 573000000000 es el número de ejemplo. Escriba el número de WhatsApp del criadero con el indicativo del país, solo cifras, por ejemplo 573001234567: todos los botones de chat del sitio llevan a él.',
    ]);
  });

  it('names each sister-site link to an example domain on the sister-sites screen', () => {
    const examples = site.sisterSites.flatMap((g) => g.links.filter((l) => new URL(l.url).hostname.endsWith('.example')).map((l) => ({ group: g.group, ...l })));
    const items = itemsOf(groups, SISTERS);
    expect(items).toHaveLength(examples.length);
    expect(items[0]).toBe(
      `«${examples[0]!.group} › ${examples[0]!.label}» lleva a ${examples[0]!.url}, una dirección de ejemplo: escriba la dirección real de ese sitio o quite el enlace.`,
    );
  });

  it('asks for each empty proof on the identity screen, with what to write and the way out', () => {
    const items = itemsOf(groups, IDENTITY);
    const ica = items.find((i) => i.startsWith('«Identidad del negocio › Registro ICA» está vacío'));
    expect(ica).toMatch(/^«Identidad del negocio › Registro ICA» está vacío y \d+ textos del sitio mencionan el registro ICA\. Escriba el número de registro ICA del criadero, tal como lo escribió el ICA\. Si no lo tiene, borre de esos textos la frase que lleva \{registroIca\}/);
    expect(items).toContainEqual(expect.stringMatching(/^«Identidad del negocio › Año en que empezó la cría» está vacío/));
    expect(items).toContainEqual(expect.stringMatching(/^«Cifras comprobables › Perros entregados» está vacío/));
    expect(items).toContainEqual(expect.stringMatching(/^«Cifras comprobables › Familias atendidas» está vacío/));
    // the legal item of content/site.json that claims the ICA registration is on the same screen
    expect(items).toContainEqual(expect.stringContaining('(«Criadero registrado ante el Instituto Colombiano Agropecuario con el n.º {registroIca}.») menciona el registro ICA'));
  });

  it('lists each text that claims an empty proof on the screen of its text file, quoting it', () => {
    expect(itemsOf(groups, HOME_TEXTS)).toContainEqual(
      expect.stringMatching(/^«.+» \(«\{años\} años de experiencia»\) menciona los años de experiencia: se publica cuando llene «Identidad del negocio › Año en que empezó la cría» en «Criadero › Identidad del negocio y cifras comprobables»; si no lo tiene, borre de este texto la frase que lleva \{años\}\.$/),
    );
    expect(groups.map((g) => g.screen)).toContain('Textos del sitio › Gatos: páginas de razas');
  });

  it('asks to check the prices of more than a year ago on the price-date screen', () => {
    expect(itemsOf(groups, PRICES)).toEqual([
      `Los precios son del ${site.prices.updatedOn}, hace ${Math.round((Date.parse(TODAY) - Date.parse(site.prices.updatedOn)) / 86_400_000)} días, y un despliegue no publica precios de más de 365 días. ` +
        'Revíselos (los de los perros están en «Precios › Precios de los perros»): si cambió alguno, escriba el día del cambio en «Fecha de los precios › Última modificación de los precios»; ' +
        `si siguen valiendo, escriba hoy (${TODAY}) en «Fecha de los precios › Última confirmación de los precios».`,
    ]);
  });

  it('lists what is set on the host, not in the editor, under the deploy variables', () => {
    const items = itemsOf(groups, HOST);
    expect(items.map((i) => i.split(':')[0])).toEqual(['SITE_URL', 'CMS_GITHUB_REPO', 'CMS_OAUTH_URL']);
    expect(items[0]).toContain('la dirección de ejemplo');
  });

  it('prints the groups in the order of the editor, and says everything in Spanish', () => {
    expect(groups.map((g) => g.screen)).toEqual([
      WHATSAPP,
      IDENTITY,
      PRICES,
      SISTERS,
      HOME_TEXTS,
      'Textos del sitio › Textos comunes (pie de página, botón de WhatsApp)',
      'Textos del sitio › Perros: páginas de razas y lugares',
      'Textos del sitio › Gatos: páginas de razas',
      'Textos del sitio › Quiénes somos, garantía y páginas legales',
      HOST,
    ]);
    expect(groups.flatMap((g) => g.items).join('\n')).not.toMatch(/content\/site\.json|\bis empty\b|placeholder/);
  });
});

describe('the host and the editor', () => {
  it('tells to remove WHATSAPP_NUMBER from the host when it holds the example number (it overrides the editor)', () => {
    const groups = check({ WHATSAPP_NUMBER: '573000000000' });
    expect(itemsOf(groups, WHATSAPP)).toEqual([]);
    expect(itemsOf(groups, HOST)[0]).toMatch(/^WHATSAPP_NUMBER tiene el número de ejemplo 573000000000: borre esa variable del despliegue y escriba el número de WhatsApp del criadero en «Criadero › Número de WhatsApp, dirección y horario»/);
  });
  it('asks for no CMS_OAUTH_URL on Netlify, and says a repository written wrong', () => {
    const items = itemsOf(check({ DEPLOY_TARGET: 'netlify', CMS_GITHUB_REPO: 'https://github.com/mi-usuario/criadero' }), HOST);
    expect(items.map((i) => i.split(' ')[0])).toEqual(['SITE_URL:', 'CMS_GITHUB_REPO']);
    expect(items[1]).toBe('CMS_GITHUB_REPO vale "https://github.com/mi-usuario/criadero", que no es un repositorio de GitHub: escríbalo como dueño/nombre, por ejemplo mi-usuario/criadero.');
  });
  it('names the litter and the lot offering animals while the reservation terms are empty', () => {
    const groups = check({}, [litter('pug-bogota-2026-10-01'), lot('brahman-monteria-2026-12-01')]);
    expect(itemsOf(groups, TERMS)).toEqual([expect.stringMatching(/^«Reserva y anticipo» está vacía y hay animales marcados como disponibles \(2 camadas o lotes\): escriba «Valor del anticipo», «Devolución del anticipo» y «Días de reserva»/)]);
    expect(itemsOf(groups, 'Camadas')).toEqual([expect.stringMatching(/^«pug-bogota-2026-10-01» tiene animales disponibles, pero «Reserva y anticipo» está vacía/)]);
    expect(itemsOf(groups, 'Lotes de ganado y aves')).toEqual([expect.stringMatching(/^«brahman-monteria-2026-12-01» tiene animales disponibles/)]);
  });
});

describe('a filled-in site', () => {
  const raw = readSiteJson() as Record<string, unknown> & typeof site;
  const filled = {
    ...raw,
    whatsappNumber: '573104445566',
    business: { ...raw.business, icaRegistration: '050011234', foundedYear: 1998 },
    stats: { dogsDelivered: { count: 1200, countedOn: '2026-11-30' }, familiesServed: { count: 950, countedOn: '2026-11-30' } },
    prices: { updatedOn: '2026-10-01', confirmedOn: TODAY },
    reservation: { deposit: '$500.000 por animal', depositReturn: 'transferible', holdDays: 15, contract: '' },
    sisterSites: raw.sisterSites.map((g) => ({ ...g, links: g.links.map((l, i) => ({ ...l, url: `https://www.hermano-${i}.com.co/` })) })),
  };
  const env = { SITE_URL: 'https://www.criadero-real.com.co', CMS_GITHUB_REPO: 'mi-usuario/criadero', CMS_OAUTH_URL: 'https://sveltia-cms-auth.mi-cuenta.workers.dev' };

  it('has nothing left, with an animal offered', () => {
    expect(check(env, [litter('pug-bogota-2026-10-01')], filled)).toEqual([]);
  });
  it('has nothing left on Netlify without CMS_OAUTH_URL', () => {
    expect(check({ ...env, DEPLOY_TARGET: 'netlify', CMS_OAUTH_URL: undefined }, [], filled)).toEqual([]);
  });
});

describe('the parts of Criadero the check names', () => {
  it('begin with the label of their first field as the form shows it (s50: «Identidad y pruebas» was named, a part the form never showed)', () => {
    const labels = new Map(siteFields().map((f) => [f.name, String(f.label)]));
    const named = [SCREENS.whatsapp, SCREENS.identity, SCREENS.terms, SCREENS.prices, SCREENS.sisters];
    expect(named.length).toBe(SITE_SCREENS.length);
    for (const [i, screen] of SITE_SCREENS.entries()) {
      const first = labels.get(screen.fields[0])!;
      expect(named[i]!.toLowerCase(), screen.name).toMatch(new RegExp(`^criadero › ${first.toLowerCase()}`));
    }
  });
});
