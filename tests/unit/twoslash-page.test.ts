import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfigFile } from '@rspress/core/dist/config/loadConfigFile.js';
import { pluginTwoslash } from '@rspress/plugin-twoslash';
import { describe, expect, it } from 'vitest';
import { pluginTwoslashOnDemand } from '../../plugins/twoslash-on-demand';
import { projectRoot } from '../support/config-reference';
import { languages, readPage } from '../support/docs-source';

/**
 * /plugin/official-plugins/twoslash against the installed @rspress/plugin-twoslash. What the
 * plugin renders is proven by the site's own build, which runs it over the page's examples
 * (tests/e2e/twoslash-page.spec.ts checks the result in the browser).
 */

const PAGE = 'plugin/official-plugins/twoslash.md';
const packageDir = path.join(projectRoot, 'node_modules/@rspress/plugin-twoslash');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const source = readFileSync(path.join(packageDir, 'dist/index.js'), 'utf8');

/** Keys of the plugin's exported options interface, read from its declaration file. */
function optionKeys(): string[] {
  const types = readFileSync(path.join(packageDir, 'dist/index.d.ts'), 'utf8');
  const body = types.match(/export declare interface PluginTwoslashOptions \{([\s\S]*?)\n\}/)?.[1];
  if (!body) throw new Error('PluginTwoslashOptions not found in the declaration file');
  return [...body.matchAll(/^ {4}(\w+)\??:/gm)].map((match) => match[1]);
}

/** Rows of the page's options table: option name -> default column. */
function optionsTable(page: string): Map<string, string> {
  const start = page.search(/^## .*\{#options\}/m);
  const table = page.slice(start, page.indexOf('\n## ', start + 1));
  return new Map(
    table
      .split('\n')
      .filter((line) => /^\| `/.test(line))
      .map((line) => {
        const cells = line.split(' | ');
        return [cells[0].replace(/^\| `|`$/g, ''), cells[2].replace(/`/g, '')];
      }),
  );
}

describe.each(languages)('%s page', (lang) => {
  const page = readPage(lang, PAGE);

  it('documents every option with the default the plugin applies', () => {
    const table = optionsTable(page);
    expect([...table.keys()].sort()).toEqual(optionKeys().sort());
    for (const [option, fallback] of table) {
      const applied = source.match(new RegExp(`\\b${option} = (\\w+)`))?.[1] ?? 'undefined';
      expect(fallback, option).toBe(applied);
    }
  });

  it('names the installed version and its peer dependencies', () => {
    expect(page).toContain(`@rspress/plugin-twoslash@${manifest.version}`);
    for (const [name, range] of Object.entries(manifest.peerDependencies as Record<string, string>)) {
      expect(page).toContain(`\`${name} ${range}\``);
    }
  });

  it('names the custom elements the plugin registers and their hide delay', () => {
    const elementsDir = path.join(packageDir, 'static/global-components/elements');
    const names = readdirSync(elementsDir).map(
      (file) => readFileSync(path.join(elementsDir, file), 'utf8').match(/static NAME = '([\w-]+)'/)?.[1],
    );
    expect(names.sort()).toEqual(
      ['twoslash-popup-arrow', 'twoslash-popup-container', 'twoslash-popup-portal', 'twoslash-popup-trigger'].sort(),
    );
    for (const suffix of ['twoslash-popup-trigger', '-container', '-arrow', '-portal']) {
      expect(page).toContain(`\`${suffix}\``);
    }
    expect(readFileSync(path.join(elementsDir, 'TwoslashPopupContainer.ts'), 'utf8')).toMatch(/\}, 100\);/);
  });
});

describe('this site', () => {
  it('pins the version the page names and runs the plugin without options', async () => {
    // Loaded the way `rspress build` loads it (some plugins need its CommonJS shims).
    const { content: config } = await loadConfigFile(path.join(projectRoot, 'rspress.config.ts'));
    const site = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(site.dependencies['@rspress/plugin-twoslash']).toBe(manifest.version);
    expect(config.plugins?.map((plugin) => plugin.name)).toContain('@rspress/plugin-twoslash');
    expect(readFileSync(path.join(projectRoot, 'config/plugins.ts'), 'utf8')).toMatch(
      /^\s+pluginTwoslashOnDemand\(\),$/m,
    );
  });

  it('replaces only the global component of the plugin, with one that finds its custom elements', () => {
    const { globalUIComponents, builderConfig, config, ...rest } = pluginTwoslashOnDemand();
    const original = pluginTwoslash();
    expect(Object.keys(rest).sort()).toEqual(
      Object.keys(original)
        .filter((key) => !['globalUIComponents', 'builderConfig', 'config'].includes(key))
        .sort(),
    );
    expect(rest).toEqual(
      Object.fromEntries(Object.keys(rest).map((key) => [key, original[key as keyof typeof original]])),
    );
    expect(typeof config).toBe('function');
    expect(globalUIComponents).toEqual([path.join(projectRoot, 'theme/twoslash/TwoslashOnDemand.tsx')]);
    expect(original.globalUIComponents).toHaveLength(1);
    const aliases = (builderConfig?.resolve?.alias ?? {}) as Record<string, string>;
    const alias = aliases['twoslash-popup-elements'];
    expect(readdirSync(alias).sort()).toEqual([
      'TwoslashPopupArrow.ts',
      'TwoslashPopupContainer.ts',
      'TwoslashPopupPortal.ts',
      'TwoslashPopupTrigger.ts',
    ]);
  });
});
