import { describe, expect, it } from 'vitest';
import { plainDescription } from '../../plugins/plain-description';
import { builtHtml } from '../support/built-site';

describe('plain descriptions (plugins/plain-description.ts)', () => {
  it('drops inline elements, keeps their text, and keeps the name of a tag written as text', () => {
    expect(plainDescription('Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to open <strong>search</strong>.')).toBe(
      'Press Ctrl + K to open search.',
    );
    expect(plainDescription('One<br/>two <a href="/x"><code>three</code></a>')).toBe('One two three');
    expect(plainDescription('What Rspress writes into the <head> of each page')).toBe(
      'What Rspress writes into the head of each page',
    );
  });

  it('keeps every word of a description that names a tag (built pages)', () => {
    const description = (route: string) => builtHtml(route).match(/<meta name="description" content="([^"]*)">/)?.[1];
    expect(description('guide/basic/seo')).toContain('writes into the head of each page');
    expect(description('zh/guide/basic/seo')).toContain('每个页面的 head 里写什么');
    expect(description('guide/advanced/extend-build')).not.toMatch(/[<>]/);
  });
});
