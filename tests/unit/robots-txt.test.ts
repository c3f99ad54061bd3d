import { describe, expect, it } from 'vitest';
import { pluginRobotsTxt, renderRobotsTxt } from '../../plugins/robots-txt';

describe('robots.txt plugin', () => {
  it('allows everything and announces the sitemap by default', () => {
    expect(renderRobotsTxt({ sitemapUrl: 'https://example.com/sitemap.xml' })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });

  it('writes one Disallow line per path and no Sitemap line without a URL', () => {
    expect(renderRobotsTxt({ disallow: ['/drafts/', '/tmp/'] })).toBe(
      'User-agent: *\nDisallow: /drafts/\nDisallow: /tmp/\n',
    );
  });

  it('registers under a unique name and only hooks afterBuild', () => {
    const plugin = pluginRobotsTxt();
    expect(plugin.name).toBe('robots-txt');
    expect(Object.keys(plugin).sort()).toEqual(['afterBuild', 'name']);
  });
});
