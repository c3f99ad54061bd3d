import { useEffect, useState } from 'react';

export interface HydrationProbeProps {
  /** Shown in the HTML written by `rspress build`. */
  buildText: string;
  /** Shown once React has hydrated the page in the browser. */
  browserText: string;
}

/**
 * Renders one text during static generation and replaces it after hydration,
 * so the reader can see both phases of an SSG page.
 */
export function HydrationProbe({ buildText, browserText }: HydrationProbeProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <p
      data-hydrated={hydrated}
      style={{
        padding: '10px 14px',
        borderRadius: 8,
        border: '1px solid var(--rp-c-divider)',
        background: hydrated ? 'var(--rp-c-bg-soft)' : 'transparent',
      }}
    >
      {hydrated ? browserText : buildText}
    </p>
  );
}
