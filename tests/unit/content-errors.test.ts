/**
 * Each bad edit of issue 10 on a copy of content/ and public/, read the way `astro build` reads it
 * (src/lib/content/read.ts, the loader and site.ts share this code): the build must stop with a
 * message naming the file, the entry, the field and the fix. docs/content.md's "Content errors"
 * section quotes these messages.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { contentFiles, parseContentFile } from '@/lib/content/files';
import { findJsonSyntaxError, parseJsonText } from '@/lib/content/json';
import { contentLoader } from '@/lib/content/loader';
import { readContentFile } from '@/lib/content/read';
import { readSiteJson, resolveSite } from '@/lib/content/site';
import { copyProject, editJson, removeCopies } from './project-copy';
import { thumbnailJpeg } from '../fixtures/photos';

afterEach(removeCopies);

/** A copy of the project's content and public files to edit. */
function project() {
  const root = copyProject('content-errors');
  const path = (file: string) => join(root, file);
  return {
    root,
    read: (file: string) => readFileSync(path(file), 'utf8'),
    json: (file: string) => JSON.parse(readFileSync(path(file), 'utf8')),
    write: (file: string, text: string) => writeFileSync(path(file), text),
    edit: (file: string, change: (json: any) => void) => editJson(root, file, change),
    remove: (file: string) => unlinkSync(path(file)),
    catalog: () => readCatalog(root),
  };
}

const siteJson = () => JSON.parse(readFileSync('content/site.json', 'utf8'));

describe('images referenced by content must exist', () => {
  it('names the photo list, the entry and the index of a photo whose file is gone', () => {
    const p = project();
    p.remove('public/img/cachorros/cachorro-06.svg');
    expect(() => p.catalog()).toThrow(
      '[content] content/images/gallery.json: entry "chihuahua" › images.0: "/img/cachorros/cachorro-06.svg" does not exist ' +
        '(no file public/img/cachorros/cachorro-06.svg); add the image under public/ or correct the path',
    );
  });
  it('names the infographic whose image path has a typo', () => {
    const p = project();
    p.edit('content/images/infographics.json', (list) => void (list[1].image = '/img/infografias/chiuahua.svg'));
    expect(() => p.catalog()).toThrow(
      '[content] content/images/infographics.json: entry "chihuahua" › image: "/img/infografias/chiuahua.svg" does not exist (no file public/img/infografias/chiuahua.svg)',
    );
  });
});

describe('the breeder\'s photos must be readable images, wide enough (docs/content.md › Photos)', () => {
  const withPhoto = (bytes?: Buffer) => {
    const p = project();
    if (bytes) p.write('content/fotos/luna.jpg', bytes as unknown as string);
    p.edit('content/images/puppies.json', (lists) => void (lists.maltes = [{ archivo: 'fotos/luna.jpg', texto: 'Cachorra maltés blanca en la finca' }]));
    return p;
  };
  const where = '[content] content/images/puppies.json: entry "maltes" › images.0.archivo: "fotos/luna.jpg" ';
  const again = 'vuelva a subir la foto desde el editor (/admin/) o cópiela en content/fotos/';
  it('names the list, the entry and the field of a photo whose file is missing', () => {
    expect(() => withPhoto().catalog()).toThrow(`${where}no existe (no hay archivo content/fotos/luna.jpg); ${again}, o corrija el nombre del archivo`);
  });
  it('refuses a file that is not a JPEG, PNG or WebP', () => {
    expect(() => withPhoto(Buffer.from('%PDF-1.7\n')).catalog()).toThrow(
      `${where}no es una imagen JPEG, PNG o WebP legible (content/fotos/luna.jpg); guárdela de nuevo como JPEG desde el teléfono o el editor de fotos y ${again}`,
    );
  });
  it('refuses a thumbnail under 640 px', async () => {
    const p = withPhoto(await thumbnailJpeg());
    expect(() => p.catalog()).toThrow(
      `${where}mide 480 px de ancho (content/fotos/luna.jpg) y una foto necesita al menos 640 px para verse nítida en un teléfono; ${again} tal como la tomó la cámara, no una miniatura ni una captura de pantalla`,
    );
  });
});

describe('image paths stay inside public/, and https images come from the image host', () => {
  /** A copy whose project root holds a package.json, the file a path out of public/ would reach. */
  const withPhoto = (url: string) => {
    const p = project();
    p.write('package.json', '{}\n');
    p.edit('content/images/gallery.json', (gallery) => void (gallery.chihuahua[0] = url));
    return p;
  };
  const outside = (url: string) =>
    `[content] content/images/gallery.json: entry "chihuahua" › images.0: "${url}" points outside public/; ` +
    'write the path of a file under public/ from its root, without ".." (e.g. "/img/cachorros/cachorro-01.svg")';
  it('refuses a path that climbs out of public/, however it writes the ".."', () => {
    for (const url of ['/../package.json', '/img/%2e%2e/%2e%2e/package.json', '/img/%2E%2E/../package.json', '/img/..%2f..%2fpackage.json']) {
      expect(() => withPhoto(url).catalog(), url).toThrow(outside(url));
    }
  });
  it('refuses a ".." that stays inside public/, and says the path to write', () => {
    expect(() => withPhoto('/img/../img/cachorros/cachorro-06.svg').catalog()).toThrow(
      '[content] content/images/gallery.json: entry "chihuahua" › images.0: "/img/../img/cachorros/cachorro-06.svg" goes through ".."; ' +
        'write the path of the file under public/ without it: "/img/cachorros/cachorro-06.svg"',
    );
  });
  it('refuses an https image on another host, which the Content-Security-Policy would block', () => {
    expect(() => withPhoto('https://evil.example/x.png').catalog()).toThrow(
      '[content] content/images/gallery.json: entry "chihuahua" › images.0: "https://evil.example/x.png" is not on the image host (https://img.criaderobogota.com.co); ' +
        'the Content-Security-Policy allows images only from the site itself and that host, so upload the image there, or put it under public/ and write its path ("/img/…")',
    );
    expect(readContentFile('gallery', withPhoto('https://img.criaderobogota.com.co/perros/chihuahua.jpg').root)[0]!.data.images).toHaveLength(1);
  });
  it('refuses http and an address without a scheme', () => {
    const fix = 'write the path of a file under public/ (e.g. "/img/cachorros/cachorro-01.svg") or an https:// address on the image host of content/site.json (imageHost)';
    expect(() => withPhoto('http://img.criaderobogota.com.co/a.png').catalog()).toThrow(
      `[content] content/images/gallery.json: entry "chihuahua" › images.0: "http://img.criaderobogota.com.co/a.png" uses http, which browsers block on the https site; ${fix}`,
    );
    expect(() => withPhoto('//evil.example/x.png').catalog()).toThrow(
      `[content] content/images/gallery.json: entry "chihuahua" › images.0: "//evil.example/x.png" starts with "//", an address on another host; ${fix}`,
    );
  });
  it('names a broken %-escape instead of a bare "URIError: URI malformed"', () => {
    const broken = (url: string, escape: string) =>
      `[content] content/images/gallery.json: entry "chihuahua" › images.0: "${url}" has a broken %-escape ("${escape}"): ` +
      'a "%" must be followed by two hexadecimal digits (%20 is a space); write "%" itself as %25, or better, rename the file with lowercase letters, digits and hyphens only';
    expect(() => withPhoto('/img/cachorros/cachorro%zz.svg').catalog()).toThrow(broken('/img/cachorros/cachorro%zz.svg', '%zz'));
    expect(() => withPhoto('/img/cachorros/%E0%A4%A.svg').catalog()).toThrow(broken('/img/cachorros/%E0%A4%A.svg', '%A'));
    expect(() => withPhoto('/img/cachorros/%E0%A4.svg').catalog()).toThrow(
      '[content] content/images/gallery.json: entry "chihuahua" › images.0: "/img/cachorros/%E0%A4.svg" has %-escapes that are not UTF-8 text ("%E0%A4"); ' +
        'write accented letters as they are (e.g. "/img/perros/pequeño.jpg"), or better, rename the file with lowercase letters, digits and hyphens only',
    );
  });
});

describe('photo-list keys must name a breed', () => {
  it('refuses a typo in a puppies.json key and suggests the breed', () => {
    const p = project();
    p.write('content/images/puppies.json', p.read('content/images/puppies.json').replace('"bulldog-frances"', '"buldog-frances"'));
    expect(() => p.catalog()).toThrow(
      '[content] content/images/puppies.json: entry "buldog-frances" › key: "buldog-frances" names no dog breed of content/dogs/breeds.json (¿quiso decir "bulldog-frances"?); ' +
        "key each photo list by the breed's slug, or its photos are shown nowhere",
    );
  });
  it('refuses an infographic for no breed', () => {
    const p = project();
    p.edit('content/images/infographics.json', (list) => void (list[0].slug = 'pinscher'));
    expect(() => p.catalog()).toThrow(
      '[content] content/images/infographics.json: entry "pinscher" › slug: neither "pinscher" nor an alias is a dog breed of content/dogs/breeds.json (¿quiso decir "pincher"?)',
    );
  });
});

describe('cat breed tags come from the tag list of spec §3', () => {
  it('names the breed, the tag position and the closest tag', () => {
    const p = project();
    p.edit('content/cats/breeds.json', (list) => void (list[0].tags[0] = 'carinozo'));
    expect(() => p.catalog()).toThrow(
      /^\[content\] content\/cats\/breeds\.json: entry "persa" › tags\.0: "carinozo" no es una etiqueta de gato de la especificación §3 \(¿quiso decir "carinoso"\?\); use uno de: tranquilo, poco_vocal, /,
    );
  });
});

describe('the reservation terms', () => {
  it('refuses them half filled, naming each empty one: without the three no animal is offered, and nothing would say why', () => {
    const raw = siteJson();
    raw.reservation = { deposit: '$500.000 por animal', depositReturn: 'transferible', holdDays: null, contract: '' };
    expect(() => resolveSite({}, raw)).toThrow(/^\[content\] content\/site\.json: reservation\.holdDays: falta cuántos días se guarda el animal: .*deje vacíos los tres/);
  });
});

describe('text fields have length limits', () => {
  it('refuses a 20 KB legal text, which the footer would copy into every page', () => {
    const raw = siteJson();
    raw.legal[0].text = 'Texto legal. '.repeat(1600);
    expect(() => resolveSite({}, raw)).toThrow('[content] content/site.json: legal.0.text: tiene 20799 caracteres y el límite es 300; acórtelo');
  });
  it('refuses a 519-character legal name, which every footer would repeat', () => {
    const raw = siteJson();
    raw.business.legalName = 'Criadero Ejemplo S.A.S. '.repeat(22).slice(0, 519);
    expect(() => resolveSite({}, raw)).toThrow('[content] content/site.json: business.legalName: tiene 519 caracteres y el límite es 120; acórtelo');
  });
  it('limits the texts that follow a pattern too (a weight)', () => {
    const p = project();
    p.edit('content/dogs/breeds.json', (list) => void (list[2].peso = `${'1'.repeat(40)} a 5 kg`));
    expect(() => p.catalog()).toThrow('[content] content/dogs/breeds.json: entry "yorkshire-terrier" › peso: tiene 47 caracteres y el límite es 30; acórtelo');
  });
  it('asks a dairy line for its milk and a sold bird for its fact sheet', () => {
    const p = project();
    p.edit('content/livestock/bovinos.json', (list) => void delete list.find((b: { slug: string }) => b.slug === 'holstein').ficha.leche);
    expect(() => p.catalog()).toThrow('[content] content/livestock/bovinos.json: entry "holstein" › ficha.leche: a dairy or dual-purpose line gives ficha.leche (litres per cow per day)');
    const q = project();
    q.edit('content/livestock/aves.json', (list) => void delete list.find((b: { slug: string }) => b.slug === 'canarios').ficha);
    expect(() => q.catalog()).toThrow('[content] content/livestock/aves.json: entry "canarios" › ficha: a line that is sold gives its ficha (origen, pesoAdultoKg, produccion)');
  });
  it('refuses a bird comfort range written upside down', () => {
    const p = project();
    p.edit('content/livestock/aves.json', (list) => void (list.find((b: { slug: string }) => b.slug === 'agapornis').ficha.confortC = [30, 18]));
    expect(() => p.catalog()).toThrow('[content] content/livestock/aves.json: entry "agapornis" › ficha.confortC: confortC is [min, max]: the first number must be the lower one');
  });
  it('refuses a stocking rate written upside down', () => {
    const p = project();
    p.edit('content/places/cities.json', (list) => void (list.find((c: { slug: string }) => c.slug === 'cali').campo.cargaUGG = [2.5, 1.5]));
    expect(() => p.catalog()).toThrow('[content] content/places/cities.json: entry "cali" › campo.cargaUGG: cargaUGG is [min, max]: the first number must be the lower one');
  });
  it('refuses rains written as a range of two months in a row, and says how to write them', () => {
    const p = project();
    p.edit('content/places/cities.json', (list) => void (list.find((c: { slug: string }) => c.slug === 'cali').clima.lluvias = 'en abril y mayo, y de octubre a noviembre'));
    expect(() => p.catalog()).toThrow('[content] content/places/cities.json: entry "cali" › clima.lluvias: lluvias: "de octubre a noviembre" names two months in a row: write "en octubre y noviembre"');
    p.edit('content/places/cities.json', (list) => void (list.find((c: { slug: string }) => c.slug === 'cali').clima.lluvias = 'de diciembre a enero'));
    expect(() => p.catalog()).toThrow('write "en diciembre y enero"');
    p.edit('content/places/cities.json', (list) => void (list.find((c: { slug: string }) => c.slug === 'cali').clima.lluvias = 'en abril y mayo, y de septiembre a noviembre'));
    expect(() => p.catalog()).not.toThrow();
  });
  it('asks for a dog breed\'s own life expectancy', () => {
    const p = project();
    p.edit('content/dogs/breeds.json', (list) => void delete list.find((b: { slug: string }) => b.slug === 'pug').esperanzaVida);
    expect(() => p.catalog()).toThrow('[content] content/dogs/breeds.json: entry "pug" › esperanzaVida: falta; agréguelo');
    p.edit('content/dogs/breeds.json', (list) => void (list.find((b: { slug: string }) => b.slug === 'pug').esperanzaVida = '13-15 años'));
    expect(() => p.catalog()).toThrow('[content] content/dogs/breeds.json: entry "pug" › esperanzaVida: esperanzaVida is written like "12 a 15 años"');
  });
  it('refuses a breed description far beyond the card', () => {
    const p = project();
    p.edit('content/dogs/breeds.json', (list) => void (list[2].descripcion = 'x'.repeat(5000)));
    expect(() => p.catalog()).toThrow('[content] content/dogs/breeds.json: entry "yorkshire-terrier" › descripcion: tiene 5000 caracteres y el límite es 320; acórtelo');
  });
});

describe('a number typed as text says how to write it', () => {
  it('gives the digits of a price written with dots, in either shape of prices.json and in cats/breeds.json', () => {
    const p = project();
    p.edit('content/dogs/prices.json', (prices) => void (prices.MINI[0].precio_base = '1.200.000'));
    expect(() => p.catalog()).toThrow(
      '[content] content/dogs/prices.json: entry "pincher" › precio_base: "1.200.000" es texto; escriba el número sin comillas, puntos ni espacios: 1200000',
    );
    const q = project();
    q.edit('content/dogs/prices.json', (prices) => void (prices.PEQUENAS[0].ff = '$ 1.900.000'));
    expect(() => q.catalog()).toThrow('[content] content/dogs/prices.json: entry "shih-tzu" › ff: "$ 1.900.000" es texto; escriba el número sin comillas, puntos ni espacios: 1900000');
    const r = project();
    r.edit('content/cats/breeds.json', (breeds) => void (breeds[0].precio_base = '1.200.000'));
    expect(() => r.catalog()).toThrow('[content] content/cats/breeds.json: entry "persa" › precio_base: "1.200.000" es texto; escriba el número sin comillas, puntos ni espacios: 1200000');
  });
  it('does the same for every number field, decimals included', () => {
    const p = project();
    p.edit('content/places/cities.json', (cities) => void (cities[0].clima.altitud = '2.640'));
    expect(() => p.catalog()).toThrow('[content] content/places/cities.json: entry "bogota" › clima.altitud: "2.640" es texto; escriba el número sin comillas, puntos ni espacios: 2640');
    p.edit('content/places/cities.json', (cities) => {
      cities[0].clima.altitud = 2640;
      cities[0].entrega.horasCarretera = '2,5';
    });
    expect(() => p.catalog()).toThrow(
      '[content] content/places/cities.json: entry "bogota" › entrega.horasCarretera: "2,5" es texto; escriba el número sin comillas ni separadores de miles, con un punto antes de los decimales: 2.5',
    );
    p.edit('content/places/cities.json', (cities) => {
      cities[0].entrega.horasCarretera = 0;
      cities[0].clima.altitud = 2640.5;
    });
    expect(() => p.catalog()).toThrow('[content] content/places/cities.json: entry "bogota" › clima.altitud: 2640.5 tiene decimales; escriba un número entero, sin decimales');
  });
  it('says a number is expected when the text is not one', () => {
    const p = project();
    p.edit('content/cats/breeds.json', (breeds) => void (breeds[0].precio_base = 'a convenir'));
    expect(() => p.catalog()).toThrow(
      '[content] content/cats/breeds.json: entry "persa" › precio_base: "a convenir" es texto, y se espera un número; escriba el número sin comillas, por ejemplo 1200000',
    );
    const raw = siteJson();
    raw.stats.dogsDelivered.count = true;
    expect(() => resolveSite({}, raw)).toThrow('[content] content/site.json: stats.dogsDelivered.count: true no es un número; escriba el número sin comillas, por ejemplo 1200000');
  });
});

describe('unknown fields', () => {
  it('names a misspelt field and the field it probably is', () => {
    const p = project();
    p.edit('content/livestock/bovinos.json', (list) => {
      list[0].descripción = list[0].descripcion;
      delete list[0].descripcion;
    });
    expect(() => p.catalog()).toThrow(
      '[content] content/livestock/bovinos.json: entry "brahman" › descripcion: falta; agréguelo; ' +
        '(entrada): campo desconocido "descripción" (¿quiso decir "descripcion"?); corrija su nombre o quítelo (los campos son: slug, nombre, especialidad, clima, estimado, formas, precio, zonas, procedencia, descripcionEnVenta, descripcion, ficha, comprador, climas)',
    );
    p.edit('content/livestock/bovinos.json', (list) => void (list[0].descripcion = 5));
    expect(() => p.catalog()).toThrow('[content] content/livestock/bovinos.json: entry "brahman" › descripcion: es el número 5, y se espera un texto entre comillas');
  });
});

describe('web addresses in site.json', () => {
  it('names the sister link whose address is not a web address, instead of a bare "Invalid URL"', () => {
    const raw = siteJson();
    raw.sisterSites[1].links[2].url = 'javascript:alert(1)';
    expect(() => resolveSite({}, raw)).toThrow(
      '[content] content/site.json: sisterSites.1.links.2.url: "javascript:alert(1)" no es una dirección web; escriba la dirección completa, por ejemplo https://www.otro-criadero.com.co/',
    );
  });
});

describe('SITE_URL', () => {
  it('refuses http in a deploy build', () => {
    expect(() => resolveSite({ SITE_URL: 'http://www.mi-criadero.com.co', DEPLOY_TARGET: 'cloudflare' })).toThrow(
      '[site] SITE_URL: "http://www.mi-criadero.com.co" uses http; the site must be served over https (canonical URLs, HSTS): https://www.mi-criadero.com.co',
    );
  });
  it('refuses a path', () => {
    expect(() => resolveSite({ SITE_URL: 'https://www.mi-criadero.com.co/perros', DEPLOY_TARGET: 'static' })).toThrow(
      '[site] SITE_URL: "https://www.mi-criadero.com.co/perros" has a path, query or fragment ("/perros"); the site is built for the root of its domain, so give the origin only: https://www.mi-criadero.com.co',
    );
  });
  it('refuses javascript: with a clear message', () => {
    expect(() => resolveSite({ SITE_URL: 'javascript:alert(1)' })).toThrow(
      '[site] SITE_URL: "javascript:alert(1)" is a javascript: address, not a web address; give the public address of the site, e.g. https://www.mi-criadero.com.co',
    );
  });
});

describe('WHATSAPP_NUMBER', () => {
  it('blames the environment variable, not site.json, for letters', () => {
    expect(() => resolveSite({ WHATSAPP_NUMBER: 'abc' })).toThrow(
      '[site] WHATSAPP_NUMBER: "abc" no es un número de teléfono; escriba el número de WhatsApp con el indicativo del país, solo cifras, por ejemplo 573001234567',
    );
  });
});

describe('a country’s entry rules for a kitten (content/places/countries.json › entradaGato) are refused in Spanish, naming the file, the country and the field', () => {
  /** countries.json as it is, with one country's entry rules changed. */
  const countriesWith = (slug: string, change: (entry: Record<string, unknown>) => void) => {
    const list = JSON.parse(readFileSync('content/places/countries.json', 'utf8')) as { slug: string; entradaGato?: Record<string, unknown> }[];
    const country = list.find((c) => c.slug === slug)!;
    change(country.entradaGato!);
    return JSON.stringify(list, null, 2);
  };
  const where = '[content] content/places/countries.json: entry "mexico" › entradaGato.';
  it('a rule too long to read after «para entrar a México:»', () => {
    expect(() => parseContentFile('countries', countriesWith('mexico', (e) => void (e.requisitos = `${'Certificado de salud de un veterinario, '.repeat(6)}y desparasitación.`)))).toThrow(
      `${where}requisitos: tiene 258 caracteres y el límite es 200; acórtelo`,
    );
  });
  it('a rule that is not a whole sentence', () => {
    expect(() => parseContentFile('countries', countriesWith('mexico', (e) => void (e.requisitos = 'certificado de salud de un veterinario de no más de 15 días y vacuna antirrábica')))).toThrow(
      `${where}requisitos: requisitos empieza con mayúscula: es una frase completa («Certificado de salud…»); entradaGato.requisitos: requisitos termina en punto: es una frase completa`,
    );
  });
  it('an earliest age no later than the airlines’ 4 months', () => {
    expect(() => parseContentFile('countries', countriesWith('mexico', (e) => void (e.edadMinimaMeses = 4)))).toThrow(
      `${where}edadMinimaMeses: edadMinimaMeses es solo para un país que pide un gatito mayor que los 4 meses desde los que lo llevan las aerolíneas: escriba un número mayor que 4 o quite el campo`,
    );
  });
  it('a rule without a source, or with a source without its date', () => {
    expect(() => parseContentFile('countries', countriesWith('mexico', (e) => void (e.fuentes = [])))).toThrow(`${where}fuentes: fuentes necesita al menos una fuente con título, url y fecha`);
    expect(() => parseContentFile('countries', countriesWith('mexico', (e) => void ((e.fuentes as { fecha: string }[])[0]!.fecha = '19/12/2025')))).toThrow(
      `${where}fuentes.0.fecha: fecha es la fecha de la fuente, AAAA-MM-DD, o AAAA-MM si la fuente da solo el mes: «2025-12-19», «2024-11»`,
    );
  });
});

describe('JSON syntax errors give file:line:column and the usual cause', () => {
  it('points a missing comma in a real file at the line after it', () => {
    const p = project();
    const text = p.read('content/places/cities.json');
    const broken = text.replace('"nombre": "Bogotá",', '"nombre": "Bogotá"');
    p.write('content/places/cities.json', broken);
    const line = broken.split('\n').findIndex((l) => l.includes('"departamento"')) + 1;
    expect(() => p.catalog()).toThrow(
      `[content] content/places/cities.json:${line}:5: JSON syntax error: expected "," or "}" after a value, found "\\""; probably a comma is missing at the end of the previous value`,
    );
  });
  it('names a trailing comma', () => {
    expect(() => parseContentFile('countries', '[\n  { "slug": "peru", "nombre": "Perú", },\n]')).toThrow(
      '[content] content/places/countries.json:2:39: JSON syntax error: a comma before "}" leaves an empty property; remove the last comma',
    );
    expect(() => parseContentFile('countries', '[\n  { "slug": "peru", "nombre": "Perú" },\n]')).toThrow(
      '[content] content/places/countries.json:3:1: JSON syntax error: a comma before "]" leaves an empty element; remove the last comma',
    );
  });
  it('names single quotes, an unclosed text and a missing bracket', () => {
    expect(() => parseJsonText('content/x.json', "[{'slug': 'peru'}]")).toThrow("content/x.json:1:3: JSON syntax error: expected a property name in double quotes, found \"'\"; write names in double quotes");
    expect(() => parseJsonText('content/x.json', '[\n  {"slug": "peru}\n]')).toThrow(
      'content/x.json:2:18: JSON syntax error: a line break inside a "text"; a text must close its quote on the same line (write a line break as \\n)',
    );
    expect(() => parseJsonText('content/x.json', '[\n  {"slug": "peru"}\n')).toThrow(
      'content/x.json:1:1: JSON syntax error: the file ends but the list "[" opened here is never closed; add the missing "]"',
    );
  });
  it('agrees with JSON.parse on what is valid', () => {
    for (const text of ['[]', '{"a":[1,-2.5e3,true,false,null,"\\u00e9\\n"]}', ' [ {} ] ', '"x"']) {
      expect(findJsonSyntaxError(text), text).toBeNull();
      expect(() => JSON.parse(text)).not.toThrow();
    }
    for (const text of ['[01]', '[1,]', '{"a":1 "b":2}', '[tru]', '[1] 2', '["a\\x"]', '', '[.5]']) {
      expect(findJsonSyntaxError(text), text).not.toBeNull();
      expect(() => JSON.parse(text), text).toThrow();
    }
  });
});

describe('a byte-order mark is removed, not reported', () => {
  it('reads a content file and site.json saved with a BOM like the file without it', () => {
    const p = project();
    const cities = p.read('content/places/cities.json');
    p.write('content/places/cities.json', `\uFEFF${cities}`);
    p.write('content/site.json', `\uFEFF${p.read('content/site.json')}`);
    expect(readContentFile('cities', p.root)).toEqual(parseContentFile('cities', cities));
    expect(readSiteJson(p.root)).toEqual(siteJson());
  });
});

describe('empty and deleted files blame the right file', () => {
  it('blames an empty breeds.json on breeds.json, not on the files that refer to breeds', () => {
    const p = project();
    p.write('content/dogs/breeds.json', '[]\n');
    expect(() => p.catalog()).toThrow(
      '[content] content/dogs/breeds.json: no tiene entradas, y el sitio necesita por lo menos una; recupérelo de git (git checkout -- content/dogs/breeds.json) o agregue entradas',
    );
    p.write('content/dogs/breeds.json', '');
    expect(() => p.catalog()).toThrow(
      '[content] content/dogs/breeds.json: el archivo está vacío; recupérelo de git (git checkout -- content/dogs/breeds.json) o escriba su JSON',
    );
  });
  it('accepts the optional price-ranges.json with no entries', () => {
    expect(readContentFile('dogPriceRanges', process.cwd())).toEqual([]);
  });
  it('says which file is missing and how to get it back, not ENOENT', () => {
    const p = project();
    p.remove('content/dogs/uses.json');
    expect(() => p.catalog()).toThrow('[content] falta el archivo content/dogs/uses.json: recupérelo de git (git checkout -- content/dogs/uses.json)');
    p.remove('content/site.json');
    expect(() => readSiteJson(p.root)).toThrow('[content] falta el archivo content/site.json: recupérelo de git (git checkout -- content/site.json)');
  });
});

describe('infographic aliases', () => {
  it('names both entries of a collision', () => {
    const p = project();
    p.edit('content/images/infographics.json', (list) => void list.find((i: { slug: string }) => i.slug === 'pug').aliases.push('bulldog-frances'));
    expect(() => p.catalog()).toThrow(
      '[content] content/images/infographics.json: entry "bulldog-frances" › slug: "bulldog-frances" is already claimed by entry "pug"; ' +
        'a breed has one infographic, so remove "bulldog-frances" from entry "pug" or from entry "bulldog-frances"',
    );
  });
});

describe('no warning on a clean build', () => {
  it('stores every content file as one entry, so no collection is ever empty (Astro warns about empty ones)', async () => {
    const stored = new Map<string, { entries: unknown[] }>();
    const store = { clear: () => stored.clear(), set: ({ id, data }: { id: string; data: { entries: unknown[] } }) => void stored.set(id, data) };
    const warnings: string[] = [];
    const logger = { info: () => {}, warn: (m: string) => warnings.push(m), error: (m: string) => warnings.push(m) };
    await contentLoader.load({ store, config: { root: new URL(`file://${process.cwd()}/`) }, logger } as never);
    expect(stored.size).toBe(Object.keys(contentFiles).length);
    expect(stored.get('dogPriceRanges')).toEqual({ entries: [] });
    expect(stored.get('dogBreeds')!.entries).toHaveLength(readCatalog().dogBreeds.length);
    expect(warnings).toEqual([]);
  });
  it('stops in the loader, before any page, on a bad reference between files', async () => {
    const p = project();
    p.write('content/images/puppies.json', p.read('content/images/puppies.json').replace('"pomerania"', '"pomerana"'));
    const store = { clear: () => {}, set: () => {} };
    await expect(contentLoader.load({ store, config: { root: new URL(`file://${p.root}/`) } } as never)).rejects.toThrow(
      '[content] content/images/puppies.json: entry "pomerana" › key: "pomerana" names no dog breed',
    );
  });
});
