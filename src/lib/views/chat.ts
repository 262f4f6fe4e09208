/**
 * WhatsApp chat links. Every call to action is a real link to wa.me with a prefilled
 * Spanish message saying where the visitor comes from.
 */
import { site } from '../content/site';

export interface ChatContext {
  /** Absolute URL of the page the visitor is on. */
  pageUrl: string;
  /** Species suffix for species pages ("equinos", "bovinos"…). */
  species?: string;
  /** Breed-specific pages name the page and the breed. */
  breed?: string;
  pageName?: string;
}

/** The prefilled message of spec §1. */
export function chatMessage({ pageUrl, species, breed, pageName }: ChatContext): string {
  if (breed) {
    const page = pageName ? `la página «${pageName}» (${pageUrl})` : pageUrl;
    return `Hola, vengo de ${page} y quiero más información sobre ${breed}.`;
  }
  if (species) return `Hola, vengo de ${pageUrl} y quiero más información sobre ${species}.`;
  return `Hola, vengo de ${pageUrl} y quiero más información.`;
}

/** https://wa.me/{number}?text={message} */
export function chatLink(context: ChatContext, phone = site.whatsappNumber): string {
  return `https://wa.me/${phone}?text=${encodeURIComponent(chatMessage(context))}`;
}
