// The theme's overview page and the fallback heading (with its slugger) as a chunk of their own,
// for React.lazy in ./LazyOverview.tsx.
export { FallbackHeading, Overview } from '@rspress/core/theme-original';
