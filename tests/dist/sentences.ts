/**
 * The sentences of a built page's main content, as the voice checks read them
 * (tests/dist/voice.test.ts): each block of <main> (paragraph, list item, heading, FAQ question
 * and answer…) is split into sentences; navigation, scripts and styles are left out.
 */
import { decodeEntities } from './text';

export interface Block {
  /** The element the text is in: p, li, h2, dd… */
  tag: string;
  text: string;
}

const BLOCK = /<(p|li|h[1-6]|dt|dd|td|th|figcaption|summary)\b[^>]*>([\s\S]*?)<\/\1>/g;

/** The text blocks of the page's <main>, innermost first where blocks nest (a list item's paragraph). */
export function mainBlocks(html: string): Block[] {
  const main = (/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(/<(script|style|nav|template)\b[\s\S]*?<\/\1>/g, ' ');
  return [...main.matchAll(BLOCK)].map((m) => ({ tag: m[1]!, text: decodeEntities(m[2]!.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim() })).filter((b) => b.text);
}

/** The sentences of a block: split after a full stop, a question or exclamation mark followed by a capital or a digit. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+(?=[¿¡\p{Lu}\p{N}])/u).filter(Boolean);

/** A sentence ends with a full stop, a question or exclamation mark, or a colon that opens a list; labels and link texts do not. */
export const isSentence = (s: string) => /[.!?:]$/.test(s);

/** Lowercase words of a sentence, joined by one space: "¿Cuánto cuesta…?" and "cuánto cuesta…" are one sentence. */
export const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
