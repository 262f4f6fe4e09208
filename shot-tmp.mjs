import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import { chromium, devices } from '@playwright/test';
const b = await chromium.launch({ executablePath: ['/usr/bin/chromium-headless-shell','/usr/bin/chromium'].find((p)=>require('fs').existsSync(p)), args: ['--no-sandbox'] });
const p = await b.newPage({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
let worst = 0;
const paths = process.argv.slice(2);
for (const path of paths) {
  await p.goto('http://localhost:8841'+path);
  const r = await p.evaluate(() => { const a = document.querySelector('[data-answer] a[data-chat]').getBoundingClientRect(); const bar = document.querySelector('[data-bottom-bar]')?.getBoundingClientRect(); return [Math.round(a.bottom), Math.round(bar?.top ?? 844)]; });
  if (r[0] > r[1]) console.log('OVER', path, r);
  worst = Math.max(worst, r[0]);
}
console.log('worst', worst, 'of', paths.length);
await b.close();
