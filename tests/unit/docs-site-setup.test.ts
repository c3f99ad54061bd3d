import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfigFile } from '@rspress/core/dist/config/loadConfigFile.js';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { codeBlocksOf } from '../support/config-reference';
import { claimProblems, type DocClaim, sectionOf } from '../support/doc-claims';
import { languages } from '../support/docs-source';

/**
 * Pages that say how this site itself is set up, compared with the real configuration, so that a change of
 * rspress.config.ts, config/*.ts or theme/index.tsx fails here with the sentence to update.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..');
const configFile = path.join(projectRoot, 'rspress.config.ts');
const { content: config } = await loadConfigFile(configFile);

const expectDocs = (claim: DocClaim) =>
  expect(claimProblems(claim), `the pages disagree with this site's setup at ${claim.at}`).toEqual([]);

/** Plugin factories called, one per line, in a list of a source file (`plugins: [` or `sitePlugins ... = [`). */
function pluginCalls(file: string, list: RegExp): string[] {
  const body = readFileSync(path.join(projectRoot, file), 'utf8').match(list)?.[1] ?? '';
  return [...body.matchAll(/^\s*(plugin\w+)\(/gm)].map((match) => match[1]);
}

/** The plugins rspress.config.ts registers besides `...sitePlugins`, checked against the loaded config. */
function ownBuildPlugins(): string[] {
  const list = readFileSync(configFile, 'utf8').match(/\n {2}plugins: \[\n([\s\S]*?)\n {2}\],/)?.[1] ?? '';
  expect(list, 'the plugins list of rspress.config.ts spreads config/plugins.ts').toMatch(/^\s*\.\.\.sitePlugins,/m);
  const own = pluginCalls('rspress.config.ts', /\n {2}plugins: \[\n([\s\S]*?)\n {2}\],/);
  const documented = pluginCalls('config/plugins.ts', /export const sitePlugins[^=]*= \[\n([\s\S]*?)\n\];/);
  expect(documented.length, 'plugins listed in config/plugins.ts').toBeGreaterThan(0);
  expect(config.plugins?.length, 'plugins of the loaded config').toBe(documented.length + own.length);
  return own;
}

/** Slot props of the default Layout, the components in its `bottom` slot and the named exports of the theme. */
function themeEntry() {
  const file = path.join(projectRoot, 'theme/index.tsx');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const slots: string[] = [];
  const bottom: string[] = [];
  const exported: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxSelfClosingElement(node) && node.tagName.getText() === 'DefaultLayout') {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute)) continue;
        slots.push(attribute.name.getText());
        if (attribute.name.getText() === 'bottom') {
          const collect = (inner: ts.Node) => {
            if (ts.isJsxSelfClosingElement(inner)) bottom.push(inner.tagName.getText());
            ts.forEachChild(inner, collect);
          };
          collect(attribute);
        }
      }
    }
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      exported.push(...node.exportClause.elements.map((element) => element.name.getText()));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { slots, bottom, exported: exported.filter((name) => name !== 'Layout') };
}

const backticked = (names: string[]) => names.map((name) => `\`${name}\``);

describe("pages that describe this site's own setup", () => {
  it('guide/advanced/extend-build.md#add-rsbuild-configuration says this site extends the Rsbuild configuration', () => {
    expect(config.builderConfig, 'rspress.config.ts sets builderConfig').toBeDefined();
    expectDocs({
      at: 'guide/advanced/extend-build.md#add-rsbuild-configuration',
      states: {
        en: ['through `builderConfig` in `rspress.config.ts`'],
        zh: ['`rspress.config.ts` 的 `builderConfig`'],
      },
      never: { en: ['sets no `builderConfig`'], zh: ['并没有设置 `builderConfig`'] },
    });
  });

  it('guide/default-theme/i18n.mdx#redirect-on-first-visit states route.localeRedirect of rspress.config.ts', () => {
    const value = config.route?.localeRedirect;
    expect(value, 'route.localeRedirect is set in rspress.config.ts').toBeDefined();
    expectDocs({
      at: 'guide/default-theme/i18n.mdx#redirect-on-first-visit',
      states: {
        en: [`This site sets \`route.localeRedirect: '${value}'\``],
        zh: [`本站设置了 \`route.localeRedirect: '${value}'\``],
      },
      never: { en: ['This site keeps the default'], zh: ['本站保持默认值'] },
    });
  });

  it('guide/default-theme/navbar.md#title-social-links-and-other-settings states logo, logoText and hideNavbar', () => {
    const { logo, logoText } = config;
    const hideNavbar = config.themeConfig?.hideNavbar;
    const setting = `\`logo: '${logo}'\`, \`logoText: '${logoText}'\``;
    expectDocs({
      at: 'guide/default-theme/navbar.md#title-social-links-and-other-settings',
      states: {
        en: [`This site sets ${setting} and \`hideNavbar: '${hideNavbar}'\``],
        zh: [`本站设置了 ${setting.replace(', ', '、')} 和 \`hideNavbar: '${hideNavbar}'\``],
      },
      never: { en: ['changes nothing in this version'], zh: ['后者在这个版本中不起作用'] },
    });
    // The theme reads the option (tests/e2e/navbar.spec.ts watches the navbar slide away in the browser).
    expect(hideNavbar).toBe('auto');
    expect(themeEntry().bottom, 'theme/index.tsx renders NavbarAutoHide').toContain('NavbarAutoHide');
    expectDocs({
      at: 'guide/default-theme/navbar.md#title-social-links-and-other-settings',
      states: {
        en: ['the navbar slides out of view while you scroll down'],
        zh: ['在文档页向下滚动时，导航栏会滑出视野'],
      },
    });
  });

  it('guide/advanced/custom-theme.md#how-this-site-uses-it names every slot and export of theme/index.tsx', () => {
    const { slots, bottom, exported } = themeEntry();
    expect(slots.length, 'slots filled in theme/index.tsx').toBeGreaterThan(0);
    const names = backticked([...slots, ...bottom, ...exported]);
    expectDocs({
      at: 'guide/advanced/custom-theme.md#how-this-site-uses-it',
      states: { en: names, zh: names },
      never: { en: ['six small parts', 'replaces one component'], zh: ['六个小部件', '替换了一个组件'] },
    });
  });

  it('plugin pages name the build plugins rspress.config.ts registers besides config/plugins.ts', () => {
    const own = ownBuildPlugins();
    const count = { en: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'], zh: '一二三四五六七八' };
    expectDocs({
      at: 'plugin/official-plugins/overview.md#what-this-site-uses',
      states: { en: backticked(own), zh: backticked(own) },
      never: { en: ['All plugins of this site are listed'], zh: ['本站的所有插件都列在'] },
    });
    expectDocs({
      at: 'plugin/system/introduction.md#the-plugins-this-site-runs',
      states: {
        en: [...backticked(own), `registers ${count.en[own.length - 1]} build plugins`],
        zh: [...backticked(own), `注册了${count.zh[own.length - 1]}个本站自己的构建插件`],
      },
    });
    expectDocs({
      at: 'plugin/system/write-a-plugin.md#step-4-register-it',
      never: { en: ['This site keeps its plugin list'], zh: ['本站把插件列表放在'] },
    });
  });

  it("plugin/official-plugins/llms.md#what-it-generates shows the start of this site's llms.txt", () => {
    expect(config.llms, 'llms is on').toBe(true);
    // Rspress writes `# <title>` and, only with a site description, `> <description>` (tests/behaviour/llms.test.ts).
    const expected = [`# ${config.title}`, ...(config.description ? [`> ${config.description}`] : []), '## Guide'];
    for (const lang of languages) {
      const at = 'plugin/official-plugins/llms.md#what-it-generates';
      const excerpt = codeBlocksOf(sectionOf(lang, at)).find((block) => block.code.startsWith('# '));
      const lines = (excerpt?.code ?? '').split('\n').filter(Boolean);
      expect(lines, `the llms.txt excerpt on docs/${lang}/${at}`).toEqual(expected);
    }
  });

  it('plugin/official-plugins/llms.md#turn-it-on and config-theme.md#themeconfig-llmsui state themeConfig.llmsUI', () => {
    const llmsUI = config.themeConfig?.llmsUI;
    expect(typeof llmsUI, 'rspress.config.ts sets themeConfig.llmsUI to an object').toBe('object');
    // `{ injectLlmsHint: false }`, as the pages write it.
    const value = `{ ${Object.entries(llmsUI ?? {})
      .map(([key, option]) => `${key}: ${JSON.stringify(option).replace(/"/g, "'")}`)
      .join(', ')} }`;
    expectDocs({
      at: 'plugin/official-plugins/llms.md#turn-it-on',
      states: {
        en: [`This site shows the page buttons too, with \`themeConfig.llmsUI: ${value}\``],
        zh: [`本站也显示了页面按钮，设置的是 \`themeConfig.llmsUI: ${value}\``],
      },
      never: {
        en: ['This site also sets `themeConfig.llmsUI: false`'],
        zh: ['本站还设置了 `themeConfig.llmsUI: false`'],
      },
    });
    expectDocs({
      at: 'api/config/config-theme.md#themeconfig-llmsui',
      states: { en: [`This site sets \`llmsUI: ${value}\``], zh: [`本站设置的是 \`llmsUI: ${value}\``] },
    });
  });

  it("guide/advanced/custom-search.md#this-site: Rspress's own index stays enabled", () => {
    expect(config.search, 'rspress.config.ts leaves the built-in search on').not.toBe(false);
    expectDocs({
      at: 'guide/advanced/custom-search.md#this-site',
      states: { en: ["**Rspress's own index** stays enabled"], zh: ['**Rspress 自己的索引**仍然保持开启'] },
    });
  });
});
