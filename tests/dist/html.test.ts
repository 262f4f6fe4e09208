/**
 * html-validate's recommended rules on one built page of each type: the lint and accessibility
 * rules the W3C checker (nu.test.ts, every file) does not have: button types, empty headings and
 * links, unique landmarks, duplicate ids, alt texts, focusable hidden content…
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertCompleteDist } from './pages';
import { HtmlValidate } from 'html-validate';
import { SHELL_PAGES } from '../e2e/page-types';

// Fails the file on an empty or partial dist/ (tests/dist/pages.ts).
assertCompleteDist();

const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Self-closed void elements (<img />, as React and Astro write them) are valid HTML.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    // React writes a true `hidden` as hidden="" (the cat filter's hidden cards and link), which is valid HTML.
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    'long-title': 'off',
    'valid-id': ['error', { relaxed: true }],
    'no-redundant-role': 'off',
    'element-permitted-content': 'error',
    'no-unknown-elements': 'off',
    'element-required-attributes': 'error',
  },
  // Astro's island elements hold flow or phrasing content, as custom elements may.
  elements: ['html5', { 'astro-island': { flow: true, phrasing: true }, 'astro-slot': { flow: true, phrasing: true } }],
});

describe('valid HTML', () => {
  for (const { path } of [...SHELL_PAGES, { path: '/404.html' }]) {
    it(path, async () => {
      const file = path.endsWith('.html') ? join('dist', path) : join('dist', path, 'index.html');
      const report = await validator.validateString(readFileSync(file, 'utf8'), file);
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`));
      expect(messages).toEqual([]);
    });
  }
});
