import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs } from './fixtures';

// two-languages leaves route.localeRedirect at its default; one-language has no locales.
describe('route.localeRedirect', () => {
  it("guide/default-theme/i18n.mdx#redirect-on-first-visit: left at 'auto', every page carries the redirect script", () => {
    for (const page of ['guide/start.html', 'zh/guide/start.html']) {
      expect(builtFile('two-languages', page), `${page} of a two-language site`).toContain("'rspress-visited'");
    }
    expect(builtFile('one-language', 'first/probe.html'), 'a one-language site').not.toContain('rspress-visited');
    expectDocs({
      at: 'guide/default-theme/i18n.mdx#redirect-on-first-visit',
      states: {
        en: [
          "With `route.localeRedirect` left at `'auto'`, Rspress adds a small script to every page",
          '`rspress-visited`',
        ],
        zh: [
          "`route.localeRedirect` 保持默认的 `'auto'` 时，Rspress 会在每个页面中插入一小段脚本",
          '`rspress-visited`',
        ],
      },
    });
  });
});
