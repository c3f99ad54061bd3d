import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        // Checks of what the docs say against the installed Rspress. Its global setup builds the fixture sites
        // of tests/behaviour/sites once (10 to 20 s); it runs only when a file of this project is selected.
        extends: true,
        test: {
          name: 'behaviour',
          include: ['tests/behaviour/**/*.test.ts'],
          globalSetup: ['tests/behaviour/global-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
