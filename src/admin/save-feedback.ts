/**
 * When «Publicar ahora» saves nothing because a field has a problem, Decap says so only for an
 * empty required field, and does not say which; for the build's rules it says nothing. This
 * names the fields marked in red and brings the first into view.
 */
import { NO_RESERVATION_TERMS } from './entry-rules';
import { NOTICE_ID, type NoticeOptions } from './notice';
import { siteSectionHash } from './open-section';

const SAVE_BUTTONS = /^(Publicar ahora|Publicar y crear otra|Publicar y duplicar)$/;

/** A refusal that sends the breeder to Criadero (entry-rules.ts › NO_RESERVATION_TERMS): the notice opens it in another tab (editor drive s46: «Ábralo en otra pestaña» was words only), at that section, unfolded (s50). */
const TO_CRIADERO = { text: 'Abrir Criadero › Reserva y anticipo en otra pestaña', href: siteSectionHash('reservation') };

/**
 * The notice of a save refused: what to correct, one problem a line, each with where to go. The
 * fields to correct, by their labels; the empty reservation terms said apart, as where to fill them
 * instead of «Corrija «Estado»» (editor drive s50: the «Estado» was right, what was missing was in
 * Criadero), without the words of the red message next to «Estado» again (drive s51: the same
 * sentence twice on the screen), and not in one sentence with the fields (drive s51: «Corrija …; y,
 * para mostrar animales disponibles, llene antes…»).
 */
export function refusalNotice(labels: readonly string[], reservationTerms: boolean): string {
  const fields = labels.map((l) => `«${l}»`).join(', ');
  const correct = `Corrija lo marcado en rojo${fields ? `: ${fields}` : ''}.`;
  if (!reservationTerms) return `No se guardó. ${correct}`;
  const terms = 'Faltan las reglas de Criadero › Reserva y anticipo; lo marcado en rojo dice cuáles.';
  if (!fields) return `No se guardó. ${terms}`;
  return `No se guardó, por dos razones:\n1. ${correct}\n2. ${terms}`;
}

/** The label a field with a message shows (without «(opcional)»). */
const labelOf = (container: Element | null | undefined) => container?.querySelector('label')?.textContent?.replace(/\s*\(opcional\)\s*$/i, '').trim();

/**
 * Brings a field with a message to the top of the form, under the toolbar (held at the top on a
 * phone): its red message, above its label, in view, and clear of the notice at the foot (drive
 * s51: «Publicar» scrolled the field to the middle, and the notice covered the message of the next).
 */
export function bringToTop(container: Element): void {
  container.scrollIntoView({ block: 'start' });
  const toolbar = document.querySelector('[class*="ToolbarContainer"]')?.getBoundingClientRect();
  const top = container.getBoundingClientRect().top;
  if (toolbar && top < toolbar.bottom + 8) window.scrollBy(0, top - toolbar.bottom - 8);
}

export function saveFeedback(notify: (message: string, options?: NoticeOptions) => void): void {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('[role="menuitem"], button, span') : null;
      if (!target || !SAVE_BUTTONS.test(target.textContent?.trim() ?? '')) return;
      const noticeAtClick = document.getElementById(NOTICE_ID);
      setTimeout(() => {
        // a notice given since the click (a refused photo: CI s46, under load) is newer news: it stays
        const notice = document.getElementById(NOTICE_ID);
        if (notice && notice !== noticeAtClick) return;
        const errors = [...document.querySelectorAll('[class*="ControlErrorsList"] li')];
        if (!errors.length) return;
        const reservation = (li: Element) => !!li.textContent?.includes(NO_RESERVATION_TERMS);
        const container = (li: Element) => li.closest('[class*="ControlContainer"]');
        // a field refused only for the reservation terms is not named: nothing in it is wrong
        const labels = [...new Set(errors.filter((li) => !reservation(li)).map((li) => labelOf(container(li))))].filter((l): l is string => !!l);
        // every field with a message, top to bottom; the first brought into view, the next a tap away on the notice
        // (on a phone the notice covers the foot of the form: drive s51, the price's message was under it)
        const stops = [...new Map(errors.map((li) => [container(li), labelOf(container(li))] as const).filter(([c, l]) => c && l)).entries()] as [Element, string][];
        if (stops[0]) bringToTop(stops[0][0]);
        let next = 1;
        const goTo =
          stops.length > 1
            ? [
                {
                  text: `Ir a «${stops[1]![1]}»`,
                  onClick: () => {
                    bringToTop(stops[next]![0]);
                    next = (next + 1) % stops.length;
                    return `Ir a «${stops[next]![1]}»`;
                  },
                },
              ]
            : [];
        const toCriadero = errors.some(reservation);
        // gone at the first correction: on a phone it covers part of the form (src/admin/notice.ts)
        notify(refusalNotice(labels, toCriadero), { untilEdit: true, goTo, ...(toCriadero ? { link: TO_CRIADERO } : {}) });
      }, 400);
    },
    true,
  );
}
