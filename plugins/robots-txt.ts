import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export interface RobotsTxtOptions {
  /** Absolute URL of the sitemap, announced to crawlers on a `Sitemap:` line. */
  sitemapUrl?: string;
  /** Paths crawlers should skip, one `Disallow:` line each. @default [] */
  disallow?: string[];
}

/** Builds the text of robots.txt: one group for every crawler, then the sitemap. */
export function renderRobotsTxt({ sitemapUrl, disallow = [] }: RobotsTxtOptions): string {
  const lines = ['User-agent: *', ...(disallow.length ? disallow.map((p) => `Disallow: ${p}`) : ['Allow: /'])];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}

/** Writes robots.txt into the output folder once a production build has finished. */
export function pluginRobotsTxt(options: RobotsTxtOptions = {}): RspressPlugin {
  return {
    name: 'robots-txt',
    async afterBuild(config, isProd) {
      // `rspress dev` calls afterBuild after every compile; only a real build writes files.
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      await mkdir(outDir, { recursive: true });
      await writeFile(path.join(outDir, 'robots.txt'), renderRobotsTxt(options));
    },
  };
}
