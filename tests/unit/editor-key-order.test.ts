import { describe, expect, it } from 'vitest';
import { orderLike, ReadFiles } from '../../src/admin/key-order';

/** An object with its keys in another order, as an Immutable map of more than eight keys gives it back. */
const shuffled = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).reverse());
const breed = { slug: 'caniche', nombre: 'Caniche', tamano: 'medianos', usos: ['familia'], origen: 'Francia', esperanzaVida: '10 a 18 años', peso: '2 a 30 kg', altura: '24 a 60 cm', clima: { frio: 'a', templado: 'b', calido: 'c' } };

describe('the order of keys the editor writes (src/admin/key-order.ts)', () => {
  it('writes a list of breeds in the order the file had, its values as edited', () => {
    const file = [breed, { ...breed, slug: 'pug', nombre: 'Pug' }];
    const edited = file.map((b) => shuffled({ ...b, clima: shuffled({ ...b.clima, frio: 'nuevo' }) }));
    const out = orderLike(edited, file) as typeof file;
    expect(JSON.stringify(out)).toBe(JSON.stringify(file.map((b) => ({ ...b, clima: { ...b.clima, frio: 'nuevo' } }))));
  });

  it('matches the breeds by slug: a breed moved keeps its order, a new one follows the fields given', () => {
    const file = [breed];
    const added = { nombre: 'Pug', slug: 'pug' };
    const out = orderLike([added, shuffled(breed)], file) as object[];
    expect(Object.keys(out[1]!)).toEqual(Object.keys(breed));
    expect(Object.keys(orderLike(added, undefined, ['slug', 'nombre']) as object)).toEqual(['slug', 'nombre']);
  });

  it('puts a key the file lacked after the others, in the order of the form', () => {
    const out = orderLike(shuffled({ ...breed, origenEnFrase: 'Francia', manejoEspecial: true }), breed, ['manejoEspecial', 'origenEnFrase']);
    expect(Object.keys(out as object)).toEqual([...Object.keys(breed), 'manejoEspecial', 'origenEnFrase']);
  });

  it('takes as template the file read that is most alike, of equals the one with the same values', () => {
    const files = new ReadFiles();
    const litterA = { tipo: 'camada', raza: 'pug', ciudad: 'bogota', nacimiento: '2026-10-01' };
    const litterB = { raza: 'caniche', tipo: 'camada', nacimiento: '2026-09-01', ciudad: 'cali' };
    files.remember(litterA);
    files.remember(litterB);
    files.remember([breed]);
    expect(files.templateFor({ ...shuffled(litterA), ciudad: 'medellin' })).toBe(litterA);
    expect(files.templateFor([{ slug: 'caniche' }])).toEqual([breed]);
    expect(files.templateFor(['nada'])).toBeUndefined();
  });
});
