/** dist/estado.json (src/lib/content/build-status.ts): the commit, branch and day a build is of, and the inventory it left out. */
import { describe, expect, it } from 'vitest';
import { buildSource, buildStatus, renderBuildStatus } from '@/lib/content/build-status';
import { gitIn } from '@/build/integrations/build-status';
import { buildAdminCsp } from '@/build/security-headers';

const SHA = '0123456789abcdef0123456789abcdef01234567';
const noGit = () => undefined;
const git = (head: string, branch: string) => (args: readonly string[]) => (args.includes('--abbrev-ref') ? branch : head);

describe('which commit and branch a build is of', () => {
  it('takes the host\'s variables first: Cloudflare Pages, Netlify, GitHub Actions', () => {
    expect(buildSource({ CF_PAGES_COMMIT_SHA: SHA, CF_PAGES_BRANCH: 'main' }, noGit)).toEqual({ commit: SHA, branch: 'main' });
    expect(buildSource({ COMMIT_REF: SHA, BRANCH: 'contenido' }, noGit)).toEqual({ commit: SHA, branch: 'contenido' });
    expect(buildSource({ GITHUB_SHA: SHA, GITHUB_REF_NAME: 'main' }, git('f'.repeat(40), 'otra'))).toEqual({ commit: SHA, branch: 'main' });
    expect(buildSource({ GITHUB_SHA: SHA, GITHUB_HEAD_REF: 'camada-nueva', GITHUB_REF_NAME: '12/merge' }, noGit).branch).toBe('camada-nueva');
  });
  it('asks git otherwise; a detached HEAD has no branch, and without git both are null', () => {
    expect(buildSource({}, git(SHA, 'build-guards'))).toEqual({ commit: SHA, branch: 'build-guards' });
    expect(buildSource({}, git(SHA, 'HEAD'))).toEqual({ commit: SHA, branch: null });
    expect(buildSource({}, noGit)).toEqual({ commit: null, branch: null });
    expect(buildSource({ CF_PAGES_COMMIT_SHA: 'not a commit' }, noGit).commit).toBeNull();
  });
  it('reads this repository\'s HEAD with git', () => {
    expect(gitIn(process.cwd())(['rev-parse', 'HEAD'])).toMatch(/^[0-9a-f]{40}$/);
    expect(gitIn('/')(['rev-parse', 'HEAD'])).toBeUndefined();
  });
});

describe('estado.json', () => {
  it('says the commit, the branch, the build day and each inventory file left out with its error, the same text every time', () => {
    const omitted = [{ archivo: 'content/inventario/pug-raza.json', error: 'entry "pug-raza" › raza: "pugg" is not a breed or line of perros' }];
    const status = buildStatus({ CF_PAGES_COMMIT_SHA: SHA, CF_PAGES_BRANCH: 'main' }, noGit, '2026-11-10', omitted);
    expect(JSON.parse(renderBuildStatus(status))).toEqual({ commit: SHA, branch: 'main', construido: '2026-11-10', omitidas: omitted });
    expect(renderBuildStatus(status)).toBe(renderBuildStatus(buildStatus({ CF_PAGES_COMMIT_SHA: SHA, CF_PAGES_BRANCH: 'main' }, noGit, '2026-11-10', omitted)));
    expect(renderBuildStatus(buildStatus({}, noGit, '2026-11-10', []))).toBe('{\n  "commit": null,\n  "branch": null,\n  "construido": "2026-11-10",\n  "omitidas": []\n}\n');
  });
});

describe('the editor may read it', () => {
  it('is on the site\'s own origin, which the editor\'s policy lets it fetch (connect-src \'self\'), in a deploy as locally', () => {
    for (const csp of [buildAdminCsp(), buildAdminCsp({ localBackend: 'http://localhost:8081/api/v1' })]) {
      expect(csp.split('; ').find((d) => d.startsWith('connect-src '))?.split(' ')).toContain("'self'");
    }
  });
});
