/**
 * Hydration on first interaction, for islands that cost nothing until the visitor acts (the
 * chat on most pages). Pure DOM wiring over an EventTarget, so it is unit-tested without a
 * browser; `src/build/integrations/client-interaction.ts` registers it as `client:interaction`.
 *
 * Relative imports only: Astro bundles a directive's entrypoint with esbuild, without the `@/` alias.
 */

/** The first pointer, touch, key or focus anywhere on the page starts hydration (not scroll). */
export const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** An island whose links the loader answers dispatches this (bubbling) once its own click handling is live. */
export const ISLAND_READY_EVENT = 'island:ready';

/** Tells the loader an island's click handling is live: the loader stops answering its links. */
export function announceIslandReady(root: EventTarget | null | undefined): void {
  root?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
}

/**
 * The directive's value: `client:interaction={{ link: 'a[data-chat]', call: 'gtag_report_conversion' }}`.
 * Until the island is ready, a plain left click on a `link` is answered at once by the global
 * function `call` (when the page defines it), with the link's href, instead of waiting for the island.
 */
export interface InteractionOptions {
  /** The links answered before the island is ready. */
  link?: string;
  /** The global function that answers them (the conversion function, which reports and opens the chat). */
  call?: string;
}

type Listener = (event: Event) => void;
interface EventSource {
  addEventListener(type: string, listener: Listener, options?: boolean | AddEventListenerOptions): void;
  removeEventListener(type: string, listener: Listener, options?: boolean | EventListenerOptions): void;
}

/**
 * Calls `start` once, on the first interaction event on `win`. With `options.link` and
 * `options.call`, a plain left click on a matching element before `island` dispatches
 * ISLAND_READY_EVENT is answered at once when `win[call]` is a function: its default action is
 * prevented and `win[call](href)` is called (the conversion is reported and the chat opens
 * without waiting for the island's code), and hydration starts. The island sees no such click;
 * from its ready event on, the clicks are the island's alone. Without the function the click
 * keeps its default action (the link opens the chat).
 */
export function armInteraction(win: EventSource & Record<string, unknown>, island: EventSource, options: InteractionOptions, start: () => unknown): void {
  // All listeners capture, so a handler that stops propagation cannot hide an interaction.
  const capture = { capture: true };
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) win.removeEventListener(type, begin, capture);
    try {
      // A failed hydration leaves the links to the answer below and to their default action.
      Promise.resolve(start()).catch(() => {});
    } catch {
      // As above.
    }
  };
  for (const type of INTERACTION_EVENTS) win.addEventListener(type, begin, capture);

  const { link, call } = options;
  if (!link || !call) return;
  const onClick = (event: Event) => {
    const click = event as MouseEvent;
    if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const target = (click.target as Element | null)?.closest?.(link) as HTMLAnchorElement | null | undefined;
    const answer = win[call];
    if (!target || typeof answer !== 'function') return;
    click.preventDefault();
    answer(target.href);
    begin();
  };
  win.addEventListener('click', onClick, capture);
  island.addEventListener(ISLAND_READY_EVENT, () => win.removeEventListener('click', onClick, capture), { once: true });
}
