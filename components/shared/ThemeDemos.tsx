import type { PackageManagerTabs as ThemePackageManagerTabs, Prompt as ThemePrompt } from '@rspress/core/theme';
import { type ComponentProps, lazy } from 'react';
import { HydrateOnView } from './HydrateOnView';

const LivePackageManagerTabs = lazy(() =>
  import('./heavy-theme-components').then((module) => ({ default: module.PackageManagerTabs })),
);
const LivePrompt = lazy(() => import('./heavy-theme-components').then((module) => ({ default: module.Prompt })));

/*
 * Demos of the theme's heaviest components, for the pages that show them: the same components,
 * in the page's HTML as the build rendered them, live once they come near the viewport
 * (./HydrateOnView.tsx). Import them in place of those of '@rspress/core/theme'.
 */

export function PackageManagerTabs(props: ComponentProps<typeof ThemePackageManagerTabs>) {
  return <HydrateOnView component={LivePackageManagerTabs} props={props} />;
}

export function Prompt(props: ComponentProps<typeof ThemePrompt>) {
  return <HydrateOnView component={LivePrompt} props={props} />;
}
