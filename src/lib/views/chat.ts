/**
 * WhatsApp chat links. Every call to action is a real link to wa.me with a prefilled
 * Spanish message saying where the visitor comes from.
 */
import { site } from '../content/site';

export interface ChatContext {
  /** Absolute URL of the page the visitor is on. */
  pageUrl: string;
  /** Species suffix for species pages (content/species.json › palabraChat: "caballos, mulas y burros", "ganado"…). */
  species?: string;
  /**
   * Breed-specific pages name the page and the breed, as the breed reads inside a sentence, with
   * its article: "el Shih Tzu", "el gato persa", "las mulas", "el búfalo Murrah".
   */
  subject?: string;
  /**
   * The page as its h1 names it: the message says «vengo de la página «Perros en venta en Cali» (url)»,
   * as a person would, not the bare URL (s51 read of the dog cluster and use pages).
   */
  pageName?: string;
  /** A species the breeder does not sell (an educational bird): the visitor has a question about it. */
  question?: boolean;
}

/** The prefilled message of spec §1. */
export function chatMessage({ pageUrl, species, subject, pageName, question }: ChatContext): string {
  const page = pageName ? `la página «${pageName}» (${pageUrl})` : pageUrl;
  if (subject) return question ? `Hola, vengo de ${page} y tengo una pregunta sobre ${subject}.` : `Hola, vengo de ${page} y quiero más información sobre ${subject}.`;
  if (species) return `Hola, vengo de ${page} y quiero más información sobre ${species}.`;
  return `Hola, vengo de ${page} y quiero más información.`;
}

/** https://wa.me/{number}?text={message} */
export function chatLink(context: ChatContext, phone = site.whatsappNumber): string {
  return `https://wa.me/${phone}?text=${encodeURIComponent(chatMessage(context))}`;
}
