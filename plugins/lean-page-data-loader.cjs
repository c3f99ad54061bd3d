/**
 * Rspack loader used by plugins/lean-page-data.ts: appends the rest of a page's
 * record to the meta that Rspress's mdx-loader puts on the page module
 * (MDXContent.__RSPRESS_PAGE_META). Files that are not pages are left alone.
 */
module.exports = function leanPageDataLoader(source) {
  const { ownRecordOf, onChanged } = this.getOptions();
  const own = ownRecordOf(this.resourcePath);
  if (!own || !source.includes('MDXContent.__RSPRESS_PAGE_META[')) return source;
  // Counted for `npm run check:upgrade`: a page left unchanged here says nothing by itself.
  onChanged(this.resourcePath);
  return `${source}
for (const meta of Object.values(MDXContent.__RSPRESS_PAGE_META)) Object.assign(meta, ${JSON.stringify(own)});
`;
};
