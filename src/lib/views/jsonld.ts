/**
 * Typed JSON-LD builders. schema-dts makes a misspelt schema.org property a type error.
 */
import type { Article, BreadcrumbList, FAQPage, Offer, Organization, PetStore, Product, WithContext } from 'schema-dts';
import { breederAddress } from '../content/breeder';
import { absoluteUrl } from '../content/site';
import { site } from '../content/site';

export interface Crumb {
  name: string;
  path: string;
}

const orgId = () => `${absoluteUrl('/')}#organization`;

/** The breeder as a local business (a PetStore is an Organization and a LocalBusiness). */
export function organizationLd(): WithContext<PetStore> {
  const b = site.business;
  const address = breederAddress();
  return {
    '@context': 'https://schema.org',
    '@type': 'PetStore',
    '@id': orgId(),
    name: site.brand,
    // Identity fields only once the breeder has filled them (content/site.json › business).
    ...(b.legalName ? { legalName: b.legalName } : {}),
    ...(b.nit ? { taxID: b.nit } : {}),
    ...(b.icaRegistration ? { identifier: { '@type': 'PropertyValue', propertyID: 'Registro ICA', value: b.icaRegistration } } : {}),
    ...(b.foundedYear !== null ? { foundingDate: String(b.foundedYear) } : {}),
    ...(b.email ? { email: b.email } : {}),
    ...(b.social.length ? { sameAs: b.social.map((s) => s.url) } : {}),
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    image: absoluteUrl('/favicon.svg'),
    description: site.defaultDescription,
    telephone: b.phone || `+${site.whatsappNumber}`,
    areaServed: 'CO',
    currenciesAccepted: 'COP',
    // The breeder's city; the street only once given there (src/lib/content/breeder.ts).
    address: {
      '@type': 'PostalAddress',
      ...(address.street ? { streetAddress: address.street } : {}),
      addressLocality: address.locality,
      addressRegion: address.region,
      addressCountry: address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.hours.days.map((d) => `https://schema.org/${d}`) as never,
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
  };
}

/** A reference to the seller, for offers. */
export function sellerRef(): Organization {
  return { '@type': 'Organization', '@id': orgId(), name: site.brand };
}

export function breadcrumbLd(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path) })),
  };
}

export function articleLd(a: { headline: string; description: string; path: string; image?: string; datePublished: string }): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.headline,
    description: a.description,
    mainEntityOfPage: absoluteUrl(a.path),
    url: absoluteUrl(a.path),
    datePublished: a.datePublished,
    inLanguage: 'es-CO',
    ...(a.image ? { image: absoluteUrl(a.image) } : {}),
    author: sellerRef(),
    publisher: sellerRef(),
  };
}

/**
 * What a Product's offer says of availability: what the page's «Disponibles» row says
 * (views/available-now.ts › offerAvailability): «InStock» where it lists an animal available now,
 * «OutOfStock» where it says «Ninguno por ahora», nothing where the page cannot say (a litter nobody
 * confirmed lately). Blind read s46 found «InStock» beside «Ninguno por ahora»; blind read 16, an
 * offer with no availability at all beside it: the offer now states what the page states.
 */
export type OfferAvailability = 'InStock' | 'OutOfStock';
const availability = (a: OfferAvailability | undefined) => (a ? { availability: `https://schema.org/${a}` as const } : {});

/** An offer in COP, sold by the breeder, with the availability its page states. */
export function offerLd(price: number, path: string, stock: OfferAvailability | undefined): Offer {
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'COP',
    ...availability(stock),
    url: absoluteUrl(path),
    seller: sellerRef(),
  };
}

/**
 * A product with its offer. Search engines reject an offer without a price, so a product needs at
 * least one: where the data has none, build no Product at all. Its description is a text the page
 * shows (structured data describes what a visitor sees): a page that shows none of the breed's or
 * line's descriptions gives none.
 */
export function productLd(p: { name: string; description?: string; path: string; image?: string; prices: number[]; availability: OfferAvailability | undefined }): WithContext<Product> {
  if (!p.prices.length) throw new Error(`[jsonld] ${p.path}: a Product needs a price; leave the Product out where the data has none`);
  const low = Math.min(...p.prices);
  const high = Math.max(...p.prices);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    url: absoluteUrl(p.path),
    ...(p.image ? { image: absoluteUrl(p.image) } : {}),
    brand: { '@type': 'Brand', name: site.brand },
    offers:
      low === high
        ? offerLd(low, p.path, p.availability)
        : {
            '@type': 'AggregateOffer',
            lowPrice: low,
            highPrice: high,
            priceCurrency: 'COP',
            ...availability(p.availability),
            seller: sellerRef(),
          },
  };
}

export function faqLd(items: readonly { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((q) => ({ '@type': 'Question', name: q.question, acceptedAnswer: { '@type': 'Answer', text: q.answer } })),
  };
}
