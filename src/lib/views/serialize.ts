/**
 * The one serializer for data the build writes into HTML: JSON-LD, the data blocks that scripts
 * read (the 404 page's legacy index, the placeholder index, the search's taxonomy) and data
 * inlined in a script. Every `<`, `>` and `&` becomes a \u escape, so no text from content/ can
 * close the element (`</script>`), open a comment (`<!--`) or start markup; U+2028 and U+2029
 * are escaped too, so the result is also a valid JavaScript literal. JSON.parse reads it back
 * unchanged. tests/unit/serialize.test.ts scans src/ for any other way of writing raw JSON or
 * HTML into a page.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON for a `<script>` element's text (or a JavaScript expression), inert whatever it holds. */
export function serializeJson(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new Error('[serialize] nothing to serialise: the value is undefined or a function');
  return json.replace(UNSAFE, (ch) => ESCAPES[ch]!);
}
