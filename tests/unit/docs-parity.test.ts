import { describe, expect, it } from 'vitest';
import { codeBlockCount, headingsOf, languages, listPages, readPage } from '../support/docs-source';

const englishPages = listPages('en');
const chinesePages = listPages('zh');

describe('every page exists in English and Chinese', () => {
  it('has the same page files in docs/en and docs/zh', () => {
    expect(chinesePages).toEqual(englishPages);
  });

  it.each(englishPages)('%s keeps the same heading ids and code blocks in both languages', (page) => {
    if (!chinesePages.includes(page)) return expect.fail(`docs/zh/${page} is missing`);
    const en = readPage('en', page);
    const zh = readPage('zh', page);
    const ids = (source: string) => headingsOf(source).map(({ depth, id }) => `h${depth}#${id}`);
    expect(ids(zh)).toEqual(ids(en));
    expect(codeBlockCount(zh)).toBe(codeBlockCount(en));
  });
});

const PLACEHOLDER = /\b(TODO|TBD|FIXME|lorem ipsum|coming soon)\b|待补充|待完善|敬请期待|即将推出/i;

describe('no page holds placeholder text', () => {
  for (const lang of languages) {
    it.each(listPages(lang))(`${lang}: %s`, (page) => {
      expect(readPage(lang, page)).not.toMatch(PLACEHOLDER);
    });
  }
});

describe('front matter is well formed', () => {
  for (const lang of languages) {
    it.each(listPages(lang))(`${lang}: %s`, (page) => {
      // A blank line after the opening fence turns the whole block into page text.
      expect(readPage(lang, page)).not.toMatch(/^---\r?\n\s*\r?\n/);
    });
  }
});
