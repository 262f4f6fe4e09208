/**
 * A select («Estado», «Sexo», the breeds…) opens at one tap on a phone (drive s51: two taps). A
 * tap is a touch, then the mouse events the browser makes of it. react-select opens its menu on
 * the touch's end (Select › onControlTouchEnd); the mousedown that follows lands on its control
 * (once the input has moved as it gains focus) and, the menu being open, closes it again
 * (onControlMouseDown). That mousedown, made of a tap the select has already answered, is kept
 * from it.
 */

/** react-select's control box (its class ends in «-control», Emotion's label). */
const CONTROL = '[class$="-control"], [class*="-control "]';
/** How long after a touch's end the browser's mouse events of that tap come. */
const TAP_MS = 700;

/** Whether a mousedown at `now` is the browser's copy of a touch that ended at `touchEnd` on the same select. */
export const mouseOfTap = (touchEnd: number, now: number, sameControl: boolean) => sameControl && now - touchEnd >= 0 && now - touchEnd < TAP_MS;

export function oneTapSelects(): void {
  let control: Element | null = null;
  let endedAt = -Infinity;
  document.addEventListener(
    'touchend',
    (event) => {
      control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      endedAt = event.timeStamp;
    },
    true,
  );
  document.addEventListener(
    'mousedown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(CONTROL) : null;
      if (!control || !mouseOfTap(endedAt, event.timeStamp, target === control)) return;
      control = null;
      // before React's listener at the root: the select never sees it, and the focus stays in its input
      event.stopPropagation();
      event.preventDefault();
    },
    true,
  );
}
