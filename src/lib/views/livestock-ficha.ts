/**
 * The fact sheet of a livestock line (content/livestock › ficha) as rows, in the words of
 * content/texts/ganado-paginas.json › ficha.
 */
import type { Catalog } from '../content/catalog';
import type { FichaKey, LivestockModel } from '../content/livestock-models';
import { modelOf } from '../content/species';
import { texts } from '../content/texts';
import { BROODER_STEP_C, cattleYields, type LivestockSpecies, speciesLines } from '../domain/livestock';
import type { LinesOfModel, LivestockLine } from '../domain/livestock-models';
import { fillTemplate, formatNumber } from '../text/spanish';

/** The fixed words of the livestock pages (content/texts/ganado-paginas.json). */
const words = texts.livestockPages;

/** A row of a line's fact sheet, by the key a category or a species names it with (content/livestock/clusters.json › ficha). */
export interface FichaRow {
  key: FichaKey;
  label: string;
  value: string;
}
const ficha = words.ficha;
/** A weight in kg, under 1 kg in grams ("unos 450 kg", "unos 350 g"). */
export const kgText = (n: number) =>
  n < 1 ? fillTemplate(ficha.values.grams, { gramos: formatNumber(Math.round(n * 1000)) }) : fillTemplate(ficha.values.kilograms, { kilos: formatNumber(n, 1) });
/** A Spanish number as written in content («2,5», «15»). */
const spanishNumber = (s: string) => Number(s.replace(',', '.'));
/**
 * Whether a sentence already gives a weight of `kg`: the figure itself («unos 2,5 kg») or a range
 * that holds it («de 8 a 15 kg»).
 */
export function weightSaid(sentence: string, kg: number): boolean {
  const n = String.raw`(\d+(?:,\d+)?)`;
  for (const m of sentence.matchAll(new RegExp(String.raw`${n}\s+(?:a|y)\s+${n}\s*kg\b`, 'gu'))) {
    if (spanishNumber(m[1]!) <= kg && kg <= spanishNumber(m[2]!)) return true;
  }
  return [...sentence.matchAll(new RegExp(String.raw`${n}\s*kg\b`, 'gu'))].some((m) => spanishNumber(m[1]!) === kg);
}
/** The fact sheet's rows of each model: the words of its row of domain/livestock-models.ts › MODELS. */
const { labels, values } = ficha;
const FICHAS: { [M in LivestockModel]: (line: LinesOfModel[M]) => FichaRow[] } = {
  bovino: ({ ficha: f, especialidad, clima }): FichaRow[] => {
    const yields = cattleYields(especialidad);
    return [
      { key: 'origen' as const, label: labels.origin, value: f.origen },
      { key: 'peso' as const, label: labels.adultWeight, value: fillTemplate(values.cattleWeight, { hembras: kgText(f.pesoHembraKg), machos: kgText(f.pesoMachoKg) }) },
      ...(yields.milk && f.leche !== undefined ? [{ key: 'leche' as const, label: labels.milk, value: fillTemplate(values.milk, { litros: formatNumber(f.leche) }) }] : []),
      ...(yields.gain && f.gananciaG !== undefined ? [{ key: 'ganancia' as const, label: labels.gain, value: fillTemplate(values.gain, { gramos: formatNumber(f.gananciaG) }) }] : []),
      { key: 'clima' as const, label: labels.climate, value: fillTemplate(values.climate, { clase: words.sale.climateClasses[clima] }) },
      { key: 'rasgos' as const, label: labels.traits, value: f.rasgos },
      { key: 'uso' as const, label: labels.useInColombia, value: f.uso },
    ];
  },
  equino: ({ ficha: f }) => [
    { key: 'origen' as const, label: labels.origin, value: f.origen },
    { key: 'alzada' as const, label: labels.height, value: fillTemplate(values.height, { desde: String(f.alzadaCm[0]), hasta: String(f.alzadaCm[1]) }) },
    { key: 'peso' as const, label: labels.adultWeight, value: kgText(f.pesoKg) },
    { key: 'andar' as const, label: labels.gait, value: f.andar },
    { key: 'temperamento' as const, label: labels.temperament, value: f.temperamento },
    { key: 'uso' as const, label: labels.use, value: f.uso },
  ],
  ave: ({ ficha: f, tipo }): FichaRow[] => {
    if (!f) return [];
    return [
      { key: 'origen' as const, label: labels.origin, value: f.origen },
      // A broiler's weight is its weight at market age, which its production sentence gives: said once, there. A range
      // that holds the weight says more than the one figure (s49 read: «Peso adulto unos 10 kg» beside «de 8 a 15 kg»).
      ...(weightSaid(f.produccion, f.pesoAdultoKg) ? [] : [{ key: 'peso' as const, label: labels.weight, value: kgText(f.pesoAdultoKg) }]),
      // A cage bird is not raised to produce: the sentence is its song and character.
      { key: 'produccion' as const, label: tipo === 'ornamentales' ? labels.behaviour : labels.production, value: f.produccion },
      ...(f.vidaAnios ? [{ key: 'vida' as const, label: labels.life, value: fillTemplate(values.life, { desde: String(f.vidaAnios[0]), hasta: String(f.vidaAnios[1]) }) }] : []),
      ...(f.criadora
        ? [{ key: 'criadora' as const, label: labels.brooder, value: fillTemplate(values.brooder, { inicio: String(f.criadora.inicioC), paso: String(BROODER_STEP_C), semanas: String(f.criadora.semanas) }) }]
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

/** The rows of a line's fact sheet named by `keys`, in their order (a category's card: content/livestock/clusters.json › ficha). */
export function fichaRows(catalog: Catalog, species: LivestockSpecies, slug: string, keys: readonly FichaKey[]): FichaRow[] {
  const rows = lineFicha(catalog, species, slug);
  return keys.flatMap((key) => rows.filter((r) => r.key === key));
}
