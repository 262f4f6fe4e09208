/**
 * The livestock models as tables (issue 42, item 3): one row per model of content/species.json ›
 * ganado.modelo, the content checks and the pages reading the rows instead of testing the model.
 */
import { describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { LIVESTOCK_MODELS, MODEL_FACTS } from '@/lib/content/livestock-models';
import { LIVESTOCK_SPECIES, modelOf, ROAD_SPECIES } from '@/lib/content/species';
import { linesOf, speciesLines } from '@/lib/domain/livestock';
import { MODELS, modelRow } from '@/lib/domain/livestock-models';
import { lineProfile } from '@/lib/domain/livestock-sale';
import { placeholderIndex } from '@/lib/pages/placeholder-index';

const catalog = readCatalog();

describe('the livestock models table', () => {
  it('has one row per model, at each floor, and the pages row extends the content facts', () => {
    expect(Object.keys(MODEL_FACTS).sort()).toEqual([...LIVESTOCK_MODELS].sort());
    expect(Object.keys(MODELS).sort()).toEqual([...LIVESTOCK_MODELS].sort());
    for (const model of LIVESTOCK_MODELS) expect(MODELS[model]).toMatchObject(MODEL_FACTS[model]);
  });

  it('gives the road species from the models with a truck', () => {
    expect(ROAD_SPECIES).toEqual(LIVESTOCK_SPECIES.filter((s) => MODEL_FACTS[modelOf(s)].truck));
    expect(ROAD_SPECIES).toEqual(['equinos', 'bovinos']);
  });

  it("reads every line of a species with its own model's row", () => {
    for (const species of LIVESTOCK_SPECIES) {
      const row = modelRow(species);
      for (const line of speciesLines(catalog, species)) {
        expect(typeof row.label(line)).toBe('string');
        expect(['camion', 'cajas']).toContain(row.travel(line).transport);
      }
    }
  });

  it('sells every cattle and equine line, and the birds that are not for education only', () => {
    expect(speciesLines(catalog, 'bovinos').every(modelRow('bovinos').sold)).toBe(true);
    expect(speciesLines(catalog, 'equinos').every(modelRow('equinos').sold)).toBe(true);
    const unsold = linesOf(catalog, 'aves', 'ave').filter((b) => !MODELS.ave.sold(b));
    expect(unsold.length).toBeGreaterThan(0);
    expect(unsold.every((b) => b.estadoLegal === 'solo-informativo' && (b.educacion?.length ?? 0) > 0)).toBe(true);
    expect(placeholderIndex(catalog).species.aves!.info).toEqual(unsold.map((b) => b.slug));
    expect(placeholderIndex(catalog).species.bovinos!.info).toEqual([]);
  });

  it('sends an ostrich by truck and the other birds in boxes; cattle and horses by truck, with their weight', () => {
    const ostrich = linesOf(catalog, 'aves', 'ave').find((b) => b.tipo === 'avestruz')!;
    expect(lineProfile(catalog, 'aves', ostrich.slug).transport).toBe('camion');
    const hen = linesOf(catalog, 'aves', 'ave').find((b) => b.tipo === 'gallinas')!;
    expect(lineProfile(catalog, 'aves', hen.slug).transport).toBe('cajas');
    const cow = linesOf(catalog, 'bovinos', 'bovino')[0]!;
    expect(lineProfile(catalog, 'bovinos', cow.slug)).toMatchObject({ transport: 'camion', weightKg: cow.ficha.pesoHembraKg });
  });
});
