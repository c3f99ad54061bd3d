#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than the lock file,
# so `npm start` and `npm test` work straight after a clone.
set -euo pipefail
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "Installing npm packages (npm ci)..."
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi
