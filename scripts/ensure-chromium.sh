#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. Install it when it is missing and we may
# (root with apt-get); otherwise say exactly what is needed and stop.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium and CJK fonts with apt-get..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium was not found at $CHROMIUM." >&2
echo "Install Debian's chromium package (sudo apt-get install chromium fonts-noto-cjk)," >&2
echo "or set CHROMIUM_PATH to a Chromium binary, then run the tests again." >&2
exit 1
