import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs, probeOf } from './fixtures';

// The <Probe> components of the fixture sites print what the runtime API returns while the page is rendered.
describe('@rspress/core/runtime', () => {
  it("api/client-api/api-runtime.mdx#matchpath: matchPath is React Router's, with :id parameters", () => {
    const probe = probeOf(builtFile('one-language', 'first/probe.html'));
    expect(probe.matchPath, "matchPath('/user/:id', '/user/42')").toMatchObject({
      params: { id: '42' },
      pathname: '/user/42',
    });
    expectDocs({
      at: 'api/client-api/api-runtime.mdx#matchpath',
      states: {
        en: ["React Router's `matchPath`", "`{ params: { id: '42' }, pathname: '/user/42', ... }`"],
        zh: ['就是 React Router 的 `matchPath`', "`{ params: { id: '42' }, pathname: '/user/42', ... }`"],
      },
      never: { en: ['It has no parameter patterns', 'lighter replacement'], zh: ['不支持参数模式', '轻量替代品'] },
    });
    expectDocs({
      at: 'api/client-api/api-runtime.mdx#isactive',
      states: { en: ['not `matchPath`'], zh: ['并不是 `matchPath`'] },
      never: {
        en: ['`matchPath(itemLink, currentPathname) !== null`'],
        zh: ['`matchPath(itemLink, currentPathname) !== null`'],
      },
    });
  });

  it('api/client-api/api-runtime.mdx#usesite: the fields of the site data and of a route record', () => {
    const probe = probeOf(builtFile('one-language', 'first/probe.html'));
    const site = [
      'base',
      'title',
      'description',
      'icon',
      'lang',
      'locales',
      'logo',
      'logoHref',
      'logoText',
      'siteOrigin',
      'route',
      'search',
      'multiVersion',
      'markdown',
      'themeConfig',
    ];
    expect(probe.siteKeys, 'Object.keys(useSite().site)').toEqual([...site].sort());
    expect(probe.markdownKeys, 'Object.keys(site.markdown)').toEqual(['defaultWrapCode', 'shiki', 'showLineNumbers']);
    expect(probe.routeKeys, "Object.keys(pathnameToRouteService('/'))").toEqual([
      'element',
      'filePath',
      'lang',
      'path',
      'preload',
      'version',
    ]);
    expectDocs({
      at: 'api/client-api/api-runtime.mdx#usesite',
      states: {
        en: [
          '`base`, `title`, `description`, `icon`, `lang`, `locales`, `logo`, `logoHref`, `logoText`, `siteOrigin`, ' +
            '`route`, `search`, `multiVersion`, `markdown` (`showLineNumbers`, `defaultWrapCode`, `shiki`) and `themeConfig`',
        ],
        zh: [
          '`base`、`title`、`description`、`icon`、`lang`、`locales`、`logo`、`logoHref`、`logoText`、`siteOrigin`、' +
            '`route`、`search`、`multiVersion`、`markdown`（`showLineNumbers`、`defaultWrapCode`、`shiki`）',
        ],
      },
    });
    expectDocs({
      at: 'api/client-api/api-runtime.mdx#pathnametorouteservice',
      states: {
        en: ['`{ path, element, filePath, preload, lang, version }`'],
        zh: ['`{ path, element, filePath, preload, lang, version }`'],
      },
    });
  });

  it("api/client-api/api-runtime.mdx#uselang: one language gives 'en' (the default lang), not ''", () => {
    // The one-language site sets neither `lang` nor `locales`.
    expect(probeOf(builtFile('one-language', 'first/probe.html')).lang, 'useLang() on a one-language site').toBe('en');
    expect(probeOf(builtFile('two-languages', 'zh/guide/probe.html')).lang, 'useLang() on a Chinese page').toBe('zh');
    expect(probeOf(builtFile('two-languages', 'guide/probe.html')).lang, 'useLang() on an English page').toBe('en');
    expectDocs({
      at: 'api/client-api/api-runtime.mdx#uselang',
      states: { en: ["`'en'` when that is not set either"], zh: ["`lang` 也没有设置时为 `'en'`"] },
      never: { en: ["`''` on a single-language site"], zh: ["单语言站点上为 `''`"] },
    });
  });

  it('api/client-api/api-runtime.mdx#url-helpers: under a base path, pathname leaves it out and the Markdown URL has it', () => {
    // The based site sets `base: '/docs/'`; its probe prints useLocation().pathname and routePathToMdPath('/guide/start').
    const probe = probeOf(builtFile('based', 'guide/probe.html'));
    expect(probe.pathname, 'useLocation().pathname at /docs/guide/probe').toBe('/guide/probe');
    expect(probe.mdPath, "routePathToMdPath('/guide/start')").toBe('/docs/guide/start.md');
    expectDocs({
      at: 'api/client-api/api-runtime.mdx#router-hooks-from-react-router-dom',
      states: { en: ['without the base path (`/guide` at `/docs/guide`'], zh: ['地址 `/docs/guide` 得到 `/guide`'] },
    });
    expectDocs({
      at: 'api/client-api/api-runtime.mdx#url-helpers',
      states: { en: ["(`/docs/guide/start.md` with `base: '/docs/'`)"], zh: ['时为 `/docs/guide/start.md`'] },
    });
  });
});
