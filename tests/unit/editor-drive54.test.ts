/**
 * The s54 drive of the editor (390×844, taps): a field marked by a rule across fields is checked
 * again when the entry changes (src/admin/recheck-marked.ts), and only a marked one.
 */
import { describe, expect, it } from 'vitest';
import { markedFields } from '@/admin/recheck-marked';
import { readWhatsapp, showWhatsapp } from '@/admin/entry-rules';

describe('the fields checked again at a change of the entry', () => {
  it('are the fields with errors in Decap’s fieldsErrors, not those whose list of errors is empty', () => {
    const errors = new Map<string, unknown[]>([
      ['count-1', [{ type: 'CUSTOM', message: 'Falta el día en que contó este número.' }]],
      ['countedOn-2', []],
    ]);
    expect([...markedFields(errors as never)]).toEqual(['count-1']);
    expect(markedFields(undefined).size).toBe(0);
  });
});

describe('the WhatsApp number in the form', () => {
  it('is shown as people read it, and read back to the number saved', () => {
    expect(showWhatsapp('573105551234')).toBe('+57 310 555 1234');
    expect(readWhatsapp(showWhatsapp('573105551234'))).toEqual({ ok: true, value: '573105551234' });
    expect(showWhatsapp('5215512345678')).toBe('+5215512345678');
    expect(readWhatsapp(showWhatsapp('5215512345678'))).toMatchObject({ ok: true, value: '5215512345678' });
    // what is being typed, or no number, as it is
    expect(showWhatsapp('310 55')).toBe('310 55');
    expect(showWhatsapp(undefined)).toBe('');
  });
});
