import TwoslashPopupContainer from 'twoslash-popup-elements/TwoslashPopupContainer';

const TRIGGER = 'twoslash-popup-trigger';

/**
 * The plugin's popup container, set up when its word is first hovered instead of when it is
 * attached. Set up, a container clones itself into the portal and starts Floating UI's
 * autoUpdate, which measures the word and the popup at once and again on every scroll and
 * resize: done for each of the Twoslash page's hundred-odd popups while the page loaded, that
 * was most of the page's blocking time (Lighthouse mobile, same build with and without this
 * class: TBT 711 -> 278 ms, PERFORMANCE.md). The popups that are always shown (`// ^?`
 * queries) are set up at once, as before.
 */
export default class LazyPopupContainer extends TwoslashPopupContainer {
  #pending?: { trigger: Element; setUp: () => void };

  connectedCallback() {
    const trigger = this.parentElement;
    if (this.dataset.always === 'true' || trigger?.tagName.toLowerCase() !== TRIGGER) {
      super.connectedCallback?.();
      return;
    }
    const setUp = () => {
      this.#pending = undefined;
      super.connectedCallback?.();
      // The hover that set it up came before the container's own listener: show it now.
      trigger.dispatchEvent(new MouseEvent('mouseenter'));
    };
    this.#pending = { trigger, setUp };
    trigger.addEventListener('mouseenter', setUp, { once: true });
  }

  disconnectedCallback() {
    this.#pending?.trigger.removeEventListener('mouseenter', this.#pending.setUp);
    this.#pending = undefined;
    super.disconnectedCallback?.();
  }
}
