/**
 * JSON text of a content file to a value, with errors an editor can act on: the file, the line
 * and column of the mistake, what is wrong there and the usual cause. A byte-order mark that
 * some editors (Windows Notepad) write at the start is removed, since it carries no meaning.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError, contentFail, restoreFromGit } from './errors';

const BOM = '\uFEFF';

interface SyntaxProblem {
  offset: number;
  message: string;
}

const show = (ch: string | undefined) => (ch === undefined ? 'the end of the file' : ch === '\n' ? 'a line break' : JSON.stringify(ch));
const VALUE_HINT = 'a value is a "text" in double quotes, a number, true, false, null, a list [ … ] or an object { … }';

/**
 * Finds the first syntax error of a JSON text (strict JSON, as JSON.parse reads it), or null.
 * Node's own messages differ between versions and some give no position, so the position and
 * the wording come from here.
 */
export function findJsonSyntaxError(text: string): SyntaxProblem | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const problem = (message: string, at = i): never => {
    throw { offset: at, message } satisfies SyntaxProblem;
  };
  const string = () => {
    const start = i++;
    while (i < text.length && text[i] !== '"') {
      const ch = text[i]!;
      if (ch < ' ') problem(`${show(ch)} inside a "text"; a text must close its quote on the same line (write a line break as \\n)`);
      if (ch === '\\') {
        const next = text[i + 1];
        if (next === 'u' ? !/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6)) : !next || !'"\\/bfnrt'.includes(next)) {
          problem(`the escape \\${next ?? ''} is not valid JSON; write a backslash as \\\\ and a quote as \\"`);
        }
        i += next === 'u' ? 6 : 2;
      } else i++;
    }
    if (i >= text.length) problem('the "text" that starts here never closes its double quote', start);
    i++;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      const start = i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') {
          problem(
            text[i] === '}'
              ? 'a comma before "}" leaves an empty property; remove the last comma'
              : text[i] === "'" || /[A-Za-z_]/.test(text[i] ?? '')
                ? `expected a property name in double quotes, found ${show(text[i])}; write names in double quotes, like "nombre"`
                : `expected a property name in double quotes, found ${show(text[i])}`,
          );
        }
        string();
        ws();
        if (text[i] !== ':') problem(`expected ":" after the property name, found ${show(text[i])}`);
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else if (i >= text.length) problem('the file ends but the object "{" opened here is never closed; add the missing "}"', start);
        else problem(`expected "," or "}" after a value, found ${show(text[i])}; probably a comma is missing at the end of the previous value`);
      }
    }
    if (ch === '[') {
      const start = i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        ws();
        if (text[i] === ']') problem('a comma before "]" leaves an empty element; remove the last comma');
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else if (i >= text.length) problem('the file ends but the list "[" opened here is never closed; add the missing "]"', start);
        else problem(`expected "," or "]" after a list element, found ${show(text[i])}; probably a comma is missing at the end of the previous element`);
      }
    }
    if (ch === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (literal) return void (i += literal[0].length);
    if (ch === "'") problem(`texts and names use double quotes ("), not single quotes (')`);
    problem(`unexpected ${show(ch)}; ${VALUE_HINT}`);
  };
  try {
    value();
    ws();
    if (i < text.length) problem(`unexpected ${show(text[i])} after the end of the JSON value; remove it, or wrap the values in one list [ … ]`);
    return null;
  } catch (error) {
    if (error && typeof error === 'object' && 'offset' in error) return error as SyntaxProblem;
    throw error;
  }
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Parses the text of content file `file` (path from the project root). Removes a leading
 * byte-order mark; an empty file or a syntax error throws "[content] file:line:column: …".
 */
export function parseJsonText(file: string, text: string): unknown {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  if (!source.trim()) contentFail(file, `el archivo está vacío; ${restoreFromGit(file)} o escriba su JSON`);
  try {
    return JSON.parse(source);
  } catch (error) {
    const found = findJsonSyntaxError(source);
    if (!found) contentFail(file, `is not valid JSON (${(error as Error).message})`);
    const { line, column } = lineColumn(source, found.offset);
    contentFail(`${file}:${line}:${column}`, `JSON syntax error: ${found.message}`);
  }
}

/** The text of a file under the project root; a missing file says how to get it back. */
export function readContentText(root: string, file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new ContentError(`[content] falta el archivo ${file}: ${restoreFromGit(file)}`);
  }
}
