import { describe, expect, it } from 'vitest';
import { expectDocs, listFiles, run } from './fixtures';

// tests/behaviour/sites/parity: `languageParity: {}` and docs/en/guide/lonely.md without a Chinese twin.
describe('languageParity', () => {
  const failure = 'Check language parity failed! Missing content:\n        - zh/guide/lonely.md';

  it('api/config/config-basic.md#languageparity: a missing twin stops rspress dev as well as rspress build', () => {
    const dev = run('parity dev');
    expect(dev.timedOut, 'rspress dev kept running with a missing twin').toBe(false);
    expect(dev.exitCode, 'exit code of rspress dev').toBe(1);
    expect(dev.output).toContain(failure);

    const build = run('parity build');
    expect(build.exitCode, 'exit code of rspress build').toBe(1);
    expect(build.output).toContain(failure);
    expect(listFiles('parity/doc_build/guide'), 'the build wrote its pages before the check').toContain('lonely.html');

    expectDocs({
      at: 'api/config/config-basic.md#languageparity',
      states: {
        en: ['`rspress dev` (right after the server starts)', 'exits with code `1`', failure.split('\n')[0]],
        zh: ['`rspress dev` 在服务器刚启动时检查', '退出码 `1`', failure.split('\n')[0]],
      },
      never: { en: ['not in the dev server'], zh: ['开发服务器不会执行'] },
    });
    expectDocs({
      at: 'guide/default-theme/i18n.mdx#lay-out-the-pages',
      states: { en: ['`rspress build` and `rspress dev` stop'], zh: ['`rspress build` 和 `rspress dev` 就会中止'] },
    });
  });
});
