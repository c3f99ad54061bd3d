import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfigFile } from '@rspress/core/dist/config/loadConfigFile.js';
import { describe, expect, it } from 'vitest';
import { editLinkBaseUrl } from '../../config/site';
import { pathPrefix } from '../../i18n/languages';
import { sourceAliases } from '../../plugins/source-aliases';
import { docsRoot, languages, listPages, routeOf } from '../support/docs-source';

// Loaded the way `rspress build` loads it (some plugins need its CommonJS shims).
const { content: config } = await loadConfigFile(path.resolve(import.meta.dirname, '../../rspress.config.ts'));

const { version: rspressVersion } = createRequire(import.meta.url)('@rspress/core/package.json') as { version: string };

interface NavItem {
  text: string;
  link?: string;
  items?: NavItem[];
}

const readNav = (lang: string): NavItem[] => JSON.parse(readFileSync(path.join(docsRoot, lang, '_nav.json'), 'utf8'));

describe('site config', () => {
  it('serves English by default and Chinese under /zh', () => {
    expect(config.lang).toBe('en');
    expect(config.locales?.map(({ lang }) => lang)).toEqual(['en', 'zh']);
    expect(config.themeConfig?.locales?.map(({ lang }) => lang)).toEqual(['en', 'zh']);
  });

  it('turns on clean URLs, last-updated times and the automatic navbar', () => {
    expect(config.route?.cleanUrls).toBe(true);
    expect(config.themeConfig?.lastUpdated).toBe(true);
    expect(config.themeConfig?.hideNavbar).toBe('auto');
  });

  it('keeps line numbers and code wrapping off, and fails the build on dead links and anchors', () => {
    expect(config.markdown).toMatchObject({
      showLineNumbers: false,
      defaultWrapCode: false,
      shiki: {},
      link: { checkDeadLinks: true, checkAnchors: true },
    });
  });

  it('declares one version with an empty version list', () => {
    expect(config.multiVersion).toEqual({ default: '', versions: [] });
  });

  it('keeps fragments out of the routes', () => {
    expect(config.route?.exclude).toContain('**/fragments/**');
  });

  it('points edit links at the docs folder of the repository', () => {
    expect(config.themeConfig?.editLink?.docRepoBaseUrl).toBe(editLinkBaseUrl);
    expect(editLinkBaseUrl).toMatch(/^https:\/\/\S+\/edit\/[^/]+\/docs$/);
  });

  it('has edit-link and overview filter texts in both languages', () => {
    const source = config.i18nSource as Record<string, Record<string, string>>;
    for (const key of [
      'editLinkText',
      'overview.filterNameText',
      'overview.filterPlaceholderText',
      'overview.filterNoResultText',
    ]) {
      expect(source[key]?.en, `${key} in English`).toBeTruthy();
      expect(source[key]?.zh, `${key} in Chinese`).toBeTruthy();
      expect(source[key]?.zh).not.toBe(source[key]?.en);
    }
  });

  it("resolves the pages' import prefixes the way tsconfig.json does", () => {
    const tsconfig = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTsconfig = Object.entries(tsconfig.compilerOptions.paths).map(([key, [target]]) => [
      key.replace(/\/\*$/, ''),
      path.resolve(import.meta.dirname, '../..', target.replace(/\/\*$/, '')),
    ]);
    expect(Object.entries(sourceAliases).sort()).toEqual(fromTsconfig.sort());
    expect(config.builderConfig?.resolve?.alias).toMatchObject(sourceAliases);
  });
});

describe.each(languages)('%s navbar', (lang) => {
  const nav = readNav(lang);
  const routes = new Set(listPages(lang).map((page) => routeOf(lang, page)));
  const prefix = pathPrefix(lang);

  it('has Guide, Plugin and API entries that lead to existing pages', () => {
    const links = nav.filter((item) => item.link).map((item) => item.link);
    expect(links).toEqual(['/guide/start/introduction', '/plugin/system/introduction', '/api/']);
    for (const link of links) expect(routes, `${prefix}${link}`).toContain(`${prefix}${link}`);
  });

  it('ends with a Version menu named after the installed Rspress, with the changelog and the 1.x docs', () => {
    const versionMenu = nav.at(-1);
    expect(versionMenu?.text).toBe(`v${rspressVersion}`);
    expect(versionMenu?.items?.map((item) => item.link)).toEqual([
      'https://github.com/web-infra-dev/rspress/releases',
      'https://v1.rspress.rs/',
    ]);
  });
});
