/**
 * Valid HTML: every HTML file of dist/ through the W3C Nu Html Checker (vnu-jar), in one JVM
 * (one JVM per file would take an hour).
 *
 * Every page inlines its CSS (issue 11), and the checker's CSS validator, run on each of those
 * 13,000 <style> elements, was 70 % of the checker's time; yet the site has only about 40 distinct
 * stylesheets. So the checker reads each page with its <style> elements emptied (their line
 * breaks kept, so the lines it reports are the file's), and each distinct stylesheet once, in a
 * <style> element of a page of its own: every page's markup and every stylesheet, each exactly
 * as built, in about half the time. An error in a stylesheet names a page that uses it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertCompleteDist } from './pages';

// Fails the file on an empty or partial dist/ (tests/dist/pages.ts).
assertCompleteDist();

const require = createRequire(import.meta.url);
const vnuJar = String(require('vnu-jar'));
// The system's Java 11+ when there is one; otherwise the JRE vnu-jar downloaded at install.
const { resolveJava } = require('vnu-jar/vnu-java-downloader') as { resolveJava: () => Promise<string> };

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
}

const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi;

/** A page that holds one stylesheet, as the site's pages hold theirs. */
const stylesheetPage = (css: string) => `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Hoja de estilo</title><style>${css}</style></head><body><p>Hoja de estilo</p></body></html>\n`;

/**
 * Writes under `out` every HTML file of `dist` with its <style> elements emptied, and each
 * distinct stylesheet once (stylesheets/N.html); returns the page that first used each stylesheet.
 */
function splitStylesheets(dist: string, out: string): { files: number; firstUse: Map<string, string> } {
  const stylesheets = new Map<string, string>();
  const firstUse = new Map<string, string>();
  const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  for (const file of htmlFiles) {
    const html = readFileSync(join(dist, file), 'utf8').replace(STYLE, (_, open: string, css: string, close: string) => {
      if (!stylesheets.has(css)) {
        const name = `stylesheets/${stylesheets.size}.html`;
        stylesheets.set(css, name);
        firstUse.set(name, file);
      }
      return open + css.replace(/[^\n]/g, '') + close;
    });
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), html);
  }
  mkdirSync(join(out, 'stylesheets'));
  for (const [css, name] of stylesheets) writeFileSync(join(out, name), stylesheetPage(css));
  return { files: htmlFiles.length + stylesheets.size, firstUse };
}

/** Runs the checker; resolves with its stdout (--verbose: the files read) and stderr (the JSON report). */
function check(java: string, args: string[]): Promise<{ stdout: string; stderr: string; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(java, args);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ stdout, stderr, code }));
  });
}

/**
 * The copies go to memory (/dev/shm) where there is one with room for them (twice the HTML of
 * dist/; about 150 MB are written): on this disk (ext4 mounted with discard) removing the 6,500
 * files took 8 s of waiting at the end of the file, on tmpfs a fraction of a second. A small
 * /dev/shm (a container's 64 MB) or none: the system's temporary folder, as before.
 */
function workDir(): string {
  const htmlBytes = readdirSync('dist', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .reduce((sum, f) => sum + statSync(join('dist', f)).size, 0);
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 2 * htmlBytes) return mkdtempSync('/dev/shm/nu-');
  } catch {}
  return mkdtempSync(join(tmpdir(), 'nu-'));
}
const work = workDir();
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('W3C Nu Html Checker', () => {
  it('finds no error in any HTML file of dist/ nor in any of its stylesheets', { timeout: 900_000 }, async () => {
    const { files, firstUse } = splitStylesheets('dist', work);
    expect(firstUse.size, 'distinct stylesheets').toBeGreaterThan(0);
    const java = await resolveJava();
    // The checker's CSS validator predates standard features we emit: `@property` (CSS Properties
    // and Values API) and `margin-trim` (CSS Box 4) from Tailwind 4, `animation-timeline` and
    // `animation-range` (CSS Scroll-driven Animations 1) from the gallery's rise
    // (src/styles/global.css): exactly those messages are filtered, every other CSS error counts.
    // --no-langdetect: the checker's language detection only ever warns (--errors-only drops its
    // messages), and it cost about 15% of the run.
    const cssTooNew = 'CSS: (Unrecognized at-rule “@property”|“margin-trim”: Property “margin-trim” doesn.t exist\\.|“animation-timeline”: Property “animation-timeline” doesn.t exist\\.|“animation-range”: Property “animation-range” doesn.t exist\\.)';
    // -XX:TieredStopAtLevel=1: the JVM's quick compiler only. The run is too short for the
    // optimizing one to pay back its compile threads: the checker alone took 29–36 CPU-s with it
    // against 35–40 without (same files, interleaved runs, 2 busy cores), every file still read.
    const run = await check(java, ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', vnuJar, '--errors-only', '--skip-non-html', '--filterpattern', cssTooNew, '--no-langdetect', '--verbose', '--format', 'json', work]);
    const checked = run.stdout.split('\n').filter((l) => l.endsWith('.html')).length;
    expect(checked, 'files the checker read').toBe(files);
    const messages = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages.filter((m) => m.type !== 'info');
    const where = (m: NuMessage) => {
      const file = m.url ? relative(work, new URL(m.url).pathname) : '?';
      return firstUse.has(file) ? `the stylesheet of dist/${firstUse.get(file)} (and of the pages that share it)` : `dist/${file}:${m.lastLine ?? '?'}`;
    };
    const report = messages.map((m) => `${where(m)}: ${m.message}`);
    expect({ errors: report.length, first: report.slice(0, 20) }).toEqual({ errors: 0, first: [] });
  });
});
