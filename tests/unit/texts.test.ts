/**
 * The editable words of content/texts: every file reads, every placeholder is one the site fills,
 * and a mistake names the file, the field and the fix.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTextFile, readTexts, TEXT_FILES, type TextKey } from '@/lib/content/texts';
import { placeholdersOf } from '@/lib/content/text-schemas';
import { fillTemplate } from '@/lib/text/spanish';
import { copyProject, editJson, removeCopies } from './project-copy';

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

  it('refuses a placeholder the site cannot fill, naming file, field and the placeholders it can use', () => {
    const root = copyProject('texts-placeholder');
    editJson(root, TEXT_FILES.dogFaq.file, (json) => {
      json.breedInPlace[1].answer = 'Sí, llevamos el cachorro a {ciudad}.';
    });
    expect(() => readTextFile('dogFaq', root)).toThrow(
      '[content] content/texts/perros-preguntas.json: breedInPlace.1.answer: uses {ciudad}, which the site cannot fill here; the placeholders this text can use are {raza}, {lugar}',
    );
  });

  it('names a missing field and a JSON syntax error with its line', () => {
    const root = copyProject('texts-missing');
    editJson(root, TEXT_FILES.dogFaq.file, (json) => {
      delete json.breedInPlace[0].question;
    });
    expect(() => readTextFile('dogFaq', root)).toThrow('content/texts/perros-preguntas.json: breedInPlace.0.question: is missing; add it');
    writeFileSync(join(root, TEXT_FILES.dogFaq.file), '{\n  "breedInPlace": [\n    { "question": "¿Sí?" "answer": "No." }\n  ]\n}\n');
    expect(() => readTextFile('dogFaq', root)).toThrow(/content\/texts\/perros-preguntas\.json:3:\d+: JSON syntax error/);
  });
});
