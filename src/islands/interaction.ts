/**
 * Hydration on first interaction, for islands that cost nothing until the visitor acts (the
 * chat on most pages). Pure DOM wiring over an EventTarget, so it is unit-tested without a
 * browser; `src/integrations/client-interaction.ts` registers it as `client:interaction`.
 *
 * Relative imports only: Astro bundles a directive's entrypoint with esbuild, without the `@/` alias.
 */

/** The first pointer, touch, key or focus anywhere on the page starts hydration (not scroll). */
export const INTERACTION_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** An island that holds clicks dispatches this (bubbling) once its own click handling is live. */
export const ISLAND_READY_EVENT = 'island:ready';

/** Tells the loader an island's click handling is live, so a held click can be replayed now. */
export function announceIslandReady(root: EventTarget | null | undefined): void {
  root?.dispatchEvent(new Event(ISLAND_READY_EVENT, { bubbles: true }));
}

/** A held click waits this long for the island; then it is given back (see armInteraction). */
export const HOLD_TIMEOUT_MS = 5000;

/** The directive's value: `client:interaction={{ hold: 'a[data-chat]', holdIf: 'gtag_report_conversion' }}`. */
export interface InteractionOptions {
  /** Clicks on elements matching this selector before the island is ready are held and replayed. */
  hold?: string;
  /** Hold only when this global is a function (otherwise the element keeps its default action). */
  holdIf?: string;
}

type Listener = (event: Event) => void;
interface EventSource {
  addEventListener(type: string, listener: Listener, options?: boolean | AddEventListenerOptions): void;
  removeEventListener(type: string, listener: Listener, options?: boolean | EventListenerOptions): void;
}

/**
 * Calls `start` once, on the first interaction event on `win`. With `options.hold`, a plain
 * left click on a matching element before `island` dispatches ISLAND_READY_EVENT is
 * prevented (when `holdIf` names a function on `win`, or always without `holdIf`) and the
 * first such element is clicked again once the island is ready: the island sees exactly one click.
 * If hydration fails, or the island is not ready HOLD_TIMEOUT_MS after the held click, holding stops and the
 * held click is given back: `win[holdIf](href)` is called (the conversion opens the link), or
 * without `holdIf` the element is clicked again with its default action.
 */
export function armInteraction(
  win: EventSource & Record<string, unknown> & { setTimeout(fn: () => void, ms: number): unknown },
  island: EventSource,
  options: InteractionOptions,
  start: () => unknown,
): void {
  // All listeners capture, so a handler that stops propagation cannot hide an interaction.
  const capture = { capture: true };
  let started = false;
  const { hold, holdIf } = options;
  let held: HTMLElement | null = null;
  let holding = Boolean(hold);
  const stopHolding = () => {
    holding = false;
    win.removeEventListener('click', onClick, capture);
    const target = held;
    held = null;
    return target;
  };
  const giveBack = () => {
    if (!holding) return;
    const target = stopHolding();
    if (!target) return;
    const fn = holdIf ? win[holdIf] : undefined;
    if (typeof fn === 'function') fn((target as HTMLAnchorElement).href);
    else target.click();
  };
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) win.removeEventListener(type, begin, capture);
    try {
      Promise.resolve(start()).catch(giveBack);
    } catch {
      giveBack();
    }
  };
  for (const type of INTERACTION_EVENTS) win.addEventListener(type, begin, capture);

  const onClick = (event: Event) => {
    const click = event as MouseEvent;
    if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return;
    const target = (click.target as Element | null)?.closest?.(hold!) as HTMLElement | null | undefined;
    if (!target) return;
    if (holdIf && typeof win[holdIf] !== 'function') return;
    click.preventDefault();
    if (!held) {
      held = target;
      win.setTimeout(giveBack, HOLD_TIMEOUT_MS);
    }
    begin();
  };
  if (!hold) return;
  win.addEventListener('click', onClick, capture);
  island.addEventListener(
    ISLAND_READY_EVENT,
    () => {
      if (!holding) return;
      stopHolding()?.click();
    },
    { once: true },
  );
}
