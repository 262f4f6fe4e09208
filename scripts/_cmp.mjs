import { readFileSync } from 'node:fs';
import { mainText } from './audit-content.mjs';
const [a, b] = process.argv.slice(2).map((p) => mainText(readFileSync(`/work/wt9/dist${p}index.html`, 'utf8')));
const sa = a.split(/(?<=[.!?:])\s+/), sb = new Set(b.split(/(?<=[.!?:])\s+/));
for (const s of sa) console.log(sb.has(s) ? 'SAME ' : 'diff ', s.slice(0, 150));
