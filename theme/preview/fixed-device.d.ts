// @rspress/plugin-preview's FixedDevice.tsx, under the name plugins/lazy-theme-vendors.ts gives it.
declare module 'site-preview-fixed-device' {
  import type { ReactElement } from 'react';

  export default function FixedDevice(): ReactElement | null;
}
