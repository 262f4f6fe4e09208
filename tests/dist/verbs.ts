/**
 * Whether a Spanish sentence has a finite verb, for the check that every sentence of a page
 * states something ("Ciudad del valle del río Cauca, de casas y edificios…" has none).
 *
 * The finite forms are those the Colombian Spanish dictionary of the spelling test
 * (dictionary-es-co, hunspell format) generates for each verb of its word list: every -ar, -er
 * and -ir entry is expanded through the suffix rules of its flags (index.aff › SFX), and the
 * forms that are not finite are left out (the infinitive, gerunds, participles). The forms no
 * page uses (first person singular in -o, tú and vosotros in -s) are left out too, because they
 * are mostly nouns and adjectives ("paso", "largo", "frecuentes"); the forms of the irregular
 * verbs the word list spells out without flags (es, está, hay, va, pueden…) are listed here.
 *
 * Limits: a noun spelt like a verb form ("carga", "muda", "entrega") counts as a noun only after
 * an article, a determiner or a preposition ("la carga", "de muda"), so a verbless line whose
 * noun stands alone can pass; a verb of a subordinate clause ("antes de que lleguen") passes a
 * main clause that has none. The check finds bare noun phrases ("Zona de apartamentos…",
 * "15 días de adaptación en…"), not every sentence a grammarian would fault.
 */
import dictionary from 'dictionary-es-co';

/** Suffix rules of the .aff file by flag: strip, add, and the condition on the word's end. */
function suffixRules(aff: string): Map<string, { strip: string; add: string; cond: RegExp }[]> {
  const rules = new Map<string, { strip: string; add: string; cond: RegExp }[]>();
  for (const line of aff.split('\n')) {
    const [kind, flag, strip, add, cond] = line.split(/\s+/);
    if (kind !== 'SFX' || cond === undefined || !flag || !strip || !add) continue;
    const list = rules.get(flag) ?? [];
    list.push({ strip: strip === '0' ? '' : strip, add: add.split('/')[0] === '0' ? '' : add.split('/')[0]!, cond: new RegExp(`${cond === '.' ? '' : cond}$`) });
    rules.set(flag, list);
  }
  return rules;
}

/** Participles of a verb ("llegado", "vendidas"), which are adjectives in a sentence. */
const participles = (verb: string) => (verb.endsWith('ar') ? ['ado', 'ada', 'ados', 'adas'] : ['ido', 'ida', 'idos', 'idas', 'ído', 'ída', 'ídos', 'ídas']).map((e) => verb.slice(0, -2) + e);
/** Not finite, or not a form a page uses: infinitives (with pronouns), gerunds, tú and vosotros forms, first person singular. */
const notFinite = (form: string) => /(?:ndo|ndose|[aeií]r|[aeií]rse|o)$/.test(form) || (form.endsWith('s') && !form.endsWith('mos'));
/** Irregular participles some flags generate. */
const IRREGULAR_PARTICIPLE = /^(?:hech|puest|dich|vist|escrit|abiert|cubiert|muert|vuelt|rot|frit|impres|compuest|dispuest|propuest|supuest|descrit|inscrit)[oa]s?$/;
/** Words spelt like a verb form that on our pages are prepositions, adverbs or nouns: "para" (parar), "sobre" (sobrar), "agua" (aguar). */
const NOT_VERBS = ['para', 'entre', 'sobre', 'cerca', 'bajo', 'frente', 'junto', 'aparte', 'base', 'agua', 'caliente', 'trote', 'galope'];
/** Finite forms of the irregular verbs the word list spells out without flags. */
const IRREGULAR = (
  'es son era eran fue fueron será serán sea sean sería serían está están estaba estaban estuvo esté estén estará estarán ' +
  'hay ha han había habían habrá haya hayan va van iba iban vaya vayan puede pueden pudo podrá podrán podría pueda puedan ' +
  'da dan dé den damos dele deles denle denles ve ven vea vean hemos somos estamos vamos tenemos podemos sabe saben'
).split(' ');

let finite: Set<string> | undefined;
/** Every finite verb form the checks accept, built once from the dictionary. */
export function finiteForms(): Set<string> {
  if (finite) return finite;
  const rules = suffixRules(new TextDecoder().decode(dictionary.aff));
  const forms = new Set<string>(IRREGULAR);
  for (const entry of new TextDecoder().decode(dictionary.dic).split('\n').slice(1)) {
    const [word = '', flags = ''] = entry.trim().split('/');
    if (!/(?:ar|er|ir|ír)$/.test(word) || !flags) continue;
    const skip = new Set(participles(word));
    for (const flag of flags) {
      for (const r of rules.get(flag) ?? []) {
        if (!r.cond.test(word) || !word.endsWith(r.strip)) continue;
        const form = word.slice(0, word.length - r.strip.length) + r.add;
        if (!skip.has(form) && !notFinite(form) && !IRREGULAR_PARTICIPLE.test(form)) forms.add(form);
      }
    }
  }
  for (const w of NOT_VERBS) forms.delete(w);
  finite = forms;
  return forms;
}

/** Words after which a word spelt like a verb is a noun: "la entrega", "de cría", "su carga" (not "se la damos", "estas son"). */
const BEFORE_NOUN = new Set('el la los las un una unos unas de del al su sus en con por para sin sobre entre a este esta estos estas ese esa cada otro otra mismo misma'.split(' '));
const CLITIC = /(?:me|te|se|nos|lo|la|los|las|le|les)$/;
const unaccented = (w: string) => w.normalize('NFD').replace(/\u0301/g, '').normalize('NFC');

/** A finite form, or one with enclitic pronouns that took an accent: "pregúntenos", "cepíllelo", "déjelo". */
function isFinite(word: string, forms: Set<string>): boolean {
  if (forms.has(word)) return true;
  let rest = word;
  for (let k = 0; k < 2 && CLITIC.test(rest); k++) {
    rest = rest.replace(CLITIC, '');
    if (rest.length > 2 && rest !== unaccented(rest) && forms.has(unaccented(rest))) return true;
  }
  return false;
}

/** The finite verbs of a sentence, in order (empty: a verbless statement). */
export function finiteVerbs(sentence: string): string[] {
  const forms = finiteForms();
  const words = sentence.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  // A first person plural ("damos") or an irregular form ("son", "está") is never a noun: "se la damos", "estas son".
  const nounLike = (w: string) => !w.endsWith('mos') && !IRREGULAR.includes(w);
  return words.filter((w, i) => isFinite(w, forms) && !(i > 0 && nounLike(w) && BEFORE_NOUN.has(words[i - 1]!)));
}
