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

const leftOut = (status: BuildStatus | null) =>
  status?.omitidas?.length ? ` El sitio no muestra ${status.omitidas.length === 1 ? 'esta publicación' : 'estas publicaciones'}: ${status.omitidas.map((o) => `${o.archivo.replace(/^content\/inventario\//, '')} (${plainError(o.error)})`).join('; ')}. Corríjala en el editor y guarde de nuevo.` : '';

/** The first sentence of a long status, which the bar shows folded on a phone («Ver más» opens the rest); undefined for a short one. */
export function foldedStatus(text: string): string | undefined {
  if (text.length <= 180) return undefined;
  const end = text.search(/\.\s(?=[A-ZÁÉÍÓÚÑ«])/);
  return end > 0 ? text.slice(0, end + 1) : undefined;
}

/** The sentence of the status bar. `latest` is null where the editor saves on this computer. */
export function liveState(status: BuildStatus | null, latest: LatestCommit | null, now: Date): LiveState {
  if (!latest) {
    return status
      ? { tone: 'info', text: `Copia en este computador: lo que guarde aquí no cambia el sitio en internet. La última prueba del sitio aquí es del ${when(status.construido ?? '')}.${leftOut(status)}` }
      : { tone: 'info', text: 'Copia en este computador: lo que guarde aquí no cambia el sitio en internet.' };
  }
  if (status?.commit === latest.sha) {
    return { tone: status.omitidas?.length ? 'bad' : 'ok', text: `Publicado: el sitio ya muestra su último cambio, guardado el ${ended(when(latest.date))}${leftOut(status)}` };
  }
  const minutes = (now.getTime() - new Date(latest.date).getTime()) / 60_000;
  if (minutes < PUBLISH_MINUTES) {
    return { tone: 'wait', text: `Publicando: su último cambio, guardado el ${when(latest.date)}, estará en el sitio en unos minutos.` };
  }
  return {
    tone: 'bad',
    text: `Sin publicar: su último cambio, guardado el ${when(latest.date)}, no llegó al sitio. La publicación falló; el aviso del servicio de alojamiento (correo de Cloudflare Pages o Netlify) dice por qué. El sitio sigue mostrando la versión anterior${status?.construido ? `, del ${when(status.construido)}` : ''}.${leftOut(status)}`,
  };
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
  const refresh = async () => {
    const status = await readStatus();
    const latest = source.kind === 'github' ? await readLatest(source).catch(() => null) : null;
    if (source.kind === 'github' && !latest) {
      paint({ tone: 'info', text: 'No se pudo consultar si el sitio tiene su último cambio; intente de nuevo en unos minutos.' });
      return;
    }
    paint(liveState(status, latest, new Date()));
  };
  document.body.append(bar);
  document.body.style.paddingBottom = '3.5em';
  void refresh();
  setInterval(() => void refresh(), 120_000);
  register('postSave', () => void setTimeout(() => void refresh(), 3_000));
}
