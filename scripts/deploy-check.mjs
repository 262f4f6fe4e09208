#!/usr/bin/env node
/**
 * `npm run deploy:check`: a dry run of a first deploy. Lists, in Spanish, everything a deploy build
 * would still refuse or lack, grouped by the screen of the breeder's editor where it is filled
 * (src/build/deploy-check.ts), and exits 1 while something is missing, 0 when the site is ready.
 *
 * It reads this working copy's content/ and this shell's environment: set the deploy's variables
 * to check them too, e.g.
 *   SITE_URL=https://www.su-criadero.com.co CMS_GITHUB_REPO=mi-usuario/criadero \
 *   CMS_OAUTH_URL=https://sveltia-cms-auth.mi-cuenta.workers.dev npm run deploy:check
 * DEPLOY_TARGET is not needed: without it the check is that of a Cloudflare Pages deploy
 * (DEPLOY_TARGET=netlify checks a Netlify one). BUILD_DATE checks as of another day.
 */
import './ts-resolve.mjs';

const root = process.cwd();
let groups;
let env;
let today;
try {
  // Imported here: the content modules read and check content/ as they load.
  const { deployCheck, deployEnv } = await import('../src/build/deploy-check.ts');
  const { resolveSite } = await import('../src/lib/content/site.ts');
  const { buildDay } = await import('../src/lib/content/site-settings.ts');
  const { contentJsonFiles } = await import('../src/lib/content/proofs.ts');
  const { readContentFile } = await import('../src/lib/content/read.ts');
  env = deployEnv(process.env);
  today = buildDay(env);
  groups = deployCheck({
    config: resolveSite(env),
    env,
    files: contentJsonFiles(root),
    inventory: readContentFile('inventory', root).map((e) => e.data),
    today,
  });
} catch (error) {
  // A value every build refuses (a malformed number, an http address, a broken file): the build's own message.
  console.error(`No se pudo revisar el despliegue; el build también se detendría aquí:\n${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const host = env.DEPLOY_TARGET === 'netlify' ? 'Netlify' : env.DEPLOY_TARGET === 'static' ? 'otro servidor' : 'Cloudflare Pages';
const lines = [`Revisión de un primer despliegue (${host}, ${today}):`, ''];
if (process.env.WHATSAPP_NUMBER && !groups.some((g) => g.items.some((item) => item.startsWith('WHATSAPP_NUMBER')))) {
  lines.push('Aviso: WHATSAPP_NUMBER está definida; mientras exista, reemplaza el número que se escribe en el editor. No la ponga en el despliegue.', '');
}
if (!groups.length) {
  lines.push('Nada pendiente: el sitio está listo para publicarse.');
  console.log(lines.join('\n'));
  process.exit(0);
}
const count = groups.reduce((n, g) => n + g.items.length, 0);
for (const { screen, items } of groups) {
  lines.push(screen, ...items.map((item) => `  - ${item}`), '');
}
lines.push(`${count} ${count > 1 ? 'cosas pendientes' : 'cosa pendiente'} antes de publicar (docs/deploy.md explica cada paso).`);
console.log(lines.join('\n'));
process.exit(1);
