/** The answer block of a built page (src/components/AnswerFirst.astro), as the dist HTML has it. */
import { decodeEntities } from './text';

export interface AnswerRead {
  subject: string;
  subjectName: string;
  place: string;
  facts: Map<string, string>;
}

const attr = (tag: string, name: string) => decodeEntities(new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '');

/** The answer block of a page as the dist HTML has it, or undefined. */
export function readAnswer(html: string): AnswerRead | undefined {
  const open = /<section\b[^>]*\bdata-answer\b[^>]*>/.exec(html);
  if (!open) return undefined;
  const block = html.slice(open.index, html.indexOf('</section>', open.index));
  const facts = new Map<string, string>();
  for (const m of block.matchAll(/<div\b[^>]*\bdata-fact="([^"]+)"[^>]*>([\s\S]*?)<\/div>/g)) {
    if (facts.has(m[1]!)) facts.set(m[1]!, `${facts.get(m[1]!)} ‖ twice`);
    else facts.set(m[1]!, decodeEntities(/<dd\b[^>]*>([\s\S]*?)<\/dd>/.exec(m[2]!)?.[1]?.replace(/<[^>]+>/g, '') ?? '').trim());
  }
  return { subject: attr(open[0], 'data-subject'), subjectName: attr(open[0], 'data-subject-name'), place: attr(open[0], 'data-place'), facts };
}
