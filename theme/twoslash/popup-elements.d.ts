/** The custom elements of @rspress/plugin-twoslash's popups (aliased in plugins/twoslash-on-demand.ts). */
declare module 'twoslash-popup-elements/*' {
  interface PopupElement extends HTMLElement {
    connectedCallback?(): void;
    disconnectedCallback?(): void;
  }
  const element: (new () => PopupElement) & { NAME: string };
  export default element;
}
