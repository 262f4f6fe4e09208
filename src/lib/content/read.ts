/**
 * Reads content files from disk for the Astro loader (src/content.config.ts) and for tests and
 * build scripts (disk-catalog.ts): a deleted file and an image path with no file behind it are
 * reported as what the editor has to do, not as a raw ENOENT or a broken image on the site.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { contentFail } from './errors';
import { contentFiles, parseContentFile, type ContentData, type ContentFile, type ContentKey } from './files';
import { parseJsonText, readContentText } from './json';
import { checkPhotoFiles } from './photo-files';
import { IMAGE_URL_FIX } from './schemas';
import { SLUG_RE } from './fields';

const SITE_FILE = 'content/site.json';
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
export function folderFiles(root: string, folder: string): string[] {
  const dir = resolve(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
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
  const entries = def.folder
    ? folderFiles(root, def.file).flatMap((file) => parseContentFile(key, readContentText(root, file), file))
    : parseContentFile(key, readContentText(root, def.file));
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
  // A folder entry's errors name its own file (content/inventario/<id>.json).
  if (def.folder) for (const entry of entries) checkPhotoFiles(`${def.file}/${entry.id}.json`, [entry], root);
  else checkPhotoFiles(def.file, entries, root);
  return entries;
}
