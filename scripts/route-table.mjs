#!/usr/bin/env node
/** Prints the README's table of URL families (npm run routes): pattern, page file, template, data, pages. */
import { existsSync } from 'node:fs';
import { FAMILIES, pageFileCandidates } from '../src/lib/routes/families.ts';

/** The Markdown table, from the registry. */
export function routeTable() {
  const rows = Object.entries(FAMILIES).map(([key, f]) => {
    const file = pageFileCandidates(f.pattern).find((c) => existsSync(c)) ?? '(missing)';
    return `| \`${f.pattern}\` | ${key} | \`${file.replace(/^src\/pages\//, '')}\` | ${f.template} | ${f.data} | ${f.indexed ? 'yes' : 'no'} |`;
  });
  return ['| URL | family | page file (src/pages/) | template (src/components/) | data (content/) | indexed |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(routeTable());
