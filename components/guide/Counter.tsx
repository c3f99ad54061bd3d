import { useState } from 'react';

export interface CounterProps {
  /** Text before the number, in the language of the page that renders the counter. */
  label: string;
  /** How much one click adds. */
  step?: number;
}

/** A button that counts its clicks: proof that a component in an MDX page runs in the browser. */
export function Counter({ label, step = 1 }: CounterProps) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => setCount((value) => value + step)}
      style={{
        padding: '6px 14px',
        border: '1px solid var(--rp-c-brand)',
        borderRadius: 6,
        background: 'transparent',
        color: 'var(--rp-c-brand)',
        font: 'inherit',
        cursor: 'pointer',
      }}
    >
      {label} {count}
    </button>
  );
}
