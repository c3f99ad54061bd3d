// The theme's components with the most code of their own (PackageManagerTabs with five logos, Prompt with its
// agents' icons), in a chunk of their own, for ./ThemeDemos.tsx.
export { PackageManagerTabs, Prompt } from '@rspress/core/theme';
