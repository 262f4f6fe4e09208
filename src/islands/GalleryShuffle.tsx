/**
 * "Nuestros cachorros": the 12 images are in the HTML in a build-time (seeded) order; on the
 * visitor's first interaction, the island reshuffles them in the browser, as the original did
 * on each render.
 */
import { useEffect, useState } from 'react';

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

function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export default function GalleryShuffle({ images }: { images: GalleryImage[] }) {
  const [order, setOrder] = useState(images);
  useEffect(() => setOrder(shuffle(images)), [images]);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-gallery>
      {order.map((img, i) => (
        <li key={sourceOf(img) + i} className="render-when-visible animate-rise relative aspect-[4/3] overflow-hidden rounded-2xl bg-brand-50 shadow-sm" style={{ animationDelay: `${(i * 0.1).toFixed(1)}s` }}>
          <Image img={img} />
        </li>
      ))}
    </ul>
  );
}
