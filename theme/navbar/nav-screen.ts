// The theme's full-screen menu of small screens as a chunk of its own, for React.lazy in ./NavHamburger.tsx.
export { NavScreen as default } from '@rspress/core/dist/theme/components/NavScreen/index.js';
