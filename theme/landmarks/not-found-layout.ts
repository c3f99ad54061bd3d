// The theme's 404 layout as a chunk of its own, for React.lazy in ./Landmarks.tsx.
export { NotFoundLayout as default } from '@rspress/core/theme-original';
