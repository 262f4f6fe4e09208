/**
 * Species are data (issue 24): a sixth livestock species added to content/ only
 * (tests/fixtures/sixth-species, built by `npm run build:sixth-species` into a quick fixture
 * build, .cache/fixtures-species-photos/dist, beside the shih tzu photos of scripts/build-photos.mjs) gets every livestock page family, its navigation entry, its sitemap
 * entries, its share images and its placeholder paths, from the same src/ as the site.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/lib/content/site';
import { SUBSET_SIZE } from '@/lib/content/subset';
import { fixtureDir } from '../../../scripts/fixture-sites.mjs';

const COPY = fixtureDir('sixth-species');
const DIST = join(COPY, 'dist');
const FIXTURE = 'tests/fixtures/sixth-species';

if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} has no build: run \`npm run build:sixth-species\` first`);

const merge = JSON.parse(readFileSync(join(FIXTURE, 'merge.json'), 'utf8'));
const entry = merge['content/species.json'].append;
const species: string = entry.clave;
const lines: { slug: string; nombre: string }[] = JSON.parse(readFileSync(join(FIXTURE, entry.ganado.lineas), 'utf8'));
const clusters: { slug: string; h1: string }[] = merge['content/livestock/clusters.json'].add[species];
/** The cities of the quick build: the first ones of content/places/cities.json and the dispatch city. */
const cities = (JSON.parse(readFileSync('content/places/cities.json', 'utf8')) as { slug: string }[])
  .filter((c, i) => i < SUBSET_SIZE.cities || c.slug === site.dispatch.city)
  .map((c) => c.slug);

const page = (path: string) => {
  const file = join(DIST, path, 'index.html');
  expect(existsSync(file), `${path} is built`).toBe(true);
  return readFileSync(file, 'utf8');
};
const h1 = (html: string) => html.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '').trim();

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe(`a sixth livestock species from content/ only (${species})`, () => {
  it('was built from the same code as the site: src/ of the copy is src/ of the project', () => {
    const ours = filesUnder('src').map((f) => [relative('src', f), hash(f)]);
    const theirs = filesUnder(join(COPY, 'src')).map((f) => [relative(join(COPY, 'src'), f), hash(f)]);
    expect(theirs).toEqual(ours);
  });

  it('has its landing page, named as content/species.json names it, listing each line', () => {
    const html = page(`/${species}-colombia/`);
    expect(h1(html)).toBe(entry.ganado.portada.encabezado);
    for (const line of lines) expect(html).toContain(`href="/${species}/${line.slug}-colombia/"`);
  });

  it('has a page per line, a sale page per line and city with its sale prefix, and its city and category pages', () => {
    for (const line of lines) {
      expect(h1(page(`/${species}/${line.slug}-colombia/`))).toContain(line.nombre);
      for (const city of cities) expect(page(`/${species}/venta-${entry.ganado.venta.prefijo}-${line.slug}-${city}/`)).toContain(line.nombre);
    }
    for (const city of cities) page(`/${species}-en-${city}/`);
    for (const cluster of clusters) expect(h1(page(`/${species}-${cluster.slug}-colombia/`))).toBe(cluster.h1);
  });

  it('is in the navigation of every page, the sitemap and the share images', () => {
    const home = page('/');
    expect(home).toMatch(new RegExp(`<a href="/${species}-colombia/"[^>]*>[\\s\\S]{0,400}?${entry.nombre}`));
    expect(page('/perros/')).toContain(`href="/${species}-colombia/"`);
    const sitemap = readdirSync(DIST).filter((f) => /^sitemap-\d+\.xml$/.test(f)).map((f) => readFileSync(join(DIST, f), 'utf8')).join('');
    expect(sitemap).toContain(`/${species}-colombia/</loc>`);
    expect(sitemap).toContain(`/${species}/${lines[0]!.slug}-colombia/</loc>`);
    for (const name of [species, ...lines.map((l) => `${species}-${l.slug}`)]) expect(existsSync(join(DIST, 'og', `${name}.png`)), `og/${name}.png`).toBe(true);
  });

  it('resolves its placeholder paths (/co/{especie}/…) to its sale pages', () => {
    const index = readFileSync(join(DIST, '404.html'), 'utf8');
    expect(index).toContain(`"${species}":{"name":"${entry.nombre}"`);
    expect(index).toContain(`"${lines[0]!.slug}":"${entry.ganado.venta.prefijo}-${lines[0]!.slug}"`);
  });
});
