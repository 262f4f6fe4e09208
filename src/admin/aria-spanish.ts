/**
 * The few English labels for screen readers that Decap's widgets take from react-select and
 * react-toastify and that no phrase of its locale reaches: the button that removes a chosen value
 * of a multiple select («Remove Lunes»), the × of a notice («close») and its timer. Rewritten in
 * Spanish («Quitar Lunes», «Cerrar el aviso») as they appear.
 */
const LABELS: [RegExp, string][] = [
  [/^Remove (.+)$/, 'Quitar $1'],
  [/^close$/, 'Cerrar el aviso'],
  [/^notification timer$/, 'Tiempo del aviso'],
];

function rewrite(el: Element): void {
  const label = el.getAttribute('aria-label');
  if (!label) return;
  for (const [re, spanish] of LABELS) {
    if (re.test(label)) {
      el.setAttribute('aria-label', label.replace(re, spanish));
      return;
    }
  }
}

export function spanishAriaLabels(): void {
  const sweep = (root: Element) => {
    rewrite(root);
    for (const el of root.querySelectorAll('[aria-label]')) rewrite(el);
  };
  sweep(document.body);
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'attributes') rewrite(change.target as Element);
      else for (const node of change.addedNodes) if (node instanceof Element) sweep(node);
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
}
