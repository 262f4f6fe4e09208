/**
 * "Nuestros cachorros": the 12 images are in the HTML in a build-time (seeded) order; on the
 * visitor's first interaction, the island reshuffles them in the browser, as the original did
 * on each render.
 */
import { useEffect, useState } from 'react';

/**
 * A drawing in its sprite (`symbol`: "/img/cachorros.svg#cachorro-01", one request for the
 * gallery) or a photo with its own file (`src`).
 */
export type GalleryImage = { alt: string } & ({ symbol: string } | { src: string });

const sourceOf = (img: GalleryImage): string => ('symbol' in img ? img.symbol : img.src);

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
        <li key={sourceOf(img) + i} className="render-when-visible animate-rise aspect-[4/3] overflow-hidden rounded-2xl bg-brand-50 shadow-sm" style={{ animationDelay: `${(i * 0.1).toFixed(1)}s` }}>
          {'symbol' in img ? (
            <svg viewBox="0 0 400 300" role="img" aria-label={img.alt} className="aspect-[4/3] w-full">
              <use href={img.symbol} />
            </svg>
          ) : (
            <img src={img.src} alt={img.alt} width={400} height={300} loading="lazy" decoding="async" className="aspect-[4/3] w-full object-cover" />
          )}
        </li>
      ))}
    </ul>
  );
}
