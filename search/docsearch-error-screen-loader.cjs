/**
 * Rspack loader for @docsearch/react 3.9.0 (dist/esm/index.js).
 *
 * DocSearch shows its 'Unable to fetch results' screen while the autocomplete
 * status is "error", but the autocomplete core's `finally` sets the status
 * back to "idle" a few milliseconds later, so the screen only flashes. This
 * keeps the "error" status until the reader types again (which sets
 * "loading" and retries). The exact text is checked so that an upgrade of
 * DocSearch fails the build instead of silently dropping the fix.
 */
const NEEDLE = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const PATCHED = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

function patchDocSearch(source) {
  const first = source.indexOf(NEEDLE);
  if (first === -1 || source.indexOf(NEEDLE, first + 1) !== -1) {
    throw new Error(
      'search: @docsearch/react changed; the error-screen fix in search/docsearch-error-screen-loader.cjs no longer applies.',
    );
  }
  return source.replace(NEEDLE, PATCHED);
}

module.exports = function docsearchErrorScreenLoader(source) {
  return patchDocSearch(source);
};
module.exports.patchDocSearch = patchDocSearch;
