/**
 * `npm run deploy:check` (scripts/deploy-check.mjs): what is still missing for a first deploy, in
 * Spanish, grouped by the screen of the breeder's editor where it is filled (or by the deploy's
 * variables, for what is not in the editor). A dry run of a deploy build: it asks the same
 * detectors the build asks (src/build/integrations/site-guard.ts: deployProblems, claimProblems,
 * priceProblems, inventoryProblems; src/build/integrations/admin.ts: adminBackend) and turns each
 * problem into a sentence telling the breeder what to fill. A problem it does not know how to say
 * in Spanish is kept, in the build's English words, under OTHER, so nothing is ever dropped.
 *
 * Without DEPLOY_TARGET it checks as a Cloudflare Pages deploy (docs/deploy.md).
 */
import { adminBackend } from './integrations/admin';
import { type InventoryEntry, inventoryFile } from '../lib/content/inventory';
import { type ClaimKey, CLAIMS, claimProblems, claimUses, daysSince, priceDay, priceProblems, PRICE_MAX_AGE_DAYS } from '../lib/content/proofs';
import { SITE_FILE, siteSchema, type SiteConfig } from '../lib/content/site';
import { deployProblems, deployTarget, type DeployTarget, type Env, isPlaceholderHost, PLACEHOLDERS } from '../lib/content/site-settings';
import { TEXT_FILES, type TextKey } from '../lib/content/texts';
import { inventoryProblems } from '../lib/views/inventory';
import { SITE_LABELS, TEXT_LABELS } from './cms-collections';
import { type CmsField, cmsFields } from './cms-config';

/** The screens of the editor (and the host's settings) the items are grouped by, in the order they are printed. */
export const SCREENS = {
  whatsapp: 'Criadero › Número de WhatsApp, dirección y horario',
  identity: 'Criadero › Identidad del negocio y cifras comprobables',
  terms: 'Criadero › Garantía de salud, reserva y visitas',
  prices: 'Criadero › Fecha de los precios',
  sisters: 'Criadero › Sitios hermanos',
  litters: 'Camadas',
  lots: 'Lotes de ganado y aves',
  deploy: 'Variables del despliegue (Cloudflare Pages o Netlify)',
  other: 'Otros avisos del build (en inglés)',
} as const;

/** The screen of a text file: "Textos del sitio › Página de inicio". */
export const textScreen = (key: TextKey) => `Textos del sitio › ${TEXT_LABELS[key]}`;

/** Which screen of the editor shows each top-level field of content/site.json. */
const SITE_SCREEN: Record<string, string> = {
  whatsappNumber: SCREENS.whatsapp,
  brand: SCREENS.whatsapp,
  defaultDescription: SCREENS.whatsapp,
  address: SCREENS.whatsapp,
  hours: SCREENS.whatsapp,
  business: SCREENS.identity,
  stats: SCREENS.identity,
  legal: SCREENS.identity,
  guarantee: SCREENS.terms,
  reservation: SCREENS.terms,
  visits: SCREENS.terms,
  inventario: SCREENS.terms,
  prices: SCREENS.prices,
  sisterSites: SCREENS.sisters,
};

export interface DeployCheckGroup {
  screen: string;
  items: string[];
}

export interface DeployCheckInput {
  /** content/site.json resolved with the environment (resolveSite). */
  config: SiteConfig;
  /** The deploy's variables; DEPLOY_TARGET may be unset (then a Cloudflare Pages deploy is assumed). */
  env: Env;
  /** Every JSON file of content/ (contentJsonFiles): the texts that say a claim are read from them. */
  files: readonly { file: string; json: unknown }[];
  /** The litters and lots of content/inventario/. */
  inventory: readonly InventoryEntry[];
  /** The day of the deploy, YYYY-MM-DD. */
  today: string;
}

/** The environment of a deploy: DEPLOY_TARGET=cloudflare when it is not set. */
export function deployEnv(env: Env): Env & { DEPLOY_TARGET: DeployTarget } {
  return { ...env, DEPLOY_TARGET: deployTarget(env) ?? 'cloudflare' };
}

// ---------------------------------------------------------------------------------------------
// Where a field is in the editor, as the breeder reads it
// ---------------------------------------------------------------------------------------------

const siteFields = () => cmsFields(siteSchema, SITE_LABELS);

/** The labels of the editor along a path of a file (content/site.json "legal.0.text" → "Garantías y cumplimiento › n.º 1 › Texto"). */
export function editorLabel(fields: readonly CmsField[], path: readonly (string | number)[]): string {
  const labels: string[] = [];
  let level: readonly CmsField[] | undefined = fields;
  let list: CmsField | undefined;
  for (const segment of path) {
    if (list) {
      labels.push(`n.º ${Number(segment) + 1}`);
      level = list.fields ?? list.field?.fields;
      list = undefined;
      continue;
    }
    const field = level?.find((f) => f.name === String(segment));
    if (!field) {
      labels.push(String(segment));
      level = undefined;
      continue;
    }
    labels.push(field.label);
    if (field.widget === 'list') list = field;
    level = field.fields;
  }
  return labels.join(' › ');
}

/** The label of a field of content/site.json ("business.icaRegistration" → "Identidad del negocio › Registro ICA"). */
const siteLabel = (field: string) => editorLabel(siteFields(), field.split('.'));

const quote = (text: string) => `«${text.length > 90 ? `${text.slice(0, 87).trimEnd()}…` : text}»`;

/** The value at a dotted path of a parsed file. */
function valueAt(json: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), json);
}

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

/** What a claim is, and what proves it, in the breeder's words. */
const CLAIM_WORDS: Record<ClaimKey, { what: string; give: string }> = {
  ica: { what: 'el registro ICA', give: 'el número de registro ICA del criadero, tal como lo escribió el ICA' },
  founded: { what: 'los años de experiencia', give: 'el año en que empezó la cría, con cuatro cifras (por ejemplo 1994); los años de experiencia se cuentan desde él' },
  dogsDelivered: { what: 'el número de perros entregados', give: 'el número de perros entregados, como lo muestran sus registros, y el día en que lo contó' },
  familiesServed: { what: 'el número de familias atendidas', give: 'el número de familias atendidas, como lo muestran sus registros, y el día en que lo contó' },
};

const joinY = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`);

/**
 * Everything a deploy on `today` would still refuse or lack, grouped by where the breeder (or the
 * person deploying) fixes it; no group when the site is ready to go live.
 */
export function deployCheck({ config, env: given, files, inventory, today }: DeployCheckInput): DeployCheckGroup[] {
  const env = deployEnv(given);
  const groups = new Map<string, string[]>();
  const add = (screen: string, item: string) => groups.set(screen, [...(groups.get(screen) ?? []), item]);

  // The WhatsApp number, the site's address and the sister sites.
  for (const problem of deployProblems(config, env)) {
    if (problem.startsWith('WHATSAPP_NUMBER:')) {
      add(
        SCREENS.deploy,
        `WHATSAPP_NUMBER tiene el número de ejemplo ${PLACEHOLDERS.whatsappNumber}: borre esa variable del despliegue y escriba el número de WhatsApp del criadero en «${SCREENS.whatsapp}» (la variable, mientras exista, reemplaza lo que se escribe en el editor).`,
      );
    } else if (problem.startsWith(`${SITE_FILE} › whatsappNumber:`)) {
      add(
        SCREENS.whatsapp,
        `Número de WhatsApp: ${config.whatsappNumber} es el número de ejemplo. Escriba el número de WhatsApp del criadero con el indicativo del país, solo cifras, por ejemplo 573001234567: todos los botones de chat del sitio llevan a él.`,
      );
    } else if (problem.startsWith('SITE_URL:') || problem.startsWith(`${SITE_FILE} › siteUrl:`)) {
      const now = problem.startsWith('SITE_URL:') ? `SITE_URL vale ${config.siteUrl}` : `falta SITE_URL (sin ella se usa ${config.siteUrl}, la dirección de ejemplo)`;
      add(SCREENS.deploy, `SITE_URL: ${now}. Escriba la dirección pública del sitio, con https:// y sin nada después del dominio, por ejemplo https://www.su-criadero.com.co.`);
    } else if (problem.startsWith(`${SITE_FILE} › sisterSites:`)) {
      for (const group of config.sisterSites) {
        for (const link of group.links.filter((l) => isPlaceholderHost(l.url))) {
          add(SCREENS.sisters, `«${group.group} › ${link.label}» lleva a ${link.url}, una dirección de ejemplo: escriba la dirección real de ese sitio o quite el enlace.`);
        }
      }
    } else add(SCREENS.other, problem);
  }

  // Texts that claim what content/site.json does not prove yet.
  const texts = new Map<string, TextKey>((Object.keys(TEXT_FILES) as TextKey[]).map((key) => [TEXT_FILES[key].file, key]));
  const claimFiles = files.filter((f) => f.file === SITE_FILE || texts.has(f.file));
  const uses = claimUses(claimFiles);
  const refused = new Set<ClaimKey>();
  for (const problem of claimProblems(uses, config)) {
    const claim = CLAIMS.find((c) => problem.startsWith(`${SITE_FILE} › ${c.field} `));
    if (!claim) {
      add(SCREENS.other, problem);
      continue;
    }
    refused.add(claim.key);
    const count = uses.filter((u) => u.claims.includes(claim.key)).length;
    const marks = claim.placeholders.map((p) => `{${p}}`).join(' o ');
    add(
      SCREENS.identity,
      `«${siteLabel(claim.field)}» está vacío y ${count} ${count > 1 ? 'textos del sitio mencionan' : 'texto del sitio menciona'} ${CLAIM_WORDS[claim.key].what}. ` +
        `Escriba ${CLAIM_WORDS[claim.key].give}. Si no lo tiene, borre de ${count > 1 ? 'esos textos' : 'ese texto'} la frase que lleva ${marks} (cada texto aparece abajo, en su pantalla).`,
    );
  }
  for (const use of uses) {
    const claims = CLAIMS.filter((c) => refused.has(c.key) && use.claims.includes(c.key));
    if (!claims.length) continue;
    const [file, ...rest] = use.where.split(' › ');
    const path = rest.join(' › ').split('.');
    const key = texts.get(file!);
    const screen = key ? textScreen(key) : (SITE_SCREEN[path[0]!] ?? SCREENS.other);
    const fields = key ? cmsFields(TEXT_FILES[key].schema) : siteFields();
    const value = valueAt(claimFiles.find((f) => f.file === file)?.json, path);
    const shown = typeof value === 'string' ? ` (${quote(value)})` : '';
    const marks = claims.flatMap((c) => c.placeholders.filter((p) => typeof value !== 'string' || value.includes(`{${p}}`))).map((p) => `{${p}}`);
    add(
      screen,
      `«${editorLabel(fields, path)}»${shown} menciona ${joinY(claims.map((c) => CLAIM_WORDS[c.key].what))}: se publica cuando llene ` +
        `${joinY(claims.map((c) => `«${siteLabel(c.field)}»`))} en «${SCREENS.identity}»; si no lo tiene, borre de este texto la frase que lleva ${joinY(marks)}.`,
    );
  }

  // The date of the prices.
  for (const problem of priceProblems(config.prices, today)) {
    const future = (['updatedOn', 'confirmedOn'] as const).find((f) => problem.startsWith(`${SITE_FILE} › prices.${f}:`));
    if (future) {
      add(SCREENS.prices, `«${siteLabel(`prices.${future}`)}» dice ${config.prices[future]}, un día posterior a hoy (${today}): escriba el día en que ocurrió, no uno futuro.`);
    } else if (problem.startsWith(`${SITE_FILE} › prices:`)) {
      const day = priceDay(config.prices);
      const age = daysSince(day, today);
      add(
        SCREENS.prices,
        `Los precios son del ${day}, hace ${age} días, y un despliegue no publica precios de más de ${PRICE_MAX_AGE_DAYS} días. Revíselos (los de los perros están en «Precios › Precios de los perros»): ` +
          `si cambió alguno, escriba el día del cambio en «${siteLabel('prices.updatedOn')}»; si siguen valiendo, escriba hoy (${today}) en «${siteLabel('prices.confirmedOn')}».`,
      );
    } else add(SCREENS.other, problem);
  }

  // Animals offered while the reservation terms are empty.
  for (const problem of inventoryProblems(inventory, config, today).refused) {
    const offered = inventory.filter((e) => problem.includes(inventoryFile(e.slug)));
    if (!offered.length || !problem.includes(`${SITE_FILE} › reservation`)) {
      add(SCREENS.other, problem);
      continue;
    }
    const reservation = siteLabel('reservation');
    const terms = ['deposit', 'depositReturn', 'holdDays'].map((f) => `«${editorLabel(siteFields(), ['reservation', f]).split(' › ').at(-1)}»`);
    add(
      SCREENS.terms,
      `«${reservation}» está vacía y hay animales marcados como disponibles (${offered.length} ${offered.length > 1 ? 'camadas o lotes' : 'camada o lote'}): ` +
        `escriba ${joinY(terms)}, lo que el comprador acepta antes de pagar; o marque esos animales como reservados o vendidos.`,
    );
    for (const entry of offered) {
      add(
        entry.tipo === 'camada' ? SCREENS.litters : SCREENS.lots,
        `«${entry.slug}» tiene animales disponibles, pero «${reservation}» está vacía en «${SCREENS.terms}»: llénela allí, o cambie el estado de esos animales a reservado o vendido.`,
      );
    }
  }

  // The editor's login and where it saves.
  let backend: ReturnType<typeof adminBackend> | undefined;
  try {
    backend = adminBackend(env);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('CMS_GITHUB_REPO')) {
      add(SCREENS.deploy, `CMS_GITHUB_REPO vale ${JSON.stringify(env.CMS_GITHUB_REPO)}, que no es un repositorio de GitHub: escríbalo como dueño/nombre, por ejemplo mi-usuario/criadero.`);
    } else {
      add(SCREENS.deploy, `CMS_OAUTH_URL vale ${JSON.stringify(env.CMS_OAUTH_URL)}, que no es una dirección: escriba la del servicio de inicio de sesión del editor, por ejemplo https://sveltia-cms-auth.mi-cuenta.workers.dev.`);
    }
  }
  if (backend && 'skip' in backend) {
    add(SCREENS.deploy, 'CMS_GITHUB_REPO: falta el repositorio de GitHub donde el editor guarda los cambios (dueño/nombre, por ejemplo mi-usuario/criadero); sin ella el sitio se publica sin editor (/admin/).');
  }
  if (env.DEPLOY_TARGET === 'cloudflare' && !env.CMS_OAUTH_URL?.trim()) {
    add(
      SCREENS.deploy,
      'CMS_OAUTH_URL: falta la dirección del servicio de inicio de sesión del editor en Cloudflare (por ejemplo https://sveltia-cms-auth.mi-cuenta.workers.dev); sin ella el botón «Iniciar sesión con GitHub» del editor no funciona en Cloudflare Pages (en Netlify no se usa).',
    );
  }

  const order = [
    SCREENS.whatsapp,
    SCREENS.identity,
    SCREENS.terms,
    SCREENS.prices,
    SCREENS.sisters,
    ...(Object.keys(TEXT_LABELS) as TextKey[]).map(textScreen),
    SCREENS.litters,
    SCREENS.lots,
    SCREENS.deploy,
    SCREENS.other,
  ];
  return order.filter((screen) => groups.has(screen)).map((screen) => ({ screen, items: groups.get(screen)! }));
}
