import { useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import type { ReactNode } from 'react';

export interface LocalizedLinkProps {
  /** Route without language prefix, as in Markdown links: `/guide/basic/deploy`. */
  to: string;
  children: ReactNode;
}

/**
 * A JSX link that stays in the reader's language. Markdown links get the language prefix
 * from the build; JSX links do not, so this component adds it from the current language.
 */
export function LocalizedLink({ to, children }: LocalizedLinkProps) {
  const lang = useLang();
  const { site } = useSite();
  const prefix = lang && lang !== site.lang ? `/${lang}` : '';
  return <Link href={`${prefix}${to}`}>{children}</Link>;
}
