/** The html-validate setup of the dist tests (html.test.ts, inventory.test.ts): the recommended rules, with the exceptions our markup needs. */
import { HtmlValidate } from 'html-validate';

export function htmlValidator(): HtmlValidate {
  return new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // Self-closed void elements (<img />, as React and Astro write them) are valid HTML.
      'void-style': 'off',
      'attribute-boolean-style': 'off',
      // React writes a true `hidden` as hidden="" (the cat filter's hidden cards and link), which is valid HTML.
      'attribute-empty-style': 'off',
      'no-inline-style': 'off',
      'long-title': 'off',
      'valid-id': ['error', { relaxed: true }],
      'no-redundant-role': 'off',
      'element-permitted-content': 'error',
      'no-unknown-elements': 'off',
      'element-required-attributes': 'error',
      // React writes the island's <source srcSet> as it names the property; HTML attribute names are case-insensitive.
      'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    },
    // Astro's island elements hold flow or phrasing content, as custom elements may.
    elements: ['html5', { 'astro-island': { flow: true, phrasing: true }, 'astro-slot': { flow: true, phrasing: true } }],
  });
}
