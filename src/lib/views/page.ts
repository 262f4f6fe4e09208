/**
 * What every page view has: head meta (canonical from the page's own path), breadcrumbs,
 * the bottom-nav item, the one chat context every CTA of the page sends, and JSON-LD.
 * Each page type's builder (src/lib/views/*.ts) returns this plus what its template renders.
 */
import type { ChatContext } from './chat';
import { breadcrumbLd, organizationLd, type Crumb } from './jsonld';
import type { NavKey } from './nav';
import { routes } from '../routes';
import type { PageMeta } from './seo';
import { shareCard, shareRef } from './share-cards';
import { absoluteUrl, missingIdentity } from '../content/site';
import { warnOnce } from './warn';

export interface PageView {
  meta: PageMeta;
  crumbs?: Crumb[];
  nav?: NavKey;
  /** The message every chat link of the page sends, unless a card names its own breed. */
  chat: ChatContext;
  /** Organization (home page only), breadcrumbs and the page's own objects. */
  jsonLd: unknown[];
  /** The footer without the business identity and the legal list, on a page whose body shows them (Quiénes somos): said once per page. */
  shortFooter?: boolean;
}

export interface PageInput extends Omit<PageMeta, 'canonical'> {
  /** The page's own path (from the registry). */
  path: string;
  /**
   * Another path when the page declares one canonical (e.g. /co/tienda/ → /, a consolidated page →
   * the page that shows its facts, consolidation.ts): such a page is noindex unless it says otherwise.
   */
  canonical?: string;
  crumbs?: Crumb[];
  nav?: NavKey;
  chat?: Omit<ChatContext, 'pageUrl'>;
  jsonLd?: unknown[];
  shortFooter?: boolean;
}

/**
 * Builds the shared part of a view. The chat message names the page the visitor writes from, its own
 * address also where it is consolidated into another (a consolidated page of a city named the city
 * and gave its line's or its city's address: s48 audit, read 9 on Kennedy). The breeder's
 * Organization (PetStore) is described once, on the home page, as search engines read it there;
 * offers elsewhere name the seller by its @id and name (sellerRef).
 */
export function pageView({ path, canonical = path, crumbs, nav, chat = {}, jsonLd = [], share, shortFooter, ...meta }: PageInput): PageView {
  const sectionCard = nav && nav !== 'inicio' ? shareCard.species(nav) : shareCard.site();
  const missing = missingIdentity();
  if (missing.length) warnOnce('identity', `[content] content/site.json: ${missing.join(', ')} empty; the footer, Quiénes somos and the Organization JSON-LD leave them out until the breeder fills them (see CONTENT-TO-CONFIRM.md)`);
  return {
    meta: { ...meta, noindex: meta.noindex ?? canonical !== path, canonical, share: share ?? shareRef(sectionCard) },
    crumbs,
    nav,
    chat: { pageUrl: absoluteUrl(path), ...chat },
    jsonLd: [...(canonical === routes.home() ? [organizationLd()] : []), ...(crumbs ? [breadcrumbLd(crumbs)] : []), ...jsonLd],
    ...(shortFooter && { shortFooter }),
  };
}

/** Breadcrumbs from home through the trail. */
export function crumbsFrom(...trail: Crumb[]): Crumb[] {
  return [{ name: 'Inicio', path: routes.home() }, ...trail];
}
