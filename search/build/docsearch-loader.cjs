/**
 * Rspack loader for @docsearch/react 3.9.0 (dist/esm/index.js): three fixes to
 * the dialog that its props cannot make. Each needle must occur exactly once in
 * the installed file, so that an upgrade of DocSearch fails the build instead of
 * silently dropping a fix.
 */
const PATCHES = [
  {
    // The 'Unable to fetch results' screen shows while the autocomplete status is
    // "error", but the core's `finally` sets it back to "idle" a few milliseconds
    // later, so the screen only flashed. Keep "error" until the reader types again.
    name: 'error screen',
    needle: '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    patched: '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    // A chosen text hit ("content") was saved to Recent only as its page record,
    // and only when that record was among the hits of the same group; otherwise
    // nothing was saved. Save the section the reader chose instead: the hit as
    // its deepest heading's record, same URL (the page's record for its intro).
    name: 'recent searches',
    needle: 'var t="content"===e.type?e.__docsearch_parent:e;',
    patched:
      'var t="content"===e.type?function(h){for(var l=6;l>1&&!h.hierarchy["lvl"+l];l--);var y="lvl"+l;return Object.assign({},h,{type:y,content:null,objectID:h.url+"::"+y,__docsearch_parent:null})}(e):e;',
  },
  {
    // "Try searching for" offered the section names of earlier answers. When the
    // answer carries `siteSuggestions` (the embedded index's closest terms),
    // offer those instead; Algolia's answers have none and keep the old way.
    name: 'no-results suggestions',
    needle: 'i.context.searchSuggestions.length<Object.keys(m).length&&a({searchSuggestions:Object.keys(m)})',
    patched:
      't.siteSuggestions?a({searchSuggestions:t.siteSuggestions}):i.context.searchSuggestions.length<Object.keys(m).length&&a({searchSuggestions:Object.keys(m)})',
  },
];

function patchDocSearch(source) {
  let result = source;
  for (const { name, needle, patched } of PATCHES) {
    const first = result.indexOf(needle);
    if (first === -1 || result.indexOf(needle, first + 1) !== -1) {
      throw new Error(
        `search: @docsearch/react changed; the ${name} fix in search/build/docsearch-loader.cjs no longer applies.`,
      );
    }
    result = result.replace(needle, patched);
  }
  return result;
}

module.exports = function docsearchLoader(source) {
  const patched = patchDocSearch(source);
  // Counted for `npm run check:upgrade`: a rule that no longer matches the file would skip this silently.
  this.getOptions().onPatched?.();
  return patched;
};
module.exports.patchDocSearch = patchDocSearch;
module.exports.PATCHES = PATCHES;
