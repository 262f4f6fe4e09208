/**
 * Photos are cleaned in the breeder's browser before the editor uploads them (issue 40, item 3):
 * decoded, turned upright (the phone's orientation tag applied), scaled to at most MAX_SIDE px on
 * their long side and encoded again as JPEG, which drops every metadata block: the GPS position
 * of the farm, the camera, the date. The original never leaves the phone, so it never reaches
 * content/fotos/ nor the repository. A file that is not a photo, or a photo too small to look
 * sharp, is refused here with the build's reason, before anything is uploaded.
 *
 * Decap reads the file from the `change` event of its file input; this listener runs first (on
 * window, in the capture phase), holds that event back, and sends a new one with the clean file.
 */
import { MIN_PHOTO_WIDTH } from '../lib/content/photo-files';

export const MAX_SIDE = 2400;
const QUALITY = 0.9;

/** "Foto de Luna (1).HEIC" → "foto-de-luna-1.jpg": the name the photo is saved under. */
export function cleanName(name: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'foto'}.jpg`;
}

/** The size a photo is saved at: its long side at most MAX_SIDE px. */
export function fittedSize(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export class PhotoRefused extends Error {}

export async function cleanPhoto(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoRefused(`«${file.name}» no es una foto que el sitio pueda usar. Suba una foto JPEG, PNG o WebP, tal como la tomó la cámara.`);
  }
  if (bitmap.width < MIN_PHOTO_WIDTH) {
    throw new PhotoRefused(
      `La foto «${file.name}» mide ${bitmap.width} px de ancho y necesita al menos ${MIN_PHOTO_WIDTH} px para verse nítida en un teléfono. Suba la foto como la tomó la cámara, no una miniatura ni una captura de pantalla.`,
    );
  }
  const size = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d')!;
  // a PNG's transparent parts on white, not black
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', QUALITY));
  if (!blob) throw new PhotoRefused(`No se pudo preparar la foto «${file.name}»; intente de nuevo o con otra foto.`);
  return new File([blob], cleanName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
}

/**
 * Cleans every file chosen in the editor's file inputs before the editor sees it. Every upload goes
 * to content/fotos/, which holds photos only: the media library opened from the top «Fotos» has an
 * input that takes any file (`accept="*\/*"`), and its photos kept their GPS position (editor drive
 * s46), so the input's `accept` is not asked.
 */
export function cleanPhotosOnUpload(notify: (message: string) => void): void {
  const resent = new WeakSet<Event>();
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || resent.has(event)) return;
      const files = [...(input.files ?? [])];
      if (!files.length) return;
      event.stopImmediatePropagation();
      input.dataset.cleaning = 'true';
      Promise.all(files.map(cleanPhoto))
        .then((clean) => {
          const transfer = new DataTransfer();
          for (const file of clean) transfer.items.add(file);
          input.files = transfer.files;
          const again = new Event('change', { bubbles: true });
          resent.add(again);
          input.dispatchEvent(again);
        })
        .catch((error: unknown) => {
          input.value = '';
          notify(error instanceof PhotoRefused ? error.message : 'No se pudo preparar la foto; intente de nuevo o con otra foto.');
        })
        .finally(() => delete input.dataset.cleaning);
    },
    true,
  );
}
