// The menu's icons, imported from their own files: taken from the theme's icon module
// (`@rspress/core/theme`), they would be bundled into that module, which every page loads first.
export { default as IconAnthropic } from '@rspress/core/dist/theme/assets/anthropic.js';
export { default as IconExternalLink } from '@rspress/core/dist/theme/assets/external-link.js';
export { default as IconLink } from '@rspress/core/dist/theme/assets/link.js';
export { default as IconOpenAI } from '@rspress/core/dist/theme/assets/openai.js';
