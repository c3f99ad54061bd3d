// The theme's runtime code block (Shiki, its grammars and its WebAssembly regex engine) as a module of its own,
// for React.lazy (./LazyCodeBlockRuntime.tsx).
export { CodeBlockRuntime as default } from '@rspress/core/theme';
