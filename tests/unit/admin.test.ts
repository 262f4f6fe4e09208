/** The editor at /admin/ (src/integrations/admin.ts): where it saves, and what it is made of. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CAMERA, phoneJpeg } from '../fixtures/photos';
import { ADMIN_HTML, adminBackend, adminFiles, decapFiles, LOCAL_BACKEND, UPLOAD_CLEANER } from '@/integrations/admin';

describe('adminBackend', () => {
  it('saves through decap-server on this machine in a development build', () => {
    expect(adminBackend({})).toEqual({ kind: 'local', url: LOCAL_BACKEND });
    expect(adminBackend({ CMS_LOCAL_BACKEND: 'http://localhost:8091/api/v1' })).toEqual({ kind: 'local', url: 'http://localhost:8091/api/v1' });
  });
  it('commits to GitHub in a deploy build, with the OAuth proxy of Cloudflare when given', () => {
    expect(adminBackend({ DEPLOY_TARGET: 'netlify', CMS_GITHUB_REPO: 'criadero/sitio' })).toEqual({ kind: 'github', repo: 'criadero/sitio', branch: 'main' });
    expect(adminBackend({ DEPLOY_TARGET: 'cloudflare', CMS_GITHUB_REPO: 'criadero/sitio', CMS_GITHUB_BRANCH: 'contenido', CMS_OAUTH_URL: 'https://auth.criadero.co/' })).toEqual({
      kind: 'github',
      repo: 'criadero/sitio',
      branch: 'contenido',
      baseUrl: 'https://auth.criadero.co',
    });
  });
  it('leaves the editor out of a deploy without a repository, and refuses one that is not owner/name', () => {
    expect(adminBackend({ DEPLOY_TARGET: 'cloudflare' })).toMatchObject({ skip: expect.stringContaining('CMS_GITHUB_REPO') });
    expect(() => adminBackend({ DEPLOY_TARGET: 'cloudflare', CMS_GITHUB_REPO: 'https://github.com/a/b' })).toThrow(/owner\/name/);
  });
});

describe('the files of /admin/', () => {
  it('are the noindex shell, the generated config and Decap\'s bundle with its chunks, without source maps', () => {
    expect(ADMIN_HTML).toContain('<meta name="robots" content="noindex, nofollow">');
    const names = [...adminFiles(process.cwd(), { kind: 'local', url: LOCAL_BACKEND }).keys()];
    expect(names.slice(0, 3)).toEqual(['index.html', 'config.yml', UPLOAD_CLEANER]);
    expect(decapFiles(process.cwd())).toContain('decap-cms.js');
    expect(names.filter((n) => n.endsWith('.map') || n.startsWith('cms'))).toEqual([]);
    expect(names.filter((n) => /^\d+\.decap-cms\.js$/.test(n)).length).toBeGreaterThan(10);
  });
  it('config.yml is the development config with the local backend; a deploy\'s has none', () => {
    const local = adminFiles(process.cwd(), { kind: 'local', url: LOCAL_BACKEND }).get('config.yml') as { text: string };
    expect(JSON.parse(local.text)).toMatchObject({ local_backend: { url: LOCAL_BACKEND }, media_folder: 'content/fotos', public_folder: 'fotos' });
    const deploy = adminFiles(process.cwd(), { kind: 'github', repo: 'a/b', branch: 'main' }).get('config.yml') as { text: string };
    expect(JSON.parse(deploy.text).local_backend).toBeUndefined();
    expect(JSON.parse(deploy.text).backend).toEqual({ name: 'github', repo: 'a/b', branch: 'main' });
  });
});

describe('the editor removes a photo\'s GPS position before it uploads it', () => {
  it('loads its cleaner before Decap, and the cleaner hands Decap the picked phone photo without its position or camera', async () => {
    expect(ADMIN_HTML.indexOf(UPLOAD_CLEANER)).toBeLessThan(ADMIN_HTML.indexOf('decap-cms.js'));
    const script = (adminFiles(process.cwd(), { kind: 'local', url: LOCAL_BACKEND }).get(UPLOAD_CLEANER) as { text: string }).text;
    // A window with just what the listener uses: the capture listener, a file input, DataTransfer.
    const listeners: { type: string; handler: (e: unknown) => Promise<void>; capture: boolean }[] = [];
    class HTMLInputElement {
      type = 'file';
      files: File[] = [];
      dispatched: { type: string; bubbles: boolean }[] = [];
      dispatchEvent(e: { type: string; bubbles: boolean }) {
        this.dispatched.push(e);
      }
    }
    class DataTransfer {
      files: File[] = [];
      items = { add: (f: File) => this.files.push(f) };
    }
    const fake = {
      window: { addEventListener: (type: string, handler: (e: unknown) => Promise<void>, capture: boolean) => listeners.push({ type, handler, capture }) },
      HTMLInputElement,
      DataTransfer,
      Event: class {
        constructor(public type: string, public init: { bubbles: boolean }) {}
        get bubbles() {
          return this.init.bubbles;
        }
      },
    };
    const dir = mkdtempSync(join(tmpdir(), 'admin-cleaner-'));
    const file = join(dir, UPLOAD_CLEANER.replace(/\.js$/, '.mjs'));
    writeFileSync(file, `const { window, HTMLInputElement, DataTransfer, Event } = globalThis.__fakeAdmin;\n${script}`);
    (globalThis as Record<string, unknown>).__fakeAdmin = fake;
    const { hasLocation } = await import(/* @vite-ignore */ pathToFileURL(file).href);
    expect(listeners.map((l) => [l.type, l.capture])).toEqual([['change', true]]);

    const phone = await phoneJpeg();
    const input = new HTMLInputElement();
    input.files = [new File([new Uint8Array(phone)], 'cachorra.jpg', { type: 'image/jpeg' })];
    let stopped = false;
    await listeners[0]!.handler({ target: input, stopImmediatePropagation: () => (stopped = true) });
    expect(stopped).toBe(true);
    expect(input.dispatched.map((e) => [e.type, e.bubbles])).toEqual([['change', true]]);
    const picked = input.files[0]!;
    expect([picked.name, picked.type]).toEqual(['cachorra.jpg', 'image/jpeg']);
    const bytes = Buffer.from(await picked.arrayBuffer());
    expect(hasLocation(phone)).toBe(true);
    expect(hasLocation(bytes)).toBe(false);
    expect(bytes.includes(Buffer.from(FIXTURE_CAMERA.Model))).toBe(false);
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    // the change it sends again reaches Decap untouched
    stopped = false;
    await listeners[0]!.handler({ target: input, stopImmediatePropagation: () => (stopped = true) });
    expect(stopped).toBe(false);
  });
});
