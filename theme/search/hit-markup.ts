import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * Mends two things in the markup of DocSearch 3.9.0 (pinned) that HTML forbids, which the Nu Html
 * Checker reports on the dialog's DOM. DocSearch offers no option for either, and no release of
 * 3.x changes them.
 */

type Element = ReactElement<{ className?: string; children?: ReactNode }>;

const isElement = (node: ReactNode): node is Element => isValidElement(node);

/** A `DocSearch-Hit-action` holding a button (a recent search's save and remove, a favourite's remove). */
function isButtonAction(node: ReactNode): boolean {
  if (!isElement(node)) return false;
  if (node.type === Fragment) return Children.toArray(node.props.children).every(isButtonAction);
  return (
    node.props.className === 'DocSearch-Hit-action' &&
    isElement(node.props.children) &&
    node.props.children.type === 'button'
  );
}

/**
 * DocSearch renders a hit as `hitComponent`'s children: one `DocSearch-Hit-Container` holding the
 * icon, the texts and the actions, and a recent or favourite search's actions are buttons, which
 * would end up inside the hit's link (no interactive content inside `<a>`). Splits them off, so
 * that the link holds the rest and the buttons can be laid over its end (search.css).
 */
export function withButtonsOutside(children: ReactNode): { content: ReactNode; buttons: ReactNode[] } {
  if (!isElement(children)) return { content: children, buttons: [] };
  const parts = Children.toArray(children.props.children);
  const buttons = parts.filter(isButtonAction);
  if (buttons.length === 0) return { content: children, buttons: [] };
  return { content: cloneElement(children, undefined, ...parts.filter((part) => !isButtonAction(part))), buttons };
}

/**
 * Every group of hits is a list with the id `docsearch-list` (DocSearch's results call
 * getListProps() without the group's source; 4.x passes it), so hits from two sections gave two
 * elements one id. The first list keeps it (the search box's aria-controls names it), the others
 * are numbered. Run after each change of the dialog's DOM: React leaves an id alone as long as
 * the prop it rendered does not change.
 */
export function numberHitLists(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('.DocSearch-Dropdown ul[id^="docsearch-list"]').forEach((list, position) => {
    const id = position === 0 ? 'docsearch-list' : `docsearch-list-${position + 1}`;
    if (list.id !== id) list.id = id;
  });
}
