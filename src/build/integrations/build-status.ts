/**
 * Writes dist/estado.json after every build (src/lib/content/build-status.ts): commit, branch,
 * build day and the inventory entries this build left out. Written after the pages, so no page,
 * the sitemap or the URL ledger sees it; its `Cache-Control: no-store` is in dist/_headers
 * (src/build/integrations/security-headers.ts).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { BUILD_STATUS_FILE, BUILD_STATUS_PATH, buildStatus, type Git, renderBuildStatus } from '../../lib/content/build-status';
import { inventoryLeavesOut, readInventory } from '../../lib/content/read';
import { buildDay } from '../../lib/content/site-settings';

/** git in `root`, quietly: undefined when git is missing or this is no repository. */
export const gitIn =
  (root: string): Git =>
  (args) => {
    try {
      return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
    } catch {
      return undefined;
    }
  };

export function buildStatusFile(env = process.env): AstroIntegration {
  let root = process.cwd();
  return {
    name: 'build-status',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
      },
      'astro:build:done': ({ dir, logger }) => {
        const day = buildDay(env);
        const { omitted } = readInventory(root, { leaveOut: inventoryLeavesOut(env), today: day });
        const status = buildStatus(env, gitIn(root), day, omitted);
        writeFileSync(join(fileURLToPath(dir), BUILD_STATUS_FILE), renderBuildStatus(status));
        logger.info(`${BUILD_STATUS_PATH}: commit ${status.commit ?? 'unknown'}${status.branch ? ` (${status.branch})` : ''}, ${status.omitidas.length} inventory entries left out`);
      },
    },
  };
}
