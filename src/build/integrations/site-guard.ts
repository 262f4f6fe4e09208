/**
 * Guards the sales channel and what the site claims, at the start of every build:
 *   every build    stops on claim words written without their proof placeholder, and on a claim
 *                  placeholder without the proof it must show (src/lib/content/proofs.ts);
 *   deploy build   (DEPLOY_TARGET set) stops on placeholder settings, on a claim whose proof is
 *                  empty, on prices more than a year old that nobody confirmed, and on an animal
 *                  shown as available while the reservation terms are empty; it prints the
 *                  inventory entries that are stale (not updated for inventario.diasSinActualizar days),
 *                  and each inventory file it leaves out of the site for a content error, with
 *                  that error (src/lib/content/read.ts › readInventory);
 *   other builds   warn about each of those three once, and build.
 * Invalid values (a number without country code, a javascript: URL…) already fail when
 * src/lib/content/site.ts resolves the config.
 */
import type { AstroIntegration } from 'astro';
import { claimProblems, claimTextProblems, claimUses, claimWarning, contentJsonFiles, priceProblems } from '../../lib/content/proofs';
import { resolveSite, SITE_FILE } from '../../lib/content/site';
import { buildDay, deployProblems, deployTarget } from '../../lib/content/site-settings';
import { TEXT_FILES } from '../../lib/content/texts';
import { inventoryLeavesOut, omissionWarning, readInventory } from '../../lib/content/read';
import { inventoryProblems } from '../../lib/views/inventory';

export function siteGuard(env = process.env, today: () => string = () => buildDay(env), root = process.cwd()): AstroIntegration {
  return {
    name: 'site-guard',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build' && command !== 'dev') return;
        const target = deployTarget(env);
        const config = resolveSite(env);
        // A deploy build leaves out an inventory file with a content error (src/lib/content/read.ts › readInventory): nothing of it is published, nor checked.
        const { entries, omitted } = readInventory(root, { leaveOut: inventoryLeavesOut(env), today: today() });
        if (omitted.length) logger.warn(omitted.map(omissionWarning).join('\n'));
        const left = new Set(omitted.map((o) => o.archivo));
        const files = contentJsonFiles(root, (file) => left.has(file));
        const wrongClaims = claimTextProblems(files);
        if (wrongClaims.length) throw new Error(wrongClaims.join('\n'));
        const texts = new Set<string>([SITE_FILE, ...Object.values(TEXT_FILES).map((t) => t.file)]);
        const uses = claimUses(files.filter((f) => texts.has(f.file)));
        const settings = deployProblems(config, env);
        const claims = claimProblems(uses, config);
        const prices = priceProblems(config.prices, today());
        const inventory = inventoryProblems(entries.map((e) => e.data), config, today());
        if (inventory.stale.length) logger.warn(inventory.stale.join('\n'));
        if (target) {
          const problems = [...settings, ...claims, ...prices, ...inventory.refused];
          if (problems.length) throw new Error(`DEPLOY_TARGET=${target} refuses to publish:\n  - ${problems.join('\n  - ')}`);
          return;
        }
        if (inventory.refused.length) logger.warn(`${inventory.refused.join('; ')} (a deploy build refuses this)`);
        if (settings.length) {
          logger.warn(
            `placeholder settings, fine for development; a deploy build (DEPLOY_TARGET=cloudflare|netlify|static) refuses them:\n  - ${settings.join('\n  - ')}`,
          );
        }
        const claimLine = claimWarning(uses, config);
        if (claimLine) logger.warn(claimLine);
        if (prices.length) logger.warn(`${prices.join('; ')} (a deploy build refuses this)`);
      },
    },
  };
}
