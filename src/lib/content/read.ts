/**
 * Reads content files from disk for the Astro loader (src/content.config.ts) and for tests and
 * build scripts (disk-catalog.ts): a deleted file and an image path with no file behind it are
 * reported as what the editor has to do, not as a raw ENOENT or a broken image on the site.
 *
 * A content error in one litter or lot does not take the whole site down (readInventory):
 *   deploy build       (DEPLOY_TARGET set) an inventory file that fails to parse, fails its
 *                      schema, names a photo that is missing or unusable, or fails checkInventory
 *                      (a breed the species lacks, an unknown city, an update date after the build
 *                      day…) is left out of the site: it has no page, as if the file were deleted
 *                      (its URL falls to the 404 script, which sends it to /disponibles/), so a sold
 *                      animal never keeps saying "Disponible" because its file broke. Its error is
 *                      printed as a warning naming file, entry and field (site-guard.ts) and listed
 *                      in dist/estado.json › omitidas (build-status.ts).
 *   development build  stops with the error, as for any other content file: the error-case tests
 *                      (tests/unit/content-errors.test.ts, inventory-content.test.ts,
 *                      scripts/build-hostile.mjs) and the breeder's local checks keep failing loudly.
 * Every other content file stops every build: the whole site depends on it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { inventoryRefs } from './catalog';
import { ContentError, contentFail } from './errors';
import { checkInventory, INVENTORY_FOLDER, type InventoryRefs } from './inventory';
import { LIVESTOCK_SPECIES } from './species';
import { buildDay, deployTarget, type Env } from './site-settings';
import { contentFiles, lineKey, parseContentFile, type ContentData, type ContentFile, type ContentKey } from './files';
import { parseJsonText, readContentText } from './json';
import { checkPhotoFiles } from './photo-files';
import { IMAGE_URL_FIX } from './schemas';
import { SLUG_RE } from './fields';
import { SITE_FILE } from './site';

const PLAIN_NAMES = 'or better, rename the file with lowercase letters, digits and hyphens only';

/** The first broken %-escape of a path, as written ("%zz", "%A"), or the run of escapes that is not UTF-8 text. */
function brokenEscape(path: string): { escape: string; utf8: boolean } {
  const bad = /%(?![0-9a-f]{2})[0-9a-z]{0,2}/i.exec(path);
  if (bad) return { escape: bad[0], utf8: false };
  for (const run of path.match(/(?:%[0-9a-f]{2})+/gi) ?? []) {
    try {
      decodeURIComponent(run);
    } catch {
      return { escape: run, utf8: true };
    }
  }
  return { escape: path, utf8: false };
}

/**
 * Where a site path ("/img/…") points under public/, or what is wrong with it: a broken %-escape
 * (decodeURI would throw a bare "URIError: URI malformed"), a ".." that leaves public/ (also
 * written %2e%2e, or behind an encoded "/"), or a ".." that stays inside but hides the real path.
 */
function publicPath(url: string): { path: string } | { problem: string } {
  const raw = url.split(/[?#]/)[0]!;
  let decoded: string;
  try {
    decoded = raw.split('/').map(decodeURIComponent).join('/');
  } catch {
    const { escape, utf8 } = brokenEscape(raw);
    return {
      problem: utf8
        ? `has %-escapes that are not UTF-8 text ("${escape}"); write accented letters as they are (e.g. "/img/perros/pequeño.jpg"), ${PLAIN_NAMES}`
        : `has a broken %-escape ("${escape}"): a "%" must be followed by two hexadecimal digits (%20 is a space); write "%" itself as %25, ${PLAIN_NAMES}`,
    };
  }
  const segments = decoded.split(/[\\/]/);
  if (!segments.includes('..')) return { path: decoded };
  let depth = 0;
  const kept: string[] = [];
  for (const segment of segments.slice(1)) {
    if (segment === '..') {
      depth--;
      kept.pop();
    } else if (segment !== '.' && segment !== '') {
      depth++;
      kept.push(segment);
    }
    if (depth < 0) {
      return { problem: 'points outside public/; write the path of a file under public/ from its root, without ".." (e.g. "/img/cachorros/cachorro-01.svg")' };
    }
  }
  return { problem: `goes through ".."; write the path of the file under public/ without it: "/${kept.join('/')}"` };
}

/** The origin of content/site.json › imageHost, or undefined when the file or the field is broken (site.ts reports that). */
function imageHostOf(root: string): string | undefined {
  try {
    const raw = parseJsonText(SITE_FILE, readContentText(root, SITE_FILE)) as { imageHost?: unknown };
    return typeof raw?.imageHost === 'string' ? new URL(raw.imageHost).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Checks that every image an entry names by site path ("/img/…") is a file under public/, and that
 * every https:// image is on the image host (content/site.json › imageHost): the
 * Content-Security-Policy allows images only from the site itself and that host.
 */
export function checkImageFiles(
  key: ContentKey,
  entries: { id: string; data: unknown }[],
  exists: (publicPath: string) => boolean,
  imageHost: () => string | undefined,
): void {
  const def: ContentFile = contentFiles[key];
  if (!def.images) return;
  for (const { id, data } of entries) {
    for (const { field, url } of def.images(data as Record<string, unknown>)) {
      const fail: (problem: string) => never = (problem) => contentFail(def.file, `entry "${id}" › ${field}: "${url}" ${problem}`);
      if (/^https:\/\//i.test(url)) {
        const host = imageHost();
        let origin: string;
        try {
          origin = new URL(url).origin;
        } catch {
          fail(`is not a valid address; ${IMAGE_URL_FIX}`);
        }
        if (!host) fail(`cannot be checked: ${SITE_FILE} › imageHost is not a web address; correct imageHost, or put the image under public/ and write its path ("/img/…")`);
        if (origin !== host) {
          fail(
            `is not on the image host (${host}); the Content-Security-Policy allows images only from the site itself and that host, ` +
              'so upload the image there, or put it under public/ and write its path ("/img/…")',
          );
        }
        continue;
      }
      if (!url.startsWith('/')) fail(`is not a site path ("/img/…") or an https:// address; ${IMAGE_URL_FIX}`);
      const where = publicPath(url);
      if ('problem' in where) fail(where.problem);
      if (!exists(where.path)) fail(`does not exist (no file public${where.path}); add the image under public/ or correct the path`);
    }
  }
}

/**
 * The files of a folder entry of the registry, in name order: each `<id>.json` whose id is a slug
 * (it becomes a URL). Hidden files (.gitkeep) are skipped; a missing folder has no files.
 */
export function folderFiles(root: string, folder: string, only?: readonly string[]): string[] {
  const dir = resolve(root, folder);
  if (!existsSync(dir)) return [];
  return (only ?? readdirSync(dir))
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      if (!name.endsWith('.json')) contentFail(file, `is not a .json file; ${folder}/ holds one .json file per entry, so move this file out of the folder`);
      const id = name.slice(0, -'.json'.length);
      if (!SLUG_RE.test(id)) {
        contentFail(file, `the file name "${id}" is the address of its page, so it must be lowercase words joined by hyphens, without accents or spaces; rename the file, e.g. "shih-tzu-2026-11.json"`);
      }
      return file;
    });
}

/** One content file (or every file of a folder entry) read, validated and with its images checked (under public/, and the breeder's photos under content/fotos/). */
export function readContentFile<K extends ContentKey>(key: K, root: string): { id: string; data: ContentData<K> }[] {
  const def: ContentFile = contentFiles[key];
  if (key === 'inventory') return readInventory(root).entries as { id: string; data: ContentData<K> }[];
  if (def.folder) return readFolderFiles(key, folderFiles(root, def.file), root);
  const entries = parseContentFile(key, readContentText(root, def.file));
  checkImages(key, entries, root, def.file);
  return entries;
}

/** The images of the entries of one file: site paths under public/, https:// ones on the image host, the breeder's photos under content/fotos/. */
function checkImages(key: ContentKey, entries: { id: string; data: unknown }[], root: string, file: string): void {
  const publicDir = resolve(root, 'public');
  checkImageFiles(
    key,
    entries,
    (path) => {
      // the path has no ".." left (publicPath refuses it); resolving again keeps any other trick inside public/ too
      const file = resolve(publicDir, `.${path}`);
      return file.startsWith(publicDir + sep) && existsSync(file) && statSync(file).isFile();
    },
    () => imageHostOf(root),
  );
  checkPhotoFiles(file, entries, root);
}

/** The entries of some files of a folder entry of the registry, read and checked; errors name each file (content/inventario/<id>.json). */
function readFolderFiles<K extends ContentKey>(key: K, files: readonly string[], root: string): { id: string; data: ContentData<K> }[] {
  return files.flatMap((file) => {
    const entries = parseContentFile(key, readContentText(root, file), file);
    checkImages(key, entries, root, file);
    return entries;
  });
}

/** What checkInventory needs of the other content files, read from `root`. */
function inventoryRefsOf(root: string): InventoryRefs {
  const data = <K extends ContentKey>(key: K) => readContentFile(key, root).map((e) => e.data);
  return inventoryRefs({
    dogBreeds: data('dogBreeds'),
    catBreeds: data('catBreeds'),
    cities: data('cities'),
    ...Object.fromEntries(LIVESTOCK_SPECIES.map((sp) => [lineKey(sp), data(lineKey(sp))])),
  } as Parameters<typeof inventoryRefs>[0]);
}

/** An inventory file a deploy build left out of the site, and why (dist/estado.json › omitidas). */
export interface OmittedEntry {
  /** The file, "content/inventario/<slug>.json". */
  archivo: string;
  /** The content error without its "[content] <file>: " lead: 'entry "<slug>" › <field>: what is wrong; how to fix it'. */
  error: string;
}

/** Whether this build leaves a broken inventory entry out instead of stopping: a deploy build (DEPLOY_TARGET set). */
export const inventoryLeavesOut = (env: Env = process.env): boolean => deployTarget(env) !== undefined;

/** A content error of `file` as estado.json lists it: without "[content] " and, when it follows, the file name. */
export function omission(file: string, error: ContentError): OmittedEntry {
  const message = error.message.replace(/^\[content\] /, '');
  return { archivo: file, error: message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message };
}

/**
 * Runs `read` on each file and keeps what it returns; a ContentError of a file leaves that file
 * out, with its error, when `leaveOut` is set, and stops everything otherwise (any other error
 * always does: it is a bug, not a content mistake).
 */
export function leaveOutBroken<T>(files: readonly string[], read: (file: string) => T[], leaveOut: boolean): { kept: T[]; omitted: OmittedEntry[] } {
  const kept: T[] = [];
  const omitted: OmittedEntry[] = [];
  for (const file of files) {
    try {
      kept.push(...read(file));
    } catch (error) {
      if (!leaveOut || !(error instanceof ContentError)) throw error;
      omitted.push(omission(file, error));
    }
  }
  return { kept, omitted };
}

/** The warning of a deploy build for each inventory file it left out, in the breeder's words around the content error. */
export const omissionWarning = ({ archivo, error }: OmittedEntry) =>
  `[inventario] ${archivo}: no se publica hasta que se corrija (su página no existe mientras tanto): ${error}`;

/**
 * The litters and lots of content/inventario/ (see this file's header): in a deploy build
 * (`leaveOut`), each file that fails any of its checks is left out and listed in `omitted`; in a
 * development build the first error stops the build, as before.
 */
export function readInventory(
  root: string,
  { leaveOut = inventoryLeavesOut(), today = buildDay() }: { leaveOut?: boolean; today?: string } = {},
): { entries: { id: string; data: ContentData<'inventory'> }[]; omitted: OmittedEntry[] } {
  if (!leaveOut) return { entries: readFolderFiles('inventory', folderFiles(root, INVENTORY_FOLDER), root), omitted: [] };
  const dir = resolve(root, INVENTORY_FOLDER);
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith('.')).sort() : [];
  // Read outside the files' checks: an error of breeds.json or cities.json is not the litter's, and stops the build.
  const refs = names.length ? inventoryRefsOf(root) : undefined;
  const { kept, omitted } = leaveOutBroken(
    names.map((name) => `${INVENTORY_FOLDER}/${name}`),
    (file) => {
      const entries = readFolderFiles('inventory', folderFiles(root, INVENTORY_FOLDER, [file.slice(INVENTORY_FOLDER.length + 1)]), root);
      checkInventory(
        entries.map((e) => e.data),
        refs!,
        today,
      );
      return entries;
    },
    true,
  );
  return { entries: kept, omitted };
}
