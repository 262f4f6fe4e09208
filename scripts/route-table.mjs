#!/usr/bin/env node
/** Writes the table of URL families of docs/architecture.md between its routes markers (npm run routes). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FAMILIES, pageFileCandidates } from '../src/lib/routes/families.ts';

/** The document that holds the table. */
export const ROUTES_DOC = 'docs/architecture.md';

/** The Markdown table, from the registry. */
export function routeTable() {
  const rows = Object.entries(FAMILIES).map(([key, f]) => {
    const file = pageFileCandidates(f.pattern).find((c) => existsSync(c)) ?? '(missing)';
    return `| \`${f.pattern}\` | ${key} | \`${file.replace(/^src\/pages\//, '')}\` | ${f.template} | ${f.data} | ${f.indexed ? 'yes' : 'no'} |`;
  });
  return ['| URL | family | page file (src/pages/) | template (src/components/) | data (content/) | indexed |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = readFileSync(ROUTES_DOC, 'utf8');
  const updated = doc.replace(/(<!-- routes:start -->\n)[\s\S]*?(\n<!-- routes:end -->)/, `$1${routeTable()}$2`);
  writeFileSync(ROUTES_DOC, updated);
  console.log(updated === doc ? `${ROUTES_DOC}: the table of URL families is current` : `${ROUTES_DOC}: table of URL families updated`);
}
