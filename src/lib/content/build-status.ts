/**
 * The status file of a build, dist/estado.json: which commit and branch the site was built from,
 * the build day, and the inventory entries a deploy build left out with their error
 * (src/lib/content/read.ts › readInventory). The editor at /admin/ may fetch it (same origin)
 * to tell the breeder whether her last change is live and whether a litter was left out;
 * `_headers` serves it with `Cache-Control: no-store`. Not a page: no sitemap, no ledger.
 *
 * `construido` is the build day (BUILD_DATE, or today's UTC date: the day the inventory's statuses
 * are computed for), not the time of the build: two builds of one commit on one day must be byte
 * for byte the same (scripts/check-reproducible.mjs), and the commit says which change is live.
 */
import type { OmittedEntry } from './read';
import type { Env } from './site-settings';

export const BUILD_STATUS_FILE = 'estado.json';
/** Its address on the site, which the editor's status bar reads (src/admin/live-status.ts). */
export const BUILD_STATUS_PATH = '/estado.json';

export interface BuildStatus {
  /** The commit built: the host's variable (Cloudflare Pages, Netlify, GitHub Actions), else git's HEAD, else null. */
  commit: string | null;
  /** Its branch where known, else null. */
  branch: string | null;
  /** The build day, YYYY-MM-DD. */
  construido: string;
  /** The inventory files left out of the site, each with its error. */
  omitidas: OmittedEntry[];
}

/** Runs git with these arguments in the project and gives its trimmed output, or undefined when git is missing or fails. */
export type Git = (args: readonly string[]) => string | undefined;

const first = (...values: (string | undefined)[]) => values.map((v) => v?.trim()).find((v) => !!v);

/**
 * The commit: CF_PAGES_COMMIT_SHA (Cloudflare Pages), COMMIT_REF (Netlify), GITHUB_SHA (GitHub
 * Actions), else `git rev-parse HEAD`. The branch: CF_PAGES_BRANCH, BRANCH (Netlify),
 * GITHUB_HEAD_REF (a pull request) or GITHUB_REF_NAME, else git's current branch (none when HEAD
 * is detached, as in a CI checkout of a commit).
 */
export function buildSource(env: Env, git: Git): { commit: string | null; branch: string | null } {
  const commit = first(env.CF_PAGES_COMMIT_SHA, env.COMMIT_REF, env.GITHUB_SHA) ?? git(['rev-parse', 'HEAD']);
  const gitBranch = () => {
    const name = git(['rev-parse', '--abbrev-ref', 'HEAD']);
    return name === 'HEAD' ? undefined : name;
  };
  const branch = first(env.CF_PAGES_BRANCH, env.BRANCH, env.GITHUB_HEAD_REF, env.GITHUB_REF_NAME) ?? gitBranch();
  return { commit: commit && /^[0-9a-f]{7,64}$/i.test(commit) ? commit.toLowerCase() : null, branch: branch || null };
}

/** The status of this build, and its text as written (two-space JSON, final newline). */
export function buildStatus(env: Env, git: Git, day: string, omitted: readonly OmittedEntry[]): BuildStatus {
  return { ...buildSource(env, git), construido: day, omitidas: omitted.map(({ archivo, error }) => ({ archivo, error })) };
}

export const renderBuildStatus = (status: BuildStatus) => `${JSON.stringify(status, null, 2)}\n`;
