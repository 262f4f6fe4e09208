/** The editor at /admin/ (src/build/integrations/admin.ts): where it saves, and what it is made of. */
import { describe, expect, it } from 'vitest';
import { ADMIN_HTML, adminBackend, adminFiles, decapFiles, LOCAL_BACKEND } from '@/build/integrations/admin';

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
  it('are the noindex shell, the generated config and Decap\'s bundle with its chunks, without source maps', async () => {
    expect(ADMIN_HTML).toContain('<meta name="robots" content="noindex, nofollow">');
    const names = [...(await adminFiles(process.cwd(), { kind: 'local', url: LOCAL_BACKEND })).keys()];
    expect(names.slice(0, 2)).toEqual(['index.html', 'config.yml']);
    expect(decapFiles(process.cwd())).toContain('decap-cms.js');
    expect(names.filter((n) => n.endsWith('.map') || n.startsWith('cms'))).toEqual([]);
    expect(names.filter((n) => /^\d+\.decap-cms\.js$/.test(n)).length).toBeGreaterThan(10);
  });
  it('config.yml is the development config with the local backend; a deploy\'s has none', async () => {
    const local = (await adminFiles(process.cwd(), { kind: 'local', url: LOCAL_BACKEND })).get('config.yml') as { text: string };
    expect(JSON.parse(local.text)).toMatchObject({ local_backend: { url: LOCAL_BACKEND }, media_folder: 'content/fotos', public_folder: 'fotos' });
    const deploy = (await adminFiles(process.cwd(), { kind: 'github', repo: 'a/b', branch: 'main' })).get('config.yml') as { text: string };
    expect(JSON.parse(deploy.text).local_backend).toBeUndefined();
    expect(JSON.parse(deploy.text).backend).toEqual({ name: 'github', repo: 'a/b', branch: 'main' });
  });
});

