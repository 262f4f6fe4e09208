/**
 * The lines of a cat breed's page that come from its tags, coat and the climate of a place. The
 * words are in content/texts/gatos.json (traits, coatCare, care, climate); code only picks them.
 */
import type { CatBreed } from '../../content/schemas';
import { texts } from '../../content/texts';
import type { Climate } from '../../domain/cats';
import { catBreedSingular, fillTemplate } from '../spanish';

/**
 * One sentence per trait tag, for the breed page's character section. A calm breed (a Persa)
 * gets the apartment line of calm cats, not the climbing shelves of an active one.
 */
export function characterLines(breed: Pick<CatBreed, 'tags'>): string[] {
  const lines: Partial<Record<string, string>> = texts.cats.traits;
  const calm = breed.tags.includes('tranquilo') && !breed.tags.includes('activo');
  const line = (t: string) => (t === 'apartamento' && calm ? (lines.apartamentoTranquilo ?? lines[t]) : lines[t]);
  return breed.tags.flatMap((t) => line(t) ?? []);
}

/** Care every cat needs, plus lines for active and large breeds. */
export function careLines(breed: Pick<CatBreed, 'tags' | 'pelaje'>): string[] {
  const { coatCare, care } = texts.cats;
  const has = (t: CatBreed['tags'][number]) => breed.tags.includes(t);
  return [...coatCare[breed.pelaje], ...(has('activo') || has('jugueton') ? [care.active] : []), ...(has('tam_grande') ? [care.large] : []), ...care.everyCat];
}

/** What the climate of a place means for a breed's coat, in one sentence. */
export function climateNote(breed: Pick<CatBreed, 'nombre' | 'formas' | 'pelaje'>, place: string, climate: Climate): string {
  const notes = texts.cats.climate;
  const values = { raza: catBreedSingular(breed), lugar: place, clima: climate };
  const key = climate === 'frío' ? 'frio' : climate === 'cálido' ? 'calido' : 'templado';
  switch (breed.pelaje) {
    case 'sin_pelo':
      return fillTemplate(notes.sin_pelo[key], values);
    case 'largo':
      return fillTemplate(key === 'calido' ? notes.largo.calido : notes.largo.otro, values);
    case 'corto':
      return fillTemplate(key === 'calido' ? notes.corto.calido : notes.corto.otro, values);
  }
}
