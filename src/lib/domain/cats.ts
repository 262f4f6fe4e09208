/**
 * The cat section: tag labels, cluster membership and the filter state of /gatos-colombia/
 * (one coat filter, or one cluster filter, or none). Pure functions; the cat island uses them.
 */
import type { CatBreed, CatCluster } from '../content/schemas';

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

/** The grid heading: the active filter's title, or 'Todas las Razas'. */
export function catHeading(filter: CatFilter, clusters: readonly FilterCluster[]): string {
  if (!filter) return 'Todas las Razas';
  if ('coat' in filter) return COAT_HEADINGS[filter.coat];
  return clusters.find((c) => `${c.group}/${c.slug}` === filter.cluster)?.title ?? 'Todas las Razas';
}

// ---------------------------------------------------------------------------------------------
// Cat page data: cluster members, character and care lines, climate notes. The views
// (src/lib/views/cats.ts) assemble them; every line comes from a breed's tags, coat or text.
// ---------------------------------------------------------------------------------------------

/** What every kitten leaves the breeder with (spec §1: health certificate, vaccines, deworming, ICA). */
export const KITTEN_INCLUDES = [
  'Certificado de salud firmado por el veterinario',
  'Carné con las vacunas al día según su edad (triple felina y, a partir de la edad indicada, rabia)',
  'Desparasitación interna y externa',
  'Garantía de salud por escrito',
  'Criadero con certificación del ICA',
];

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
export function clusterBreeds<B extends Pick<CatBreed, 'slug' | 'tags' | 'pelaje' | 'precio_base'>>(breeds: readonly B[], cluster: Pick<CatCluster, 'tags' | 'excludeTags'>) {
  const members = breeds.filter((b) => inCluster(b, cluster));
  if (members.length >= CATEGORY_MIN_CARDS) return { members, related: [] as { breed: B; shared: CatBreed['tags'] }[] };
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

/** One sentence per trait tag, for the breed page's character section. */
const TRAIT_LINES: Partial<Record<CatBreed['tags'][number], string>> = {
  tranquilo: 'Es de carácter tranquilo: disfruta la rutina y los ambientes calmados.',
  poco_vocal: 'Maúlla poco y se comunica con suavidad.',
  apartamento: 'Se adapta bien a la vida en apartamento, siempre que tenga rascadores y lugares altos.',
  carinoso: 'Es muy cariñoso: busca la compañía de su familia y disfruta el contacto.',
  jugueton: 'Es juguetón y necesita sesiones de juego interactivo todos los días.',
  activo: 'Tiene mucha energía: necesita espacio para trepar, correr y explorar.',
  inteligente: 'Es inteligente y curioso; aprende rutinas, juegos y hasta a abrir puertas.',
  vocal: 'Es muy comunicativo: maúlla para pedir atención y responde cuando le hablan.',
  familias_ninos: 'Convive bien con niños que lo tratan con respeto y con otras mascotas.',
  hipoalergenico: 'Suele tolerarse mejor en personas con alergias leves, aunque ningún gato es 100 % hipoalergénico.',
  independiente: 'Es independiente: tolera bien pasar algunas horas solo en casa.',
  poca_caida_pelo: 'Suelta muy poco pelo en la ropa y los muebles.',
  tam_grande: 'Es un gato de tamaño grande que termina de crecer despacio, hacia los 3 o 4 años.',
};

export function characterLines(breed: Pick<CatBreed, 'tags'>): string[] {
  return breed.tags.flatMap((t) => (TRAIT_LINES[t] ? [TRAIT_LINES[t]!] : []));
}

/** Care of each coat, true for every breed of that coat. */
export const COAT_CARE: Record<CatBreed['pelaje'], string[]> = {
  largo: [
    'Cepillado frecuente, a diario en los mantos más densos, para evitar nudos y bolas de pelo.',
    'Revise detrás de las orejas, las axilas y las patas traseras, donde el pelo se enreda primero.',
    'En época de muda, un baño ocasional con champú para gatos ayuda a retirar el subpelo.',
  ],
  corto: [
    'Un cepillado semanal basta para retirar el pelo muerto.',
    'En época de muda, cepíllelo dos o tres veces por semana.',
  ],
  sin_pelo: [
    'Báñelo cada una o dos semanas con champú suave: su piel acumula grasa.',
    'Limpie con frecuencia orejas, uñas y pliegues de la piel.',
    'Protéjalo del frío con ropa o mantas y del sol directo, que puede quemar su piel.',
  ],
};

/** Care every cat needs, plus lines for active and large breeds. */
export function careLines(breed: Pick<CatBreed, 'tags' | 'pelaje'>): string[] {
  const has = (t: CatBreed['tags'][number]) => breed.tags.includes(t);
  return [
    ...COAT_CARE[breed.pelaje],
    ...(has('activo') || has('jugueton') ? ['Juguetes interactivos, rascadores altos y un rato de juego diario para gastar su energía.'] : []),
    ...(has('tam_grande') ? ['Arenero, rascador y transportadora de tamaño grande, acordes con su peso adulto.'] : []),
    'Vacunas: triple felina y rabia, con los refuerzos que indique el veterinario.',
    'Desparasitación interna y externa periódica, y control veterinario al menos una vez al año.',
    'Arenero limpio a diario, agua fresca y alimento de calidad para su edad.',
  ];
}

export type Climate = 'frío' | 'templado' | 'cálido';

/**
 * The climate a place's text states ("clima frío de altiplano", "clima cálido"…). Pages of a
 * city only say what its data says; a text without a climate fails the build.
 */
export function climateOf(place: { nombre: string; descripcion: string }, file: string): Climate {
  const m = /clima (frío|templado|cálido|caluroso)/i.exec(place.descripcion);
  if (!m) throw new Error(`[content] ${file}: entry "${place.nombre}" › descripcion: say the climate ("clima frío", "clima templado" or "clima cálido"); the cat pages use it`);
  const word = m[1]!.toLowerCase();
  return word === 'caluroso' ? 'cálido' : (word as Climate);
}

/** What the climate of a place means for a breed's coat, in one sentence. */
export function climateNote(breed: Pick<CatBreed, 'nombre' | 'pelaje'>, place: string, climate: Climate): string {
  const b = breed.nombre;
  switch (breed.pelaje) {
    case 'sin_pelo':
      return climate === 'frío'
        ? `En el clima frío de ${place}, el ${b} necesita ropa o mantas y un hogar templado, sin corrientes de aire.`
        : climate === 'cálido'
          ? `Con el calor de ${place}, mantenga al ${b} en interiores y lejos del sol directo: su piel sin pelo se quema con facilidad.`
          : `El clima templado de ${place} le sienta bien al ${b}; abríguelo en las noches frescas y evite el sol directo.`;
    case 'largo':
      return climate === 'cálido'
        ? `Con el calor de ${place}, cepille al ${b} a menudo para retirar el subpelo y ofrézcale agua fresca y lugares ventilados.`
        : `El clima ${climate} de ${place} le sienta bien al manto largo del ${b}; cepíllelo con regularidad para evitar nudos.`;
    case 'corto':
      return climate === 'cálido'
        ? `El pelo corto del ${b} lleva bien el calor de ${place}; asegúrele agua fresca y lugares con sombra.`
        : `El pelo corto del ${b} se adapta al clima ${climate} de ${place}; ofrézcale una cama abrigada para las noches frías.`;
  }
}
