import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { type PluginTwoslashOptions, pluginTwoslash } from '@rspress/plugin-twoslash';
import { transformerTwoslashValidHtml } from './twoslash-valid-html';

/** The folder of the popup's custom elements in the installed plugin (not in its package exports). */
const popupElementsDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@rspress/plugin-twoslash')),
  '../static/global-components/elements',
);

/**
 * @rspress/plugin-twoslash, with the script of its popups loaded only on pages that have a
 * ```ts twoslash block. The plugin's own global component registers the popups' custom elements on
 * every page: four more chunks, fetched after hydration wherever the reader is
 * (tests/e2e/first-paint.spec.ts counts them). theme/twoslash/TwoslashOnDemand.tsx does the same
 * once a checked block is in the page. The stylesheet stays global: it hides the popups that the
 * built HTML carries inside each block before any script has run.
 */
export function pluginTwoslashOnDemand(options?: PluginTwoslashOptions): RspressPlugin {
  const twoslash = pluginTwoslash(options);
  return {
    ...twoslash,
    // After Twoslash's transformer, make its popups valid HTML (plugins/twoslash-valid-html.ts).
    async config(config, utils, isProd) {
      const next = (await twoslash.config?.(config, utils, isProd)) ?? config;
      next.markdown ??= {};
      next.markdown.shiki ??= {};
      next.markdown.shiki.transformers = [...(next.markdown.shiki.transformers ?? []), transformerTwoslashValidHtml()];
      return next;
    },
    globalUIComponents: [fileURLToPath(new URL('../theme/twoslash/TwoslashOnDemand.tsx', import.meta.url))],
    builderConfig: { resolve: { alias: { 'twoslash-popup-elements': popupElementsDir } } },
  };
}
