#!/usr/bin/env node
/**
 * Generates the site's own illustrations (no photos of the breeder's animals are available):
 * puppy portraits for the gallery and one infographic card per dog breed, as small SVG files
 * under public/img/, and rewrites content/images/{gallery,puppies,infographics}.json to point at
 * them. The breeder swaps in real photos by editing those manifests; this script is only for
 * regenerating the placeholders (run: node scripts/generate-illustrations.mjs).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const breeds = JSON.parse(readFileSync('content/dogs/breeds.json', 'utf8'));
const sizeLabel = { mini: 'Mini', pequenos: 'Pequeño', medianos: 'Mediano', grandes: 'Grande', gigantes: 'Gigante' };
const useLabel = { compania: 'Compañía', familia: 'Familia', activo: 'Activo', hipoalergenico: 'Pierde poco pelo', guardian: 'Guardián', trabajo: 'Trabajo' };
const coats = [
  ['#c8874a', '#8a5a2b'], ['#f2e3c6', '#c9a978'], ['#3b3b3b', '#1d1d1d'], ['#e8c07a', '#b8863b'],
  ['#ffffff', '#d9d9d9'], ['#9a6b44', '#5e3d22'], ['#d9a066', '#a0652f'], ['#7a7a7a', '#4a4a4a'],
  ['#f5d7a8', '#d6a25f'], ['#b5651d', '#7b3f0f'], ['#efe6da', '#bfae98'], ['#5c4033', '#3a281f'],
];
const backgrounds = ['#fff7ed', '#fef3c7', '#ecfccb', '#e0f2fe', '#fce7f3', '#ede9fe'];
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function puppy(i) {
  const [fur, ear] = coats[i % coats.length];
  const bg = backgrounds[i % backgrounds.length];
  const tilt = (i % 5) * 4 - 8;
  const spot = i % 3 === 0 ? `<ellipse cx="262" cy="150" rx="34" ry="28" fill="${ear}" opacity=".7"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><title>Ilustración de cachorro ${i + 1}</title><rect width="400" height="300" fill="${bg}"/><circle cx="60" cy="250" r="80" fill="#fff" opacity=".5"/><g transform="rotate(${tilt} 200 170)"><ellipse cx="200" cy="250" rx="95" ry="60" fill="${fur}"/><ellipse cx="132" cy="120" rx="34" ry="62" fill="${ear}" transform="rotate(20 132 120)"/><ellipse cx="268" cy="120" rx="34" ry="62" fill="${ear}" transform="rotate(-20 268 120)"/><circle cx="200" cy="150" r="80" fill="${fur}"/>${spot}<ellipse cx="200" cy="185" rx="42" ry="32" fill="#fff" opacity=".55"/><circle cx="172" cy="140" r="10" fill="#222"/><circle cx="228" cy="140" r="10" fill="#222"/><circle cx="175" cy="137" r="3" fill="#fff"/><circle cx="231" cy="137" r="3" fill="#fff"/><ellipse cx="200" cy="172" rx="14" ry="10" fill="#222"/><path d="M186 190q14 12 28 0" stroke="#222" stroke-width="4" fill="none" stroke-linecap="round"/><ellipse cx="200" cy="204" rx="9" ry="11" fill="#f28b9b"/></g></svg>\n`;
}

/**
 * Conservative width of a line of system-ui text (no font is available at build time to measure):
 * 0.68 em per character in bold, 0.6 em in regular, wider for capitals and W/M.
 */
function textWidth(text, size, bold) {
  let em = 0;
  for (const ch of text) em += /[WMwm]/.test(ch) ? 0.9 : /[A-ZÁÉÍÓÚÑ]/.test(ch) ? 0.7 : ch === ' ' ? 0.3 : bold ? 0.68 : 0.6;
  return em * size;
}

/** Words wrapped into lines of at most `width` px, the font shrunk until they fit in `maxLines`. */
export function fitText(text, { width, size, minSize = 14, maxLines = 2, bold = false }) {
  for (let s = size; s >= minSize; s -= 1) {
    const lines = [];
    for (const word of text.split(' ')) {
      const last = lines.at(-1);
      if (last !== undefined && textWidth(`${last} ${word}`, s, bold) <= width) lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, s, bold) <= width)) return { lines, size: s };
  }
  throw new Error(`"${text}" does not fit in ${maxLines} lines of ${width} px even at ${minSize} px`);
}

/** The text column of an infographic: x from 300 to 610 (the frame's inner edge is 624). */
const COLUMN = { x: 300, width: 310 };

function textBlock(text, y, options, attrs = '') {
  const fit = fitText(text, { width: COLUMN.width, ...options });
  const lineHeight = Math.round(fit.size * 1.2);
  const tspans = fit.lines.map((line, n) => `<tspan x="${COLUMN.x}" y="${y + n * lineHeight}">${esc(line)}</tspan>`).join('');
  return { svg: `<text font-size="${fit.size}"${attrs}>${tspans}</text>`, bottom: y + (fit.lines.length - 1) * lineHeight };
}

function infographic(b, i) {
  const [fur, ear] = coats[i % coats.length];
  const scale = { mini: 0.55, pequenos: 0.7, medianos: 0.85, grandes: 1, gigantes: 1.15 }[b.tamano];
  const uses = b.usos.map((u) => useLabel[u]).join(' · ');
  // The name may take two lines (Cavalier King Charles Spaniel); the facts follow below it.
  const name = textBlock(b.nombre, 80, { size: 34, minSize: 24, bold: true }, ' font-weight="700" fill="#7c2d12"');
  let y = name.bottom + 46;
  const facts = [`Tamaño: ${sizeLabel[b.tamano]}`, `Peso: ${b.peso}`, `Altura: ${b.altura}`, `Origen: ${b.origen}`].map((line) => {
    const block = textBlock(line, y, { size: 20, minSize: 13, maxLines: 1 });
    y = block.bottom + 33;
    return block.svg;
  });
  const usesBlock = textBlock(uses, y, { size: 17, minSize: 13, maxLines: 2 }, ' fill="#c2410c"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img"><title>Infografía ilustrada de la raza ${esc(b.nombre)}</title><rect width="640" height="360" rx="24" fill="#fff7ed"/><rect x="16" y="16" width="608" height="328" rx="18" fill="none" stroke="#fdba74" stroke-width="3"/><g transform="translate(150 200) scale(${scale}) translate(-100 -100)"><ellipse cx="100" cy="150" rx="80" ry="45" fill="${fur}"/><ellipse cx="45" cy="50" rx="26" ry="50" fill="${ear}" transform="rotate(18 45 50)"/><ellipse cx="155" cy="50" rx="26" ry="50" fill="${ear}" transform="rotate(-18 155 50)"/><circle cx="100" cy="75" r="62" fill="${fur}"/><circle cx="78" cy="66" r="8" fill="#222"/><circle cx="122" cy="66" r="8" fill="#222"/><ellipse cx="100" cy="96" rx="11" ry="8" fill="#222"/></g><g font-family="system-ui,sans-serif">${name.svg}<g fill="#374151">${facts.join('')}</g>${usesBlock.svg}</g></svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) generate();

function generate() {
mkdirSync('public/img/cachorros', { recursive: true });
mkdirSync('public/img/infografias', { recursive: true });
const puppies = Array.from({ length: 12 }, (_, i) => {
  const path = `/img/cachorros/cachorro-${String(i + 1).padStart(2, '0')}.svg`;
  writeFileSync(`public${path}`, puppy(i));
  return path;
});
writeFileSync('public/img/infografias/perro.svg', infographic({ nombre: 'Perro de raza', tamano: 'medianos', peso: 'según la raza', altura: 'según la raza', origen: 'Colombia', usos: ['familia'] }, 0).replace('Infografía ilustrada de la raza Perro de raza', 'Infografía ilustrada de raza de perro'));

const infographics = breeds.map((b, i) => {
  const path = `/img/infografias/${b.slug}.svg`;
  writeFileSync(`public${path}`, infographic(b, i));
  return { slug: b.slug, image: path, alt: `Infografía ilustrada de la raza ${b.nombre}: tamaño, peso, altura y origen`, aliases: [] };
});
// The gallery groups the illustrations by the breeds the original gallery named (spec §3).
const galleryBreeds = ['maltes', 'bulldog-frances', 'poodle', 'caniche', 'goldendoodle', 'chihuahua', 'dachshund', 'yorkshire-terrier', 'pomerania', 'pitbull', 'shih-tzu', 'golden-retriever'];
const gallery = Object.fromEntries(galleryBreeds.map((slug, i) => [slug, [puppies[i]]]));
const puppyPhotos = Object.fromEntries(galleryBreeds.map((slug, i) => [slug, [puppies[i], puppies[(i + 5) % 12], puppies[(i + 9) % 12]]]));
writeFileSync('content/images/gallery.json', `${JSON.stringify(gallery, null, 2)}\n`);
writeFileSync('content/images/puppies.json', `${JSON.stringify(puppyPhotos, null, 2)}\n`);
writeFileSync('content/images/infographics.json', `${JSON.stringify(infographics, null, 2)}\n`);
console.log(`${puppies.length} puppies, ${infographics.length} infographics`);
}
