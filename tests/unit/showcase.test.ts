import { describe, expect, it } from 'vitest';
import { localizeLink, toolCardsFor, toolShowcase } from '../../config/showcase';
import { siteLangs } from '../../i18n/languages';

/** The showcase data (config/showcase.ts); tests/e2e/showcase.spec.ts checks what the pages show of it. */
describe('the tool showcase data', () => {
  const names = toolShowcase.links.map((link) => link.name);

  it('has unique names, and every link an https URL, a description and a logo', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const link of toolShowcase.links) {
      expect(new URL(link.url).protocol, link.name).toBe('https:');
      if (link.urlEn) expect(new URL(link.urlEn).protocol, link.name).toBe('https:');
      expect(link.desc.length, link.name).toBeGreaterThan(0);
      expect(link.logo, link.name).toMatch(/^\/showcase\/.+\.svg$/);
    }
  });

  it.each(siteLangs)('%s: a landing card for every menu link but the ecosystem list, in menu order', (lang) => {
    const cards = toolCardsFor(lang);
    expect(cards.map((card) => card.name)).toEqual(names.filter((name) => name !== 'awesome-rstack'));
    for (const card of cards) expect(card.urlText).toBe(new URL(card.url).host);
  });

  it('Chinese pages get the Chinese fields, others the English ones', () => {
    const [rspack] = toolShowcase.links;
    expect(localizeLink(rspack, 'zh')).toMatchObject({ desc: rspack.desc, url: rspack.url });
    expect(localizeLink(rspack, 'en')).toEqual({ desc: rspack.descEn, url: rspack.urlEn });
  });

  it('a link without an English URL or description falls back to the Chinese fields', () => {
    const link = { name: 'X', desc: '中文', descEn: '', url: 'https://example.com/zh/' };
    expect(localizeLink(link, 'en')).toEqual({ desc: '中文', url: 'https://example.com/zh/' });
  });
});
