/**
 * The inventory as content (issue 26 item 1): one file per litter or lot under content/inventario/,
 * read the way `astro build` reads it. Each impossible entry stops the build with a message that
 * names content/inventario/<file>.json, the entry, the field and the fix.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { readContentFile } from '@/lib/content/read';
import { chatMessage } from '@/lib/views/chat';
import { inventoryEntryView } from '@/lib/views/inventory';
import { copyProject, removeCopies } from './project-copy';

afterEach(removeCopies);

/** A litter that passes every check; tests break one thing at a time. */
export function litter(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tipo: 'camada',
    especie: 'perros',
    raza: 'shih-tzu',
    ciudad: 'bogota',
    nacimiento: '2026-08-20',
    listosDesde: '2026-10-20',
    actualizado: '2026-11-03',
    madre: { nombre: 'Kira', registro: '', pruebas: [] },
    animales: [
      { nombre: 'Luna', sexo: 'hembra', color: 'blanco y dorado', estado: 'disponible', precio: 2_800_000 },
      { sexo: 'macho', color: 'negro y blanco', estado: 'vendido' },
    ],
    ...over,
  };
}

/** A copy of the project with these inventory files; returns its root. */
function withInventory(files: Record<string, unknown>): string {
  const root = copyProject('inventory');
  mkdirSync(join(root, 'content/inventario'), { recursive: true });
  for (const [name, json] of Object.entries(files)) writeFileSync(join(root, 'content/inventario', name), typeof json === 'string' ? json : JSON.stringify(json));
  return root;
}

const fails = (files: Record<string, unknown>) => expect(() => readCatalog(withInventory(files)));

describe('content/inventario/: one file per litter or lot', () => {
  it('ships empty: the repository has no invented animals', () => {
    expect(readdirSync('content/inventario').filter((f) => f.endsWith('.json'))).toEqual([]);
    expect(readCatalog().inventory).toEqual([]);
  });
  it('reads each file as one entry whose slug is the file name', () => {
    const root = withInventory({ 'shih-tzu-agosto.json': litter(), 'novillas-brahman.json': { tipo: 'lote', especie: 'bovinos', raza: 'brahman', ciudad: 'villavicencio', actualizado: '2026-11-01', descripcion: 'Novillas Brahman de 18 meses', articulo: 'las', cantidad: 12, precio: 3_500_000, estado: 'disponible' } });
    const entries = readCatalog(root).inventory;
    expect(entries.map((e) => e.slug)).toEqual(['novillas-brahman', 'shih-tzu-agosto']);
    const l = entries.find((e) => e.slug === 'shih-tzu-agosto')!;
    expect(l.tipo === 'camada' && l.animales[1]!.precio).toBe(null);
    expect(readContentFile('inventory', root).map((e) => e.id)).toEqual(['novillas-brahman', 'shih-tzu-agosto']);
  });
  it('names a litter and a lot in the chat message once: the page’s title, then "esta camada", "este lote"', () => {
    const root = withInventory({ 'shih-tzu-agosto.json': litter(), 'novillas-brahman.json': { tipo: 'lote', especie: 'bovinos', raza: 'brahman', ciudad: 'villavicencio', actualizado: '2026-11-01', descripcion: 'Novillas Brahman de 18 meses', articulo: 'las', cantidad: 12, precio: 3_500_000, estado: 'disponible' } });
    const catalog = readCatalog(root);
    const message = (slug: string) => {
      const entry = catalog.inventory.find((e) => e.slug === slug)!;
      return chatMessage(inventoryEntryView(catalog, { entry, path: `/disponibles/${slug}/` }).chat);
    };
    expect(message('shih-tzu-agosto')).toMatch(/^Hola, vengo de la página «Camada de Shih Tzu nacida el 20 de agosto de 2026» \(\S+\/disponibles\/shih-tzu-agosto\/\) y quiero más información sobre esta camada\.$/);
    expect(message('novillas-brahman')).toMatch(/^Hola, vengo de la página «Novillas Brahman de 18 meses» \(\S+\) y quiero más información sobre este lote\.$/);
  });
  it('puts the article before a litter’s dates: "Listos para entregar desde el 20 de octubre de 2026"', () => {
    const catalog = readCatalog(withInventory({ 'shih-tzu-agosto.json': litter() }));
    const facts = inventoryEntryView(catalog, { entry: catalog.inventory[0]!, path: '/disponibles/shih-tzu-agosto/' }).facts.map((f) => `${f.label} ${f.text}`);
    expect(facts).toContain('Nacieron el 20 de agosto de 2026');
    expect(facts).toContain('Listos para entregar desde el 20 de octubre de 2026');
  });
  it('writes an animal’s colour after "color", since the breeder’s colour does not agree with a female: "Hembra · color blanco y dorado"', () => {
    const catalog = readCatalog(withInventory({ 'shih-tzu-agosto.json': litter() }));
    const view = inventoryEntryView(catalog, { entry: catalog.inventory[0]!, path: '/disponibles/shih-tzu-agosto/' });
    const luna = view.animals.find((a) => a.name === 'Luna')!;
    expect(`${luna.sex} · ${luna.colour}`).toBe('Hembra · color blanco y dorado');
    expect(chatMessage(luna.chat)).toMatch(/ y quiero más información sobre Luna \(hembra, color blanco y dorado\)\.$/);
  });
  it('skips hidden files, so the folder can be kept in git by .gitkeep', () => {
    expect(readCatalog(withInventory({ '.gitkeep': '' })).inventory).toEqual([]);
  });
});

describe('an impossible entry names the file, the entry, the field and the fix', () => {
  const F = '[content] content/inventario/camada.json: entry "camada" › ';
  it('a ready date before the birth date', () => {
    fails({ 'camada.json': litter({ listosDesde: '2026-08-01' }) }).toThrow(`${F}listosDesde: "2026-08-01" es anterior a la fecha de nacimiento (2026-08-20): no pueden entregarse antes de nacer; corrija una de las dos fechas`);
  });
  it('a birth date after the update date', () => {
    fails({ 'camada.json': litter({ nacimiento: '2026-11-10', listosDesde: '2026-12-10' }) }).toThrow(`${F}nacimiento: "2026-11-10" es posterior a «Actualizado el» (2026-11-03): la camada no pudo actualizarse antes de nacer; corrija una de las dos fechas`);
  });
  it('an update date in the future', () => {
    fails({ 'camada.json': litter({ actualizado: '2999-01-01' }) }).toThrow(/entry "camada" › actualizado: "2999-01-01" es posterior a hoy \(\d{4}-\d\d-\d\d\); escriba el día en que revisó esta publicación por última vez/);
  });
  it('a price outside the sane bounds, naming the animal', () => {
    const l = litter();
    (l.animales as { precio?: number }[])[0]!.precio = 28_000;
    fails({ 'camada.json': l }).toThrow(`${F}animales.0 ("Luna").precio: un precio de menos de $100.000 COP es seguramente un error de digitación; revise los ceros`);
  });
  it('a price typed as text says how to write it', () => {
    const l = litter();
    (l.animales as { precio?: unknown }[])[0]!.precio = '2.800.000';
    fails({ 'camada.json': l }).toThrow(`${F}animales.0 ("Luna").precio: "2.800.000" es texto; escriba el número sin comillas, puntos ni espacios: 2800000`);
  });
  it('a breed the species does not have, with the valid slugs and the nearest one', () => {
    fails({ 'camada.json': litter({ raza: 'shihtzu' }) }).toThrow(/entry "camada" › raza: "shihtzu" no es una raza ni una línea de perros \(content\/dogs\/breeds\.json\) \(¿quiso decir "shih-tzu"\?\); use una de: pincher, chihuahua/);
    fails({ 'camada.json': litter({ especie: 'bovinos', raza: 'shih-tzu' }) }).toThrow(/raza: "shih-tzu" no es una raza ni una línea de bovinos \(content\/livestock\/bovinos\.json\).*use una de: brahman, angus/);
  });
  it('a species that is not one of content/species.json', () => {
    fails({ 'camada.json': litter({ especie: 'perro' }) }).toThrow(`${F}especie: "perro" no es una especie de content/species.json (¿quiso decir "perros"?)`);
  });
  it('a city that is not one of content/places/cities.json', () => {
    fails({ 'camada.json': litter({ ciudad: 'bogotá' }) }).toThrow(/entry "camada" › ciudad: "bogotá" no es una ciudad de content\/places\/cities\.json \(¿quiso decir "bogota"\?\)/);
  });
  it('an empty litter', () => {
    fails({ 'camada.json': litter({ animales: [] }) }).toThrow(`${F}animales: una camada necesita por lo menos un animal; agregue sus animales, o borre la camada si ya no se publica`);
  });
  it('two animals of one litter with the same name', () => {
    const l = litter();
    (l.animales as { nombre?: string }[])[1]!.nombre = 'luna';
    fails({ 'camada.json': l }).toThrow(`${F}animales.1 ("luna").nombre: dos animales de la camada se llaman "luna" (el 1 y el 2 de la lista); dé a cada uno su propio nombre, o deje uno vacío`);
  });
  it('a status that is not one of the three', () => {
    const l = litter();
    (l.animales as { estado?: string }[])[0]!.estado = 'apartado';
    fails({ 'camada.json': l }).toThrow(`${F}animales.0 ("Luna").estado: "apartado" no es un estado; use uno de: disponible, reservado, vendido`);
  });
  it('an unknown field, with the known ones', () => {
    fails({ 'camada.json': litter({ nacido: '2026-08-20' }) }).toThrow(/entry "camada" › \(entrada\): campo desconocido "nacido".*los campos son: tipo, especie/);
  });
  it('a missing or wrong tipo', () => {
    fails({ 'camada.json': litter({ tipo: 'litter' }) }).toThrow(`${F}tipo: "litter" no es un tipo; escriba "camada" (animales que se venden uno por uno) o "lote" (ganado o aves que se venden por cantidad)`);
  });
  it('a lot of dogs', () => {
    fails({ 'lote.json': { tipo: 'lote', especie: 'perros', raza: 'pug', ciudad: 'bogota', actualizado: '2026-11-01', descripcion: 'Cachorros pug', articulo: 'los', cantidad: 4, estado: 'disponible' } }).toThrow(
      '[content] content/inventario/lote.json: entry "lote" › tipo: un lote es para ganado o aves que se venden por cantidad; los perros se venden uno por uno: escriba "camada" y ponga cada animal',
    );
  });
  it('a video that is not https', () => {
    fails({ 'camada.json': litter({ video: 'http://youtube.com/x' }) }).toThrow(`${F}video: "http://youtube.com/x" no es una dirección https://; pegue la dirección completa del video (https://…)`);
  });
  it('a file name that cannot be an address', () => {
    fails({ 'Camada Luna.json': litter() }).toThrow('[content] content/inventario/Camada Luna.json: the file name "Camada Luna" is the address of its page');
  });
  it('a JSON syntax error names the file, line and column', () => {
    fails({ 'camada.json': '{"tipo": "camada",}' }).toThrow(/content\/inventario\/camada\.json:1:19: JSON syntax error: a comma before "}"/);
  });
});

describe('photos of an entry', () => {
  it('a photo whose file is missing names the inventory file, the animal and the field', () => {
    const l = litter();
    (l.animales as { fotos?: unknown }[])[0]!.fotos = [{ archivo: 'fotos/luna.jpg', texto: 'Luna en el pasto del criadero' }];
    expect(() => readCatalog(withInventory({ 'camada.json': l }))).toThrow(/^\[content\] content\/inventario\/camada\.json: entry "camada" › animales\.0\.fotos\.0\.archivo: "fotos\/luna\.jpg"/);
  });
});
