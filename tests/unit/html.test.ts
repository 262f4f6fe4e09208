import { describe, expect, it } from 'vitest';
import { hoistBodyStyles } from '@/build/html';

const ISLAND = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistBodyStyles', () => {
  it("moves Astro's island style from the body to the end of the head", () => {
    const html = `<!DOCTYPE html><html lang="es"><head><title>x</title></head><body><nav></nav> ${ISLAND}<script>1</script><astro-island></astro-island></body></html>`;
    expect(hoistBodyStyles(html)).toBe(
      `<!DOCTYPE html><html lang="es"><head><title>x</title>${ISLAND}</head><body><nav></nav> <script>1</script><astro-island></astro-island></body></html>`,
    );
  });

  it('keeps several body styles in order and leaves head styles where they are', () => {
    const html = '<html><head><style>a{}</style></head><body><style media="print">b{}</style><p>x</p><style>c{}</style></body></html>';
    expect(hoistBodyStyles(html)).toBe('<html><head><style>a{}</style><style media="print">b{}</style><style>c{}</style></head><body><p>x</p></body></html>');
  });

  it('leaves a "<style>" inside a script, an SVG or a template alone', () => {
    const html =
      '<html><head></head><body><script>document.write("<style>x{}</style>")</script><svg><style>.a{}</style></svg><template><style>t{}</style></template></body></html>';
    expect(hoistBodyStyles(html)).toBe(html);
  });

  it('returns a page without body styles, or without a head, unchanged', () => {
    const page = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistBodyStyles(page)).toBe(page);
    expect(hoistBodyStyles(`<p>fragment</p>${ISLAND}`)).toBe(`<p>fragment</p>${ISLAND}`);
  });
});
