import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
  Suspense,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** A demo starts loading about a screen before the reader reaches it. */
const LOAD_AHEAD = '100% 0px';

interface HydrateOnViewProps<P extends object> {
  /** The live component, made once with React.lazy() at the top of its module. */
  component: LazyExoticComponent<ComponentType<P>>;
  props: P;
  /** What a page rendered in the browser (after a client-side move) shows until the code has loaded. */
  fallback?: ReactNode;
}

/** The HTML the build wrote for this block while the page is being hydrated; undefined in a client-side render. */
function serverHtmlOf(id: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-on-view="${CSS.escape(id)}"]`)?.innerHTML;
}

/** The child positions that lead from `root` down to `target`. */
function pathOf(root: Element, target: Element): number[] {
  const path: number[] = [];
  for (let node = target; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Clicks, in the live component, where the reader clicked on the build's HTML before it woke (a tab
 * of the static rendering does nothing). Rendered after the component, in the same transition, so
 * its effect runs once the live DOM is on screen. Only the build's HTML is replayed: a client-side
 * fallback may be another tree. The DOM walk is by hand: the live component
 * renders the same tree as the build, so a click's position in it is all there is to carry over.
 */
function ReplayClick({
  box,
  pending,
}: {
  box: RefObject<HTMLDivElement | null>;
  pending: RefObject<number[] | undefined>;
}) {
  useEffect(() => {
    const path = pending.current;
    pending.current = undefined;
    if (!path || !box.current) return;
    const target = elementAt(box.current, path);
    if (target instanceof HTMLElement) target.click();
  }, [box, pending]);
  return null;
}

/**
 * A heavy live demo (Shiki in the browser, a theme component with its icons...) whose code
 * stays out of the scripts a page starts with (tests/e2e/size-budget.spec.ts). The build
 * renders it like any component, so the page's HTML holds it in full. In the browser that
 * HTML is kept as it is, neither hydrated nor rendered again, until the block comes near the
 * viewport or the reader points at, focuses or clicks it; then the code loads and the live component
 * takes over in a transition, which keeps the HTML on screen until it is ready, and the last click
 * on that HTML (outside a link) is made again on the live component. After a client-side move to
 * the page there is no such HTML, and `fallback` (or nothing) stands in.
 */
export function HydrateOnView<P extends object>({ component: Live, props, fallback }: HydrateOnViewProps<P>) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Read once, while React hydrates this block: the DOM still holds what the build wrote.
  const [serverHtml] = useState(() => serverHtmlOf(id));
  const [near, setNear] = useState(serverHtml === undefined && fallback === undefined);
  const pendingClick = useRef<number[] | undefined>(undefined);

  // A layout effect: its cleanup runs in the commit that makes the demo live, so no click can reach both the
  // live demo and the listener that remembers clicks for it.
  useLayoutEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const wake = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    const remember = (event: MouseEvent) => {
      // Only the build's HTML is the live component's own tree; a fallback may be another.
      const replayable = serverHtml !== undefined && event.target instanceof Element && !event.target.closest('a');
      if (replayable) pendingClick.current = pathOf(element, event.target);
      wake();
    };
    element.addEventListener('pointerenter', wake);
    element.addEventListener('focusin', wake);
    element.addEventListener('click', remember);
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerenter', wake);
      element.removeEventListener('focusin', wake);
      element.removeEventListener('click', remember);
    };
  }, [near, serverHtml]);

  // On the server, and once near: the component itself. Without a Suspense boundary of its own,
  // the transition keeps the build's HTML on screen while the code loads.
  if (typeof document === 'undefined' || (near && serverHtml !== undefined)) {
    return (
      <div data-on-view={id} ref={box}>
        <Live {...props} />
        <ReplayClick box={box} pending={pendingClick} />
      </div>
    );
  }
  if (serverHtml !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the block's own HTML, as the build wrote it
    return <div data-on-view={id} ref={box} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  }
  return (
    <div data-on-view={id} ref={box}>
      <Suspense fallback={fallback}>{near ? <Live {...props} /> : fallback}</Suspense>
    </div>
  );
}
