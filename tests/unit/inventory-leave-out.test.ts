/**
 * A content error in one litter or lot does not take the whole site down (src/lib/content/read.ts ›
 * readInventory): a deploy build (DEPLOY_TARGET) leaves the broken file out, with no page, and
 * says why; a development build stops on it as on any other content error.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError, contentFail } from '@/lib/content/errors';
import { readCatalog } from '@/lib/content/disk-catalog';
import { inventoryLeavesOut, leaveOutBroken, omission, omissionWarning, readInventory } from '@/lib/content/read';
import { builtPaths } from '@/lib/pages/url-ledger';
import { siteGuard } from '@/build/integrations/site-guard';
import { checkPhotoFolder } from '@/build/integrations/photos';
import { fixturePng } from '../fixtures/photos';
import { copyProject } from './project-copy';

const TODAY = '2026-11-10';
const litter = (over: Record<string, unknown> = {}) => ({
  tipo: 'camada',
  especie: 'perros',
  raza: 'pug',
  ciudad: 'bogota',
  nacimiento: '2026-09-01',
  listosDesde: '2026-11-01',
  actualizado: '2026-11-05',
  animales: [
    { nombre: 'Coco', sexo: 'macho', color: 'beige', estado: 'vendido' },
    { nombre: 'Nina', sexo: 'hembra', color: 'negro', estado: 'disponible' },
  ],
  ...over,
});

/** A copy of the project with one good litter and four broken ones, each broken in another way. */
function inventoryCopy(): string {
  const root = copyProject('leave-out');
  const dir = join(root, 'content/inventario');
  mkdirSync(dir, { recursive: true });
  const write = (name: string, data: unknown) => writeFileSync(join(dir, `${name}.json`), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  write('pug-bien', litter());
  // a typo in a status, made while marking a puppy sold
  write('pug-estado', litter({ animales: [{ nombre: 'Coco', sexo: 'macho', color: 'beige', estado: 'vendidoo' }] }));
  write('pug-raza', litter({ raza: 'pugg' }));
  write('pug-coma', '{ "tipo": "camada", }');
  write('pug-foto', litter({ fotos: [{ archivo: 'fotos/no-esta.jpg', texto: 'Cachorro pug beige en el pasto' }] }));
  return root;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('leaveOutBroken', () => {
  const read = (file: string) => (file.includes('mal') ? contentFail(file, `entry "x" › estado: "vendidoo" is not a status`) : [file]);
  it('keeps what reads and leaves out, with its error, each file whose content is wrong', () => {
    expect(leaveOutBroken(['a.json', 'mal.json', 'b.json'], read, true)).toEqual({
      kept: ['a.json', 'b.json'],
      omitted: [{ archivo: 'mal.json', error: 'entry "x" › estado: "vendidoo" is not a status' }],
    });
  });
  it('stops on the first one when it may not leave out, and always on an error that is not about content', () => {
    expect(() => leaveOutBroken(['a.json', 'mal.json'], read, false)).toThrow(ContentError);
    expect(() => leaveOutBroken(['a.json'], () => { throw new TypeError('a bug'); }, true)).toThrow(TypeError);
  });
  it('writes the error without the file it already names; a JSON error keeps its line and column', () => {
    expect(omission('f.json', new ContentError('[content] f.json: entry "f" › raza: wrong'))).toEqual({ archivo: 'f.json', error: 'entry "f" › raza: wrong' });
    expect(omission('f.json', new ContentError('[content] f.json:1:21: JSON syntax error'))).toEqual({ archivo: 'f.json', error: 'f.json:1:21: JSON syntax error' });
    expect(omissionWarning({ archivo: 'content/inventario/f.json', error: 'entry "f" › raza: wrong' })).toBe(
      '[inventario] content/inventario/f.json: no se publica hasta que se corrija (su página no existe mientras tanto): entry "f" › raza: wrong',
    );
  });
  it('leaves out in a deploy build only', () => {
    expect(inventoryLeavesOut({ DEPLOY_TARGET: 'cloudflare' })).toBe(true);
    expect(inventoryLeavesOut({})).toBe(false);
  });
});

describe('a deploy build with broken litters', () => {
  it('keeps the good one and leaves each broken one out, naming file, entry and field', () => {
    const root = inventoryCopy();
    const { entries, omitted } = readInventory(root, { leaveOut: true, today: TODAY });
    expect(entries.map((e) => e.id)).toEqual(['pug-bien']);
    expect(omitted).toEqual([
      { archivo: 'content/inventario/pug-coma.json', error: expect.stringMatching(/^content\/inventario\/pug-coma\.json:1:\d+: JSON syntax error/) },
      { archivo: 'content/inventario/pug-estado.json', error: expect.stringMatching(/^entry "pug-estado" › animales\.0 \("Coco"\)\.estado: /) },
      { archivo: 'content/inventario/pug-foto.json', error: expect.stringMatching(/^entry "pug-foto" › fotos\.0\.archivo: "fotos\/no-esta\.jpg" no existe/) },
      { archivo: 'content/inventario/pug-raza.json', error: expect.stringMatching(/^entry "pug-raza" › raza: "pugg" no es una raza ni una línea de perros .*¿quiso decir "pug"\?/) },
    ]);
  });

  it('builds no page for a left-out litter: its URL is not among the built paths, the good one is', () => {
    const root = inventoryCopy();
    vi.stubEnv('DEPLOY_TARGET', 'cloudflare');
    vi.stubEnv('BUILD_DATE', TODAY);
    const paths = builtPaths(readCatalog(root));
    expect(paths.has('/disponibles/pug-bien/')).toBe(true);
    for (const slug of ['pug-estado', 'pug-raza', 'pug-coma', 'pug-foto']) expect(paths.has(`/disponibles/${slug}/`), slug).toBe(false);
  });

  it('prints each one as a warning at the start of the build', () => {
    const root = inventoryCopy();
    const logger = { warn: vi.fn() };
    const env = { DEPLOY_TARGET: 'cloudflare', SITE_URL: 'https://criadero.example.co', WHATSAPP_NUMBER: '573001234567' };
    // the deploy build stops for other reasons (the good litter offers a puppy while the reservation terms are empty): the warnings come first
    expect(() => (siteGuard(env, () => TODAY, root).hooks['astro:config:setup'] as (o: unknown) => void)({ command: 'build', logger })).toThrow(/pug-bien\.json shows animals as available/);
    const warned = logger.warn.mock.calls.flat().join('\n');
    expect(warned).toContain('[inventario] content/inventario/pug-raza.json: no se publica hasta que se corrija (su página no existe mientras tanto): entry "pug-raza" › raza: "pugg"');
    expect(warned.match(/^\[inventario\] /gm)).toHaveLength(4);
  });
});

describe('the photos of a left-out litter', () => {
  it('are not published, so a deploy build counts them among the photos no entry uses', async () => {
    const root = inventoryCopy();
    mkdirSync(join(root, 'content/fotos'), { recursive: true });
    writeFileSync(join(root, 'content/fotos/camada.png'), await fixturePng());
    writeFileSync(join(root, 'content/inventario/pug-raza.json'), JSON.stringify(litter({ raza: 'pugg', fotos: [{ archivo: 'fotos/camada.png', texto: 'Camada de pugs en su cama' }] })));
    vi.stubEnv('BUILD_DATE', TODAY);
    expect(await checkPhotoFolder(root, { DEPLOY_TARGET: 'cloudflare' })).toEqual({ located: [], unused: ['camada.png'] });
  });
});

describe('a development build with a broken litter', () => {
  it('stops with the error, as before', () => {
    const root = inventoryCopy();
    expect(() => readInventory(root, { leaveOut: false, today: TODAY })).toThrow(/\[content\] content\/inventario\/pug-coma\.json:1:\d+: JSON syntax error/);
    vi.stubEnv('DEPLOY_TARGET', '');
    expect(() => readCatalog(root)).toThrow(ContentError);
  });
});
