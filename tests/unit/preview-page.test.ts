import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureBuild, projectModule, removeFixtures, runRspress } from '../support/fixture-build';

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

  beforeAll(async () => {
    [site, relativeImport] = await Promise.all([
      runRspress({
        'rspress.config.ts': config,
        'docs/index.mdx': [
          '# Demos',
          '## Code src',
          '<code src="./_demo.tsx" />',
          '## File then preview',
          '```tsx file="./_demo.tsx" preview\n```',
          '',
        ].join('\n\n'),
        'docs/_demo.tsx': demo,
        'docs/__demo.tsx': demo,
        'docs/demo.tsx': demo,
      }),
      runRspress({
        'rspress.config.ts': config,
        'docs/index.mdx': '# Demo\n\n```tsx preview file="./_demo.tsx"\n```\n',
        'docs/_demo.tsx':
          "import { label } from './_helper';\n\nexport default function Demo() {\n  return <p>{label}</p>;\n}\n",
        'docs/_helper.ts': "export const label = 'helper';\n",
      }),
    ]);
    expect(site.code).toBe(0);
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
