import { lazy, Suspense } from 'react';

// qrcode.react is only needed when a reader hovers a demo's QR code button.
const QRCode = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

/**
 * Stands in for `QRCodeSVG` from qrcode.react inside @rspress/plugin-preview's
 * demo toolbar (see plugins/module-swaps.ts): the plugin's global
 * components are part of every page's first script, and the QR code library
 * then rides along. This loads it when the QR code popup first renders.
 */
export function QRCodeSVG({ value, size = 128 }: { value: string; size?: number }) {
  return (
    <Suspense fallback={<svg width={size} height={size} aria-hidden="true" />}>
      <QRCode value={value} size={size} />
    </Suspense>
  );
}
