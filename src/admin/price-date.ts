/**
 * After a save of the dog prices, a reminder of the date the site gives them (editor drive s49:
 * nothing said it; titles name the prices' year, and a deploy refuses prices more than a year
 * old): «Si cambió precios, actualice «Fecha de los precios» en Criadero (hoy dice 1 de junio de
 * 2025).», with that date read from content/site.json as saved, and a link that opens Criadero.
 */
import { SITE_FILE } from '../lib/content/site';
import { longDate } from '../lib/text/spanish';
import { siteSectionHash } from './open-section';
import type { NoticeOptions } from './notice';
import { readRepositoryFile, type LiveSource } from './repository';

/** The collection whose saves remind of the date: the dog prices (the cats' and livestock's prices are in their breeds and lines, with much else). */
export const PRICE_COLLECTION = 'precios';

/** The reminder, for the date content/site.json › prices.updatedOn has (YYYY-MM-DD); a short one without it. */
export function priceDateReminder(updatedOn: string | undefined): string {
  const day = updatedOn && /^\d{4}-\d{2}-\d{2}$/.test(updatedOn) ? ` (hoy dice ${longDate(updatedOn)})` : '';
  return `Si cambió precios, actualice «Fecha de los precios» en Criadero${day}.`;
}

const TO_PRICE_DATE = { text: 'Abrir Criadero en otra pestaña', href: siteSectionHash('prices') };

export function remindPriceDate(source: LiveSource, register: (event: string, handler: (payload: { entry: { get: (key: string) => unknown } }) => void) => void, notify: (message: string, options?: NoticeOptions) => void): void {
  register('postSave', ({ entry }) => {
    if (entry.get('collection') !== PRICE_COLLECTION) return;
    void readRepositoryFile(source, SITE_FILE).then((text) => {
      let updatedOn: string | undefined;
      try {
        updatedOn = (JSON.parse(text ?? '') as { prices?: { updatedOn?: string } }).prices?.updatedOn;
      } catch {
        updatedOn = undefined;
      }
      notify(priceDateReminder(updatedOn), { reminder: true, link: TO_PRICE_DATE });
    });
  });
}
