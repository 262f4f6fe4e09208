/**
 * The inventory's pages and surfaces (issue 26 items 2, 3 and 5): the page of a litter or lot, the
 * page of an animal with its own photos, the listing /disponibles/, the "Disponibles ahora" block
 * of the breed, place, species and home pages, and the published terms. Everything a visitor is
 * told of a status goes through src/lib/domain/inventory.ts on the build day, so a reserved or
 * sold animal says so, and a stale entry offers nothing as available.
 */
import type { ItemAvailability, Offer, Product, WithContext } from 'schema-dts';
import type { Catalog } from '../content/catalog';
import { type Animal, type InventoryEntry, inventoryFile } from '../content/inventory';
import { lineKey } from '../content/files';
import type { Photo } from '../content/schemas';
import { absoluteUrl, reservationTermsFilled, site, type SiteConfig } from '../content/site';
import { SPECIES, type Species } from '../content/species';
import { texts } from '../content/texts';
import {
  animalRefs,
  animalsWithPages,
  availableEntries,
  type AnimalRef,
  type InventoryClock,
  inventoryClock,
  isSoldOut,
  isStale,
  publishedEntries,
  type ShownStatus,
  shownStatus,
  staleEntries,
} from '../domain/inventory';
import { routes } from '../routes';
import { fillTemplate, formatCOP, joinEs, longDate, moneyInText } from '../text/spanish';
import { photoImageUrl } from './images';
import { sellerRef } from './jsonld';
import { crumbsFrom, pageView } from './page';

const words = texts.inventory;

/**
 * `sizes` of the photos of a litter, lot or animal page (InventoryEntryPage, InventoryAnimalPage):
 * the article is at most 896 px wide with 16 px of padding each side, its photo grid two columns
 * 12 px apart from 640 px. The first photo, the largest paint, takes the variant the column needs
 * (380 px on a 412 px phone at DPR 1.75: the 720 px one), not the one the whole viewport would.
 */
export const INVENTORY_PHOTO_SIZES = '(min-width: 896px) 426px, (min-width: 640px) calc(50vw - 22px), calc(100vw - 32px)';
/** `sizes` of an animal's photo on its litter's page: in a card (16 px padding) of a two-column grid 16 px apart from 640 px. */
export const INVENTORY_CARD_PHOTO_SIZES = '(min-width: 896px) 392px, (min-width: 640px) calc(50vw - 56px), calc(100vw - 64px)';

/** The name of an entry's breed or line, as its catalogue writes it. */
export function breedName(catalog: Catalog, e: Pick<InventoryEntry, 'especie' | 'raza'>): string {
  if (e.especie === 'perros') return catalog.dogBreedBySlug.get(e.raza)!.nombre;
  if (e.especie === 'gatos') return catalog.catBreeds.find((b) => b.slug === e.raza)!.nombre;
  return catalog[lineKey(e.especie)].find((l) => l.slug === e.raza)!.nombre;
}

/** The title of an entry: "Camada de Shih Tzu nacida el 20 de agosto de 2026", or what a lot is. */
export function entryTitle(catalog: Catalog, e: InventoryEntry): string {
  return e.tipo === 'camada' ? fillTemplate(words.entry.litterTitle, { raza: breedName(catalog, e), fecha: longDate(e.nacimiento) }) : e.descripcion;
}

/**
 * An entry in the chat message: "esta camada", "este lote". The message names the page first
 * («Camada de Shih Tzu nacida el 20 de agosto de 2026»), so it does not say the title twice.
 */
export function entrySubject(e: InventoryEntry): string {
  return e.tipo === 'camada' ? words.entry.litterChat : words.entry.lotChat;
}

/**
 * An animal's price: its own, or the one the price list gives for its breed and sex (a dog's male
 * or female price, a cat breed's price). Null where the lists give none for it: a female of a breed
 * whose list has no female price (the price guide asks for it by WhatsApp too), and a horse, a cow
 * or a bird, whose lists give only a "desde" range, not the price of this animal.
 */
export function animalPrice(catalog: Catalog, e: InventoryEntry, animal: Animal): number | null {
  if (animal.precio !== null) return animal.precio;
  if (e.especie === 'perros') {
    const row = catalog.dogPriceByBreed.get(e.raza);
    if (!row) return null;
    return animal.sexo === 'hembra' ? row.precioHembra : row.precioMacho;
  }
  if (e.especie === 'gatos') return catalog.catBreeds.find((b) => b.slug === e.raza)?.precio_base ?? null;
  return null;
}

/**
 * An animal's price as its litter and its page show it: its own price as a figure; the price
 * list's, said to be the list's ("Precio de lista: desde $ 1’700’000"), since it is not this
 * animal's price; none, "Precio por WhatsApp".
 */
function animalPriceLabel(catalog: Catalog, e: InventoryEntry, animal: Animal): string {
  const price = animalPrice(catalog, e, animal);
  if (price === null) return words.entry.priceAsk;
  return animal.precio !== null ? formatCOP(price) : fillTemplate(words.entry.listPrice, { precio: formatCOP(price) });
}

/** A lot's price as written: "$ 3’500’000 por animal"; null without one. */
function lotPrice(e: InventoryEntry): string | null {
  if (e.tipo !== 'lote' || e.precio === null) return null;
  return `${formatCOP(e.precio)} ${e.precioPor === 'lote' ? words.entry.perLot : words.entry.perAnimal}`;
}

const SCHEMA_AVAILABILITY: Record<ShownStatus, ItemAvailability | undefined> = {
  disponible: 'https://schema.org/InStock',
  // schema.org's own value for "reserved and therefore not available"
  reservado: 'https://schema.org/Reserved',
  vendido: 'https://schema.org/SoldOut',
  // a stale entry claims nothing: no availability until the breeder confirms it
  'por-confirmar': undefined,
};

/** The Offer of one animal or lot, with its real availability, in COP, sold by the business (@id). */
function offerOf(price: number, status: ShownStatus, path: string): Offer {
  const availability = SCHEMA_AVAILABILITY[status];
  return { '@type': 'Offer', price, priceCurrency: 'COP', ...(availability ? { availability } : {}), url: absoluteUrl(path), seller: sellerRef() };
}

/**
 * One Product per animal (or per lot) with a price of its own; images are the photos' processed URLs
 * (the default variant). An animal shown with the price list's «Precio de lista: desde …» has none:
 * an Offer's `price` would state that lower bound as this animal's price, and search engines accept no
 * Offer without one (`minPrice` alone is not a price), so its page gives no Product, as the breed page
 * already gives the list's range (views/jsonld.ts › productLd).
 */
function productOf(catalog: Catalog, name: string, description: string, path: string, price: number | null, status: ShownStatus, photos: readonly Photo[]): WithContext<Product> | undefined {
  if (price === null) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    url: absoluteUrl(path),
    ...(photos.length ? { image: photos.map((p) => photoImageUrl(p, catalog.photoFiles, site.siteUrl)) } : {}),
    brand: { '@type': 'Brand', name: site.brand },
    offers: offerOf(price, status, path),
  };
}

/** One animal as a litter page or an animal page shows it. */
export interface AnimalView {
  slug: string;
  name: string;
  sex: string;
  colour: string;
  status: ShownStatus;
  statusLabel: string;
  price: string;
  photos: Photo[];
  /** Its own page, when it has its own photos. */
  href?: string;
  chat: ReturnType<typeof pageView>['chat'];
}

/** A status agreeing with what it qualifies (content/texts/inventario.json › status): an animal by its sex, a litter ("la camada"), a lot by what it sells. */
type Article = 'el' | 'la' | 'los' | 'las';
export const statusLabel = (status: ShownStatus, article: Article) => words.status[status][article];
export const entryArticle = (e: InventoryEntry): Article => (e.tipo === 'lote' ? e.articulo : 'la');

/** What an entry's description promises: only what its page shows (dates, parents, each animal's status or the lot's, a price). */
function entryDescription(catalog: Catalog, e: InventoryEntry, breed: string, city: string, hasParents: boolean): string {
  const parts = words.entry.descriptionParts;
  const priced = e.tipo === 'lote' ? e.precio !== null : e.animales.some((a) => animalPrice(catalog, e, a) !== null);
  const datos =
    e.tipo === 'camada'
      ? [parts.dates, ...(hasParents ? [parts.parents] : []), parts.animals, ...(priced ? [parts.price] : [])]
      : [...(e.nacimiento ? [parts.dates] : []), parts.count, parts.lot, ...(priced ? [parts.price] : [])];
  return fillTemplate(words.entry.description, { raza: breed, ciudad: city, datos: joinEs(datos), fecha: longDate(e.actualizado) });
}

function animalName(ref: AnimalRef): string {
  return ref.animal.nombre || words.sexes[ref.animal.sexo];
}

/**
 * An animal's colour after its sex: "color blanco y dorado" (content/texts/inventario.json ›
 * entry.colour). The breeder writes the colour once, as a buyer would say it, in no gender: after
 * "hembra" it would read "hembra, blanco y dorado".
 */
const animalColour = (ref: AnimalRef) => fillTemplate(words.entry.colour, { color: ref.animal.color });

function animalView(catalog: Catalog, e: InventoryEntry, ref: AnimalRef, clock: InventoryClock, pageUrl: string, title: string): AnimalView {
  const status = shownStatus(ref.animal.estado, e, clock);
  const name = animalName(ref);
  return {
    slug: ref.slug,
    name,
    sex: words.sexes[ref.animal.sexo],
    colour: animalColour(ref),
    status,
    statusLabel: statusLabel(status, ref.animal.sexo === 'hembra' ? 'la' : 'el'),
    price: animalPriceLabel(catalog, e, ref.animal),
    photos: ref.animal.fotos,
    href: ref.animal.fotos.length ? routes.inventoryAnimal(e.slug, ref.slug) : undefined,
    chat: { pageUrl, pageName: title, subject: `${name} (${words.sexes[ref.animal.sexo].toLowerCase()}, ${animalColour(ref)})` },
  };
}

/** The published terms that are filled (content/site.json › reservation, guarantee, visits): label and text each; empty sections are left out. */
export function publishedTerms(config: SiteConfig = site): { id: string; title: string; items: { label: string; text: string }[] }[] {
  const t = words.terms;
  const r = config.reservation;
  const g = config.guarantee;
  const v = config.visits;
  // Amounts the breeder typed ("$500.000") are written as the site writes prices ("$ 500’000").
  const items = (list: (false | { label: string; text: string })[]) =>
    list.filter((i): i is { label: string; text: string } => !!i && !!i.text).map((i) => ({ ...i, text: moneyInText(i.text) }));
  return [
    {
      id: 'reserva',
      title: t.reservation,
      items: items([
        !!r.deposit && { label: t.deposit, text: r.deposit },
        !!r.depositReturn && { label: t.depositReturnLabel, text: t.depositReturn[r.depositReturn as keyof typeof t.depositReturn] },
        r.holdDays !== null && { label: t.holdDaysLabel, text: fillTemplate(t.holdDays, { dias: String(r.holdDays) }) },
        !!r.contract && { label: t.contract, text: r.contract },
      ]),
    },
    {
      id: 'garantia',
      title: t.guarantee,
      items: items([
        g.durationDays !== null && { label: t.guaranteeDaysLabel, text: fillTemplate(t.guaranteeDays, { dias: String(g.durationDays) }) },
        !!g.covers && { label: t.covers, text: g.covers },
        !!g.exclusions && { label: t.exclusions, text: g.exclusions },
        !!g.conditions && { label: t.conditions, text: g.conditions },
        !!g.howToClaim && { label: t.howToClaim, text: g.howToClaim },
      ]),
    },
    {
      id: 'visitas',
      title: t.visits,
      items: items([!!v.inPerson && { label: t.inPerson, text: v.inPerson }, !!v.videoCalls && { label: t.videoCalls, text: v.videoCalls }]),
    },
  ].filter((s) => s.items.length);
}

/** The page of a litter or lot: /disponibles/{slug}/. */
export function inventoryEntryView(catalog: Catalog, { entry: e, path }: { entry: InventoryEntry; path: string }, clock = inventoryClock()) {
  const title = entryTitle(catalog, e);
  const breed = breedName(catalog, e);
  const city = catalog.cityBySlug.get(e.ciudad)!.nombre;
  const stale = isStale(e, clock);
  const parents =
    e.tipo === 'camada'
      ? [
          { title: words.entry.mother, parent: e.madre },
          { title: words.entry.father, parent: e.padre },
        ].flatMap(({ title: heading, parent }) => {
          if (!parent || (!parent.nombre && !parent.registro && !parent.pruebas.length)) return [];
          return [{ heading, name: parent.nombre, items: [parent.registro && { label: words.entry.registration, text: parent.registro }, parent.pruebas.length && { label: words.entry.healthTests, text: parent.pruebas.join('; ') }].filter((i): i is { label: string; text: string } => !!i) }];
        })
      : [];
  const base = pageView({
    path,
    title,
    description: entryDescription(catalog, e, breed, city, parents.length > 0),
    crumbs: crumbsFrom({ name: words.listing.heading, path: routes.inventory() }, { name: title, path }),
    nav: navOf(e.especie),
    chat: { pageName: title, subject: entrySubject(e) },
  });
  const animals = animalRefs(e).map((ref) => animalView(catalog, e, ref, clock, base.chat.pageUrl, title));
  const lotStatus = e.tipo === 'lote' ? shownStatus(e.estado, e, clock) : undefined;
  const description = base.meta.description;
  const products =
    e.tipo === 'camada'
      ? animalRefs(e).map((ref, i) => productOf(catalog, `${animals[i]!.name}, ${breed}`, description, ref.animal.fotos.length ? animals[i]!.href! : path, ref.animal.precio, animals[i]!.status, ref.animal.fotos.length ? ref.animal.fotos : e.fotos))
      : [productOf(catalog, title, description, path, e.precio, lotStatus!, e.fotos)];
  return {
    ...base,
    jsonLd: [...base.jsonLd, ...products.filter((p) => p !== undefined)],
    entry: e,
    heading: title,
    breed: { name: breed, href: routes.breedOf(e.especie, e.raza) },
    updated: fillTemplate(words.entry.updated, { fecha: longDate(e.actualizado) }),
    facts: [
      e.tipo === 'camada' && { label: words.entry.born, text: longDate(e.nacimiento) },
      e.tipo === 'camada' && { label: words.entry.ready, text: longDate(e.listosDesde) },
      e.tipo === 'lote' && e.nacimiento && { label: words.entry.born, text: longDate(e.nacimiento) },
      e.tipo === 'lote' && { label: words.entry.count, text: String(e.cantidad) },
      { label: words.entry.where, text: city },
    ].filter((f): f is { label: string; text: string } => !!f),
    parents,
    animals,
    lot: e.tipo === 'lote' ? { status: lotStatus!, statusLabel: statusLabel(lotStatus!, e.articulo), price: lotPrice(e) ?? words.entry.priceAsk } : undefined,
    photos: e.fotos,
    video: e.video ? { href: e.video, label: words.entry.video } : undefined,
    notice: stale ? fillTemplate(words.entry.stale, { dias: String(clock.settings.staleDays) }) : isSoldOut(e) ? words.entry.soldOut : undefined,
    terms: publishedTerms(),
    askLabel: words.entry.ask,
    seeAnimalLabel: words.entry.seeAnimal,
    animalsHeading: words.entry.animals,
  };
}

/** The page of an animal with its own photos: /disponibles/{litter}/{animal}/. */
export function inventoryAnimalView(catalog: Catalog, { entry: e, animal: slug, path }: { entry: InventoryEntry; animal: string; path: string }, clock = inventoryClock()) {
  const ref = animalRefs(e).find((r) => r.slug === slug)!;
  const litterTitle = entryTitle(catalog, e);
  const litterPath = routes.inventoryEntry(e.slug);
  const breed = breedName(catalog, e);
  const title = fillTemplate(words.entry.animalTitle, { animal: animalName(ref), raza: breed });
  const base = pageView({
    path,
    title,
    description: `${title}: ${words.sexes[ref.animal.sexo].toLowerCase()}, ${animalColour(ref)}. ${litterTitle}.`,
    crumbs: crumbsFrom({ name: words.listing.heading, path: routes.inventory() }, { name: litterTitle, path: litterPath }, { name: animalName(ref), path }),
    nav: navOf(e.especie),
  });
  const animal = animalView(catalog, e, ref, clock, base.chat.pageUrl, title);
  const product = productOf(catalog, title, base.meta.description, path, ref.animal.precio, animal.status, ref.animal.fotos);
  return {
    ...base,
    chat: animal.chat,
    jsonLd: [...base.jsonLd, ...(product ? [product] : [])],
    heading: title,
    animal,
    updated: fillTemplate(words.entry.updated, { fecha: longDate(e.actualizado) }),
    /** When it was born, from when it is delivered and where it is: what the litter page says of all its animals. */
    dates: e.tipo === 'camada' ? fillTemplate(words.entry.animalDates, { nacimiento: longDate(e.nacimiento), entrega: longDate(e.listosDesde), ciudad: catalog.cityBySlug.get(e.ciudad)!.nombre }) : undefined,
    litter: { href: litterPath, label: words.entry.backToLitter },
    notice: isStale(e, clock) ? fillTemplate(words.entry.stale, { dias: String(clock.settings.staleDays) }) : undefined,
    terms: publishedTerms(),
    askLabel: words.entry.ask,
  };
}

const navOf = (species: string) => SPECIES.find((s) => s.key === species)?.key as Species;

/** The pages of the inventory families: litters and lots not retired, and the animals of them with their own photos. */
export function inventoryPages(catalog: Catalog, clock = inventoryClock()) {
  const entries = publishedEntries(catalog.inventory, clock);
  return { entries, animals: entries.flatMap((entry) => animalsWithPages(entry).map((ref) => ({ entry, animal: ref.slug }))) };
}

/**
 * What the build says of the inventory on `today` (src/build/integrations/site-guard.ts): the stale
 * entries, one line each (printed by every build, deploy builds included), and what a deploy build
 * refuses: an animal shown as available while the reservation terms a buyer needs before paying are empty.
 */
export function inventoryProblems(entries: readonly InventoryEntry[], config: SiteConfig, today: string): { stale: string[]; refused: string[] } {
  const clock = inventoryClock(config, today);
  const stale = staleEntries(entries, clock).map(
    (e) => `[inventory] ${inventoryFile(e.slug)}: updated ${e.actualizado}, more than ${clock.settings.staleDays} days before ${today} (content/site.json › inventario.diasSinActualizar); its available animals are shown as "por confirmar" until you check them and update actualizado`,
  );
  const offered = availableEntries(entries, clock);
  const refused =
    offered.length && !reservationTermsFilled(config.reservation)
      ? [
          `[inventory] ${offered.map((e) => inventoryFile(e.slug)).join(', ')} ${offered.length === 1 ? 'shows' : 'show'} animals as available while content/site.json › reservation (deposit, depositReturn, holdDays) is empty; ` +
            'write the reservation terms a buyer agrees to before paying, or mark the animals reservado or vendido',
        ]
      : [];
  return { stale, refused };
}
