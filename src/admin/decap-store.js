/*
 * Loaded before decap-cms.js (/admin/index.html): keeps Decap's Redux store where the editor's
 * script can reach it (src/admin/saved-entry.ts). Decap builds its store with the Redux devtools'
 * compose when the page defines one (redux-devtools-extension › composeWithDevTools); this one
 * composes Decap's enhancers as Redux's own compose would, and keeps the store it makes.
 */
window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...enhancers) => (createStore) => (...args) => {
  const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(...args);
  window.decapStore = store;
  return store;
};
