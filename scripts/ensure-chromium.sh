#!/usr/bin/env bash
# The browser tests drive Debian's Chromium, and the HTML check (tests/e2e/html-validity.spec.ts)
# runs the Nu Html Checker on Java. Install what is missing when we may (root with apt-get);
# otherwise say exactly what is needed and stop.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
JAVA=${JAVA:-java}
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium fonts-noto-cjk)
command -v "$JAVA" >/dev/null || missing+=(default-jre-headless)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} with apt-get..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  if [ -x "$CHROMIUM" ] && command -v "$JAVA" >/dev/null; then
    exit 0
  fi
fi
[ -x "$CHROMIUM" ] || echo "Chromium was not found at $CHROMIUM." >&2
command -v "$JAVA" >/dev/null || echo "Java was not found ($JAVA)." >&2
echo "Install Debian's packages (sudo apt-get install chromium fonts-noto-cjk default-jre-headless)," >&2
echo "or set CHROMIUM_PATH to a Chromium binary and JAVA to a Java 11+ binary, then run the tests again." >&2
exit 1
