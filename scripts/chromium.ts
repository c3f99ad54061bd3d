/**
 * Debian's Chromium (scripts/ensure-chromium.sh installs it), and the flags every
 * launch uses: without the networking ones it keeps calling Google's hosts, which
 * this closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
