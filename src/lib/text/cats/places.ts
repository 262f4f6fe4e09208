/**
 * The words of the cat pages of a place (/gatos/criadero-de-gatos-{raza}-{lugar}/ and
 * /gatos-en-{lugar}/), filled from the page's facts (src/lib/domain/cat-places.ts): how the kitten
 * arrives, the answer facts (entrega, viaje, costo del envío, clima, documentos). Every sentence is
 * a text of content/texts/gatos-paginas.json, written for the scope where it is true (a delivery
 * mode, a flight abroad, a snub-nosed breed that flies); code only fills names and figures in.
 */
import { texts } from '../../content/texts';
import { CAT_CLIMATE_WORD, type CatDelivery, type CatPlaceFacts } from '../../domain/cat-places';
import { hours } from '../places';
import { catBreedSingular, fillTemplate, formatNumber, uncapitalize } from '../spanish';

type ModeKey = 'local' | 'carretera' | 'carreteraOAvion' | 'avion' | 'exterior';
const MODE_KEY: Record<CatDelivery, ModeKey> = { local: 'local', carretera: 'carretera', 'carretera-o-avion': 'carreteraOAvion', avion: 'avion', exterior: 'exterior' };

/** Whether the kitten may fly to the place. */
export const mayFly = (f: Pick<CatPlaceFacts, 'delivery'>) => f.delivery === 'avion' || f.delivery === 'carretera-o-avion' || f.delivery === 'exterior';

/** The names and figures the templates of a place take. */
function values(f: CatPlaceFacts, sede: string): Record<string, string> {
  return {
    lugar: f.nombre,
    sede,
    ...(f.airport ? { aeropuerto: f.airport } : {}),
    ...(f.city ? { ciudad: f.city } : {}),
    ...(f.km !== undefined ? { km: formatNumber(f.km) } : {}),
    ...(f.roadHours !== undefined ? { horas: hours(f.roadHours) } : {}),
    ...(f.flightHours !== undefined ? { horas: hours(f.flightHours) } : {}),
    ...(f.flightAgeMonths !== undefined ? { meses: String(f.flightAgeMonths) } : {}),
    // the country's entry rules read after «para entrar a {lugar}:»
    ...(f.entryRules ? { requisitos: uncapitalize(f.entryRules) } : {}),
  };
}

/** «Cómo llega el gatito»: the text of the place's delivery mode (which ends with what is confirmed at reservation: the date and, if it flies, who flies with it), then, for a snub-nosed breed that may fly, how it flies. */
export function catDeliveryParagraphs(f: CatPlaceFacts, sede: string, breed?: { nombre: string; formas?: { plural: string }; adaptacion: { braquicefalo?: true } }): string[] {
  const t = texts.catPages.delivery;
  const v = values(f, sede);
  return [
    fillTemplate(t[MODE_KEY[f.delivery]], v),
    ...(breed?.adaptacion.braquicefalo && mayFly(f) ? [fillTemplate(t.snubNosed, { raza: catBreedSingular(breed) })] : []),
  ];
}

/** The id of the documents section of a country's page, which the answer's «Documentos» links where it gives the country's entry rules. */
export const DOCUMENTS_SECTION_ID = 'documentos';

/** The documents of a kitten leaving the country (a country's page only): the ICA certificate, then the country's entry rules where a source gives them, or that they are confirmed before reserving. */
export const catDocumentsAbroad = (f: CatPlaceFacts, sede: string) => {
  const t = texts.catPages.delivery;
  return fillTemplate(f.entryRules ? t.documentsAbroadKnown : t.documentsAbroad, values(f, sede));
};

/** A fact of the answer block, before it gets its key: its label and value. */
export interface PlaceFactWords {
  entrega: { label: string; value: string };
  viaje?: { label: string; value: string };
  costoEnvio: { label: string; value: string };
  clima?: { label: string; value: string };
  documentos?: { label: string; value: string; href?: string };
}

/**
 * What the trip costs (content/texts/comunes.json › answer.petCost, shared with the dog pages): a
 * kitten flies in the cabin, so where it may fly the row gives the airline's cabin fee (an
 * estimate with its source in CONTENT-TO-CONFIRM.md); by road and abroad, how it is settled.
 */
export function catCostValue(f: Pick<CatPlaceFacts, 'delivery'>): string {
  const c = texts.common.answer.petCost;
  return f.delivery === 'exterior' ? c.abroad : mayFly(f) ? c.cabin : c.road;
}

/** The delivery facts of a place, as the answer block shows them (content/texts/gatos-paginas.json › answer). */
export function catPlaceFactWords(f: CatPlaceFacts, sede: string): PlaceFactWords {
  const a = texts.catPages.answer;
  const v = values(f, sede);
  const trip =
    f.delivery === 'local'
      ? undefined
      : f.delivery === 'exterior'
        ? f.directFlight
          ? a.tripValue.exteriorDirecto
          : a.tripValue.exteriorEscala
        : a.tripValue[MODE_KEY[f.delivery] as 'carretera' | 'carreteraOAvion' | 'avion'];
  return {
    entrega: { label: a.delivery, value: fillTemplate(a.deliveryValue[MODE_KEY[f.delivery]], v) },
    ...(trip ? { viaje: { label: a.trip, value: fillTemplate(trip, v) } } : {}),
    costoEnvio: { label: a.cost, value: catCostValue(f) },
    // Abroad the climate is the section's (its coat notes): the first screen keeps the flight and the documents.
    ...(f.climate && f.temperatura && f.delivery !== 'exterior'
      ? { clima: { label: a.climate, value: fillTemplate(a.climateValue, { clima: CAT_CLIMATE_WORD[f.climate], min: String(f.temperatura[0]), max: String(f.temperatura[1]) }) } }
      : {}),
    // A country's entry rules do not fit the first screen of a phone: the fact names them and links the section that gives them.
    ...(f.delivery === 'exterior'
      ? { documentos: f.entryRules ? { label: a.documents, value: fillTemplate(a.documentsAbroadKnown, v), href: `#${DOCUMENTS_SECTION_ID}` } : { label: a.documents, value: fillTemplate(a.documentsAbroad, v) } }
      : {}),
  };
}
