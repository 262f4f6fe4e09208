/**
 * Texts that say a claim about the breeder, shown only with their proof (src/lib/content/proofs.ts):
 * a sentence that names a proof content/site.json does not give is left out, and so is a card
 * (a reason, a legal item) or a list item that names one. What is shown has the proof written in:
 * "Registro ICA n.º …", "desde 1994", "5.000 familias atendidas (a junio de 2025)".
 */
import { type ProofFields, claimsIn, monthOf, sentencesOf, unproven } from '../content/proofs';
import { contentYear, site, type SiteConfig } from '../content/site';
import { fillTemplate } from './spanish';

type Proofs = ProofFields & Pick<SiteConfig, 'contentDate'>;

/** "5.000": a count as a Colombian reads it. */
const countOf = (n: number | null) => (n ?? 0).toLocaleString('es-CO');

/** The values of the proof placeholders that content/site.json gives (none for an empty proof). */
export function proofValues(config: Proofs = site): Record<string, string> {
  const { business: b, stats: s } = config;
  const missing = new Set(unproven(config).map((c) => c.key));
  return {
    ...(missing.has('ica') ? {} : { registroIca: b.icaRegistration }),
    ...(missing.has('founded') ? {} : { fundación: String(b.foundedYear), años: String(contentYear(config) - b.foundedYear!) }),
    ...(missing.has('dogsDelivered') ? {} : { perrosEntregados: countOf(s.dogsDelivered.count), fechaPerros: monthOf(s.dogsDelivered.countedOn) }),
    ...(missing.has('familiesServed') ? {} : { familias: countOf(s.familiesServed.count), fechaFamilias: monthOf(s.familiesServed.countedOn) }),
  };
}

/** Whether a text names a proof that content/site.json does not give. */
export function lacksProof(text: string, config: Proofs = site): boolean {
  const missing = new Set(unproven(config).map((c) => c.key));
  return claimsIn(text).some((c) => missing.has(c.key));
}

/**
 * A text with its placeholders filled, without the sentences that name a missing proof ("" when
 * none is left: the page then shows nothing for it).
 */
export function withProofs(template: string, values: Readonly<Record<string, string>> = {}, config: Proofs = site): string {
  if (!claimsIn(template).length) return fillTemplate(template, values);
  const kept = sentencesOf(template).filter((sentence) => !lacksProof(sentence, config));
  return fillTemplate(kept.join(' '), { ...values, ...proofValues(config) });
}

/** The items of a list with their placeholders filled, without those that name a missing proof. */
export function provenList(items: readonly string[], values: Readonly<Record<string, string>> = {}, config: Proofs = site): string[] {
  return items.filter((item) => !lacksProof(item, config)).map((item) => withProofs(item, values, config));
}

/** Every text of a card (a reason, a legal item), at any depth. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

/**
 * The cards of a list that name no missing proof, at most `limit` of them, with the given texts
 * filled: a card that names one is left out whole, and the next one takes its place.
 */
export function provenCards<T extends object>(cards: readonly T[], limit = Infinity, config: Proofs = site): T[] {
  return cards.filter((card) => !textsOf(card).some((t) => lacksProof(t, config))).slice(0, limit);
}
