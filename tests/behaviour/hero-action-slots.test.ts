import { describe, expect, it } from 'vitest';
import { builtFile, expectDocs } from './fixtures';

// tests/behaviour/sites/one-language/theme/index.tsx passes beforeHeroActions and afterHeroActions to Layout, and
// a HomeLayout that adds afterHeroActions itself.
describe('hero action slots', () => {
  it('api/client-api/api-components.mdx#layout: Layout drops beforeHeroActions and afterHeroActions', () => {
    const home = builtFile('one-language', 'index.html');
    expect(home, 'the home page is built with the hero').toContain('One language');
    expect(home, 'beforeHeroActions given to Layout').not.toContain('id="layout-before-hero-actions"');
    expect(home, 'afterHeroActions given to Layout').not.toContain('id="layout-after-hero-actions"');
    expect(home, 'afterHeroActions given to HomeLayout').toContain('id="home-layout-after-hero-actions"');

    expectDocs({
      at: 'api/client-api/api-components.mdx#layout',
      states: { en: ['but `Layout` drops them'], zh: ['但 `Layout` 会把它们丢掉'] },
      never: {
        en: ['`afterHero`, `beforeHeroActions`, `afterHeroActions`, `beforeFeatures`'],
        zh: ['`afterHero`、`beforeHeroActions`、`afterHeroActions`、`beforeFeatures`'],
      },
    });
    expectDocs({
      at: 'guide/advanced/custom-theme.md#layout-slots',
      states: {
        en: ['`Layout` does not pass them on in 2.0.22'],
        zh: ['的 `Layout` 并不会往下传'],
      },
    });
  });
});
