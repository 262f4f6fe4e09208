/**
 * After a save of the dog prices, a reminder of the date the site gives them (editor drive s49:
 * nothing said it; titles name the prices' year, and a deploy refuses prices more than a year
 * old): «Si cambió precios, actualice «Fecha de los precios» en Criadero (hoy dice 1 de junio de
 * 2025).», with that date read from content/site.json as saved, and a link that opens Criadero.
 * Once the prices are older than a deploy accepts (PRICE_MAX_AGE_DAYS, read where the build and
 * `npm run deploy:check` read it), it says so: nothing saved reaches the site until the date is
 * updated (editor drive s50: the content's 2025-06-01 already stopped a deploy, and the reminder
 * only said the date), after a save of the prices and after any other save as well, whose
 * «Guardado. El sitio lo mostrará en unos minutos» does not hold then (drive s51).
 */
import { daysSince, PRICE_MAX_AGE_DAYS, type PriceDates, priceDay } from '../lib/content/proofs';
import { SITE_FILE } from '../lib/content/site';
import { PRICE_DAY_BUTTONS, SITE_COLLECTION, SITE_LABELS } from '../build/cms-collections';
import { longDate } from '../lib/text/spanish';
import { openSection, siteSectionHash } from './open-section';
import type { NoticeOptions } from './notice';
import { readRepositoryFile, type LiveSource } from './repository';
import { closeSavedNotices, type DecapStore } from './saved-entry';
import { today } from './typed-date';

/** The collection whose saves remind of the date: the dog prices (the cats' and livestock's prices are in their breeds and lines, with much else). */
export const PRICE_COLLECTION = 'precios';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The day the prices are current as of, as the build reads it; '' without a date. */
const priceSince = (prices: Partial<PriceDates> | undefined) =>
  priceDay({ updatedOn: DAY.test(prices?.updatedOn ?? '') ? prices!.updatedOn! : '', confirmedOn: DAY.test(prices?.confirmedOn ?? '') ? prices!.confirmedOn! : '' });
const tooOld = (since: string, day: string) => !!since && DAY.test(day) && daysSince(since, day) > PRICE_MAX_AGE_DAYS;

/**
 * What a save in `collection` is told of the prices' date: after a save of the prices, the
 * reminder; after any other save, only when the prices are too old to publish (then the
 * «Guardado. El sitio lo mostrará en unos minutos» of every save does not hold: drive s51).
 * `again`: the session was told once already, in full (priceDateReminder).
 */
export function priceDateNotice(collection: string, prices: Partial<PriceDates> | undefined, day: string, again = false): string | undefined {
  if (collection === PRICE_COLLECTION || tooOld(priceSince(prices), day)) return priceDateReminder(prices, day, again, collection === SITE_COLLECTION);
  return undefined;
}

/** Whether a deploy refuses the prices of content/site.json › prices (as saved) on `day`. */
export const pricesTooOld = (prices: Partial<PriceDates> | undefined, day: string) => tooOld(priceSince(prices), day);
/** The day the prices date from (YYYY-MM-DD) when a deploy refuses them on `day`; '' while it takes them. */
export const stalePriceDay = (prices: Partial<PriceDates> | undefined, day: string) => (pricesTooOld(prices, day) ? priceSince(prices) : '');

/** content/site.json › prices as saved in the repository, or undefined. */
export async function savedPriceDates(source: LiveSource): Promise<Partial<PriceDates> | undefined> {
  try {
    return (JSON.parse((await readRepositoryFile(source, SITE_FILE)) ?? '') as { prices?: Partial<PriceDates> }).prices;
  } catch {
    return undefined;
  }
}

/** What a save with prices too old did: it is saved all the same (it goes out with the first publication after the date is updated). */
export const SAVED_WAITS = 'esto quedó guardado.';

/**
 * The reminder, for content/site.json › prices as saved (YYYY-MM-DD each) on the breeder's
 * `day`: the date the site gives the prices; plainly, when a deploy no longer accepts them, that
 * nothing saved reaches the site while they are that old, and, the first time in a session, the
 * buttons that update the date (on Criadero, a button that brings them into view); after that (`again`), the first sentence alone (drive s52: with
 * Decap's «Guardado», it covered half the screen after every save); a short one without a date.
 * Too old, it also says that the save happened: it stands in for Decap's green «Guardado» (s53).
 */
export function priceDateReminder(prices: Partial<PriceDates> | undefined, day: string, again = false, onSite = false): string {
  const since = priceSince(prices);
  if (!since) return 'Si cambió precios, actualice «Fecha de los precios» en Criadero.';
  if (tooOld(since, day)) {
    // it stands in for Decap's green «Guardado»: what was just saved is saved, and waits (drive s53: only the toolbar said it was saved)
    const stop = `Nada de lo que guarde llegará al sitio mientras los precios tengan fecha del ${longDate(since)}`;
    if (again) return `${stop}; ${SAVED_WAITS}`;
    // on Criadero (`onSite`) its button «Ir a «Fecha de los precios»» brings the field and its two buttons, with their words, into view:
    // the notice does not say them again (drive s54: with them it took 209 px of the 211 a phone's form can spare, 390×844)
    if (onSite) return `${stop} (más de ${PRICE_MAX_AGE_DAYS} días); ${SAVED_WAITS}`;
    // elsewhere, the words of the field's two buttons (drive s52: the notice said «el de hoy en «Última confirmación…»» beside a button that does it)
    return `${stop} (más de ${PRICE_MAX_AGE_DAYS} días); ${SAVED_WAITS} En Criadero › ${SITE_LABELS.prices!.label}, toque «${PRICE_DAY_BUTTONS.changed}» o «${PRICE_DAY_BUTTONS.confirmed}».`;
  }
  return `Si cambió precios, actualice «Fecha de los precios» en Criadero (hoy dice ${longDate(since)}).`;
}

const TO_PRICE_DATE = { text: 'Abrir Criadero en otra pestaña', href: siteSectionHash('prices') };
/** On Criadero itself, the notice brings its field into view, unfolded (drive s52: it offered to open the same screen in another tab). */
export const GO_TO_PRICE_DATE = `Ir a «${SITE_LABELS.prices!.label}»`;
/** The key of sessionStorage that keeps the prices' date the session was told in full is too old. */
const TOLD = 'editor-precios-viejos-dicho';

export function remindPriceDate(
  source: LiveSource,
  register: (event: string, handler: (payload: { entry: { get: (key: string) => unknown } }) => void) => void,
  notify: (message: string, options?: NoticeOptions) => void,
  store?: DecapStore,
): void {
  register('postSave', ({ entry }) => {
    const collection = String(entry.get('collection'));
    void savedPriceDates(source).then((prices) => {
      const day = today();
      const stale = pricesTooOld(prices, day);
      const told = stale && sessionStorage.getItem(TOLD) === priceSince(prices);
      const message = priceDateNotice(collection, prices, day, told);
      if (!message) return;
      if (stale) {
        sessionStorage.setItem(TOLD, priceSince(prices));
        // Decap's «Guardado. El sitio lo mostrará en unos minutos» does not hold: this notice says what does, in its place
        closeSavedNotices();
      }
      // where the date is: on Criadero itself, a tap away in this form; elsewhere, Criadero in another tab (the form here stays)
      const where = collection === SITE_COLLECTION && store ? { goTo: [{ text: GO_TO_PRICE_DATE, onClick: () => openSection(store, 'prices', true) }] } : { link: TO_PRICE_DATE };
      // too old, it says the save happened, in place of Decap's green «Guardado»: it goes as that one does, at the form's first change,
      // and at a tap on the form, which it covers in part on a phone; a swipe does not take it (drive s52: it went at the first touch,
      // a scroll included, before it was read); the next save says it again
      notify(message, { reminder: true, ...where, untilEdit: stale, saved: stale });
    });
  });
}
