/**
 * Slug rule of spec §5: lowercase, accents stripped, spaces to hyphens.
 * Anything else that is not a letter or digit becomes a hyphen, and hyphens never repeat.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Title case of spec §5: hyphens to spaces, each word capitalised ("shih-tzu" → "Shih Tzu"). */
export function titleCase(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toLocaleUpperCase('es-CO') + w.slice(1))
    .join(' ');
}

/** The first letter in capitals, the rest untouched ("caballos Lusitano" → "Caballos Lusitano"). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-CO') + text.slice(1);
}

/** The text with its first letter in lowercase: a label that continues a sentence ("Horario: lunes a sábado"). */
export function lowercaseFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase('es-CO') + text.slice(1);
}

/** Lowercase, accents stripped: how the old site normalised search values and paths. */
export function normaliseValue(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/**
 * The first sentence of a text: up to the first '.', '!' or '?' followed by a space and a capital
 * (or an opening '¿'/'¡'), or the whole text when it is one sentence.
 */
export function firstSentence(text: string): string {
  return text.match(/^(.+?[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡])/s)?.[1] ?? text;
}
