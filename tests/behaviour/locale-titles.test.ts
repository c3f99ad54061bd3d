import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs } from './fixtures';

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const metaDescriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];
const navbarTitleOf = (html: string) => html.match(/class="rp-nav__title__link rp-link"><span>([^<]*)</)?.[1];

// tests/behaviour/sites/two-languages: site title, no site description, title and description per locale.
// two-languages-untitled: the same without the site title, with a site description. /zh/guide/start has no
// description of its own.
describe('title and description of a locale', () => {
  it('api/config/config-basic.md#locales: the navbar shows the locale title; <title> and meta tags prefer the site', () => {
    const zh = builtFile('two-languages', 'zh/guide/start.html');
    expect(navbarTitleOf(zh), 'navbar title of a Chinese page').toBe('Locale title ZH');
    expect(navbarTitleOf(builtFile('two-languages', 'guide/start.html')), 'navbar title of an English page').toBe(
      'Locale title EN',
    );
    expect(titleOf(zh), '<title> of a Chinese page of a site with a title').toBe('Start - Site title');
    expect(metaDescriptionOf(zh), 'meta description of a site without a description').toBe('Locale description ZH');
    const untitled = builtFile('two-languages-untitled', 'zh/guide/start.html');
    expect(titleOf(untitled), '<title> of a Chinese page of a site without a title').toBe('Start - Locale title ZH');

    expectDocs({
      at: 'api/config/config-basic.md#locales',
      states: {
        en: ['replaces the site title in the navbar', "the site's own `title` and `description` win"],
        zh: ['导航栏显示语言条目的 `title`', '以站点自己的 `title`、`description` 为准'],
      },
      never: {
        en: ['`title` and `description` replace the site title and description'],
        zh: ['会在该语言的页面上替换站点标题和描述'],
      },
    });
    expectDocs({
      at: 'guide/default-theme/i18n.mdx#declare-the-languages',
      states: {
        en: ['the browser tab uses `title || locale.title`', '`description || locale.description`'],
        zh: ['浏览器标签页使用 `title || locale.title`', '`description || locale.description`'],
      },
    });
  });
});
