/**
 * "Nuestros cachorros": the 12 images are in the HTML in a build-time (seeded) order; on the
 * visitor's first interaction they are reshuffled in the browser, as the original did on each
 * render. The page's first-tap script (src/lib/views/first-tap.ts) shuffles the pictures of the
 * server-rendered list at that interaction, without waiting for this island, and marks the list
 * `data-shuffled`; the island then starts from that order (so hydration finds the markup it
 * renders), and shuffles itself only when the script has not.
 */
import { useEffect, useState } from 'react';
import { shuffled } from '@/lib/domain/random';

/**
 * A breeder's photo as AVIF and WebP at its widths (`picture`, src/lib/views/images.ts ›
 * photoSources), or an illustration with its visible caption: a drawing in its sprite
 * (`symbol`: "/img/cachorros.svg#cachorro-01", one request for the gallery) or its own file (`src`).
 */
export type GalleryImage = { alt: string } & (
  | { picture: { avif: string; webp: string; src: string; width: number; height: number; sizes: string } }
  | ({ caption: string } & ({ symbol: string } | { src: string }))
);

const sourceOf = (img: GalleryImage): string => ('picture' in img ? img.picture.src : 'symbol' in img ? img.symbol : img.src);

function Image({ img }: { img: GalleryImage }) {
  if ('picture' in img) {
    const { avif, webp, src, width, height, sizes } = img.picture;
    return (
      <picture>
        <source type="image/avif" srcSet={avif} sizes={sizes} />
        <source type="image/webp" srcSet={webp} sizes={sizes} />
        <img src={src} alt={img.alt} width={width} height={height} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-cover" />
      </picture>
    );
  }
  return (
    <>
      {'symbol' in img ? (
        <svg viewBox="0 0 400 300" role="img" aria-label={img.alt} className="aspect-[4/3] w-full">
          <use href={img.symbol} />
        </svg>
      ) : (
        <img src={img.src} alt={img.alt} width={400} height={300} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-cover" />
      )}
      <span aria-hidden="true" className="absolute bottom-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-brand-900" data-illustration-caption>
        {img.caption}
      </span>
    </>
  );
}

/** The order the first-tap script left the pictures in, by their sources; undefined when it has not shuffled them. */
function shuffledInPage(images: readonly GalleryImage[]): GalleryImage[] | undefined {
  if (typeof document === 'undefined') return undefined;
  const list = document.querySelector('[data-gallery][data-shuffled]');
  if (!list) return undefined;
  const order = [...list.children].map((li) => {
    const source = li.querySelector('use')?.getAttribute('href') ?? li.querySelector('img')?.getAttribute('src');
    return images.find((img) => sourceOf(img) === source);
  });
  return order.length === images.length && order.every((img) => img !== undefined) ? (order as GalleryImage[]) : undefined;
}

export default function GalleryShuffle({ images }: { images: GalleryImage[] }) {
  const [order, setOrder] = useState(() => shuffledInPage(images) ?? images);
  useEffect(() => {
    if (!shuffledInPage(images)) setOrder(shuffled(images, Math.random));
  }, [images]);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-gallery>
      {order.map((img, i) => (
        <li key={sourceOf(img) + i} className="render-when-visible animate-rise-in-view relative aspect-[4/3] overflow-hidden rounded-2xl bg-brand-50 raised" style={{ animationDelay: `${(i * 0.1).toFixed(1)}s` }}>
          <Image img={img} />
        </li>
      ))}
    </ul>
  );
}
