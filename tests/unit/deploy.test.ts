import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OUTPUT_DIR } from '@rspress/core/dist/node/constants.js';
import corePackage from '@rspress/core/package.json' with { type: 'json' };
import { afterAll, describe, expect, it } from 'vitest';
import { buildRoot } from '../support/built-site';
import { createFixtureSite, type FixtureSite } from '../support/fixture-site';
import { pageCode } from '../support/titled-code';

/**
 * The host recipes of /guide/basic/deploy: a site built with a base carries it in every URL of its
 * HTML and in its chunk loading, and the host files publish the folder Rspress writes. (The nginx
 * block was run by hand; tests/e2e/deploy.spec.ts serves the real build with the same rules.)
 */
const PAGE = 'guide/basic/deploy.md';
const hostFiles = [
  '.github/workflows/deploy-docs.yml',
  'netlify.toml',
  'vercel.json',
  '/etc/nginx/conf.d/docs.conf',
  'check-deploy.sh',
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('host recipes', () => {
  it('show the same files in both languages', () => {
    for (const file of hostFiles) expect(pageCode('zh', PAGE, file)).toBe(pageCode('en', PAGE, file));
  });

  it("build with the project's build script and publish the folder Rspress writes", () => {
    expect(OUTPUT_DIR).toBe('doc_build');
    const workflow = pageCode('en', PAGE, '.github/workflows/deploy-docs.yml');
    expect(workflow).toContain('      - run: npm run build\n');
    expect(workflow).toContain(`          path: ${OUTPUT_DIR}\n`);
    expect(workflow).toContain('          fetch-depth: 0\n');
    const netlify = pageCode('en', PAGE, 'netlify.toml');
    expect(netlify).toContain('  command = "npm run build"\n');
    expect(netlify).toContain(`  publish = "${OUTPUT_DIR}"\n`);
    const vercel = JSON.parse(pageCode('en', PAGE, 'vercel.json'));
    expect(vercel).toEqual({ buildCommand: 'npm run build', outputDirectory: OUTPUT_DIR, cleanUrls: true });
  });

  it('ask for a Node.js version that @rspress/core accepts', () => {
    expect(corePackage.engines.node).toBe('^20.19.0 || >=22.12.0');
    expect(pageCode('en', PAGE, '.github/workflows/deploy-docs.yml')).toContain('          node-version: 22\n');
    expect(pageCode('en', PAGE, 'netlify.toml')).toContain('  NODE_VERSION = "22"\n');
  });
});

describe("this site's clean URLs", () => {
  const links = (file: string, to: string) =>
    [...readFileSync(path.join(buildRoot, file), 'utf8').matchAll(/<a [^>]*href="([^"]*)"/g)]
      .map((match) => match[1])
      .filter((href) => href.replace(/\/$/, '') === to);

  it("link a folder's index page with its slash, except in the language menu", () => {
    expect(links('guide/basic/ssg.html', '/guide/basic/use-mdx')).toEqual(['/guide/basic/use-mdx/']);
    // The language menu (desktop and phone) of the twins.
    expect(links('zh/guide/basic/use-mdx/index.html', '/guide/basic/use-mdx')).toEqual([
      '/guide/basic/use-mdx',
      '/guide/basic/use-mdx',
    ]);
    expect(links('guide/basic/use-mdx/index.html', '/zh/guide/basic/use-mdx')).toEqual([
      '/zh/guide/basic/use-mdx',
      '/zh/guide/basic/use-mdx',
    ]);
  });
});

describe('a site built with a base', () => {
  let fixture: FixtureSite | undefined;
  afterAll(() => fixture?.remove());

  it('keeps its files at the top of doc_build and puts the base in every URL', () => {
    fixture = createFixtureSite('deploy-base', {
      'rspress.config.ts': "export default { root: 'docs', route: { cleanUrls: true } };\n",
      'docs/index.md': '# Home\n\n![Logo](/logo.svg)\n\n[Install](/guide/install) and [the guide](/guide/).\n',
      'docs/guide/index.md': '# Guide\n\nText.\n',
      'docs/guide/install.md': '# Install\n\nText.\n',
      'docs/public/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
    });
    const { status, output } = fixture.rspress('build', '--base', '/repo/');
    expect(status, output).toBe(0);
    const out = path.join(fixture.dir, 'doc_build');
    expect(existsSync(path.join(out, 'guide/install.html'))).toBe(true);
    expect(existsSync(path.join(out, 'repo'))).toBe(false);

    const files = htmlFiles(out);
    expect(files.map((file) => path.relative(out, file)).sort()).toEqual([
      '404.html',
      'guide/index.html',
      'guide/install.html',
      'index.html',
    ]);
    const urls = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]),
    );
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.filter((url) => !url.startsWith('/repo/') && !url.startsWith('#'))).toEqual([]);
    expect(urls).toEqual(expect.arrayContaining(['/repo/guide/install', '/repo/guide/', '/repo/logo.svg']));

    // The runtime loads later chunks from the base as well.
    const jsDir = path.join(out, 'static/js');
    const entry = readdirSync(jsDir).find((name) => /^index\.\w+\.js$/.test(name)) ?? '';
    expect(readFileSync(path.join(jsDir, entry), 'utf8')).toMatch(/\.p="\/repo\/"/);
  }, 60_000);
});
