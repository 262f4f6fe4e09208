/** CONTENT-TO-CONFIRM.md lists every price and fact not in the specification, and is current. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentToConfirm } from '../../scripts/content-to-confirm.mjs';
import { CLAIMS } from '@/lib/content/proofs';

describe('CONTENT-TO-CONFIRM.md', () => {
  const text = contentToConfirm() as string;
  it('is current (run npm run content:confirm after editing content/)', () => {
    expect(readFileSync('CONTENT-TO-CONFIRM.md', 'utf8')).toBe(text);
  });
  it('lists estimates and leaves out the prices the specification gives', () => {
    expect(text).toContain('| Chihuahua | hembra | $ 2’900’000 |'); // the spec gives only the Chihuahua base and variants
    expect(text).not.toMatch(/\| Shih Tzu \| (?:macho|hembra) \|/); // spec: male 1,700,000, female 1,900,000
    expect(text).not.toMatch(/\| Persa \|/);
    expect(text).toMatch(/\| equinos \| Lusitano \| \$ 30’000’000 \|/);
    // Each price by category is a row of its own, and the table of sources says where the figures come from (issue 41).
    expect(text).toContain('| bovinos | Brahman › Novilla de vientre | $ 3’500’000 | $ 5’500’000 | por animal |');
    expect(text).toContain('| aves | Canarios › Macho cantor | $ 90’000 | $ 180’000 | por ave |');
    expect(text).toMatch(/\| Prices by category of the cattle lines .*Puerto Berrío/);
    expect(text).toContain('`business.nit`');
  });
  it('lists the published terms and the inventory settings the breeder must fill (issue 26)', () => {
    for (const field of ['guarantee.exclusions', 'guarantee.howToClaim', 'reservation.deposit', 'reservation.depositReturn', 'reservation.holdDays', 'reservation.contract', 'visits.inPerson', 'visits.videoCalls', 'inventario.diasVisibleVendida', 'inventario.diasSinActualizar']) {
      expect(text).toContain(`- [ ] \`${field}\``);
    }
  });
  it('lists the ICA requirements named by an abbreviation no item spells out, and not those that are', () => {
    // Issue 41: every ICA item now spells its abbreviations out (GSMI, EEV, AIE, CITES); the LSE and PE are named in full in the notes.
    expect(text).toContain('## Abbreviations a buyer cannot read (content/ica-requirements.json)\n\nNone.');
    expect(text).not.toMatch(/what does (GSMI|EEV|AIE|CITES|LSE|PE) stand for/);
  });
  it('lists every claim with the proof the breeder must give, and the date of the prices', () => {
    for (const claim of CLAIMS) expect(text).toMatch(new RegExp(`- \\[ \\] \`${claim.field.replace('.', '\\.')}\` \\(${claim.what}\\): empty\\. Give `));
    expect(text).toContain('are dated 2025-06-01 (`prices.updatedOn`), never confirmed since');
    expect(text).toContain('A deploy build from 2026-06-02 on refuses them');
  });
});
