/**
 * What the breeder's editor accepts before saving (issue 40, items 1 and 2): numbers typed the
 * Colombian way read as the number meant or refused, days typed DD/MM/AAAA, and the build's own
 * rules for an entry, each problem shown at the field it names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeProblems, entryProblems, forTheBreeder, nextToField, NO_RESERVATION_TERMS, problemsOfField, readNit, readPhone, readWhatsapp } from '@/admin/entry-rules';
import { entryKey, refusal, savedElsewhere, staleMessage } from '@/admin/other-tabs';
import { isEntryAddress, newEntrySaved } from '@/admin/leave-guard';
import { sectionAsked, siteSectionHash } from '@/admin/open-section';
import { termsFilledIn } from '@/admin/reservation-terms';
import { jumpsBetweenEntries } from '@/admin/fresh-entry';
import { filesUsing, inUseMessage } from '@/admin/photos-in-use';
import { removeQuestion } from '@/admin/item-bar';
import { sellAll, sellAllNotice, sellAllQuestion } from '@/admin/sell-all';
import { statusChanged, statusesOf } from '@/admin/status-day';
import { site, siteSchema } from '@/lib/content/site';
import { readableLine } from '@/admin/list-lines';
import { cleanName, fittedSize } from '@/admin/photo-upload';
import { parseTypedDay, parseTypedTime, showDay } from '@/admin/typed-date';
import { numberExample, parseTypedNumber, showNumber } from '@/admin/typed-number';
import { foldedStatus, liveState } from '@/admin/live-status';
import { priceDateNotice, priceDateReminder } from '@/admin/price-date';
import { refusalNotice } from '@/admin/save-feedback';
import { sameScreen } from '@/admin/notice';
import { PRICE_MAX_AGE_DAYS, priceProblems } from '@/lib/content/proofs';

/** The build's own rule of the NIT (content/site.json › business.nit). */
const siteSchemaNit = (siteSchema as any).shape.business.shape.nit as { safeParse(v: unknown): { success: boolean } };

describe('a number typed as Colombians type it', () => {
  it.each([
    ['1.200.000', 1_200_000],
    ['$ 1’200.000', 1_200_000],
    ['1200000', 1_200_000],
    ['1,2 millones', 1_200_000],
    ['2.8 millones', 2_800_000],
    ['800 mil', 800_000],
    ['$1.200.000 COP', 1_200_000],
    ['1 200 000', 1_200_000],
    ['1,200,000', 1_200_000],
  ])('reads a price «%s» as %i', (typed, value) => {
    expect(parseTypedNumber(typed, 'int')).toEqual({ ok: true, value });
  });
  it('reads decimals after a comma where the field takes them (a weight)', () => {
    expect(parseTypedNumber('2,5', 'float')).toEqual({ ok: true, value: 2.5 });
    expect(parseTypedNumber('1.200,50', 'float')).toEqual({ ok: true, value: 1200.5 });
  });
  it('refuses what it cannot read, or could read two ways, saying how to write it; never another number', () => {
    expect(parseTypedNumber('mil doscientos', 'int')).toMatchObject({ ok: false, message: expect.stringContaining('por ejemplo 12 o 1.200.000') });
    // a count's example is a count, a price's a price (editor drive s49: «Cantidad» said «por ejemplo 12 o 1.200.000»)
    expect(numberExample('int', 'cantidad', 'Cantidad')).toBe('12');
    expect(numberExample('int', 'holdDays', 'Días de reserva')).toBe('12');
    for (const [name, label] of [['precio', 'Precio en pesos'], ['bf', 'Precio base'], ['p', 'Precio'], ['desde', 'Desde, en pesos'], ['x', 'Valor en pesos']]) expect(numberExample('int', name!, label!)).toBe('1.200.000');
    expect(parseTypedNumber('doce', 'int', numberExample('int', 'cantidad', 'Cantidad'))).toEqual({ ok: false, message: '«doce» no es un número; escríbalo con cifras, por ejemplo 12' });
    expect(parseTypedNumber('1,200', 'float')).toMatchObject({ ok: false, message: expect.stringContaining('los miles con punto (1.200)') });
    expect(parseTypedNumber('1.2', 'int')).toMatchObject({ ok: false, message: expect.stringContaining('tiene decimales') });
    expect(parseTypedNumber('1.20.000', 'int')).toMatchObject({ ok: false });
  });
  it('an empty box is no number, and a saved number shows with the dots of Colombia', () => {
    expect(parseTypedNumber('  ', 'int')).toEqual({ ok: true, value: null });
    expect(showNumber(1_200_000)).toBe('1.200.000');
    expect(showNumber(2.5)).toBe('2,5');
  });
});

describe('an hour typed as one says it', () => {
  it.each([
    ['9', '09:00'],
    ['9:00', '09:00'],
    ['9 am', '09:00'],
    ['6 pm', '18:00'],
    ['5:30 p. m.', '17:30'],
    ['12 m', undefined],
    ['17h', '17:00'],
    ['12 pm', '12:00'],
    ['12 am', '00:00'],
  ])('«%s» is %s', (typed, value) => {
    expect(parseTypedTime(typed)).toEqual(value ? { ok: true, value } : { ok: false, message: expect.stringContaining('no es una hora') });
  });
});

describe('a day typed DD/MM/AAAA', () => {
  it('is saved AAAA-MM-DD and shown DD/MM/AAAA', () => {
    expect(parseTypedDay('17/10/2026')).toEqual({ ok: true, value: '2026-10-17' });
    expect(parseTypedDay('7-3-26')).toEqual({ ok: true, value: '2026-03-07' });
    // a phone's number keypad may have no «/»: eight digits are DDMMAAAA
    expect(parseTypedDay('17102026')).toEqual({ ok: true, value: '2026-10-17' });
    expect(parseTypedDay('10172026')).toMatchObject({ ok: false });
    expect(showDay('2026-10-17')).toBe('17/10/2026');
  });
  it('refuses a day that does not exist and a month written first', () => {
    expect(parseTypedDay('31/02/2026')).toMatchObject({ ok: false, message: expect.stringContaining('ese día no existe') });
    expect(parseTypedDay('10/17/2026')).toMatchObject({ ok: false, message: expect.stringContaining('el mes va en segundo lugar') });
  });
});

const litter = {
  tipo: 'camada',
  especie: 'perros',
  raza: 'shih-tzu',
  ciudad: 'bogota',
  actualizado: '2026-11-20',
  nacimiento: '2026-10-17',
  listosDesde: '2026-12-12',
  fotos: [],
  animales: [
    { nombre: 'Luna', sexo: 'hembra', color: 'blanco y dorado', estado: 'disponible', precio: 1_200_000, fotos: [] },
    { nombre: 'Rocky', sexo: 'macho', color: 'negro y blanco', estado: 'disponible', precio: null, fotos: [] },
  ],
};
const refs = { breedsBySpecies: { perros: ['shih-tzu', 'pug'], gatos: ['persa'] }, speciesNames: { perros: 'Perros', gatos: 'Gatos' }, today: '2026-11-25' };

describe("the build's rules for an entry, in the editor", () => {
  it('a litter the build accepts has no problem', () => {
    expect(entryProblems('camadas', undefined, litter, refs)).toEqual([]);
  });
  it('a ready day before the birth is shown at «Listos para entregar desde»', () => {
    const data = { ...litter, listosDesde: '2026-10-01' };
    const problems = entryProblems('camadas', undefined, data, refs);
    expect(problemsOfField(problems, data, 'listosDesde', '2026-10-01')).toHaveLength(1);
    expect(problemsOfField(problems, data, 'nacimiento', '2026-10-17')).toEqual([]);
  });
  it('two animals named Luna: the name field of the animal shows it', () => {
    const data = { ...litter, animales: [litter.animales[0]!, { ...litter.animales[1]!, nombre: 'luna' }] };
    const problems = entryProblems('camadas', undefined, data, refs);
    expect(problems.map((p) => p.path.join('.'))).toEqual(['animales.1.nombre']);
    expect(problemsOfField(problems, data, 'nombre', 'luna')).toHaveLength(1);
  });
  it('a breed of another species, and an update day in the future', () => {
    const data = { ...litter, especie: 'gatos', actualizado: '2026-12-01' };
    const problems = entryProblems('camadas', undefined, data, refs);
    expect(problemsOfField(problems, data, 'raza', 'shih-tzu')[0]!.message).toBe('«shih-tzu» no es una raza o línea de Gatos: elija una de la lista');
    expect(problemsOfField(problems, data, 'actualizado', '2026-12-01')).toHaveLength(1);
  });
  it('a WhatsApp number: a Colombian mobile without the country code is read as one (drive s51), a number that is none is refused with the number to write', () => {
    const whatsapp = (whatsappNumber: string) => entryProblems('criadero', 'contacto', { whatsappNumber }, refs).filter((p) => p.path.join('.') === 'whatsappNumber');
    expect(whatsapp('3001234567')).toEqual([]);
    expect(whatsapp('57 300 123').map((p) => p.message).join(' ')).toContain('300 123 4567');
    // the editor's messages say what its field takes (the 10 digits as dialled at home, or a number of another country with its code), not «con el 57 delante» (drive s52)
    for (const typed of ['300 123 456', '57 300 123', '4412', 'abc', '0057 300 123 4567', '57 601 234 5678']) {
      const read = readWhatsapp(typed);
      expect(read.ok, typed).toBe(false);
      const message = read.ok ? '' : read.message;
      expect(message, typed).toMatch(/300 123 4567/);
      expect(message, typed).not.toMatch(/57 delante|573001234567|solo cifras/);
    }
    expect(readWhatsapp('4412')).toMatchObject({ message: expect.stringContaining('o uno de otro país con su indicativo delante') });
    expect(readWhatsapp('+34 612 345 678')).toEqual({ ok: true, value: '34612345678' });
    // a number the field takes is what the site takes: a schema message about the same field gives way to the editor's
    expect(entryProblems('criadero', 'contacto', { whatsappNumber: '300 123 45' }, refs).filter((p) => p.path.join('.') === 'whatsappNumber').map((p) => p.message)).toEqual([
      '«300 123 45» tiene 8 cifras; un celular de Colombia tiene 10: escríbalo completo, por ejemplo 300 123 4567',
    ]);
  });
  it('a phone typed with brackets, dots or hyphens is saved with spaces; without «+» and the country code it is refused', () => {
    // WhatsApp: a Colombian mobile typed as dialled at home gets its 57 (drive s51: «300 123 4567» refused); the file keeps the digits
    expect(readWhatsapp('300 123 4567')).toEqual({ ok: true, value: '573001234567' });
    expect(readWhatsapp('+57 300 123 4567')).toEqual({ ok: true, value: '573001234567' });
    expect(readWhatsapp('(300) 123-4567')).toEqual({ ok: true, value: '573001234567' });
    expect(readWhatsapp('+1 300 123 4567')).toEqual({ ok: true, value: '13001234567' });
    expect(readPhone('+57 (601) 123-4567')).toEqual({ ok: true, value: '+57 601 123 4567' });
    expect(readPhone(' +57 310 555.1234 ')).toEqual({ ok: true, value: '+57 310 555 1234' });
    expect(readPhone('+57 601 1234567')).toEqual({ ok: true, value: '+57 601 1234567' });
    // a Colombian number as dialled at home, a mobile or a Bogotá landline: «+57» in front (editor drive s50)
    expect(readPhone('300 123 4567')).toEqual({ ok: true, value: '+57 300 123 4567' });
    expect(readPhone('3001234567')).toEqual({ ok: true, value: '+57 3001234567' });
    expect(readPhone('601 1234567')).toEqual({ ok: true, value: '+57 601 1234567' });
    expect(readPhone('(601) 123-4567')).toEqual({ ok: true, value: '+57 601 123 4567' });
    // too few or too many digits, and a number of no country
    expect(readPhone('300 123 456')).toMatchObject({ ok: false, message: expect.stringMatching(/^Tiene 9 cifras; un número de Colombia tiene 10/) });
    expect(readPhone('300 123 45678')).toMatchObject({ ok: false, message: expect.stringContaining('Tiene 11 cifras') });
    expect(readPhone('1234567')).toMatchObject({ ok: false, message: expect.stringContaining('con «+» y su indicativo') });
    expect(readPhone('+57 601 123 4567 ext. 12')).toMatchObject({ ok: false });
    expect(readPhone('')).toEqual({ ok: true, value: '' });
  });
  it('the NIT typed the Colombian way is saved as the site prints it and the build accepts it', () => {
    const business = (nit: string) => siteSchemaNit.safeParse(nit).success;
    for (const typed of ['901.234.567-8', '901234567-8', ' 901 234 567 - 8 ', '52.123.456-1', '901.234.567\u20118']) {
      const read = readNit(typed);
      expect(read.ok, typed).toBe(true);
      if (read.ok) expect(business(read.value), read.value).toBe(true);
    }
    expect(readNit('901.234.567-8')).toEqual({ ok: true, value: '901234567-8' });
    expect(readNit('')).toEqual({ ok: true, value: '' });
    // real mistakes: no verification digit, too few digits, letters
    expect(readNit('901.234.567')).toMatchObject({ ok: false, message: expect.stringMatching(/^Separe con un guion el dígito de verificación/) });
    expect(readNit('12.345-6')).toMatchObject({ ok: false, message: expect.stringMatching(/^Tiene 5 cifras antes del guion/) });
    expect(readNit('12.345.678.901-2')).toMatchObject({ ok: false, message: expect.stringContaining('Tiene 11 cifras') });
    expect(readNit('NIT 901234567-8')).toMatchObject({ ok: false, message: expect.stringContaining('no es un NIT') });
  });
  it('a tab refuses to save an entry another tab saved after it loaded it (editor drive s50, B1)', () => {
    const open = { key: 'criadero/sitio', openedAt: 1_000 };
    expect(entryKey('criadero', 'sitio')).toBe('criadero/sitio');
    expect(entryKey('camadas', undefined)).toBeUndefined();
    expect(savedElsewhere(open, { key: 'criadero/sitio', label: '«Criadero»', at: 2_000, tab: 'b' }, 'a')).toBe(true);
    // saved before this tab loaded it: the form has that save
    expect(savedElsewhere(open, { key: 'criadero/sitio', label: '«Criadero»', at: 900, tab: 'b' }, 'a')).toBe(false);
    // another entry, this tab's own save, or no entry open
    expect(savedElsewhere(open, { key: 'precios/perros', label: '«Precios»', at: 2_000, tab: 'b' }, 'a')).toBe(false);
    expect(savedElsewhere(open, { key: 'criadero/sitio', label: '«Criadero»', at: 2_000, tab: 'a' }, 'a')).toBe(false);
    expect(savedElsewhere(undefined, { key: 'criadero/sitio', label: '«Criadero»', at: 2_000, tab: 'b' }, 'a')).toBe(false);
    expect(staleMessage('«Criadero»')).toBe('Otra pestaña guardó «Criadero» después de que usted abrió esta. Recargue esta página antes de guardar aquí, o borrará esos cambios.');
    // Decap shows a refusal as «No se pudo guardar la entrada: %{details}»: no «Error:» in front
    expect(String(refusal('Otra pestaña guardó…'))).toBe('Otra pestaña guardó…');
  });
  it('«←» asks after the first save of a new entry, until the breeder leaves its form (editor drive s50, B2)', () => {
    expect(newEntrySaved(true, false, false)).toBe(true);
    expect(newEntrySaved(true, false, true)).toBe(false);
    expect(newEntrySaved(false, false, false)).toBe(false);
    expect(newEntrySaved(true, true, false)).toBe(false);
    expect(isEntryAddress('http://x/admin/#/collections/lotes/entries/brahman-bogota')).toBe(true);
    expect(isEntryAddress('http://x/admin/#/collections/lotes/new')).toBe(true);
    expect(isEntryAddress('http://x/admin/#/collections/lotes')).toBe(false);
  });
  it('a problem of an item of a list of texts shows next to the list, in words, without its path (editor drive s50, C1)', () => {
    const data = { about: { sections: { historia: { paragraphs: ['Somos {nombre del criadero}.', 'Bien.'] } } } };
    const problem = { path: ['about', 'sections', 'historia', 'paragraphs', 0], message: 'usa {nombre del criadero}, que el sitio no puede llenar aquí' };
    const shown = problemsOfField([problem], data, 'paragraphs', data.about.sections.historia.paragraphs);
    expect(shown).toEqual([problem]);
    expect(nextToField(shown[0]!, 'paragraphs')).toBe('Usa {nombre del criadero}, que el sitio no puede llenar aquí');
    // not by another list, nor by the text of the item (a string, not the list)
    expect(problemsOfField([problem], data, 'paragraphs', ['otro'])).toEqual([]);
    expect(problemsOfField([problem], data, 'paragraphs', 'Somos {nombre del criadero}.')).toEqual([]);
  });
  it('a link to a part of Criadero says which, and the editor reads it back (editor drive s50, C2)', () => {
    expect(siteSectionHash('reservation')).toBe('#/collections/criadero/entries/sitio?abrir=reservation');
    expect(sectionAsked(siteSectionHash('prices'))).toBe('prices');
    expect(sectionAsked('#/collections/criadero/entries/sitio')).toBeUndefined();
  });
  it('the days of a message read as the breeder types them', () => {
    expect(forTheBreeder('"2026-10-01" es anterior a la fecha de nacimiento (2026-10-17): no pueden entregarse antes de nacer')).toBe(
      '01/10/2026 es anterior a la fecha de nacimiento (17/10/2026): no pueden entregarse antes de nacer',
    );
  });
  it('next to its field, a message drops the field\'s code name and gives days as typed', () => {
    expect(nextToField({ path: ['hours', 'opens'], message: 'hours.opens es una hora de 24 horas, como "08:00"' }, 'opens')).toBe('Es una hora de 24 horas, como "08:00"');
    expect(nextToField({ path: ['reservation', 'holdDays'], message: 'falta cuántos días se guarda el animal' }, 'holdDays')).toBe('Falta cuántos días se guarda el animal');
    expect(nextToField({ path: ['actualizado'], message: 'actualizado es una fecha escrita AAAA-MM-DD, por ejemplo "2025-06-01"' }, 'actualizado')).toBe(
      'Es una fecha escrita DD/MM/AAAA, por ejemplo 01/06/2025',
    );
  });
  it('an animal offered while the reservation terms are empty is refused at its «Estado», as the deploy build would leave it out', () => {
    const data = { ...litter, animales: [{ ...litter.animales[0]!, estado: 'vendido' }, litter.animales[1]!] };
    const problems = entryProblems('camadas', undefined, data, { ...refs, reservationFilled: false });
    expect(problems).toEqual([{ path: ['animales', 1, 'estado'], message: NO_RESERVATION_TERMS }]);
    expect(NO_RESERVATION_TERMS).toContain('Criadero › Reserva y anticipo');
    // filled, or not known (the editor could not read site.json): the editor lets it through
    expect(entryProblems('camadas', undefined, data, { ...refs, reservationFilled: true })).toEqual([]);
    expect(entryProblems('camadas', undefined, data, refs)).toEqual([]);
    // nothing offered: a litter reserved or sold saves while the terms are empty
    const sold = { ...litter, animales: litter.animales.map((a) => ({ ...a, estado: 'reservado' })) };
    expect(entryProblems('camadas', undefined, sold, { ...refs, reservationFilled: false })).toEqual([]);
  });
  it('whether the reservation terms are filled is read as the build reads site.json: deposit, its return and the days held', () => {
    expect(termsFilledIn(site)).toBe(false); // the repository's, empty until the breeder writes them
    const filled = { reservation: { deposit: '$500.000 por animal', depositReturn: 'transferible', holdDays: 15 } };
    expect(termsFilledIn(filled)).toBe(true);
    expect(termsFilledIn({ reservation: { ...filled.reservation, holdDays: null } })).toBe(false);
    expect(termsFilledIn({ reservation: { deposit: '$500.000 por animal' } })).toBe(false);
    expect(termsFilledIn({ reservation: { deposit: 7 } })).toBeUndefined();
  });
  it('the reservation terms saved half filled are refused at each empty one: the three go together, or none yet', () => {
    const raw = JSON.parse(readFileSync('content/site.json', 'utf8'));
    const half = { ...raw, reservation: { deposit: '$500.000 por animal', depositReturn: '', holdDays: null, contract: '' } };
    const problems = entryProblems('criadero', 'reserva', half, refs);
    expect(problems.map((p) => p.path.join('.'))).toEqual(['reservation.depositReturn', 'reservation.holdDays']);
    expect(problems[0]!.message).toContain('falta si el anticipo se devuelve');
    expect(problems[1]!.message).toContain('Llénelo, o deje vacíos los tres');
    expect(entryProblems('criadero', 'reserva', { ...half, reservation: { ...half.reservation, deposit: '' } }, refs)).toEqual([]);
    expect(entryProblems('criadero', 'reserva', { ...half, reservation: { ...half.reservation, depositReturn: 'transferible', holdDays: 15 } }, refs)).toEqual([]);
  });
  it('a problem no field shows is told with its path, for the message that stops the save', () => {
    expect(describeProblems([{ path: ['animales', 0, 'color'], message: 'falta' }])).toBe('animales › 0 › color: falta');
  });
});

describe('a photo in use', () => {
  it('is found in the litters and galleries that name it, as a page reads it, and the message says who uses it and what to do first', () => {
    const files = [
      { path: 'content/inventario/pug-medellin-2026-10-01.json', text: '{"fotos":[{"archivo":"fotos/cachorra.jpg","texto":"Cachorra"}]}' },
      { path: 'content/inventario/lote-cobb.json', text: '{"fotos":[{"archivo":"fotos/cachorra-2.jpg"}]}' },
      { path: 'content/images/gallery.json', text: '{"pug":[{"archivo":"fotos/cachorra.jpg"}]}' },
    ];
    expect(filesUsing('cachorra.jpg', files)).toEqual(['content/inventario/pug-medellin-2026-10-01.json', 'content/images/gallery.json']);
    expect(filesUsing('perro.jpg', files)).toEqual([]);
    expect(inUseMessage('cachorra.jpg', filesUsing('cachorra.jpg', files))).toBe(
      'No se borró «cachorra.jpg»: la usa la camada o el lote «pug-medellin-2026-10-01» y las fotos de las razas (content/images/gallery.json). Quítela primero de ahí y guarde; después podrá borrarla de la biblioteca.',
    );
  });
});

describe('the editor on the move', () => {
  it('loads again when the address jumps from one entry\'s form straight to another\'s (the form kept the first file, or showed nothing)', () => {
    const at = (hash: string) => `https://criadero.example/admin/#/collections/${hash}`;
    expect(jumpsBetweenEntries(at('razas/entries/equinos'), at('razas/entries/perros'))).toBe(true);
    // Textos to Criadero, a new litter to a saved one: an empty form (editor drive s45)
    expect(jumpsBetweenEntries(at('textos/entries/dogs'), at('criadero/entries/contacto'))).toBe(true);
    expect(jumpsBetweenEntries(at('camadas/new'), at('camadas/entries/pug-medellin-2026-10-01'))).toBe(true);
    // Decap's own step to the litter it has just saved
    expect(jumpsBetweenEntries(at('camadas/new'), at('camadas/entries/pug-medellin-2026-10-01'), true)).toBe(false);
    // to or from a list, or to a new entry: the form is drawn anew
    expect(jumpsBetweenEntries(at('razas/entries/equinos'), at('razas'))).toBe(false);
    expect(jumpsBetweenEntries(at('razas'), at('razas/entries/perros'))).toBe(false);
    expect(jumpsBetweenEntries(at('camadas/entries/pug-medellin-2026-10-01'), at('camadas/new'))).toBe(false);
  });
  it('asks before a list item goes, by its folded line', () => {
    expect(removeQuestion('Macho,  negro, disponible ')).toBe('¿Quitar «Macho, negro, disponible» de la lista? Si guarda, se borra también del sitio.');
    expect(removeQuestion('')).toBe('¿Quitar este elemento de la lista? Si guarda, se borra también del sitio.');
  });
});

describe('what the editor shows in words', () => {
  it('a line of the litters list', () => {
    const names = new Map([
      ['shih-tzu', 'Shih Tzu'],
      ['bogota', 'Bogotá'],
    ]);
    expect(readableLine('Camada de shih-tzu, bogota, nacida el 2026-10-17', names)).toBe('Camada de Shih Tzu, Bogotá, nacida el 17 de octubre de 2026');
    expect(readableLine('otra cosa: shih-tzu', names)).toBe('otra cosa: shih-tzu');
    // an animal of a litter folded: what tells it from its siblings, not «No nombre» for each
    expect(readableLine('Animal: Luna · hembra · blanco y dorado · vendido', names)).toBe('Luna, hembra, blanco y dorado, vendido');
    expect(readableLine('Animal:  · macho · negro · disponible', names)).toBe('Macho, negro, disponible');
    expect(readableLine('Animal:  ·  ·  · ', names)).toBe('Animal nuevo: escriba su sexo, color y estado');
  });
  it('a photo is saved under a plain name, at most 2.400 px on its long side', () => {
    expect(cleanName('Foto de Luna (1).HEIC')).toBe('foto-de-luna-1.jpg');
    expect(fittedSize(4032, 3024)).toEqual({ width: 2400, height: 1800 });
    expect(fittedSize(1200, 900)).toEqual({ width: 1200, height: 900 });
  });
  it('a save refused for the empty reservation terms says where to fill them, not «Corrija «Estado»» (editor drive s50), nor the red message again, nor in one sentence with a field (drive s51)', () => {
    expect(refusalNotice(['Estado'], false)).toBe('No se guardó. Corrija lo marcado en rojo: «Estado».');
    expect(refusalNotice([], true)).toBe('No se guardó. Faltan las reglas de Criadero › Reserva y anticipo; lo marcado en rojo dice cuáles.');
    expect(refusalNotice(['Fecha de nacimiento'], true)).toBe(
      'No se guardó, por dos razones:\n1. Corrija lo marcado en rojo: «Fecha de nacimiento».\n2. Faltan las reglas de Criadero › Reserva y anticipo; lo marcado en rojo dice cuáles.',
    );
    expect(refusalNotice([], true)).not.toContain(NO_RESERVATION_TERMS.slice(0, 40));
  });
  it('after a save of the prices, the reminder of their date says the date the site gives them, and plainly when a deploy no longer takes them', () => {
    expect(priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '' }, '2026-01-10')).toBe('Si cambió precios, actualice «Fecha de los precios» en Criadero (hoy dice 1 de junio de 2025).');
    // the later of the change and the confirmation, as the build reads it
    expect(priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '2026-02-03' }, '2026-12-07')).toBe('Si cambió precios, actualice «Fecha de los precios» en Criadero (hoy dice 3 de febrero de 2026).');
    expect(priceDateReminder(undefined, '2026-12-07')).toBe('Si cambió precios, actualice «Fecha de los precios» en Criadero.');
    // the content's date on the day of editor drive s50: 554 days, over the limit deploy:check and the build read (PRICE_MAX_AGE_DAYS)
    const stale = priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '' }, '2026-12-07');
    expect(stale).toBe(
      `Nada de lo que guarde llegará al sitio mientras los precios tengan fecha del 1 de junio de 2025 (más de ${PRICE_MAX_AGE_DAYS} días); esto quedó guardado. En Criadero › Fecha de los precios, toque «Los cambié hoy» o «Los revisé hoy».`,
    );
    // told once in a session, the next saves get the first sentence alone (drive s52: half the screen after every save),
    // which says, in place of Decap's green «Guardado», that the save happened (drive s53)
    expect(priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '' }, '2026-12-07', true)).toBe(
      'Nada de lo que guarde llegará al sitio mientras los precios tengan fecha del 1 de junio de 2025; esto quedó guardado.',
    );
    expect(priceDateNotice('camadas', { updatedOn: '2025-06-01', confirmedOn: '' }, '2026-12-07', true)).toMatch(/esto quedó guardado\.$/);
    expect(priceProblems({ updatedOn: '2025-06-01', confirmedOn: '' }, '2026-12-07')).toHaveLength(1);
    // on the last day a deploy takes them, the plain reminder; the day after, the stale one
    const last = new Date(Date.parse('2025-06-01T00:00:00Z') + PRICE_MAX_AGE_DAYS * 86_400_000).toISOString().slice(0, 10);
    const next = new Date(Date.parse('2025-06-01T00:00:00Z') + (PRICE_MAX_AGE_DAYS + 1) * 86_400_000).toISOString().slice(0, 10);
    expect(priceProblems({ updatedOn: '2025-06-01', confirmedOn: '' }, last)).toEqual([]);
    expect(priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '' }, last)).toMatch(/^Si cambió precios/);
    expect(priceProblems({ updatedOn: '2025-06-01', confirmedOn: '' }, next)).toHaveLength(1);
    expect(priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '' }, next)).toMatch(/^Nada de lo que guarde llegará al sitio/);
    // after a save elsewhere (a litter), a word only when nothing saved reaches the site
    expect(priceDateNotice('camadas', { updatedOn: '2025-06-01', confirmedOn: '' }, last)).toBeUndefined();
    expect(priceDateNotice('camadas', { updatedOn: '2025-06-01', confirmedOn: '' }, next)).toBe(priceDateReminder({ updatedOn: '2025-06-01', confirmedOn: '' }, next));
    expect(priceDateNotice('precios', { updatedOn: '2025-06-01', confirmedOn: '' }, last)).toMatch(/^Si cambió precios/);
    expect(priceDateNotice('camadas', undefined, next)).toBeUndefined();
  });
  it('whether the live site has the last saved change', () => {
    const now = new Date('2026-12-05T15:00:00Z');
    const latest = { sha: 'b2', date: '2026-12-05T14:55:00Z' };
    expect(liveState({ commit: 'b2' }, latest, now)).toMatchObject({ tone: 'ok', text: expect.stringMatching(/^Publicado: el sitio ya muestra su último cambio/) });
    // a moment that ends in «a. m.» or «p. m.» ends the sentence once (not «a. m..»)
    expect(liveState({ commit: 'b2' }, latest, now).text).not.toMatch(/\.\.|\. \./);
    expect(liveState({ commit: 'a1' }, latest, now)).toMatchObject({ tone: 'wait', text: expect.stringMatching(/^Publicando:/) });
    expect(liveState({ commit: 'a1' }, { ...latest, date: '2026-12-05T14:00:00Z' }, now)).toMatchObject({ tone: 'bad', text: expect.stringMatching(/^Sin publicar:.*no llegó al sitio/) });
    // a failed publication, in plain Spanish: the change is saved, the site shows the version before, what to do; no hosting e-mail (editor drive s49)
    const failed = liveState({ commit: 'a1', construido: '2026-12-04' }, { ...latest, date: '2026-12-05T14:00:00Z' }, now).text;
    expect(failed).toMatch(/quedó guardado, pero no llegó al sitio\. El sitio sigue mostrando la versión anterior, del 4 de diciembre de 2026; nada de lo guardado se pierde/);
    expect(failed).toContain('Avise a quien le instaló el sitio');
    expect(failed).not.toMatch(/Cloudflare|Netlify|correo|aviso del servicio/);
    // a left-out litter named as its list names it, its field by its label, and not «el sitio ya muestra su último cambio» (it may be that very change)
    const names = {
      breeds: new Map([
        ['labrador', { name: 'Labrador', litter: true }],
        ['labrador-retriever', { name: 'Labrador Retriever', litter: true }],
        ['pug', { name: 'Pug', litter: true }],
        ['brahman', { name: 'Brahman', litter: false }],
      ]),
      cities: new Map([
        ['bogota', 'Bogotá'],
        ['cali', 'Cali'],
      ]),
      fields: new Map([
        ['listosDesde', 'Listos para entregar desde'],
        ['actualizado', 'Actualizado el'],
        ['animales', 'Animales'],
        ['precio', 'Precio en pesos'],
      ]),
    };
    const omitted = { commit: 'b2', omitidas: [{ archivo: 'content/inventario/labrador-retriever-bogota-2026-11-01.json', error: 'listosDesde: es anterior a la fecha de nacimiento' }] };
    const left = liveState(omitted, latest, now, names);
    expect(left.tone).toBe('bad');
    expect(left.text).toMatch(/^Una publicación no se muestra en el sitio: «Camada de Labrador Retriever, Bogotá, nacida el 1 de noviembre de 2026» \(«Listos para entregar desde»: es anterior a la fecha de nacimiento\)\. Ábrala en Camadas, corríjala y guarde de nuevo\. Lo demás que guardó, hasta el 5 de diciembre a las \d+:\d\d [ap]\. m\., ya está en el sitio\.$/);
    expect(left.text).not.toMatch(/labrador-retriever|\.json|listosDesde|Publicado: el sitio ya muestra su último cambio/);
    // the build's error without the file's entry in front, its days as the breeder types them; a lot named as such; a field inside a list
    const future = { commit: 'b2', omitidas: [{ archivo: 'content/inventario/pug-cali-2026-10-01.json', error: 'entry "pug-cali-2026-10-01" › actualizado: "2026-12-08" es posterior a hoy (2026-12-06)' }, { archivo: 'content/inventario/brahman-bogota-2026-11-20.json', error: 'animales.0.precio: es muy bajo' }] };
    const two = liveState(future, latest, now, names).text;
    expect(two).toContain('2 publicaciones no se muestran en el sitio: «Camada de Pug, Cali, nacida el 1 de octubre de 2026» («Actualizado el»: 08/12/2026 es posterior a hoy (06/12/2026)); «Lote de Brahman, Bogotá, del 20 de noviembre de 2026» («Animales › 1 › Precio en pesos»: es muy bajo). Ábralas en Camadas o en Lotes');
    // without the names (config.yml not read): the file's name without its folder and extension
    expect(liveState(omitted, latest, now).text).toContain('«labrador-retriever-bogota-2026-11-01» (listosDesde: es anterior a la fecha de nacimiento)');
    // folded on a phone to its first sentence (it took a quarter of the screen), «Ver más» opens the rest
    const late = liveState({ ...omitted, commit: 'a1' }, { ...latest, date: '2026-12-05T14:00:00Z' }, now, names).text;
    expect(foldedStatus(late)).toMatch(/^Sin publicar: su último cambio, del 5 de diciembre a las \d+:\d\d [ap]\. m\., quedó guardado, pero no llegó al sitio\.$/);
    expect(foldedStatus('Publicado: el sitio ya muestra su último cambio.')).toBeUndefined();
  });
});

describe('a text too short, in a breed', () => {
  it('is told by its words only, where the schema counts words, not by its characters too', async () => {
    const { readContentFile } = await import('@/lib/content/read');
    const items = JSON.parse(JSON.stringify(readContentFile('dogBreeds', process.cwd()).map((e) => e.data)));
    const caniche = items.find((b: { slug: string }) => b.slug === 'caniche');
    caniche.clima.calido = 'Con el pelo corto lleva bien el calor.';
    caniche.descripcion = 'Corta.';
    const problems = entryProblems('razas', 'perros', { items }, { today: '2026-12-06' });
    const i = items.indexOf(caniche);
    expect(problems.filter((p) => p.path.join('.') === `items.${i}.clima.calido`).map((p) => p.message)).toEqual(['tiene 8 palabras; escriba de 20 a 60']);
    // no note at all: said next to each of the three notes (not on the group, which no field shows)
    caniche.clima = { frio: '', templado: '', calido: '' };
    const none = entryProblems('razas', 'perros', { items }, { today: '2026-12-06' }).filter((p) => p.path.join('.').startsWith(`items.${i}.clima`));
    expect(none.map((p) => p.path.join('.'))).toEqual(['frio', 'templado', 'calido'].map((k) => `items.${i}.clima.${k}`));
    expect(none[0]!.message).toMatch(/^Escriba al menos una nota de clima/);
    // a text without a count of words still says its characters
    expect(problems.filter((p) => p.path.join('.') === `items.${i}.descripcion`).map((p) => p.message)).toEqual(['tiene 6 caracteres; escriba por lo menos 100 caracteres']);
  });
});

describe("the cats' places", () => {
  it('checks each text by its schema and refuses a place twice', () => {
    const items = [
      { lugar: 'bogota', hogar: 'Corta.' },
      { lugar: 'bogota', hogar: 'x'.repeat(130) },
    ];
    const problems = entryProblems('lugares', 'gatos', { items }, { today: '2026-12-06' });
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['items.0.hogar', 'tiene 6 caracteres; escriba por lo menos 60 caracteres'],
      ['items.1.lugar', '«bogota» ya tiene su texto en otra entrada de la lista; deje uno por lugar'],
    ]);
  });
});

describe('a litter sold whole in one step (editor drive s50: one «Estado» menu per animal)', () => {
  const litter = {
    tipo: 'camada',
    actualizado: '2026-11-20',
    animales: [
      { sexo: 'macho', color: 'negro', estado: 'disponible', precio: 1_200_000 },
      { sexo: 'hembra', color: 'dorado', estado: 'reservado' },
      { sexo: 'hembra', color: 'blanco' },
    ],
  };
  it('sets every animal sold and the update day to today, the rest of each animal as it was', () => {
    const { data, count, changed } = sellAll(litter, '2026-12-07', ['tipo', 'actualizado', 'animales']);
    expect([count, changed]).toEqual([3, 3]);
    expect(data).toEqual({
      tipo: 'camada',
      actualizado: '2026-12-07',
      animales: [
        { sexo: 'macho', color: 'negro', estado: 'vendido', precio: 1_200_000 },
        { sexo: 'hembra', color: 'dorado', estado: 'vendido' },
        { sexo: 'hembra', color: 'blanco', estado: 'vendido' },
      ],
    });
    expect(litter.animales[0]!.estado).toBe('disponible');
  });
  it('leaves the update day alone where the form has no such field, and changes nothing when all are sold', () => {
    expect(sellAll(litter, '2026-12-07', ['animales']).data.actualizado).toBe('2026-11-20');
    const sold = { ...litter, animales: litter.animales.map((a) => ({ ...a, estado: 'vendido' })) };
    expect(sellAll(sold, '2026-12-07', ['actualizado', 'animales'])).toEqual({ data: sold, count: 3, changed: 0 });
    expect(sellAll({}, '2026-12-07', ['animales'])).toMatchObject({ count: 0, changed: 0 });
  });
  it('an «Estado» changed by hand is told from a first choice and from a new order of the animals (status-day.ts: «Actualizado el» to today)', () => {
    expect(statusesOf(litter)).toEqual(['disponible', 'reservado', undefined]);
    expect(statusesOf({ tipo: 'lote', estado: 'vendido' })).toEqual(['vendido']);
    expect(statusesOf({ brand: 'x' })).toBeUndefined();
    // one sold, one reserved
    expect(statusChanged(['reservado', 'reservado'], ['reservado', 'vendido'])).toBe(true);
    expect(statusChanged(['disponible'], ['reservado'])).toBe(true);
    // the first «Estado» of a new animal, an animal added or removed, the animals dragged into a new order, nothing changed
    expect(statusChanged(['reservado', undefined], ['reservado', 'disponible'])).toBe(false);
    expect(statusChanged(['reservado'], ['reservado', undefined])).toBe(false);
    expect(statusChanged(['reservado', 'vendido'], ['vendido'])).toBe(false);
    expect(statusChanged(['reservado', 'vendido'], ['vendido', 'reservado'])).toBe(false);
    expect(statusChanged(['reservado'], ['reservado'])).toBe(false);
    expect(statusChanged(undefined, ['vendido'])).toBe(false);
  });
  it('asks first, naming how many, and says that saving is still to do', () => {
    expect(sellAllQuestion(3)).toBe('¿Marcar los 3 animales de esta camada como vendidos? Su «Estado» pasa a «Vendido» y «Actualizado el» a hoy. Nada se guarda hasta que toque «Publicar».');
    expect(sellAllQuestion(1)).toMatch(/^¿Marcar el animal de esta camada como vendido\?/);
    expect(sellAllNotice(3, 2)).toBe('Los 3 animales quedaron marcados como vendidos en el formulario, con «Actualizado el» de hoy. Para que el sitio lo muestre, toque «Publicar» › «Publicar ahora».');
    expect(sellAllNotice(3, 0)).toBe('Los 3 animales ya están marcados como vendidos.');
    expect(sellAllNotice(0, 0)).toMatch(/todavía no tiene animales/);
  });
});

describe('a notice stays with its screen', () => {
  it('a new entry saved under its address is the same screen; any other change of address is another', () => {
    expect(sameScreen('#/collections/camadas/new', '#/collections/camadas/entries/pug-medellin-2026-10-01')).toBe(true);
    expect(sameScreen('#/collections/camadas/new', '#/collections/camadas')).toBe(false);
    expect(sameScreen('#/collections/camadas/new', '#/collections/lotes/entries/x')).toBe(false);
    expect(sameScreen('#/collections/camadas/entries/a', '#/collections/camadas/entries/b')).toBe(false);
  });
});
