import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectDocs } from './fixtures';

const coreDist = path.join(path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json')), 'dist');

/** Files of the installed default theme and runtime (what runs in the browser) that mention a name. */
function browserFilesMentioning(name: string): string[] {
  return ['theme', 'runtime'].flatMap((folder) =>
    readdirSync(path.join(coreDist, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(path.join(coreDist, folder, file), 'utf8').includes(name))
      .map((file) => `${folder}/${file}`),
  );
}

describe('themeConfig.hideNavbar', () => {
  it('api/config/config-theme.md#themeconfig-hidenavbar: the default theme never reads it', () => {
    expect(browserFilesMentioning('themeConfig'), 'the scan reads the theme').not.toEqual([]);
    expect(browserFilesMentioning('hideNavbar'), 'theme and runtime code that reads hideNavbar').toEqual([]);
    expectDocs({
      at: 'api/config/config-theme.md#themeconfig-hidenavbar',
      states: { en: ['the 2.0.22 default theme never reads it'], zh: ['2.0.22 的默认主题也确实没有读取它'] },
    });
    expectDocs({
      at: 'guide/default-theme/navbar.md#title-social-links-and-other-settings',
      states: { en: ['The default theme ignores `hideNavbar`'], zh: ['默认主题会忽略 `hideNavbar`'] },
    });
  });
});
