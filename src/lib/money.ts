const formatter = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/**
 * Formats pesos as the site shows them: es-CO, COP, no decimals, with a typographic
 * apostrophe as thousands separator: 1300000 → "$ 1’300’000".
 */
export function formatCOP(amount: number): string {
  return formatter
    .formatToParts(Math.round(amount))
    .map((part) => {
      if (part.type === 'group') return '’';
      if (part.type === 'literal') return ' ';
      return part.value;
    })
    .join('')
    .replace(/^\$(?=\d)/, '$ ');
}
