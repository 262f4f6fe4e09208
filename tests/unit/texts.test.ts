/**
 * The editable words of content/texts: every file reads, every placeholder is one the site fills,
 * and a mistake names the file, the field and the fix.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTextFile, readTexts, TEXT_FILES, type TextKey } from '@/lib/content/texts';
import { placeholdersOf } from '@/lib/content/schemas/text-fields';
import { fillTemplate } from '@/lib/text/spanish';
import { copyProject, editJson, removeCopies } from './project-copy';
import { readCatalog } from '@/lib/content/disk-catalog';
import { readFileSync, readdirSync } from 'node:fs';

afterEach(removeCopies);

describe('content/texts', () => {
  it('reads every text file of the registry', () => {
    const texts = readTexts();
    expect(Object.keys(texts).sort()).toEqual((Object.keys(TEXT_FILES) as TextKey[]).sort());
  });

  it('fills a template with the values of the page', () => {
    expect(fillTemplate('¿Cómo reservo un cachorro {raza} en {lugar}?', { raza: 'Pug', lugar: 'Chapinero' })).toBe('¿Cómo reservo un cachorro Pug en Chapinero?');
    expect(placeholdersOf('{raza} en {lugar}')).toEqual(['raza', 'lugar']);
  });

  it('contracts «de el» and «a el» where a value with the article follows «de» or «a» (issue 41: «ficha de el Brahman»)', () => {
    expect(fillTemplate('Ficha de {linea} →', { linea: 'el Brahman' })).toBe('Ficha del Brahman →');
    expect(fillTemplate('De {a}, a {a} y para {a}', { a: 'el Angus' })).toBe('Del Angus, al Angus y para el Angus');
    // Not after a word that ends in «a» or «de», not before another article, not before «El» of a name.
    expect(fillTemplate('España {a}, Valde {a}, de {b}, de {c}', { a: 'el x', b: 'la mula', c: 'El Salvador' })).toBe('España el x, Valde el x, de la mula, de El Salvador');
    // A placeholder right after a letter or a slash is filled as before.
    expect(fillTemplate('/{a}/x{b}', { a: 'el-x', b: 'y' })).toBe('/el-x/xy');
  });

  it('speaks to the buyer in the first person: "Pregúntenos qué pruebas tienen los padres", "Pregúntenos cómo se comporta el cachorro"', () => {
    expect(readTexts().catGuides.criaderos.healthTests.intro).toContain('Pregúntenos qué pruebas tienen los padres de la camada que le interese;');
    const catalog = readCatalog();
    expect(catalog.dogClusters.map((c) => JSON.stringify(c)).join()).toContain('Pregúntenos cómo se comporta el cachorro con niños y con visitas.');
    expect(catalog.catClusters.map((c) => JSON.stringify(c)).join()).toContain('Pregúntenos si los gatitos han crecido con niños');
    // The breeder never names itself "el criadero" when it tells the buyer to ask it something.
    const files = ['content/texts', 'content/dogs', 'content/cats'].flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f)));
    const third = /\b(?:pregunte|pida|pedir|consulte|escriba) al criadero\b|\b(?:actualizad[oa]|revisad[oa]) por el criadero\b|\binicio del criadero\b/i;
    expect(files.filter((f) => third.test(readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('refuses a placeholder the site cannot fill, naming file, field and the placeholders it can use', () => {
    const root = copyProject('texts-placeholder');
    editJson(root, TEXT_FILES.dogs.file, (json) => {
      json.placePage.delivery.avion = 'En avión hasta el aeropuerto de {ciudad}.';
    });
    expect(() => readTextFile('dogs', root)).toThrow(
      /\[content\] content\/texts\/perros\.json: placePage\.delivery\.avion: usa \{ciudad\}, que el sitio no puede llenar aquí; las palabras entre llaves que este texto admite son /,
    );
  });

  it('gatos.json: refuses a placeholder in the line of a climate class other than the breeds it names, since it names no place', () => {
    const root = copyProject('texts-cats');
    editJson(root, TEXT_FILES.cats.file, (json) => {
      json.climate.calido = 'El calor de {lugar} es duro para {razas}: necesitan un rincón fresco.';
    });
    expect(() => readTextFile('cats', root)).toThrow(
      '[content] content/texts/gatos.json: climate.calido: usa {lugar}, que el sitio no puede llenar aquí; la única palabra entre llaves que este texto admite es {razas}',
    );
  });

  it('gatos-paginas.json: refuses an over-long text, naming the field and the limit', () => {
    const root = copyProject('texts-cat-pages');
    editJson(root, TEXT_FILES.catPages.file, (json) => {
      json.prices.traitsColumn = `Rasgos ${'de carácter '.repeat(3)}`;
    });
    expect(() => readTextFile('catPages', root)).toThrow('[content] content/texts/gatos-paginas.json: prices.traitsColumn: tiene 42 caracteres y el límite es 30; acórtelo');
  });

  it('gatos-guias.json: refuses a placeholder in a fixed list item', () => {
    const root = copyProject('texts-cat-guides');
    editJson(root, TEXT_FILES.catGuides.file, (json) => {
      json.criaderos.check.list[0] = 'Visite el criadero de {raza} con cita previa.';
    });
    expect(() => readTextFile('catGuides', root)).toThrow(
      '[content] content/texts/gatos-guias.json: criaderos.check.list.0: usa {raza}, que el sitio no puede llenar aquí; este texto no admite palabras entre llaves: corrija la palabra o quítela',
    );
  });

  it('paginas-genericas.json: the 404 message needs its {enlace}, and a link text has a limit', () => {
    const root = copyProject('texts-generic');
    editJson(root, TEXT_FILES.genericPages.file, (json) => {
      json.notFound.message = 'Esta dirección cambió. Vaya al inicio.';
    });
    expect(() => readTextFile('genericPages', root)).toThrow('[content] content/texts/paginas-genericas.json: notFound.message: must contain {enlace}, where the link to the home page goes');
    editJson(root, TEXT_FILES.genericPages.file, (json) => {
      json.notFound.message = 'Esta dirección cambió. Si no avanza automáticamente, {enlace}.';
      json.listing.next = 'Ver la siguiente página del listado de cachorros →';
    });
    expect(() => readTextFile('genericPages', root)).toThrow('[content] content/texts/paginas-genericas.json: listing.next: tiene 50 caracteres y el límite es 30; acórtelo');
  });

  it('ganado-paginas.json: refuses a placeholder the freight cannot fill, an over-long card label and a link text without its slot', () => {
    const root = copyProject('texts-livestock-pages');
    editJson(root, TEXT_FILES.livestockPages.file, (json) => {
      json.sale.facts.freightTrip = 'Unos {viaje} el camión, en {departamento} (estimado)';
    });
    expect(() => readTextFile('livestockPages', root)).toThrow(
      '[content] content/texts/ganado-paginas.json: sale.facts.freightTrip: usa {departamento}, que el sitio no puede llenar aquí; las palabras entre llaves que este texto admite son {viaje}',
    );
    editJson(root, TEXT_FILES.livestockPages.file, (json) => {
      json.sale.facts.freightTrip = 'Unos {viaje} el camión (estimado)';
      json.labels.birdZoocria = 'Requiere zoocría autorizada por la autoridad ambiental y el ICA, con papeles';
    });
    expect(() => readTextFile('livestockPages', root)).toThrow('[content] content/texts/ganado-paginas.json: labels.birdZoocria: tiene 76 caracteres y el límite es 60; acórtelo');
    editJson(root, TEXT_FILES.livestockPages.file, (json) => {
      json.labels.birdZoocria = 'Requiere zoocría autorizada';
      json.bufalos.fichaHeading = 'Ficha del búfalo';
    });
    expect(() => readTextFile('livestockPages', root)).toThrow('[content] content/texts/ganado-paginas.json: bufalos.fichaHeading: must contain {linea}, where the link to the line goes');
  });

  it('ganado-paginas.json: refuses a placeholder a fact of the answer block cannot fill', () => {
    const root = copyProject('texts-livestock-facts');
    editJson(root, TEXT_FILES.livestockPages.file, (json) => {
      json.sale.facts.tripRoad = 'Unas {horas} horas hasta {ciudad}';
    });
    expect(() => readTextFile('livestockPages', root)).toThrow(
      '[content] content/texts/ganado-paginas.json: sale.facts.tripRoad: usa {ciudad}, que el sitio no puede llenar aquí; las palabras entre llaves que este texto admite son {horas}, {km}',
    );
  });

  it('names a missing field and a JSON syntax error with its line', () => {
    const root = copyProject('texts-missing');
    editJson(root, TEXT_FILES.dogs.file, (json) => {
      delete json.placePage.includes;
    });
    expect(() => readTextFile('dogs', root)).toThrow('content/texts/perros.json: placePage.includes: falta; agréguelo');
    writeFileSync(join(root, TEXT_FILES.dogs.file), '{\n  "placePage": {\n    "includes": "Incluye" "x"\n  }\n}\n');
    expect(() => readTextFile('dogs', root)).toThrow(/content\/texts\/perros\.json:3:\d+: JSON syntax error/);
  });

  // home, info pages and dogs: one file each, a placeholder the page cannot fill and a text past its limit are refused by name
  it.each([
    {
      key: 'home' as const,
      edit: (json: any) => {
        json.reasons.items[0].title = '{años} años en {sede}';
      },
      message:
        'content/texts/inicio.json: reasons.items.0.title: usa {sede}, que el sitio no puede llenar aquí; las palabras entre llaves que este texto admite son {marca}, {ciudad}, {registroIca}, {fundación}, {años}, {perrosEntregados}, {fechaPerros}, {familias}, {fechaFamilias}',
    },
    {
      key: 'infoPages' as const,
      edit: (json: any) => {
        json.privacy.sections.vigencia.paragraphs[0] = 'Esta política rige desde el {día}.';
      },
      message: 'content/texts/paginas-legales.json: privacy.sections.vigencia.paragraphs.0: usa {día}, que el sitio no puede llenar aquí; las palabras entre llaves que este texto admite son {responsable}, {dirección}, {contacto}, {fecha}',
    },
    {
      key: 'common' as const,
      edit: (json: any) => {
        json.footer.copyright = '© {año} {marca}. Todos los derechos reservados.';
      },
      message: 'content/texts/comunes.json: footer.copyright: usa {marca}, que el sitio no puede llenar aquí; las palabras entre llaves que este texto admite son {año}, {firma}',
    },
    {
      key: 'dogs' as const,
      edit: (json: any) => {
        json.placePage.descriptions[1] = '{titulo}, desde {precio}, en {ciudad}.';
      },
      message: 'content/texts/perros.json: placePage.descriptions.1: usa {ciudad}, que el sitio no puede llenar aquí; las palabras entre llaves que este texto admite son {titulo}, {raza}, {lugar}, {precio}, {entrega}',
    },
  ])('refuses a placeholder $key cannot fill, naming file and field', ({ key, edit, message }) => {
    const root = copyProject(`texts-${key}-placeholder`);
    editJson(root, TEXT_FILES[key].file, edit);
    expect(() => readTextFile(key, root)).toThrow(message);
  });

  it.each([
    {
      key: 'home' as const,
      edit: (json: any) => {
        json.hero.chatButton = 'Hable ya mismo con uno de nuestros asesores';
      },
      message: 'content/texts/inicio.json: hero.chatButton: tiene 43 caracteres y el límite es 40; acórtelo',
    },
    {
      key: 'infoPages' as const,
      edit: (json: any) => {
        json.terms.title = `${json.terms.title}: precios, reservas, entregas y garantía`;
      },
      message: 'content/texts/paginas-legales.json: terms.title: tiene 87 caracteres y el límite es 70; acórtelo',
    },
    {
      key: 'common' as const,
      edit: (json: any) => {
        json.chatButton = 'Escríbanos ahora mismo por WhatsApp, sin compromiso';
      },
      message: 'content/texts/comunes.json: chatButton: tiene 51 caracteres y el límite es 40; acórtelo',
    },
    {
      key: 'common' as const,
      edit: (json: any) => {
        json.priceNote = json.priceNote.repeat(4);
      },
      message: 'content/texts/comunes.json: priceNote: tiene 268 caracteres y el límite es 200; acórtelo',
    },
  ])('refuses an over-long text of $key, naming file and field', ({ key, edit, message }) => {
    const root = copyProject(`texts-${key}-long`);
    editJson(root, TEXT_FILES[key].file, edit);
    expect(() => readTextFile(key, root)).toThrow(message);
  });

});
