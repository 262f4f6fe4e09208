#!/usr/bin/env node
/** Writes the README's table of URL families between its routes markers (npm run routes). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FAMILIES, pageFileCandidates } from '../src/lib/routes/families.ts';

/** The Markdown table, from the registry. */
export function routeTable() {
  const rows = Object.entries(FAMILIES).map(([key, f]) => {
    const file = pageFileCandidates(f.pattern).find((c) => existsSync(c)) ?? '(missing)';
    return `| \`${f.pattern}\` | ${key} | \`${file.replace(/^src\/pages\//, '')}\` | ${f.template} | ${f.data} | ${f.indexed ? 'yes' : 'no'} |`;
  });
  return ['| URL | family | page file (src/pages/) | template (src/components/) | data (content/) | indexed |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const readme = readFileSync('README.md', 'utf8');
  const updated = readme.replace(/(<!-- routes:start -->\n)[\s\S]*?(\n<!-- routes:end -->)/, `$1${routeTable()}$2`);
  writeFileSync('README.md', updated);
  console.log(updated === readme ? 'README.md: the table of URL families is current' : 'README.md: table of URL families updated');
}
