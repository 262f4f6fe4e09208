/**
 * The fact sheet of a livestock line (content/livestock › ficha) as rows, in the words of
 * content/texts/ganado-paginas.json › ficha.
 */
import type { Catalog } from '../content/catalog';
import type { LivestockModel } from '../content/livestock-models';
import { modelOf } from '../content/species';
import { texts } from '../content/texts';
import { BROODER_STEP_C, cattleYields, type LivestockSpecies, speciesLines } from '../domain/livestock';
import type { LinesOfModel, LivestockLine } from '../domain/livestock-models';
import { fillTemplate, formatNumber } from '../text/spanish';

/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

/** A row of a line's fact sheet. */
export interface FichaRow {
  label: string;
  value: string;
}
const ficha = words.ficha;
/** A weight in kg, under 1 kg in grams ("unos 450 kg", "unos 350 g"). */
export const kgText = (n: number) =>
  n < 1 ? fillTemplate(ficha.values.grams, { gramos: formatNumber(Math.round(n * 1000)) }) : fillTemplate(ficha.values.kilograms, { kilos: formatNumber(n, 1) });
/** The fact sheet's rows of each model: the words of its row of domain/livestock-models.ts › MODELS. */
const { labels, values } = ficha;
const FICHAS: { [M in LivestockModel]: (line: LinesOfModel[M]) => FichaRow[] } = {
  bovino: ({ ficha: f, especialidad }) => {
    const yields = cattleYields(especialidad);
    return [
      { label: labels.origin, value: f.origen },
      { label: labels.adultWeight, value: fillTemplate(values.cattleWeight, { hembras: kgText(f.pesoHembraKg), machos: kgText(f.pesoMachoKg) }) },
      ...(yields.milk && f.leche !== undefined ? [{ label: labels.milk, value: fillTemplate(values.milk, { litros: formatNumber(f.leche) }) }] : []),
      ...(yields.gain && f.gananciaG !== undefined ? [{ label: labels.gain, value: fillTemplate(values.gain, { gramos: formatNumber(f.gananciaG) }) }] : []),
      { label: labels.traits, value: f.rasgos },
      { label: labels.useInColombia, value: f.uso },
    ];
  },
  equino: ({ ficha: f }) => [
    { label: labels.origin, value: f.origen },
    { label: labels.height, value: fillTemplate(values.height, { desde: String(f.alzadaCm[0]), hasta: String(f.alzadaCm[1]) }) },
    { label: labels.adultWeight, value: kgText(f.pesoKg) },
    { label: labels.gait, value: f.andar },
    { label: labels.temperament, value: f.temperamento },
    { label: labels.use, value: f.uso },
  ],
  ave: ({ ficha: f, tipo }) => {
    if (!f) return [];
    const weight = kgText(f.pesoAdultoKg);
    return [
      { label: labels.origin, value: f.origen },
      // A broiler's weight is its weight at market age, which its production sentence gives: said once, there.
      ...(f.produccion.includes(weight) ? [] : [{ label: labels.weight, value: weight }]),
      // A cage bird is not raised to produce: the sentence is its song and character.
      { label: tipo === 'ornamentales' ? labels.behaviour : labels.production, value: f.produccion },
      ...(f.vidaAnios ? [{ label: labels.life, value: fillTemplate(values.life, { desde: String(f.vidaAnios[0]), hasta: String(f.vidaAnios[1]) }) }] : []),
      ...(f.criadora
        ? [{ label: labels.brooder, value: fillTemplate(values.brooder, { inicio: String(f.criadora.inicioC), paso: String(BROODER_STEP_C), semanas: String(f.criadora.semanas) }) }]
        : []),
    ];
  },
};

/** The fact sheet of a line as rows (content/livestock › ficha), or none for a bird that is not sold. */
export function lineFicha(catalog: Catalog, species: LivestockSpecies, slug: string): FichaRow[] {
  const line = speciesLines(catalog, species).find((l) => l.slug === slug)!;
  // The species' lines follow its model's schema (content/files.ts › LINE_SCHEMAS): its row of FICHAS reads them.
  return (FICHAS[modelOf(species)] as (line: LivestockLine) => FichaRow[])(line);
}
