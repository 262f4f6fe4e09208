/**
 * After a save of the dog prices, a reminder of the date the site gives them (editor drive s49:
 * nothing said it; titles name the prices' year, and a deploy refuses prices more than a year
 * old): «Si cambió precios, actualice «Fecha de los precios» en Criadero (hoy dice 1 de junio de
 * 2025).», with that date read from content/site.json as saved, and a link that opens Criadero.
 * Once the prices are older than a deploy accepts (PRICE_MAX_AGE_DAYS, read where the build and
 * `npm run deploy:check` read it), it says so: nothing saved reaches the site until the date is
 * updated (editor drive s50: the content's 2025-06-01 already stopped a deploy, and the reminder
 * only said the date).
 */
import { PRICE_MAX_AGE_DAYS, type PriceDates, priceDay } from '../lib/content/proofs';
import { SITE_FILE } from '../lib/content/site';
import { longDate } from '../lib/text/spanish';
import { siteSectionHash } from './open-section';
import type { NoticeOptions } from './notice';
import { readRepositoryFile, type LiveSource } from './repository';
import { today } from './typed-date';

/** The collection whose saves remind of the date: the dog prices (the cats' and livestock's prices are in their breeds and lines, with much else). */
export const PRICE_COLLECTION = 'precios';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The reminder, for content/site.json › prices as saved (YYYY-MM-DD each) on the breeder's
 * `day`: the date the site gives the prices; plainly, when a deploy no longer accepts them, that
 * the site is not published until the date is updated; a short one without a date.
 */
export function priceDateReminder(prices: Partial<PriceDates> | undefined, day: string): string {
  const dates = { updatedOn: DAY.test(prices?.updatedOn ?? '') ? prices!.updatedOn! : '', confirmedOn: DAY.test(prices?.confirmedOn ?? '') ? prices!.confirmedOn! : '' };
  const since = priceDay(dates);
  if (!since) return 'Si cambió precios, actualice «Fecha de los precios» en Criadero.';
  if (DAY.test(day) && dayNumber(day) - dayNumber(since) > PRICE_MAX_AGE_DAYS) {
    return (
      `Los precios tienen fecha del ${longDate(since)}, hace más de ${PRICE_MAX_AGE_DAYS} días, y el sitio no se publica con precios tan viejos: ` +
      'nada de lo que guarde llegará al sitio hasta que actualice «Fecha de los precios» en Criadero ' +
      '(el día en que cambió los precios o, si siguen valiendo, el de hoy en «Última confirmación de los precios»).'
    );
  }
  return `Si cambió precios, actualice «Fecha de los precios» en Criadero (hoy dice ${longDate(since)}).`;
}

const TO_PRICE_DATE = { text: 'Abrir Criadero en otra pestaña', href: siteSectionHash('prices') };

export function remindPriceDate(source: LiveSource, register: (event: string, handler: (payload: { entry: { get: (key: string) => unknown } }) => void) => void, notify: (message: string, options?: NoticeOptions) => void): void {
  register('postSave', ({ entry }) => {
    if (entry.get('collection') !== PRICE_COLLECTION) return;
    void readRepositoryFile(source, SITE_FILE).then((text) => {
      let prices: Partial<PriceDates> | undefined;
      try {
        prices = (JSON.parse(text ?? '') as { prices?: Partial<PriceDates> }).prices;
      } catch {
        prices = undefined;
      }
      notify(priceDateReminder(prices, today()), { reminder: true, link: TO_PRICE_DATE });
    });
  });
}
