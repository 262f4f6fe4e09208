// @ts-check
/**
 * Where a photo was taken, as the phone wrote it into the file (`hasLocation`): the build's check
 * of content/fotos/, which refuses such a photo. The editor never uploads one: it re-encodes each
 * photo in the browser before upload (src/admin/photo-upload.ts), which drops every metadata
 * block; this check holds a photo committed some other way. Plain JavaScript on Uint8Array.
 *
 * A location is an EXIF block (JPEG APP1 "Exif", PNG eXIf, WebP EXIF) whose first IFD points to a
 * GPS IFD (tag 0x8825) holding any GPS field besides GPSVersionID, or an XMP packet naming
 * GPSLatitude or GPSLongitude.
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
