// @ts-check
/**
 * Where a photo was taken, as the phone wrote it into the file: found (`hasLocation`, the build's
 * check of content/fotos/) and removed (`withoutLocation`, run by the editor at /admin/ on each
 * photo before it is uploaded, so the file committed to the repository never holds the farm's
 * position). Plain JavaScript with no imports, on Uint8Array: the build imports it, and the admin
 * integration (src/integrations/admin.ts) serves this same text to the browser.
 *
 * A location is an EXIF block (JPEG APP1 "Exif", PNG eXIf, WebP EXIF) whose first IFD points to a
 * GPS IFD (tag 0x8825) holding any GPS field besides GPSVersionID, or an XMP packet naming
 * GPSLatitude or GPSLongitude. `withoutLocation` keeps the picture's bytes as they are and only
 * replaces the EXIF block by one holding the Orientation alone (so an upright phone photo stays
 * upright), and drops XMP, IPTC and the photo's own metadata: camera, dates, thumbnail, GPS.
 */

const LATIN1 = new TextDecoder('latin1');
/** Bytes as text, one character each (only ASCII is compared). */
const latin1 = (/** @type {Uint8Array} */ b, /** @type {number} */ from, /** @type {number} */ to) => LATIN1.decode(b.subarray(from, Math.min(to, b.length)));
const u16be = (/** @type {Uint8Array} */ b, /** @type {number} */ at) => (b[at] << 8) | b[at + 1];
const u32be = (/** @type {Uint8Array} */ b, /** @type {number} */ at) => ((b[at] << 24) >>> 0) + ((b[at + 1] << 16) | (b[at + 2] << 8) | b[at + 3]);
const u32le = (/** @type {Uint8Array} */ b, /** @type {number} */ at) => ((b[at + 3] << 24) >>> 0) + ((b[at + 2] << 16) | (b[at + 1] << 8) | b[at]);

/**
 * The first IFD of a TIFF block ("II*\0" or "MM\0*"): its Orientation (1 when absent) and whether
 * its GPS IFD holds any field besides GPSVersionID (tag 0).
 * @param {Uint8Array} tiff
 * @returns {{ orientation: number, gps: boolean }}
 */
export function readTiff(tiff) {
  const none = { orientation: 1, gps: false };
  if (tiff.length < 8) return none;
  const little = latin1(tiff, 0, 2) === 'II';
  if (!little && latin1(tiff, 0, 2) !== 'MM') return none;
  const u16 = (/** @type {number} */ at) => (little ? tiff[at] | (tiff[at + 1] << 8) : u16be(tiff, at));
  const u32 = (/** @type {number} */ at) => (little ? u32le(tiff, at) : u32be(tiff, at));
  const entries = (/** @type {number} */ ifd) => {
    if (ifd < 8 || ifd + 2 > tiff.length) return [];
    const count = u16(ifd);
    const out = [];
    for (let i = 0; i < count && ifd + 2 + i * 12 + 12 <= tiff.length; i++) {
      const at = ifd + 2 + i * 12;
      out.push({ tag: u16(at), type: u16(at + 2), at });
    }
    return out;
  };
  let orientation = 1;
  let gps = false;
  for (const { tag, at } of entries(u32(4))) {
    if (tag === 0x0112) {
      const value = u16(at + 8);
      if (value >= 1 && value <= 8) orientation = value;
    }
    if (tag === 0x8825) gps = entries(u32(at + 8)).some((e) => e.tag !== 0x0000);
  }
  return { orientation, gps };
}

/** An EXIF TIFF block (little-endian) holding the Orientation and nothing else. */
function orientationTiff(/** @type {number} */ orientation) {
  // "II*\0", IFD at 8; one entry: tag 0x0112, SHORT (3), count 1, value; no next IFD.
  return new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, orientation, 0, 0, 0, 0, 0, 0, 0]);
}

const XMP_GPS = /GPS(?:Latitude|Longitude)/;
const EXIF_HEADER = 'Exif\0\0';
const XMP_JPEG = 'http://ns.adobe.com/xap/1.0/';
const tiffOf = (/** @type {Uint8Array} */ data) => (latin1(data, 0, 6) === EXIF_HEADER ? data.subarray(6) : data);

/**
 * The metadata blocks of a JPEG, PNG or WebP: each EXIF TIFF and each XMP packet, with where it
 * sits; undefined for another format.
 * @param {Uint8Array} b
 * @returns {{ format: 'jpeg' | 'png' | 'webp', blocks: { kind: 'exif' | 'xmp' | 'other', start: number, end: number, data: Uint8Array }[] } | undefined}
 */
function metadataBlocks(b) {
  /** @type {{ kind: 'exif' | 'xmp' | 'other', start: number, end: number, data: Uint8Array }[]} */
  const blocks = [];
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    let at = 2;
    while (at + 4 <= b.length && b[at] === 0xff) {
      const marker = b[at + 1];
      if (marker === 0xff) {
        at++;
        continue;
      }
      if (marker === 0xda || marker === 0xd9) break; // the picture starts: no metadata after it
      const end = at + 2 + u16be(b, at + 2);
      const data = b.subarray(at + 4, Math.min(end, b.length));
      if (marker === 0xe1 && latin1(data, 0, 6) === EXIF_HEADER) blocks.push({ kind: 'exif', start: at, end, data: data.subarray(6) });
      else if (marker === 0xe1 && latin1(data, 0, XMP_JPEG.length) === XMP_JPEG) blocks.push({ kind: 'xmp', start: at, end, data });
      else if (marker === 0xe1 || marker === 0xed) blocks.push({ kind: 'other', start: at, end, data }); // extended XMP, IPTC
      at = end;
    }
    return { format: 'jpeg', blocks };
  }
  if (b.length > 8 && latin1(b, 1, 4) === 'PNG') {
    for (let at = 8; at + 12 <= b.length; ) {
      const length = u32be(b, at);
      const type = latin1(b, at + 4, at + 8);
      const end = at + 12 + length;
      const data = b.subarray(at + 8, Math.min(at + 8 + length, b.length));
      if (type === 'eXIf') blocks.push({ kind: 'exif', start: at, end, data: tiffOf(data) });
      else if (type === 'iTXt' && latin1(data, 0, 18) === 'XML:com.adobe.xmp\0') blocks.push({ kind: 'xmp', start: at, end, data });
      if (type === 'IEND') break;
      at = end;
    }
    return { format: 'png', blocks };
  }
  if (b.length > 16 && latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 12) === 'WEBP') {
    for (let at = 12; at + 8 <= b.length; ) {
      const type = latin1(b, at, at + 4);
      const length = u32le(b, at + 4);
      const end = at + 8 + length + (length % 2);
      const data = b.subarray(at + 8, Math.min(at + 8 + length, b.length));
      if (type === 'EXIF') blocks.push({ kind: 'exif', start: at, end, data: tiffOf(data) });
      else if (type === 'XMP ') blocks.push({ kind: 'xmp', start: at, end, data });
      at = end;
    }
    return { format: 'webp', blocks };
  }
  return undefined;
}

/**
 * Whether an EXIF TIFF block holds a GPS position.
 * @param {Uint8Array} tiff
 */
export const tiffHasLocation = (tiff) => readTiff(tiff).gps;

/**
 * Whether a JPEG, PNG or WebP file holds where it was taken: EXIF GPS fields, or XMP GPS
 * coordinates. False for another format (check its EXIF with `tiffHasLocation`).
 * @param {Uint8Array} bytes
 */
export function hasLocation(bytes) {
  try {
    const found = metadataBlocks(bytes);
    if (!found) return false;
    return found.blocks.some((block) => (block.kind === 'exif' ? readTiff(block.data).gps : block.kind === 'xmp' && XMP_GPS.test(latin1(block.data, 0, block.data.length))));
  } catch {
    return false; // a header cut short: not a readable image, which the photo check reports
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (/** @type {Uint8Array} */ bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const be32 = (/** @type {number} */ n) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const le32 = (/** @type {number} */ n) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const ascii = (/** @type {string} */ s) => Array.from(s, (c) => c.charCodeAt(0));

/** The EXIF block of `format` that replaces the photo's own: the Orientation only. */
function orientationBlock(/** @type {'jpeg' | 'png' | 'webp'} */ format, /** @type {number} */ orientation) {
  const tiff = [...orientationTiff(orientation)];
  if (format === 'jpeg') {
    const body = [...ascii(EXIF_HEADER), ...tiff];
    return new Uint8Array([0xff, 0xe1, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body]);
  }
  if (format === 'png') {
    const typed = [...ascii('eXIf'), ...tiff];
    return new Uint8Array([...be32(tiff.length), ...typed, ...be32(crc32(new Uint8Array(typed)))]);
  }
  return new Uint8Array([...ascii('EXIF'), ...le32(tiff.length), ...tiff]);
}

/**
 * The file without where it was taken and without the phone's other metadata (camera, dates,
 * thumbnail, XMP, IPTC): each EXIF block is replaced by one with the Orientation alone, or
 * dropped when the photo is upright as stored. The picture's bytes are untouched. Any other
 * format, or a file that has no such metadata, comes back as it is.
 * @param {Uint8Array} bytes
 * @returns {Uint8Array}
 */
export function withoutLocation(bytes) {
  const found = metadataBlocks(bytes);
  if (!found || !found.blocks.length) return bytes;
  const { format, blocks } = found;
  /** @type {Uint8Array[]} */
  const parts = [];
  let from = 0;
  let orientationWritten = false;
  for (const block of blocks) {
    parts.push(bytes.subarray(from, block.start));
    from = Math.min(block.end, bytes.length);
    if (block.kind !== 'exif' || orientationWritten) continue;
    const { orientation } = readTiff(block.data);
    if (orientation !== 1) parts.push(orientationBlock(format, orientation));
    orientationWritten = true;
  }
  parts.push(bytes.subarray(from));
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  if (format === 'webp') {
    // RIFF size, and the VP8X flags: EXIF (0x08) only when an Orientation block was kept, no XMP (0x04).
    out.set(le32(out.length - 8), 4);
    const keptExif = metadataBlocks(out)?.blocks.some((b) => b.kind === 'exif') ?? false;
    if (latin1(out, 12, 16) === 'VP8X') out[20] = (out[20] & ~0x0c) | (keptExif ? 0x08 : 0);
  }
  return out;
}
