import { forwardRef, type ReactNode, useEffect, useState } from 'react';

interface SearchButtonProps {
  text: string;
  ariaLabel: string;
  onClick: () => void;
}

/**
 * The navbar's search button with DocSearch 3.9's markup and class names, so
 * @docsearch/css styles it, but without importing @docsearch/react: that module
 * carries the whole dialog and is loaded only when the dialog opens (SearchDialog).
 */
export const SearchButton = forwardRef<HTMLButtonElement, SearchButtonProps>(function SearchButton(
  { text, ariaLabel, onClick },
  ref,
) {
  // Decided after hydration, as DocSearch does: the server cannot know the platform.
  const [key, setKey] = useState<'Ctrl' | '⌘' | null>(null);
  useEffect(() => {
    setKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  const [reactsTo, keyName, keyLabel]: [string, string, ReactNode] =
    key === 'Ctrl' ? ['Control', 'Ctrl', <ControlKeyIcon key="ctrl" />] : ['Meta', 'Command', key];
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      // Named by its text (theme/a11y/search-button.css keeps it for screen readers on
      // narrow screens); the key caps are decoration, the shortcut is in aria-keyshortcuts.
      aria-label={ariaLabel === text ? undefined : ariaLabel}
      aria-keyshortcuts={keyName === 'Command' ? 'Meta+K' : 'Control+K'}
      onClick={onClick}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {key !== null && (
          <>
            <ButtonKey reactsToKey={reactsTo}>{keyLabel}</ButtonKey>
            <ButtonKey reactsToKey="k">K</ButtonKey>
          </>
        )}
      </span>
    </button>
  );
});

function ControlKeyIcon() {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon" aria-hidden="true">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

/** A key cap that looks pressed while its key is held, like DocSearch's. */
function ButtonKey({ reactsToKey, children }: { reactsToKey: string; children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>
      {children}
    </kbd>
  );
}
