import { describe, expect, it } from 'vitest';
import { firstSentence, slugify, titleCase } from '@/lib/content/slug';
import { formatCOP, formatCOPMillions, formatCOPRange, formatCOPSpan, moneySegments, placeWithDepartment } from '@/lib/text/spanish';
import { chatLink, chatMessage } from '@/lib/views/chat';
import { createRandom, seededPicker } from '@/lib/domain/random';
import { routes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/content/site';
import { cardDrawingShapes, galleryImagesFor, imageSources, infographicFor, illustrationSprite, illustrationSymbol, INFOGRAPHIC_FALLBACK } from '@/lib/views/images';
import { drawingFile } from '@/lib/content/drawings';
import { buildHead, fullTitle, truncate } from '@/lib/views/seo';
import { resolveSite } from '@/lib/content/site';

describe('slugify / titleCase (spec §5)', () => {
  it.each([
    ['Bulldog Francés', 'bulldog-frances'],
    ['Mastín Napolitano', 'mastin-napolitano'],
    ['Pequeños', 'pequenos'],
    ['  Shih  Tzu ', 'shih-tzu'],
    ['Cavalier King Charles Spaniel', 'cavalier-king-charles-spaniel'],
    ['Usaquén', 'usaquen'],
  ])('%s → %s', (input, expected) => expect(slugify(input)).toBe(expected));
  it.each([
    ['shih-tzu', 'Shih Tzu'],
    ['bulldog-frances', 'Bulldog Frances'],
    ['chapinero', 'Chapinero'],
  ])('%s → %s', (input, expected) => expect(titleCase(input)).toBe(expected));
});

describe('firstSentence', () => {
  it('stops at the first full stop before a capital, and keeps a text of one sentence whole', () => {
    expect(firstSentence('Ave corredora africana. Solo se comercializa desde zoocría autorizada.')).toBe('Ave corredora africana.');
    expect(firstSentence('Cebú de 2,5 kg. ¿Dónde se cría? En Brasil.')).toBe('Cebú de 2,5 kg.');
    // A full stop inside a number or before a small letter does not end the sentence.
    expect(firstSentence('Pesa 1.000 kg y vive en fincas. Es dócil.')).toBe('Pesa 1.000 kg y vive en fincas.');
    expect(firstSentence('Una sola frase.')).toBe('Una sola frase.');
  });
});

describe('formatCOP', () => {
  it.each([
    [1300000, '$\u00a01’300’000'],
    [14000000, '$\u00a014’000’000'],
    [950000, '$\u00a0950’000'],
    [2600000.4, '$\u00a02’600’000'],
  ])('%d → %s (a no-break space after "$")', (amount, expected) => expect(formatCOP(amount)).toBe(expected));
  it('adds "COP" for readers abroad, unbreakable too', () => expect(formatCOP(2400000, { code: true })).toBe('$\u00a02’400’000\u00a0COP'));
  it('says one amount alike with and without "COP", in any order, and rounds before it is remembered', () => {
    expect(formatCOP(3100000, { code: true })).toBe('$\u00a03’100’000\u00a0COP');
    expect(formatCOP(3100000)).toBe('$\u00a03’100’000');
    expect(formatCOP(3100000.4, { code: true })).toBe('$\u00a03’100’000\u00a0COP');
    expect(formatCOP(3099999.6)).toBe('$\u00a03’100’000');
  });
  it('formats a range with both amounts unbreakable', () => {
    expect(formatCOPRange(3000, 4500)).toBe('$\u00a03’000 a $\u00a04’500');
    expect(formatCOPRange(5000, 5000)).toBe('$\u00a05’000');
    // a line's span in a few words (issue 41): millions where both ends are a million or more
    expect(formatCOPSpan(30_000_000, 250_000_000)).toBe('$\u00a030\u00a0a\u00a0250\u00a0millones');
    expect(formatCOPSpan(1_800_000, 20_000_000)).toBe('$\u00a01,8\u00a0a\u00a020\u00a0millones');
    // a span that crosses a million: each end by the rule of formatCOPMillions (one format per livestock page)
    expect(formatCOPSpan(800_000, 6_000_000)).toBe('$\u00a0800’000\u00a0a\u00a0$\u00a06\u00a0millones');
    expect(formatCOPSpan(50_000, 180_000)).toBe('$\u00a050’000\u00a0a\u00a0$\u00a0180’000');
    expect(formatCOPSpan(7_400_000, 7_400_000)).toBe('$\u00a07,4\u00a0millones');
  });
  it('writes livestock money a million or more in millions, less in full', () => {
    expect(formatCOPMillions(7_400_000)).toBe('$\u00a07,4\u00a0millones');
    expect(formatCOPMillions(1_000_000)).toBe('$\u00a01\u00a0millón');
    expect(formatCOPMillions(1_250_000)).toBe('$\u00a01,25\u00a0millones');
    expect(formatCOPMillions(920_000)).toBe('$\u00a0920’000');
  });
});

describe('chat links', () => {
  const pageUrl = 'https://example.com/perros/';
  it('builds the generic message with the page URL', () => {
    expect(chatMessage({ pageUrl })).toBe('Hola, vengo de https://example.com/perros/ y quiero más información.');
  });
  it('adds the species suffix', () => {
    expect(chatMessage({ pageUrl, species: 'equinos' })).toBe('Hola, vengo de https://example.com/perros/ y quiero más información sobre equinos.');
  });
  it('names the page and the breed, with its article', () => {
    expect(chatMessage({ pageUrl, subject: 'el Shih Tzu', pageName: 'Venta de Shih Tzu' })).toBe(
      'Hola, vengo de la página «Venta de Shih Tzu» (https://example.com/perros/) y quiero más información sobre el Shih Tzu.',
    );
  });
  it('names a page without a breed as its h1 does, not by its URL alone', () => {
    expect(chatMessage({ pageUrl, species: 'perros', pageName: 'Perros hipoalergénicos' })).toBe(
      'Hola, vengo de la página «Perros hipoalergénicos» (https://example.com/perros/) y quiero más información sobre perros.',
    );
  });
  it('asks a question about a species the breeder does not sell', () => {
    expect(chatMessage({ pageUrl, subject: 'el pavo real', pageName: 'Pavo real en Colombia', question: true })).toBe(
      'Hola, vengo de la página «Pavo real en Colombia» (https://example.com/perros/) y tengo una pregunta sobre el pavo real.',
    );
  });
  it('encodes the message on wa.me with the number', () => {
    const url = new URL(chatLink({ pageUrl }, '573001112233'));
    expect(url.origin + url.pathname).toBe('https://wa.me/573001112233');
    expect(url.searchParams.get('text')).toBe(chatMessage({ pageUrl }));
  });
});

describe('seeded random', () => {
  it('is deterministic per seed and differs across seeds', () => {
    const a = createRandom('/perros/');
    const b = createRandom('/perros/');
    const c = createRandom('/gatos-colombia/');
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    for (const n of seqA) expect(n).toBeGreaterThanOrEqual(0), expect(n).toBeLessThan(1);
  });
  it('picks from the list and shuffles without losing items', () => {
    const list = ['a', 'b', 'c', 'd', 'e'];
    const picker = seededPicker('x');
    expect(list).toContain(picker.pick(list));
    expect(seededPicker('y').shuffle(list).sort()).toEqual(list);
    expect(() => picker.pick([])).toThrow();
  });
});

describe('routes', () => {
  it('always ends paths in a slash', () => {
    expect(routes.home()).toBe('/');
    expect(routes.dogSize('mini')).toBe('/perros/tamano/mini/');
    expect(routes.species('perros')).toBe('/perros/');
    expect(routes.species('equinos')).toBe('/equinos-colombia/');
    expect(routes.dogBreederInCity('shih-tzu', 'cali')).toBe('/venta-perros/criadero-de-perros-shih-tzu-cali/');
    expect(routes.dogNeighbourhood('bogota', 'chapinero', 'pug')).toBe('/co/bogota/chapinero/pug/');
    expect(routes.dogArticle('pug', 'cali', 'precios')).toBe('/blog/perros/pug-cali/precios/');
    expect(routes.dogSearch({ tamano: 'mini', uso: 'familia' })).toBe('/perros/buscar/?tamano=mini&uso=familia');
    expect(routes.dogSearch()).toBe('/perros/buscar/');
  });
  it('makes absolute URLs on the configured origin', () => {
    expect(absoluteUrl('/perros/')).toMatch(/^https:\/\/[^/]+\/perros\/$/);
  });
});

describe('images (spec §3-§4)', () => {
  it('finds a drawing in its folder\'s sprite by its file name; a photo is not in one', () => {
    expect(illustrationSymbol('/img/infografias/pincher.svg')).toBe('/img/infografias.svg#pincher');
    expect(illustrationSymbol('/img/cachorros/cachorro-01.svg')).toBe('/img/cachorros.svg#cachorro-01');
    expect(illustrationSymbol('/img/otros/x.svg')).toBeUndefined();
    expect(illustrationSymbol('https://img.example.com/perros/pug.jpg')).toBeUndefined();
  });
  it("inlines a card's drawing as the infographic's shapes: no title, no text, no group left empty", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img"><title>Pug</title><rect width="640" height="360"/><g transform="translate(150 200)"><circle r="4" id="ojo"/></g><g font-family="x"><text>Pug</text><g fill="#374151"><text>Peso</text></g></g></svg>';
    expect(cardDrawingShapes('public/img/infografias/pug.svg', 'pug', svg)).toBe('<rect width="640" height="360"/><g transform="translate(150 200)"><circle r="4" id="pug-ojo"/></g>');
    // Every committed infographic passes.
    const file = drawingFile('/img/infografias/pincher.svg');
    expect(cardDrawingShapes('public/img/infografias/pincher.svg', 'pincher', file)).toMatch(/^<rect[^]*<ellipse[^]*<\/g>$/);
  });
  it.each([
    ['<svg viewBox="0 0 640 360"><script>alert(1)</script></svg>', /<script> in a breed infographic; its card inlines only shapes and groups/],
    ['<svg viewBox="0 0 640 360"><image href="https://x.example/a.png"/></svg>', /<image> in a breed infographic/],
    ['<svg viewBox="0 0 640 360"><circle r="4" onload="alert(1)"/></svg>', /an event, link or style attribute/],
    ['<svg viewBox="0 0 640 360"><path style="fill:url(https://x.example/)" d="M0 0"/></svg>', /an event, link or style attribute/],
    ['<svg viewBox="0 0 100 100"><circle r="4"/></svg>', /is drawn in viewBox="0 0 640 360"/],
  ])('refuses to inline a drawing that is not shapes in the infographic box: %s', (svg, message) => {
    expect(() => cardDrawingShapes('public/img/infografias/x.svg', 'x', svg)).toThrow(message);
    expect(() => cardDrawingShapes('public/img/infografias/x.svg', 'x', svg)).toThrow(/public\/img\/infografias\/x\.svg/);
  });
  it('makes each drawing a symbol with its own viewBox, without its title, its ids prefixed', () => {
    const sprite = illustrationSprite('cachorros', [
      { name: 'pug', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" role="img"><title>Pug</title><circle r="4"/></svg>' },
      { name: 'akita', svg: '<svg viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use href="#g"/></svg>' },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="akita" viewBox="0 0 10 10"><defs><linearGradient id="akita-g"/></defs><rect fill="url(#akita-g)"/><use href="#akita-g"/></symbol><symbol id="pug" viewBox="0 0 640 360"><circle r="4"/></symbol></svg>\n',
    );
    expect(() => illustrationSprite('cachorros', [{ name: 'x', svg: '<svg><rect/></svg>' }])).toThrow('public/img/cachorros/x.svg: the <svg> element has no viewBox');
  });
  it("keeps only the cards' shapes in the breed infographics' sprite, and refuses anything else there", () => {
    const pug = '<svg viewBox="0 0 640 360"><title>Pug</title><circle r="4"/><g font-family="x"><text>Pug</text></g></svg>';
    expect(illustrationSprite('infografias', [{ name: 'pug', svg: pug }])).toBe('<svg xmlns="http://www.w3.org/2000/svg"><symbol id="pug" viewBox="0 0 640 360"><circle r="4"/></symbol></svg>\n');
    expect(() => illustrationSprite('infografias', [{ name: 'x', svg: '<svg viewBox="0 0 640 360"><image href="a.png"/></svg>' }])).toThrow('public/img/infografias/x.svg: <image> in a breed infographic');
  });
  const gallery = [
    { slug: 'bulldog-frances', images: ['/a.svg', '/b.svg'] },
    { slug: 'poodle', images: ['/p.svg'] },
  ];
  it('matches exactly, then by containment either way', () => {
    expect(galleryImagesFor('Bulldog Francés', gallery)).toEqual(['/a.svg', '/b.svg']);
    expect(galleryImagesFor('Poodle Toy', gallery)).toEqual(['/p.svg']);
    expect(galleryImagesFor('Bulldog', gallery)).toEqual(['/a.svg', '/b.svg']);
    expect(galleryImagesFor('Beagle', gallery)).toEqual([]);
  });
  it('gives responsive sources only for the image host', () => {
    expect(imageSources('/img/x.svg', 'https://img.example.com')).toEqual({ kind: 'plain', src: '/img/x.svg' });
    const r = imageSources('https://img.example.com/perros/pug.jpg', 'https://img.example.com');
    expect(r.kind).toBe('responsive');
    if (r.kind !== 'responsive') return;
    expect(r.src).toBe('https://img.example.com/perros/pug-960.webp');
    expect(r.avif.split(', ')).toHaveLength(5);
    expect(r.webp).toContain('pug-1600.webp 1600w');
  });
  it('falls back to the default infographic and warns once', async () => {
    const warnings: string[] = [];
    const list = [{ slug: 'pug', image: '/pug.svg', alt: 'Infografía Pug', aliases: ['carlino'] }];
    expect(infographicFor('carlino', list, (m) => warnings.push(m)).image).toBe('/pug.svg');
    expect(infographicFor('nope', list, (m) => warnings.push(m))).toBe(INFOGRAPHIC_FALLBACK);
    infographicFor('nope2', list, (m) => warnings.push(m));
    await Promise.resolve();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('nope, nope2');
  });
});

describe('seo', () => {
  it('truncates descriptions to 155 characters at a word', () => {
    const long = 'palabra '.repeat(40);
    const cut = truncate(long);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncate('corta')).toBe('corta');
  });
  it('cuts a description at a sentence end within the limit, or at a word with "…", never on a hanging word', () => {
    const first = 'Caballos de paso fino, cuarto de milla, árabes y otras líneas, además de mulas y burros de trabajo, con documentación ICA completa.';
    expect(truncate(`${first} Entrega en todo el país y envíos al exterior.`)).toBe(first);
    const one = 'Gatitos persas con entrega en México por vía aérea, con certificado de salud, vacunas y los documentos de exportación que pide el país de destino, y con seguimiento.';
    // Cut after "que" (125) and after "documentos de" (118): the hanging words go, the "…" stays.
    expect(truncate(one, 125)).toBe('Gatitos persas con entrega en México por vía aérea, con certificado de salud, vacunas y los documentos de exportación…');
    expect(truncate(one, 118)).toBe('Gatitos persas con entrega en México por vía aérea, con certificado de salud, vacunas y los documentos…');
  });
  it('keeps the no-break space of money and never cuts between "$" and the amount', () => {
    expect(truncate(`Desde  ${formatCOP(1300000)}`)).toBe('Desde $\u00a01’300’000');
    const cut = truncate(`${'palabra '.repeat(18)}${formatCOP(1300000)} más texto`);
    expect(cut).not.toMatch(/\$…|\$\s*…/);
  });
  it('adds the brand to short titles only', () => {
    expect(fullTitle('Perros')).toMatch(/^Perros \| /);
    const long = 'Criaderos de Akita Inu en Barranquilla: cómo elegir (2025)';
    expect(fullTitle(long)).toBe(long);
    // a family whose titles name a breed and a place goes without it, short or long
    expect(fullTitle('Cachorros Pug en Cali', false)).toBe('Cachorros Pug en Cali');
  });
  it('builds one title, description, canonical and robots', () => {
    const head = buildHead({ title: 'Perros', description: 'Descripción', canonical: '/perros/', noindex: true });
    expect(head.filter((t) => t.tag === 'title')).toHaveLength(1);
    const canonical = head.find((t) => t.tag === 'link' && t.attrs.rel === 'canonical');
    expect(canonical && 'attrs' in canonical && canonical.attrs.href).toMatch(/\/perros\/$/);
    expect(head.some((t) => t.tag === 'meta' && t.attrs.name === 'robots' && t.attrs.content.startsWith('noindex'))).toBe(true);
  });
});

describe('site config', () => {
  it('takes SITE_URL and WHATSAPP_NUMBER overrides', () => {
    const s = resolveSite({ SITE_URL: 'https://demo.example.org/', WHATSAPP_NUMBER: '+57 300 111 2233' });
    expect(s.siteUrl).toBe('https://demo.example.org');
    expect(s.whatsappNumber).toBe('573001112233');
  });
  it('rejects a bad number naming the setting it came from', () => {
    expect(() => resolveSite({ WHATSAPP_NUMBER: '12' })).toThrow(/^\[site\] WHATSAPP_NUMBER: "12" no es un número internacional/);
  });
});

describe('moneySegments', () => {
  it('keeps a livestock span whole, one money part: a phone never breaks it inside («$ 50 a / 120 millones»)', () => {
    expect(moneySegments(`Caballo domado: ${formatCOPSpan(50_000_000, 120_000_000)} por ejemplar`)).toEqual([
      { text: 'Caballo domado: ', money: false },
      { text: '$\u00a050\u00a0a\u00a0120\u00a0millones', money: true },
      { text: ' por ejemplar', money: false },
    ]);
    expect(moneySegments(formatCOPSpan(800_000, 6_000_000))).toEqual([{ text: '$\u00a0800’000\u00a0a\u00a0$\u00a06\u00a0millones', money: true }]);
  });
  it('marks each amount so a template keeps it on one line', () => {
    const text = `Desde ${formatCOP(1700000)} o ${formatCOP(2400000, { code: true })}.`;
    expect(moneySegments(text)).toEqual([
      { text: 'Desde ', money: false },
      { text: '$\u00a01’700’000', money: true },
      { text: ' o ', money: false },
      { text: '$\u00a02’400’000\u00a0COP', money: true },
      { text: '.', money: false },
    ]);
  });
});

describe('a city and its department', () => {
  it('names the department beside its city, but not "Bogotá (Bogotá D.C.)"', () => {
    expect(placeWithDepartment('Cali', 'Valle del Cauca')).toBe('Cali (Valle del Cauca)');
    expect(placeWithDepartment('Bogotá', 'Bogotá D.C.')).toBe('Bogotá');
  });
});
