import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useId,
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

/**
 * A heavy live demo (Shiki in the browser, a theme component with its icons...) whose code
 * stays out of the scripts a page starts with (tests/e2e/size-budget.spec.ts). The build
 * renders it like any component, so the page's HTML holds it in full. In the browser that
 * HTML is kept as it is, neither hydrated nor rendered again, until the block comes near the
 * viewport or the reader points at or focuses it; then the code loads and the live component
 * takes over in a transition, which keeps the HTML on screen until it is ready. After a
 * client-side move to the page there is no such HTML, and `fallback` (or nothing) stands in.
 */
export function HydrateOnView<P extends object>({ component: Live, props, fallback }: HydrateOnViewProps<P>) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // Read once, while React hydrates this block: the DOM still holds what the build wrote.
  const [serverHtml] = useState(() => serverHtmlOf(id));
  const [near, setNear] = useState(serverHtml === undefined && fallback === undefined);

  useEffect(() => {
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
    element.addEventListener('pointerenter', wake);
    element.addEventListener('focusin', wake);
    return () => {
      observer.disconnect();
      element.removeEventListener('pointerenter', wake);
      element.removeEventListener('focusin', wake);
    };
  }, [near]);

  // On the server, and once near: the component itself. Without a Suspense boundary of its own,
  // the transition keeps the build's HTML on screen while the code loads.
  if (typeof document === 'undefined' || (near && serverHtml !== undefined)) {
    return (
      <div data-on-view={id} ref={box}>
        <Live {...props} />
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
