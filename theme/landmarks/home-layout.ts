// The theme's home layout (hero, feature cards, background) as a chunk of its own, for React.lazy in ./Landmarks.tsx.
export { HomeLayout as default } from '@rspress/core/theme-original';
