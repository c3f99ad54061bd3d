import { useState } from 'react';

/** A preview demo kept in its own file; the Preview page renders it with ```tsx preview file="./_preview-demo.tsx". */
export default function PreviewFileDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide the source' : 'Where does this demo come from?'}
      </button>
      {open && (
        <p>From _preview-demo.tsx, a file next to this page. Its name starts with an underscore, so it is no page.</p>
      )}
    </div>
  );
}
