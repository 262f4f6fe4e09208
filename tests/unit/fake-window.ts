/** Stand-ins for the window and its clicks, for the DOM wiring of src/islands/interaction.ts and island-boot.ts. */

/** A window stand-in: an EventTarget that globals can be set on. */
export class FakeWindow extends EventTarget {
  [key: string]: unknown;
  setTimeout = (fn: () => void, ms: number) => setTimeout(fn, ms);
}

/** Dispatches a cancelable click on `win` whose target is `target` (left button, no modifier unless given). */
export function dispatchClick(win: EventTarget, target: unknown, init: Partial<MouseEvent> = {}) {
  const event = new Event('click', { cancelable: true });
  Object.defineProperty(event, 'target', { value: target });
  for (const key of ['button', 'metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) Object.defineProperty(event, key, { value: init[key] ?? (key === 'button' ? 0 : false) });
  win.dispatchEvent(event);
  return event;
}
