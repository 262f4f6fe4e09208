/**
 * html-validate's recommended rules on one built page of each type: the lint and accessibility
 * rules the W3C checker (nu.test.ts, every file) does not have: button types, empty headings and
 * links, unique landmarks, duplicate ids, alt texts, focusable hidden content…
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertCompleteDist } from './pages';
import { htmlValidator } from './html-validator';
import { SHELL_PAGES } from '../e2e/page-types';

// Fails the file on an empty or partial dist/ (tests/dist/pages.ts).
assertCompleteDist();

const validator = htmlValidator();

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
