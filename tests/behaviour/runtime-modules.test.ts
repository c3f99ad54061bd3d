import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs, probeOf, run } from './fixtures';

// tests/behaviour/sites/one-language registers two plugins whose addRuntimeModules both return
// `fixture-runtime-module`, exporting 'first' and 'second'; docs/first/probe.mdx imports it.
describe('addRuntimeModules', () => {
  it('plugin/system/plugin-api.md#addruntimemodules: a duplicate name does not stop the build; the later plugin wins', () => {
    expect(run('one-language build').output).not.toContain('is duplicated');
    expect(probeOf(builtFile('one-language', 'first/probe.html')).runtimeModule, 'what the page imported').toBe(
      'second',
    );
    expectDocs({
      at: 'plugin/system/plugin-api.md#addruntimemodules',
      states: {
        en: ['do not stop the build', "the later plugin's module silently replaces the earlier one"],
        zh: ['构建并不会报错', '后面插件的模块会悄悄覆盖前面的'],
      },
      never: { en: ['stop the build with `The runtime module'], zh: ['构建会以 `The runtime module'] },
    });
  });
});
