/**
 * No text is cut off in any infographic: each SVG rendered by the browser, every <text> box stays
 * inside the card's frame (x 16–624, y 16–344 of the 640×360 viewBox, so at any display width).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const infographics = JSON.parse(readFileSync('content/images/infographics.json', 'utf8')) as { slug: string; image: string }[];
const local = [...infographics.map((i) => i.image).filter((src) => src.endsWith('.svg')), '/img/infografias/perro.svg'];

test(`the text of ${local.length} infographics fits inside the frame`, async ({ page }) => {
  const overflowing: string[] = [];
  for (const src of local) {
    await page.goto(src);
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('text')].map((t) => {
        const b = (t as SVGTextElement).getBBox();
        return { text: t.textContent ?? '', left: b.x, right: b.x + b.width, top: b.y, bottom: b.y + b.height };
      }),
    );
    for (const b of boxes) if (b.left < 16 || b.right > 624 || b.top < 16 || b.bottom > 344) overflowing.push(`${src}: "${b.text}" ${Math.round(b.left)}–${Math.round(b.right)} × ${Math.round(b.top)}–${Math.round(b.bottom)}`);
  }
  expect(overflowing).toEqual([]);
});
