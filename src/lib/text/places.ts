/**
 * What the place texts of every species share: a section of local text, and numbers and hours as
 * a sentence reads them. The place's facts are in ../domain/places.ts; the species' texts in
 * content/texts, filled by dogs/place-page.ts, cats/places.ts and the livestock views.
 */
import type { City, Department } from '../content/schemas';
import { CLIMATE_NOTE_KEYS, type ClimateNoteKey, placesByClimate } from '../domain/places';
import { fillTemplate, formatNumber } from './spanish';

/** A section of local text: a heading and paragraphs, optionally a list. */
export interface GuideSection {
  heading: string;
  /** The id of its heading, where a fact of the answer links to the section (#documentos). */
  id?: string;
  paragraphs: string[];
  list?: string[];
}

export const num = (n: number) => formatNumber(n);

/** The departments by name (catalog.departmentByName). */
export type DepartmentsByName = ReadonlyMap<string, Department>;
/** A department with the article it takes in a sentence; the catalog has checked that every department a place or a line names is in content/places/departments.json. */
export function department(departments: DepartmentsByName, name: string): Department {
  const found = departments.get(name);
  if (!found) throw new Error(`"${name}" is not a department of content/places/departments.json`);
  return found;
}
/**
 * Hours as one says them after «unas» or «serían»: «2 horas y media», not «2,5 horas» (s54b: Costa
 * Rica's flight); an hour and a half stays «1,5 horas», which reads after «unas» («unas una hora y media» would not).
 */
export const hours = (h: number) => {
  if (h <= 1) return 'una hora';
  const whole = Math.floor(h);
  return h - whole === 0.5 && whole >= 2 ? `${num(whole)} horas y media` : `${num(h)} horas`;
};

/**
 * The climate notes of a breed page, cold → hot: each under its class and the national cities where
 * it is read (domain/places.ts › placesByClimate), in the species' label of the class («En tierra
 * fría ({ciudades})», the livestock lines' format: the class for a buyer whose city is not listed,
 * the cities for one who does not know his class); the note is the breed's own text
 * (content/dogs|cats/breeds.json › clima). A class without a city, or without a note (it asks
 * nothing special of the breed), has no block.
 */
export function breedClimateNotes(cities: readonly Pick<City, 'nombre' | 'clima'>[], clima: Readonly<Record<ClimateNoteKey, string | undefined>>, labels: Readonly<Record<ClimateNoteKey, string>>) {
  const byClass = placesByClimate(cities);
  return CLIMATE_NOTE_KEYS.filter((k) => byClass[k].length && clima[k]).map((k) => ({
    label: fillTemplate(labels[k], { ciudades: byClass[k].map((c) => c.nombre).join(', ') }),
    text: clima[k]!,
  }));
}

/**
 * The closing lines of a breed page's climate section: for each class with cities but without the
 * breed's note (it asks nothing special there), the species' sentence that says so, with its cities
 * («En clima templado (Medellín, …) no necesita cuidados especiales.»): the buyer there finds his climate.
 */
export function breedClimateCalm(cities: readonly Pick<City, 'nombre' | 'clima'>[], clima: Readonly<Record<ClimateNoteKey, string | undefined>>, calm: Readonly<Record<ClimateNoteKey, string>>): string[] {
  const byClass = placesByClimate(cities);
  return CLIMATE_NOTE_KEYS.filter((k) => byClass[k].length && !clima[k]).map((k) => fillTemplate(calm[k], { ciudades: byClass[k].map((c) => c.nombre).join(', ') }));
}
