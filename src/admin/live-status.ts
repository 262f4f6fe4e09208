/**
 * Whether the live site has the breeder's last saved change (issue 40, item 5). Every build writes
 * /estado.json (the commit it was built from and the inventory entries it left out, with why);
 * the editor compares that commit with the newest commit of the branch it saves to (each save is
 * a commit) and says, in the breeder's words, whether the change is published, still publishing,
 * or did not arrive, and which entries the site leaves out and why.
 */
import { BUILD_STATUS_PATH } from '../lib/content/build-status';
import { longDate } from '../lib/text/spanish';
import { forTheBreeder } from './entry-rules';
import { STATUS_BAR_ID } from './notice';
import { githubGet, type LiveSource } from './repository';
import { savedPriceDates, stalePriceDay } from './price-date';
import { today } from './typed-date';
import { PRICE_MAX_AGE_DAYS } from '../lib/content/proofs';
import { PRICE_DAY_BUTTONS, SITE_LABELS } from '../build/cms-collections';


/** What a build says of itself in /estado.json. */
export interface BuildStatus {
  commit: string | null;
  construido?: string;
  omitidas?: { archivo: string; error: string }[];
}
export interface LatestCommit {
  sha: string;
  /** When it was saved, ISO. */
  date: string;
}
export interface LiveState {
  tone: 'ok' | 'wait' | 'bad' | 'info';
  text: string;
}

/** A build usually takes a few minutes on the host; after this long a change that is not live did not make it. */
export const PUBLISH_MINUTES = 15;

/** A build's day ("2026-12-05") or a commit's moment (ISO), as the breeder reads it. */
const when = (iso: string) => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(iso)) return longDate(iso);
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${d.toLocaleDateString('es-CO', { day: 'numeric', month: 'long' })} a las ${d.toLocaleTimeString('es-CO', { hour: 'numeric', minute: '2-digit' })}`;
};

/** A sentence's end after a moment that may end in «a. m.» or «p. m.» (no «a. m..»). */
const ended = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/** A content error as the breeder reads it: without the file's entry in front, its days as DD/MM/AAAA. */
const plainError = (error: string) => forTheBreeder(error.replace(/^entry "[^"]*" › /, ''));

/**
 * What the status bar needs to name an inventory entry as the lists name it and a field by its
 * label: the breeds (slug → name, and whether a litter or a lot sells them), the cities, and the
 * labels of the litters' and lots' fields, read from config.yml (readEditorNames).
 */
export interface EditorNames {
  breeds: ReadonlyMap<string, { name: string; litter: boolean }>;
  cities: ReadonlyMap<string, string>;
  fields: ReadonlyMap<string, string>;
}

/** A left-out entry as its list names it («Camada de Labrador Retriever, Bogotá, nacida el 1 de noviembre de 2026»), from its file name (`{raza}-{ciudad}-{día}.json`). */
export function entryName(file: string, names: EditorNames | undefined): string {
  const stem = file.replace(/^.*\//, '').replace(/\.json$/, '');
  const day = stem.match(/-(\d{4}-\d{2}-\d{2})$/)?.[1];
  const rest = day ? stem.slice(0, -day.length - 1) : stem;
  // the longest name first: «labrador-retriever-…» is not a «labrador»
  for (const [slug, breed] of [...(names?.breeds ?? [])].sort(([a], [b]) => b.length - a.length)) {
    if (!rest.startsWith(`${slug}-`)) continue;
    const city = names!.cities.get(rest.slice(slug.length + 1));
    if (!city) continue;
    const when = day ? (breed.litter ? `, nacida el ${longDate(day)}` : `, del ${longDate(day)}`) : '';
    return `${breed.litter ? 'Camada' : 'Lote'} de ${breed.name}, ${city}${when}`;
  }
  return stem;
}

/** A build's error with its field by its label («listosDesde: es anterior…» → «Listos para entregar desde»: es anterior…; «animales.1.precio» → «Animales › 2 › Precio en pesos»). */
export function errorInWords(error: string, names: EditorNames | undefined): string {
  const plain = plainError(error);
  const field = plain.match(/^([A-Za-z][\w]*(?:\.[\w]+)*): (.*)$/s);
  if (!field || !names) return plain;
  const labels = field[1]!.split('.').map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : names.fields.get(part) ?? part));
  return `«${labels.join(' › ')}»: ${field[2]}`;
}

/** The entries the site leaves out, what is wrong with each, and what to do. */
const leftOut = (status: BuildStatus | null, names: EditorNames | undefined) => {
  const omitted = status?.omitidas ?? [];
  if (!omitted.length) return '';
  const one = omitted.length === 1;
  const entries = omitted.map((o) => ({ name: entryName(o.archivo, names), error: errorInWords(o.error, names) }));
  const each = entries.map((e) => `«${e.name}» (${e.error})`).join('; ');
  // where to open them: the list they are in, where the names tell
  const lists = [...new Set(entries.map((e) => (e.name.startsWith('Camada de') ? 'Camadas' : e.name.startsWith('Lote de') ? 'Lotes' : 'Camadas o en Lotes')))];
  const where = lists.length === 1 ? lists[0] : 'Camadas o en Lotes';
  return `${one ? 'Una publicación no se muestra en el sitio' : `${omitted.length} publicaciones no se muestran en el sitio`}: ${each}. ${one ? 'Ábrala' : 'Ábralas'} en ${where}, ${one ? 'corríjala' : 'corríjalas'} y guarde de nuevo.`;
};

/** The first sentence of a long status, which the bar shows folded on a phone («Ver más» opens the rest); undefined for a short one. */
export function foldedStatus(text: string): string | undefined {
  if (text.length <= 180) return undefined;
  const end = text.search(/\.\s(?=[A-ZÁÉÍÓÚÑ«])/);
  return end > 0 ? text.slice(0, end + 1) : undefined;
}

/**
 * The sentence of the status bar. `latest` is null where the editor saves on this computer; `names`
 * names the left-out entries as the lists do; `stalePrices`, the day of the prices when a deploy
 * refuses them (price-date.ts › stalePriceDay), '' while it takes them: then nothing saved is
 * published, and the bar says why and what to do, not «estará en el sitio en unos minutos» nor, a
 * quarter of an hour later, «Avise a quien le instaló el sitio» (drive s53).
 */
export function liveState(status: BuildStatus | null, latest: LatestCommit | null, now: Date, names?: EditorNames, stalePrices = ''): LiveState {
  const out = leftOut(status, names);
  if (!latest) {
    return status
      ? { tone: 'info', text: `Copia en este computador: lo que guarde aquí no cambia el sitio en internet. La última prueba del sitio aquí es del ${when(status.construido ?? '')}.${out ? ` ${out}` : ''}` }
      : { tone: 'info', text: 'Copia en este computador: lo que guarde aquí no cambia el sitio en internet.' };
  }
  if (status?.commit === latest.sha) {
    // what is left out may be the very change just saved: not «el sitio ya muestra su último cambio» (editor drive s49)
    if (out) return { tone: 'bad', text: `${out} Lo demás que guardó, hasta el ${when(latest.date)}, ya está en el sitio.` };
    return { tone: 'ok', text: `Publicado: el sitio ya muestra su último cambio, guardado el ${ended(when(latest.date))}` };
  }
  if (stalePrices) {
    return {
      tone: 'bad',
      text: `Sin publicar: su último cambio, del ${when(latest.date)}, quedó guardado, pero el sitio no se publica mientras los precios tengan fecha del ${longDate(stalePrices)} (más de ${PRICE_MAX_AGE_DAYS} días). Actualícela en Criadero › ${SITE_LABELS.prices!.label}, con «${PRICE_DAY_BUTTONS.changed}» o «${PRICE_DAY_BUTTONS.confirmed}»: entonces sale todo lo guardado.${out ? ` ${out}` : ''}`,
    };
  }
  const minutes = (now.getTime() - new Date(latest.date).getTime()) / 60_000;
  if (minutes < PUBLISH_MINUTES) {
    return { tone: 'wait', text: `Publicando: su último cambio, guardado el ${when(latest.date)}, estará en el sitio en unos minutos.` };
  }
  // what the bar knows: the change is saved (the newest commit) and no build of it is live after PUBLISH_MINUTES
  return {
    tone: 'bad',
    text: `Sin publicar: su último cambio, del ${when(latest.date)}, quedó guardado, pero no llegó al sitio. El sitio sigue mostrando la versión anterior${status?.construido ? `, del ${when(status.construido)}` : ''}; nada de lo guardado se pierde, y saldrá con la próxima publicación que funcione. Avise a quien le instaló el sitio: la publicación falló y hay que revisarla.${out ? ` ${out}` : ''}`,
  };
}

/** The names the status bar uses, from the editor's config.yml: the breeds and cities of the inventory's forms, and the labels of their fields. */
export async function readEditorNames(): Promise<EditorNames | undefined> {
  try {
    const config = JSON.parse(await (await fetch('config.yml', { cache: 'no-store' })).text()) as {
      collections?: { name: string; fields?: { name: string; label: string; fields?: unknown[]; options?: { value: string; label: string }[]; razas_por_especie?: Record<string, { value: string; label: string }[]> }[] }[];
    };
    const breeds = new Map<string, { name: string; litter: boolean }>();
    const cities = new Map<string, string>();
    const fields = new Map<string, string>();
    const label = (list: readonly { name: string; label: string; fields?: unknown[] }[]) => {
      for (const f of list) {
        if (!fields.has(f.name)) fields.set(f.name, f.label);
        if (f.fields) label(f.fields as { name: string; label: string }[]);
      }
    };
    for (const collection of config.collections ?? []) {
      if (collection.name !== 'camadas' && collection.name !== 'lotes') continue;
      label(collection.fields ?? []);
      for (const field of collection.fields ?? []) {
        if (field.name === 'ciudad') for (const o of field.options ?? []) cities.set(o.value, o.label);
        // a litter is of dogs or cats; a lot, of livestock or birds
        if (field.name === 'raza') for (const [species, options] of Object.entries(field.razas_por_especie ?? {})) for (const o of options) breeds.set(o.value, { name: o.label, litter: species === 'perros' || species === 'gatos' });
      }
    }
    return { breeds, cities, fields };
  } catch {
    return undefined;
  }
}

const COLORS: Record<LiveState['tone'], string> = { ok: '#e7f5ec;color:#14532d', wait: '#fff7e0;color:#6b4b00', bad: '#fcefea;color:#7a1d0e', info: '#eef2f8;color:#1f2d4d' };

async function readStatus(): Promise<BuildStatus | null> {
  try {
    const response = await fetch(BUILD_STATUS_PATH, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as BuildStatus) : null;
  } catch {
    return null;
  }
}

async function readLatest(source: Extract<LiveSource, { kind: 'github' }>): Promise<LatestCommit | null> {
  const response = await githubGet(source, `commits/${encodeURIComponent(source.branch)}`);
  if (!response) return null;
  const body = (await response.json()) as { sha: string; commit: { committer: { date: string } } };
  return { sha: body.sha, date: body.commit.committer.date };
}

/** Shows the status bar at the foot of the editor and keeps it current (every two minutes, and after each save). */
export function watchLiveStatus(source: LiveSource, register: (event: string, handler: () => void) => void = () => {}): void {
  const bar = document.createElement('p');
  bar.id = STATUS_BAR_ID;
  bar.setAttribute('role', 'status');
  let open = false;
  const paint = (state: LiveState) => {
    bar.dataset.tone = state.tone;
    const folded = foldedStatus(state.text);
    bar.replaceChildren(folded && !open ? folded : state.text);
    if (folded) {
      const more = document.createElement('button');
      more.type = 'button';
      more.textContent = open ? 'Ver menos' : 'Ver más';
      more.setAttribute('aria-expanded', String(open));
      more.style.cssText = 'margin-left:8px;min-height:32px;padding:2px 10px;font:inherit;font-weight:600;color:inherit;background:transparent;border:1px solid currentColor;border-radius:4px;cursor:pointer';
      more.onclick = () => {
        open = !open;
        paint(state);
      };
      bar.append(' ', more);
    }
    bar.style.cssText = `position:fixed;z-index:9999;left:0;right:0;bottom:0;margin:0;padding:5px 12px;font:13px/1.35 system-ui,sans-serif;background:${COLORS[state.tone]};border-top:1px solid rgba(0,0,0,.12)`;
  };
  const names = readEditorNames();
  const refresh = async () => {
    const status = await readStatus();
    const latest = source.kind === 'github' ? await readLatest(source).catch(() => null) : null;
    if (source.kind === 'github' && !latest) {
      paint({ tone: 'info', text: 'No se pudo consultar si el sitio tiene su último cambio; intente de nuevo en unos minutos.' });
      return;
    }
    const stale = latest && status?.commit !== latest.sha ? stalePriceDay(await savedPriceDates(source), today()) : '';
    paint(liveState(status, latest, new Date(), status?.omitidas?.length ? await names : undefined, stale));
  };
  document.body.append(bar);
  document.body.style.paddingBottom = '3.5em';
  void refresh();
  setInterval(() => void refresh(), 120_000);
  register('postSave', () => void setTimeout(() => void refresh(), 3_000));
}
