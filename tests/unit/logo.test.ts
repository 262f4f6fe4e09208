import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGO_ART, logoDataUri, logoSvgFile } from '@/lib/views/logo';

describe('logo: one drawing for the header, the footer, the favicon and the JSON-LD logo file', () => {
  it('public/favicon.svg is the same drawing', () => {
    expect(readFileSync('public/favicon.svg', 'utf8'), 'public/favicon.svg differs from src/lib/views/logo.ts: write logoSvgFile() to it').toBe(logoSvgFile());
    expect(logoSvgFile()).toContain(LOGO_ART);
  });
  it('the favicon data URL decodes to the same SVG and carries no character a URL may not hold raw', () => {
    const uri = logoDataUri();
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    const body = uri.slice('data:image/svg+xml,'.length);
    expect(body).not.toMatch(/[<>#"\s]/);
    expect(decodeURIComponent(body)).toBe(logoSvgFile().trim().replaceAll('"', "'"));
  });
});
