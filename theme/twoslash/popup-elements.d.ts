/** The custom elements of @rspress/plugin-twoslash's popups (aliased in plugins/twoslash-on-demand.ts). */
declare module 'twoslash-popup-elements/*' {
  const element: CustomElementConstructor & { NAME: string };
  export default element;
}
