import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimProblems, type DocClaim } from '../support/doc-claims';
import { type FixtureBuild, projectModule, removeFixtures, runRspress } from '../support/fixture-build';

const expectDocs = (claim: DocClaim) => expect(claimProblems(claim), claim.at).toEqual([]);

/**
 * "Demos in separate files" on /plugin/official-plugins/preview, against the installed
 * @rspress/plugin-preview and @rspress/core. The site's own build renders such a demo
 * (tests/e2e/preview-file-demo.spec.ts); this fixture covers what the page says does not work.
 */

const config = `import { pluginPreview } from ${projectModule('@rspress/plugin-preview')};
export default { plugins: [pluginPreview()] };
`;
const demo = `import { useState } from 'react';

export default function FileDemo() {
  const [on, setOn] = useState(false);
  return <button type="button" onClick={() => setOn(!on)}>file-demo-{on ? 'on' : 'off'}</button>;
}
`;

describe('preview demos from separate files (fixture builds)', { timeout: 120_000 }, () => {
  let site: FixtureBuild;
  let relativeImport: FixtureBuild;
  let importsOnly: FixtureBuild;
  let exportsNothing: FixtureBuild;

  beforeAll(async () => {
    [site, relativeImport, importsOnly, exportsNothing] = await Promise.all([
      runRspress(
        {
          'rspress.config.ts': config,
          'docs/index.mdx': [
            '# Demos',
            '## Code src',
            '<code src="./_demo.tsx" />',
            '## File then preview',
            '```tsx file="./_demo.tsx" preview\n```',
            '## File then mode',
            '```tsx file="./_preview-demo.tsx" preview="iframe-follow"\n```',
            '## Mode then file',
            '```tsx preview="iframe-follow" file="./_preview-demo.tsx"\n```',
            '',
          ].join('\n\n'),
          'docs/_demo.tsx': demo,
          'docs/_preview-demo.tsx': demo,
          'docs/__demo.tsx': demo,
          'docs/demo.tsx': demo,
        },
        { nodeModules: true },
      ),
      runRspress({
        'rspress.config.ts': config,
        'docs/index.mdx': '# Demo\n\n```tsx preview file="./_demo.tsx"\n```\n',
        'docs/_demo.tsx':
          "import { label } from './_helper';\n\nexport default function Demo() {\n  return <p>{label}</p>;\n}\n",
        'docs/_helper.ts': "export const label = 'helper';\n",
      }),
      runRspress({
        'rspress.config.ts': config,
        'docs/index.mdx':
          '# Demo\n\n```tsx preview\nimport { useState } from \'react\';\n\nfunction Counter() {\n  const [n, setN] = useState(0);\n  return <button type="button" onClick={() => setN(n + 1)}>{n}</button>;\n}\n```\n',
      }),
      runRspress({
        'rspress.config.ts': config,
        'docs/index.mdx':
          '# Demo\n\n```tsx preview\nfunction Counter() {\n  return <button type="button">0</button>;\n}\n```\n',
      }),
    ]);
    expect(site.code, site.output).toBe(0);
  }, 120_000);

  afterAll(removeFixtures);

  it('leaves <code src> as an empty code element', () => {
    const html = site.read('doc_build/index.html');
    const codeSrc = html.slice(html.indexOf('id="code-src"'), html.indexOf('id="file-then-preview"'));
    expect(codeSrc).toContain('<code src="./_demo.tsx"></code>');
    expect(codeSrc).not.toContain('rp-preview');
  });

  it('renders a file block as a demo whatever the order of file= and preview', () => {
    const html = site.read('doc_build/index.html');
    const filePreview = html.slice(html.indexOf('id="file-then-preview"'));
    expect(filePreview).toContain('rp-preview--internal');
    expect(filePreview).toContain('file-demo-<!-- -->off');
  });

  it('reads the first "preview" of the meta: after a file name holding the word, a mode is lost', () => {
    const html = site.read('doc_build/index.html');
    const section = (id: string, next?: string) =>
      html.slice(html.indexOf(`id="${id}"`), next ? html.indexOf(`id="${next}"`) : undefined);
    const fileThenMode = section('file-then-mode', 'mode-then-file');
    expect(fileThenMode).toContain('rp-preview--internal');
    expect(fileThenMode).not.toContain('<iframe');
    expect(section('mode-then-file')).toMatch(
      /<iframe class="rp-preview--iframe-follow__device__iframe" src="\/~demo\//,
    );
  });

  it('stops the build on a block without export default: in the bundle once it imports, else when pre-rendered', () => {
    expect(importsOnly.code).not.toBe(0);
    expect(importsOnly.output).toContain(
      "ESModulesLinkingError: export 'default' (imported as 'Demo_index_1') was not found",
    );
    expect(exportsNothing.code).not.toBe(0);
    expect(exportsNothing.output).not.toContain('ESModulesLinkingError');
    expect(exportsNothing.output).toContain('Element type is invalid: expected a string (for built-in components)');
    expectDocs({
      at: 'plugin/official-plugins/preview.mdx#common-mistakes',
      states: {
        en: ['so does a block that imports something (`useState` from React) but exports nothing'],
        zh: ['导入了内容（比如从 React 导入 `useState`）却没有任何导出时，报的也是这个错误'],
      },
    });
  });

  it('makes a page of demo.tsx and __demo.tsx, not of _demo.tsx', () => {
    const built = (name: string) => existsSync(path.join(site.dir, 'doc_build', `${name}.html`));
    expect(built('demo')).toBe(true);
    expect(built('__demo')).toBe(true);
    expect(built('_demo')).toBe(false);
  });

  it('fails on a relative import from the demo file, which is copied away', () => {
    expect(relativeImport.code).not.toBe(0);
    expect(relativeImport.output).toMatch(/Can't resolve '\.\/_helper' in '.*node_modules\/\.rspress\/virtual-demo'/);
  });
});
