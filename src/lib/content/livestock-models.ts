/**
 * The three livestock models (content/species.json › ganado.modelo): how the lines of a livestock
 * species are described, like cattle, horses or birds. What the content checks need to know of a
 * model is one row of MODEL_FACTS; what the pages read of a line of it is the same model's row of
 * src/lib/domain/livestock-models.ts › MODELS, which extends this one. No branch tests a model.
 */

export const LIVESTOCK_MODELS = ['bovino', 'equino', 'ave'] as const;
export type LivestockModel = (typeof LIVESTOCK_MODELS)[number];

/** The rows of a line's fact sheet (content/livestock › ficha), by the names a category card picks them with (clusters.json › ficha). */
export const FICHA_KEYS = ['origen', 'peso', 'alzada', 'andar', 'temperamento', 'leche', 'ganancia', 'clima', 'rasgos', 'produccion', 'uso', 'vida', 'criadora'] as const;
export type FichaKey = (typeof FICHA_KEYS)[number];

/** What a model allows a species of it, as the content checks read it. */
export interface ModelFacts {
  /** Its species travel by road in a livestock truck of their own (content/livestock/transporte.json has an entry for each). */
  truck: boolean;
  /** A species of it may have a page per city (content/species.json › ganado.paginasPorCiudad): those pages are written for cattle and equines. */
  cityPages: boolean;
  /** Its lines have a purpose (especialidad) that the purpose categories (leche, carne, doble-proposito) list exactly. */
  purposes: boolean;
  /** The rows its lines' fact sheets can have (src/lib/views/livestock-ficha.ts writes them). */
  ficha: readonly FichaKey[];
}

export const MODEL_FACTS: Record<LivestockModel, ModelFacts> = {
  bovino: { truck: true, cityPages: true, purposes: true, ficha: ['origen', 'peso', 'leche', 'ganancia', 'clima', 'rasgos', 'uso'] },
  equino: { truck: true, cityPages: true, purposes: false, ficha: ['origen', 'alzada', 'peso', 'andar', 'temperamento', 'uso'] },
  ave: { truck: false, cityPages: false, purposes: false, ficha: ['origen', 'peso', 'produccion', 'vida', 'criadora'] },
};
