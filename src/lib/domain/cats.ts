/**
 * The cat section: tag labels, cluster membership and the filter state of /gatos-colombia/
 * (one coat filter, or one cluster filter, or none). Pure functions; the cat island uses them.
 */
import type { CatBreed, CatCluster } from '../content/schemas';

export const COAT_LABELS: Record<CatBreed['pelaje'], string> = { largo: 'Pelo largo', corto: 'Pelo corto', sin_pelo: 'Sin pelo' };
/** A breed's coat as its card and the tables name it: a semi-long coat (content/cats/breeds.json › manto) is «Pelo semilargo», as its page says (s52 read 16: the Angora was «Pelo largo» on the cards, «semilargo» on its page); it still counts as long for the coat's category. */
export const coatLabel = (breed: Pick<CatBreed, 'pelaje' | 'manto'>) => (breed.manto === 'semilargo' || breed.manto === 'semilargo_doble' ? 'Pelo semilargo' : COAT_LABELS[breed.pelaje]);

/** A coat after a noun: "gatos de pelo largo", "gatos sin pelo" (not "de sin pelo"). */
export const COAT_PHRASES: Record<CatBreed['pelaje'], string> = { largo: 'de pelo largo', corto: 'de pelo corto', sin_pelo: 'sin pelo' };

const COAT_HEADINGS = Object.fromEntries(Object.entries(COAT_PHRASES).map(([coat, phrase]) => [coat, `Gatos ${phrase}`])) as Record<CatBreed['pelaje'], string>;

export const TAG_LABELS: Record<CatBreed['tags'][number], string> = {
  tranquilo: 'Tranquilo',
  poco_vocal: 'Maúlla poco',
  apartamento: 'Ideal para apartamento',
  carinoso: 'Cariñoso',
  corto: 'Pelo corto',
  largo: 'Pelo largo',
  jugueton: 'Juguetón',
  activo: 'Activo',
  inteligente: 'Inteligente',
  vocal: 'Maúlla mucho',
  familias_ninos: 'Familias con niños',
  sin_pelo: 'Sin pelo',
  hipoalergenico: 'Lo toleran algunos alérgicos',
  independiente: 'Independiente',
  poca_caida_pelo: 'Poca caída de pelo',
  tam_grande: 'Tamaño grande',
};

/**
 * A tag as it reads after "un gato" ("Si busca un gato tranquilo, silencioso o cariñoso") and in a
 * sentence-case list of a breed's traits ("Tranquilo, silencioso e ideal para apartamento"): an
 * adjective or a phrase that agrees with "gato", never a clause ("que maúlla poco" wants the
 * subjunctive after "busca un gato" and reads as a fragment in a list). The chips and the filter
 * use TAG_LABELS.
 */
export const TAG_PHRASES: Record<CatBreed['tags'][number], string> = {
  tranquilo: 'tranquilo',
  poco_vocal: 'silencioso',
  apartamento: 'ideal para apartamento',
  carinoso: 'cariñoso',
  corto: 'de pelo corto',
  largo: 'de pelo largo',
  jugueton: 'juguetón',
  activo: 'activo',
  inteligente: 'inteligente',
  vocal: 'conversador',
  familias_ninos: 'bueno con niños',
  sin_pelo: 'sin pelo',
  hipoalergenico: 'tolerado por algunos alérgicos',
  independiente: 'independiente',
  poca_caida_pelo: 'con poca caída de pelo',
  tam_grande: 'grande',
};

export const CLUSTER_GROUP_LABELS: Record<CatCluster['group'], string> = {
  pelaje: 'Pelaje',
  uso: 'Uso',
  caracter: 'Carácter',
  cuidados: 'Cuidados',
  tamano: 'Tamaño',
  intencion: 'Precios y compra',
};

/** A breed belongs to a cluster when it has one of the cluster's tags and none of its excluded tags (a coat counts as a tag). */
export function inCluster(breed: Pick<CatBreed, 'tags' | 'pelaje'>, cluster: Pick<CatCluster, 'tags' | 'excludeTags'>): boolean {
  const has = (t: string) => (breed.tags as string[]).includes(t) || breed.pelaje === t;
  return cluster.tags.some(has) && !(cluster.excludeTags ?? []).some(has);
}

/** The active filter: a coat, or a cluster id ("group/slug"), never both. */
export type CatFilter = { coat: CatBreed['pelaje'] } | { cluster: string } | null;

/** What the filter needs of a cluster (the island gets just this). */
export type FilterCluster = Pick<CatCluster, 'group' | 'slug' | 'title' | 'tags' | 'excludeTags'>;

export function catMatches(breed: Pick<CatBreed, 'tags' | 'pelaje'>, filter: CatFilter, clusters: readonly FilterCluster[]): boolean {
  if (!filter) return true;
  if ('coat' in filter) return breed.pelaje === filter.coat;
  const cluster = clusters.find((c) => `${c.group}/${c.slug}` === filter.cluster);
  return cluster ? inCluster(breed, cluster) : true;
}

/**
 * A filter as one string, for the markup of the cat filter (src/lib/views/first-tap.ts answers a
 * tap from it before the island is ready): '' for none, the coat key, or the cluster id (which
 * alone holds a '/').
 */
export function catFilterKey(filter: CatFilter): string {
  if (!filter) return '';
  return 'coat' in filter ? filter.coat : filter.cluster;
}

/** The filter a key of catFilterKey stands for. */
export function catFilterOf(key: string | null | undefined): CatFilter {
  if (!key) return null;
  return key.includes('/') ? { cluster: key } : { coat: key as CatBreed['pelaje'] };
}

/** The keys of every filter a breed passes (its coat, each cluster with a filter button it is in), space-separated. */
export function catFilterKeys(breed: Pick<CatBreed, 'tags' | 'pelaje'>, clusters: readonly FilterCluster[]): string {
  // Intent entries are links only: they filter nothing.
  const ids = clusters.filter((c) => c.group !== 'intencion' && inCluster(breed, c)).map((c) => `${c.group}/${c.slug}`);
  return [breed.pelaje, ...ids].join(' ');
}

/**
 * Whether a card with these filter keys (catFilterKeys) shows under the filter of this key
 * (catFilterKey; '' for none). Self-contained: the page's first-tap script carries it too.
 */
export function catCardShown(filters: string, key: string): boolean {
  return key === '' || filters.split(' ').includes(key);
}

/** The link under the heading to the active filter's own page. Self-contained: the page's first-tap script carries it too. */
export function catPageLinkText(heading: string): string {
  return `Ver la página de ${heading.toLowerCase()} →`;
}

/** The grid heading: the active filter's title, or 'Todas las razas'. */
export function catHeading(filter: CatFilter, clusters: readonly { group: string; slug: string; title: string }[]): string {
  if (!filter) return 'Todas las razas';
  if ('coat' in filter) return COAT_HEADINGS[filter.coat];
  return clusters.find((c) => `${c.group}/${c.slug}` === filter.cluster)?.title ?? 'Todas las razas';
}

// ---------------------------------------------------------------------------------------------
// Cat page data: cluster members and the climate of a place. The views (src/lib/views/cats.ts)
// assemble them; the character, care and climate lines are in src/lib/text/cats/breed.ts.
// ---------------------------------------------------------------------------------------------

/** The cluster groups that have category pages; intencion entries are the intent pages. */
export const CATEGORY_GROUPS = ['pelaje', 'uso', 'caracter', 'cuidados', 'tamano'] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];
export const isCategoryCluster = (c: Pick<CatCluster, 'group'>): c is CatCluster & { group: CategoryGroup } => c.group !== 'intencion';

/** A category page shows at least this many cards: real members first, then related breeds, clearly apart. */
export const CATEGORY_MIN_CARDS = 6;

/** The tags that name a coat: a coat is not a trait worth comparing breeds by. */
const COAT_TAGS: readonly string[] = ['corto', 'largo', 'sin_pelo'];

/**
 * The breeds of a cluster, and when fewer than CATEGORY_MIN_CARDS match, the breeds closest to
 * them: most traits shared with the members (coat tags aside), then the price closest to theirs.
 * Related breeds are never presented as members; `shared` says why each is related.
 */
/** A cluster defined by size alone (tam_grande): its breeds are the answer, and no other breed is related. */
export const isSizeCluster = (cluster: Pick<CatCluster, 'tags'>) => cluster.tags.every((t) => t.startsWith('tam_'));

export function clusterBreeds<B extends Pick<CatBreed, 'slug' | 'tags' | 'pelaje' | 'precio_base'>>(breeds: readonly B[], cluster: Pick<CatCluster, 'tags' | 'excludeTags'>) {
  const members = breeds.filter((b) => inCluster(b, cluster));
  // a size category lists no breed of another size: «Razas relacionadas» of small cats under «Gatos grandes» misled (s51 read 14)
  if (members.length >= CATEGORY_MIN_CARDS || isSizeCluster(cluster)) return { members, related: [] as { breed: B; shared: CatBreed['tags'] }[] };
  const memberTags = new Set(members.flatMap((b) => b.tags).filter((t) => !COAT_TAGS.includes(t) && !(cluster.tags as string[]).includes(t)));
  const averagePrice = members.reduce((sum, b) => sum + b.precio_base, 0) / Math.max(members.length, 1);
  const related = breeds
    .filter((b) => !members.includes(b))
    .map((breed) => ({ breed, shared: breed.tags.filter((t) => memberTags.has(t)) }))
    .filter((r) => r.shared.length > 0)
    .sort((a, b) => b.shared.length - a.shared.length || Math.abs(a.breed.precio_base - averagePrice) - Math.abs(b.breed.precio_base - averagePrice))
    .slice(0, CATEGORY_MIN_CARDS - members.length);
  return { members, related };
}
