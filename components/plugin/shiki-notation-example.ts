/**
 * The code of the notation example on /plugin/official-plugins/shiki. The page shows it twice: as a fenced
 * block (highlighted at build time without notation transformers, so the comments stay) and through
 * ShikiNotationDemo (with them). tests/unit/shiki-page.test.ts keeps the fenced copy equal to this string.
 */
export const notationExample = `const siteOrigin = 'https://docs.example.com'; // [!code highlight]
const base = '/docs/'; // [!code --]
const base = '/'; // [!code ++]
const lang = 'en'; // [!code warning]
const title = undefined; // [!code error]
`;
