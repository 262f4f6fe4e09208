/**
 * The editor's Spanish (src/admin/phrases-es.ts): Decap's `es` locale with EDITOR_PHRASES_ES
 * over it, as src/admin/editor.ts registers it, says every phrase of Decap's `en` in Spanish,
 * in "usted".
 */
import { describe, expect, it } from 'vitest';
import { EDITOR_PHRASES_ES, type PhraseTree, UNTRANSLATABLE_DECAP_STRINGS } from '@/admin/phrases-es';

type Tree = { [key: string]: string | Tree };

/**
 * One locale of decap-cms-locales, from its own file: the package's main is a UMD bundle that
 * exports nothing in Node, and its ESM index imports its locales without file extensions.
 */
const locale = async (name: 'en' | 'es') => ((await import(`../../node_modules/decap-cms-locales/dist/esm/${name}/index.js`)) as { default: Tree }).default;
const en = await locale('en');
const es = await locale('es');

/** Every [key path, phrase] of a locale tree. */
const phrases = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : phrases(value, `${prefix}${key}.`)));

/** lodash's merge, as Decap merges its locales, for trees of strings. */
const merge = (base: Tree, over: PhraseTree): Tree => {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === 'string' ? value : merge(typeof current === 'object' ? current : {}, value);
  }
  return out;
};

const english = new Map(phrases(en));
const spanish = new Map(phrases(merge(es, EDITOR_PHRASES_ES)));
const ours = phrases(EDITOR_PHRASES_ES as unknown as Tree);

/** A phrase without its placeholders (%{fieldLabel}) and dayjs's escapes ([de]): the words a reader sees. */
const words = (phrase: string) => phrase.replace(/%\{\w+\}/g, ' ').replace(/\[[^\]]*\]/g, ' ');

/**
 * Phrases allowed to read as in English: "Markdown" is the name of the format. A phrase that is
 * only placeholders and signs ("%{details}", "＋ %{collectionLabel}") has no words to translate.
 */
const SAME_AS_ENGLISH = new Set(['editor.editorWidgets.markdown.markdown']);

/** English words no Spanish phrase has ("error" is left out: it is a Spanish word too). */
const ENGLISH_WORDS =
  /\b(the|and|or|of|to|in|is|are|be|you|your|this|with|for|from|not|please|entry|entries|select|selected|choose|delete|remove|add|copy|name|loading|save|saving|publish|published|search|field|file|image|images|collection|click|new|sorry|oops)\b/i;

/** Spanish in "tú": forms no "usted" phrase has, anywhere in a phrase. */
const TU_FORMS = /\b(tú|tu|tus|te|ti|contigo|tienes|puedes|quieres|estás|deseas|has|haz|asegúrate|infórmanos)\b/i;
/** Imperatives in "tú" (those of Decap's own es and the common others), at the start of a sentence: "se borra" is no command. */
const TU_IMPERATIVES =
  /(^|[.:;!?¿¡]\s*|\n)(elige|escoge|quita|remueve|introduce|escribe|verifica|elimina|borra|añade|agrega|sube|guarda|revisa|selecciona|usa|cambia|arrastra|copia|pega|rellena|llena|intenta|vuelve|abre|cierra|espera|oprime|pulsa|presiona)\b/i;

describe('the editor in Spanish (Decap es + EDITOR_PHRASES_ES)', () => {
  it('holds only phrases Decap has: every key path of EDITOR_PHRASES_ES is one of en', () => {
    expect(ours.map(([path]) => path).filter((path) => !english.has(path))).toEqual([]);
  });

  it('keeps every placeholder of the English phrase, and its singular and plural (||||) where it counts', () => {
    const placeholders = (phrase: string) => [...new Set(phrase.match(/%\{\w+\}/g) ?? [])].sort();
    const broken = ours.filter(([path, phrase]) => {
      const source = english.get(path)!;
      const ours = placeholders(phrase);
      // a phrase may leave out what it does not need, never use one Decap does not give
      return ours.some((p) => !placeholders(source).includes(p)) || source.includes('||||') !== phrase.includes('||||');
    });
    expect(broken).toEqual([]);
    // the placeholder a phrase is about stays in it; but the date field's "Hoy" button, whose
    // %{fieldLabel} Decap fills with the field's name in the file ("listosDesde"), not its label
    const WITHOUT_FIELD = new Set(['editor.editorWidgets.datetime.setToNow']);
    for (const [path, phrase] of ours) for (const name of ['fieldLabel', 'item', 'details', 'collectionLabel', 'searchTerm']) {
      if (english.get(path)!.includes(`%{${name}}`) && !WITHOUT_FIELD.has(path)) expect(phrase, path).toContain(`%{${name}}`);
    }
  });

  it('says every phrase of en in Spanish: none missing, none left as the English', () => {
    const missing = [...english.keys()].filter((path) => !spanish.has(path));
    expect(missing).toEqual([]);
    const same = [...english].filter(([path, phrase]) => spanish.get(path) === phrase && /[a-z]/i.test(words(phrase)) && !SAME_AS_ENGLISH.has(path));
    expect(same).toEqual([]);
  });

  it('has no English word in any phrase', () => {
    const englishLeft = [...spanish].filter(([path, phrase]) => !SAME_AS_ENGLISH.has(path) && ENGLISH_WORDS.test(words(phrase)));
    expect(englishLeft).toEqual([]);
  });

  it('addresses the breeder as usted, never as tú ("Elija una imagen", not "Elige una imagen")', () => {
    expect([...spanish].filter(([, phrase]) => TU_FORMS.test(words(phrase)) || TU_IMPERATIVES.test(words(phrase).trim()))).toEqual([]);
    expect(spanish.get('editor.editorWidgets.image.choose')).toBe('Elija una imagen');
  });

  it('asks before a litter or lot is deleted saying what leaves the site, and the way that keeps sold animals on it; no «entrada» on the screens a breeder sees (editor drive s50)', () => {
    for (const key of ['editor.editor.onDeletePublishedEntry', 'editor.editor.onDeleteWithUnsavedChanges']) {
      expect(spanish.get(key)).toMatch(/^¿Borrar esta camada o lote\b/);
      expect(spanish.get(key)).toContain('Sus animales y su página salen del sitio');
      expect(spanish.get(key)).toContain('cambie el «Estado» de cada animal a «Vendido»');
    }
    for (const key of ['editor.editorToolbar.deleteEntry', 'editor.editor.onDeletePublishedEntry', 'editor.editor.onDeleteWithUnsavedChanges', 'collection.entries.noEntries']) expect(spanish.get(key), key).not.toMatch(/entrada/i);
    expect(spanish.get('editor.editorToolbar.deleteEntry')).toBe('Borrar del sitio');
  });

  it('reads as the breeder expects where Decap was English or odd', () => {
    expect(spanish.get('ui.toast.missingRequiredField')).toBe('Falta un campo obligatorio: llénelo antes de guardar.');
    expect(spanish.get('editor.editorWidgets.list.add')).toBe('Agregar %{item}');
    expect(spanish.get('mediaLibrary.mediaLibraryCard.copyName')).toBe('Copiar el nombre');
    expect(spanish.get('workflow.workflowList.currentEntries')).toBe('%{smart_count} entrada |||| %{smart_count} entradas');
    // the names the editor's browser test clicks, unchanged
    expect(spanish.get('auth.login')).toBe('Iniciar sesión');
    expect(spanish.get('editor.editorToolbar.publish')).toBe('Publicar');
    expect(spanish.get('editor.editorToolbar.publishNow')).toBe('Publicar ahora');
    expect(spanish.get('mediaLibrary.mediaLibraryModal.chooseSelected')).toBe('Confirmar selección');
    // the toast after every save (Decap's entrySaved without the editorial workflow; entryPublished with it): when the site shows it
    for (const key of ['ui.toast.entrySaved', 'ui.toast.entryPublished']) expect(spanish.get(key), key).toMatch(/^Guardado\. El sitio lo mostrará en unos minutos/);
    expect(spanish.get('editor.editorToolbar.published')).toBe('Guardado');
    expect(spanish.get('collection.sidebar.collections')).toBe('Colecciones');
  });

  it('lists each English string Decap writes without its locale with the reason', () => {
    for (const { text, reason } of UNTRANSLATABLE_DECAP_STRINGS) {
      expect(String(text).length, reason).toBeGreaterThan(0);
      expect(reason.length).toBeGreaterThan(20);
    }
    const allowed = (s: string) => UNTRANSLATABLE_DECAP_STRINGS.some(({ text }) => (typeof text === 'string' ? text === s : text.test(s)));
    expect(allowed('No archivo')).toBe(true);
    expect(allowed('cachorra.jpg already exists. Do you want to replace it?')).toBe(true);
    expect(allowed('No se pudo guardar la entrada: API_ERROR: Not Found')).toBe(true);
    expect(allowed('Add fotos')).toBe(false);
    expect(allowed('Copy Name')).toBe(false);
  });
});
