/** The published terms and the advice read as full answers a buyer can act on, for the empty and the filled content. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site, type SiteConfig } from '@/lib/content/site';
import { texts } from '@/lib/content/texts';
import { publishedTerms } from '@/lib/views/inventory';
import fixture from '../fixtures/inventory/site-terms.json';

const withTerms = (depositReturn: SiteConfig['reservation']['depositReturn']): SiteConfig => ({
  ...site,
  guarantee: fixture.guarantee,
  reservation: { ...(fixture.reservation as SiteConfig['reservation']), depositReturn },
  visits: fixture.visits,
});
const item = (config: SiteConfig, label: string) => publishedTerms(config).flatMap((s) => s.items).find((i) => i.label === label)?.text;

describe('published terms', () => {
  it.each(['reembolsable', 'transferible', 'no-reembolsable'] as const)('the deposit (%s) says whether it is refunded', (choice) => {
    expect(item(withTerms(choice), texts.inventory.terms.depositReturnLabel)).toMatch(/^(Se devuelve|No se devuelve)/);
  });
  it('says the duration after its label without repeating a verb: "Duración: 30 días desde la entrega"', () => {
    expect(item(withTerms('transferible'), 'Duración')).toBe('30 días desde la entrega');
  });
  it('says the hold days of a reservation for a litter or a lot alike', () => {
    expect(item(withTerms('transferible'), texts.inventory.terms.holdDaysLabel)).not.toMatch(/el animal/);
  });
});

describe('wording a buyer reads', () => {
  it('opens /disponibles/ with a sentence, not a fragment', () => {
    expect(texts.inventory.listing.intro).toMatch(/^Estas son /);
  });
  it('does not ask buyers to check a name and an address this site does not show while content/site.json leaves them empty', () => {
    const clusters = JSON.parse(readFileSync('content/dogs/clusters.json', 'utf8')) as { slug: string; guia?: string[] }[] | Record<string, unknown>;
    const criaderos = JSON.stringify(clusters).match(/"slug":"criaderos"[^\]]*\]/)?.[0] ?? '';
    expect(criaderos).not.toContain('Verifique también que detrás del criadero haya una dirección real');
    expect(criaderos).toContain('Pida también el nombre');
  });
});
