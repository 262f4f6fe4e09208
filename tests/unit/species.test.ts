/**
 * content/species.json, the one list of species: the navigation, the share cards, the livestock
 * landing words and the enums of the livestock files come from it, and a mistake in it names
 * the entry, the field and the fix.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalog } from '@/lib/content/disk-catalog';
import { LIVESTOCK_SPECIES, palettes, PET_SPECIES, readSpecies, SPECIES, SPECIES_ENTRIES, SPECIES_FILE } from '@/lib/content/species';
import { livestockLanding } from '@/lib/domain/livestock';
import { BOTTOM_NAV } from '@/lib/views/nav';
import { shareCard } from '@/lib/views/share-cards';
import { copyProject, editJson, removeCopies } from './project-copy';

afterEach(removeCopies);
const copy = () => copyProject('species', ['src/styles']);

describe('the species registry', () => {
  it('lists every species with pages once, in the order of the navigation', () => {
    for (const pet of PET_SPECIES) expect(SPECIES_ENTRIES.filter((e) => e.clave === pet)).toHaveLength(1);
    expect(BOTTOM_NAV.slice(1).map((n) => n.label)).toEqual(SPECIES_ENTRIES.map((e) => e.nombre));
    expect(LIVESTOCK_SPECIES).toEqual(SPECIES_ENTRIES.filter((e) => e.ganado).map((e) => e.clave));
  });

  it('gives the navigation, the share cards and the livestock landing their words', () => {
    const catalog = readCatalog();
    for (const entry of SPECIES_ENTRIES) {
      const info = SPECIES.find((s) => s.key === entry.clave)!;
      expect(info).toMatchObject({ name: entry.nombre, chatSuffix: entry.palabraChat, icon: entry.icono, gradient: `bg-species-${entry.paleta}` });
      expect(shareCard.species(info.key)).toMatchObject({ kicker: entry.nombre, title: entry.tarjetaCompartir });
    }
    for (const species of LIVESTOCK_SPECIES) {
      const { portada } = SPECIES_ENTRIES.find((e) => e.clave === species)!.ganado!;
      expect(livestockLanding(catalog, species)).toMatchObject({ title: portada.titulo, heading: portada.encabezado, intro: portada.introduccion, ctaLabel: portada.llamada });
    }
  });

  it('takes its palettes from the stylesheet', () => {
    expect(palettes()).toEqual(expect.arrayContaining(SPECIES_ENTRIES.map((e) => e.paleta)));
  });

  it('names the entry, the field and the fix of a mistake', () => {
    const root = copy();
    editJson(root, SPECIES_FILE, (json) => {
      json[2].icono = 'caballo';
    });
    expect(() => readSpecies(root)).toThrow(`[content] ${SPECIES_FILE}: entry "equinos" › icono: "caballo" no es un icono de src/components/Icon.astro; use uno de:`);

    editJson(root, SPECIES_FILE, (json) => {
      json[2].icono = 'horse';
      json[3].paleta = 'violeta';
    });
    expect(() => readSpecies(root)).toThrow(`entry "bovinos" › paleta: "violeta" is not a palette of src/styles/global.css; use one of: `);

    editJson(root, SPECIES_FILE, (json) => {
      json[3].paleta = 'bovinos';
      delete json[4].ganado;
    });
    expect(() => readSpecies(root)).toThrow(`entry "aves" › ganado: is missing; a species other than perros and gatos is livestock: give its modelo, lineas, venta, paginasPorCiudad and portada`);
  });

  it('refuses a missing pet species, two species sharing a lines file, and city pages for birds', () => {
    const root = copy();
    editJson(root, SPECIES_FILE, (json) => {
      json.push({ ...json[3], clave: 'caprinos', nombre: 'Caprinos' });
    });
    expect(() => readSpecies(root)).toThrow(`entry "caprinos" › ganado.lineas: "content/livestock/bovinos.json" is already the lines file of "bovinos"; give each species its own file`);
    editJson(root, SPECIES_FILE, (json) => {
      json.pop();
      json[4].ganado.paginasPorCiudad = true;
    });
    expect(() => readSpecies(root)).toThrow(`entry "aves" › ganado.paginasPorCiudad: the pages of a species in a city are written for cattle and equines only; set it to false`);
    editJson(root, SPECIES_FILE, (json) => {
      json.splice(0, 1);
    });
    expect(() => readSpecies(root)).toThrow(`entry "perros" is missing; the site has pages for it, add its entry`);
  });
});
