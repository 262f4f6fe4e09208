/**
 * Links the site already shows to pages that a later issue builds. The crawl test skips
 * them; each issue that builds a route family removes its entries here.
 */
export const PENDING_ROUTE_PATTERNS: RegExp[] = [

];
