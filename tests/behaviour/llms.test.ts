import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs, run } from './fixtures';

// one-language: title and description; two-languages: a title and no site description (as this site);
// two-languages-untitled: neither. All three set `llms: true`.
describe('llms.txt', () => {
  it('plugin/official-plugins/llms.md#what-it-generates: the > line only with a site description', () => {
    expect(builtFile('one-language', 'llms.txt').split('\n').slice(0, 3), 'with a description').toEqual([
      '# One language',
      '',
      '> A fixture site with one language.',
    ]);
    expect(builtFile('two-languages', 'llms.txt').split('\n').slice(0, 3), 'without a description').toEqual([
      '# Site title',
      '',
      '## Guide',
    ]);
    expectDocs({
      at: 'plugin/official-plugins/llms.md#what-it-generates',
      states: {
        en: ['`> <description>` when the site has a `description`'],
        zh: ['站点设置了 `description` 时再加一行 `> <description>`'],
      },
    });
  });

  it('plugin/official-plugins/llms.md#common-mistakes: without a title, a warning and no heading', () => {
    expect(run('two-languages-untitled build').output).toContain('No `title` is configured');
    expect(builtFile('two-languages-untitled', 'llms.txt').startsWith('## Guide\n'), 'llms.txt without a title').toBe(
      true,
    );
    expectDocs({
      at: 'plugin/official-plugins/llms.md#common-mistakes',
      states: {
        en: ['Rspress warns ``No `title` is configured`` and `llms.txt` starts without a heading'],
        zh: ['Rspress 会警告 ``No `title` is configured``，`llms.txt` 开头也没有标题'],
      },
    });
  });
});
