import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOutput, builtFile, expectDocs } from './fixtures';

/** The theme's built stylesheets of the one-language site. */
function themeCss(): string {
  const folder = path.join(buildOutput('one-language'), 'static/css');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.css'))
    .map((file) => builtFile('one-language', `static/css/${file}`))
    .join('\n');
}

describe('the theme stylesheet', () => {
  it('guide/advanced/custom-theme.md#other-ways-to-customise: text links take the dark shade in light mode, the light one in dark mode', () => {
    const css = themeCss();
    // The declarations of every rule with exactly this selector, joined.
    const block = (selector: string) =>
      css
        .split('}')
        .filter((rule) => rule.trimStart().startsWith(`${selector}{`))
        .map((rule) => rule.slice(rule.indexOf('{') + 1))
        .join(';');
    expect(block(':where(html:not(.rp-dark))')).toContain('--rp-c-link:var(--rp-c-brand-dark)');
    expect(block(':where(html.rp-dark)')).toContain('--rp-c-link:var(--rp-c-brand-light)');
    expectDocs({
      at: 'guide/advanced/custom-theme.md#other-ways-to-customise',
      states: {
        en: ['the lighter `--rp-c-brand-light` in dark mode'],
        zh: ['深色模式下是更浅一档的 `--rp-c-brand-light`'],
      },
    });
  });

  it('guide/default-theme/components.mdx#button: in doc text, the link styles win over a Button with type="a"', () => {
    const css = themeCss();
    // Both selectors weigh one class (:where adds nothing), so the later rule wins: the doc link's.
    const button = css.indexOf('.rp-button{');
    const docLink = css.indexOf(
      '.rp-doc :not(:where(.rp-not-doc,.rp-not-doc *)):where(a.rp-link):not(:where(.rp-header-anchor)){',
    );
    expect(css.slice(button).match(/^\.rp-button\{[^}]*\}/)?.[0]).toContain('display:inline-flex');
    expect(css.slice(docLink, css.indexOf('}', docLink))).toContain('display:inline');
    expect(button).toBeGreaterThan(-1);
    expect(docLink, 'the doc link rule comes after the button rule').toBeGreaterThan(button);
    expectDocs({
      at: 'guide/default-theme/components.mdx#button',
      states: {
        en: ['it shows as a coloured inline link', 'class `rp-not-doc`'],
        zh: ['显示成一段彩色的行内链接', '`rp-not-doc` 类名'],
      },
    });
  });
});
