export { HOVER_DELAY_MS, ShowcaseMenu, type ShowcaseMenuProps } from './ShowcaseMenu';
// Not lazy on purpose: the block is in the home pages' HTML, and a lazy chunk
// still loading when the theme re-renders right after hydration makes React
// drop that HTML until the chunk arrives (a visible flash of the six cards).
export { default as ToolShowcaseBlock } from './ToolShowcase';
