/**
 * The cat section: tag labels, cluster membership and the filter state of /gatos-colombia/
 * (one coat filter, or one cluster filter, or none). Pure functions; the cat island uses them.
 */
import type { CatBreed, CatCluster } from './content/schemas';

export const COAT_LABELS: Record<CatBreed['pelaje'], string> = { largo: 'Pelo largo', corto: 'Pelo corto', sin_pelo: 'Sin pelo' };

const COAT_HEADINGS: Record<CatBreed['pelaje'], string> = { largo: 'Gatos de pelo largo', corto: 'Gatos de pelo corto', sin_pelo: 'Gatos sin pelo' };

export const TAG_LABELS: Record<CatBreed['tags'][number], string> = {
  tranquilo: 'Tranquilo',
  poco_vocal: 'Poco vocal',
  apartamento: 'Ideal para apartamento',
  carinoso: 'Cariñoso',
  corto: 'Pelo corto',
  largo: 'Pelo largo',
  jugueton: 'Juguetón',
  activo: 'Activo',
  inteligente: 'Inteligente',
  vocal: 'Vocal',
  familias_ninos: 'Familias con niños',
  sin_pelo: 'Sin pelo',
  hipoalergenico: 'Hipoalergénico',
  independiente: 'Independiente',
  poca_caida_pelo: 'Poca caída de pelo',
  tam_grande: 'Tamaño grande',
};

export const CLUSTER_GROUP_LABELS: Record<CatCluster['group'], string> = {
  pelaje: 'Pelaje',
  uso: 'Uso',
  caracter: 'Carácter',
  cuidados: 'Cuidados',
  tamano: 'Tamaño',
  intencion: 'Intención',
};

/** A breed belongs to a cluster when it has one of the cluster's tags (a coat counts as a tag). */
export function inCluster(breed: Pick<CatBreed, 'tags' | 'pelaje'>, cluster: Pick<CatCluster, 'tags'>): boolean {
  return cluster.tags.some((t) => (breed.tags as string[]).includes(t) || breed.pelaje === t);
}

/** The active filter: a coat, or a cluster id ("group/slug"), never both. */
export type CatFilter = { coat: CatBreed['pelaje'] } | { cluster: string } | null;

export function catMatches(breed: Pick<CatBreed, 'tags' | 'pelaje'>, filter: CatFilter, clusters: readonly CatCluster[]): boolean {
  if (!filter) return true;
  if ('coat' in filter) return breed.pelaje === filter.coat;
  const cluster = clusters.find((c) => `${c.group}/${c.slug}` === filter.cluster);
  return cluster ? inCluster(breed, cluster) : true;
}

/** The grid heading: the active filter's title, or 'Todas las Razas'. */
export function catHeading(filter: CatFilter, clusters: readonly CatCluster[]): string {
  if (!filter) return 'Todas las Razas';
  if ('coat' in filter) return COAT_HEADINGS[filter.coat];
  return clusters.find((c) => `${c.group}/${c.slug}` === filter.cluster)?.title ?? 'Todas las Razas';
}
