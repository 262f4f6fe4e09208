/**
 * Whether content/site.json has the reservation terms, as the editor last knew it (editor drive
 * at 390 px, s44): the build publishes no available animal without them, so a litter or lot
 * with one is refused before saving (src/admin/entry-rules.ts › NO_RESERVATION_TERMS). Read from
 * the repository when the editor starts and each time the breeder comes back to its tab (the
 * refusal sends her to fill the terms in another tab, so the litter she was typing is not lost),
 * and from each save of Criadero in this tab.
 */
import { reservationFieldsSchema, reservationTermsFilled, SITE_FILE } from '../lib/content/site';
import { readRepositoryFile, type LiveSource } from './repository';

/** Whether the reservation terms of a site.json's data are filled; undefined when they cannot be read. */
export function termsFilledIn(site: unknown): boolean | undefined {
  // read as fields: saved half filled (which the build refuses too), they are not filled
  const terms = reservationFieldsSchema.safeParse((site as { reservation?: unknown } | null)?.reservation ?? {});
  return terms.success ? reservationTermsFilled(terms.data) : undefined;
}

let known: boolean | undefined;
let saved = false;

/** What the editor knows: filled, empty, or unknown (no check: the build still refuses). */
export const reservationFilled = () => known;

/** A save of Criadero: its terms are the repository's now. */
export function learnFromSave(site: unknown): void {
  known = termsFilledIn(site);
  saved = true;
}

/** Reads content/site.json from the repository; `onRead` once it is known (a save of Criadero in this tab meanwhile wins). */
export async function readReservationTerms(source: LiveSource, onRead: () => void): Promise<void> {
  saved = false;
  const text = await readRepositoryFile(source, SITE_FILE);
  if (text === null || saved) return;
  try {
    known = termsFilledIn(JSON.parse(text));
    onRead();
  } catch {
    known = undefined;
  }
}

/** Reads the terms now and again whenever the breeder comes back to this tab. */
export function watchReservationTerms(source: LiveSource, onRead: () => void): void {
  void readReservationTerms(source, onRead);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void readReservationTerms(source, onRead);
  });
}
