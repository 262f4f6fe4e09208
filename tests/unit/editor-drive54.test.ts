/**
 * The s54 drive of the editor (390×844, taps): a field marked by a rule across fields is checked
 * again when the entry changes (src/admin/recheck-marked.ts), and only a marked one.
 */
import { describe, expect, it } from 'vitest';
import { markedFields } from '@/admin/recheck-marked';

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
