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
 * The notice of a save refused: the fields to correct, by their labels; a refusal for the empty
 * reservation terms says where to fill them instead of «Corrija «Estado»» (editor drive s50: the
 * «Estado» was right, what was missing was in Criadero).
 */
export function refusalNotice(labels: readonly string[], reservationTerms: boolean): string {
  const fields = labels.map((l) => `«${l}»`).join(', ');
  if (!reservationTerms) return `No se guardó. Corrija lo marcado en rojo${fields ? `: ${fields}` : ''}.`;
  const terms = 'Criadero › Reserva y anticipo';
  if (!fields) return `No se guardó: para mostrar animales disponibles, el sitio necesita antes las reglas de ${terms}. Llénelas en otra pestaña, guárdelas y vuelva aquí a guardar.`;
  return `No se guardó. Corrija lo marcado en rojo: ${fields}; y, para mostrar animales disponibles, llene antes ${terms} en otra pestaña.`;
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
        // a field refused only for the reservation terms is not named: nothing in it is wrong
        const labels = [
          ...new Set(
            errors
              .filter((li) => !reservation(li))
              .map((li) => li.closest('[class*="ControlContainer"]')?.querySelector('label')?.textContent?.replace(/\s*\(opcional\)\s*$/i, '').trim())
              .filter((l): l is string => !!l),
          ),
        ];
        errors[0]!.closest('[class*="ControlContainer"]')?.scrollIntoView({ block: 'center' });
        // gone at the first correction: on a phone it covers part of the form (src/admin/notice.ts)
        const toCriadero = errors.some(reservation);
        notify(refusalNotice(labels, toCriadero), { untilEdit: true, ...(toCriadero ? { link: TO_CRIADERO } : {}) });
      }, 400);
    },
    true,
  );
}
