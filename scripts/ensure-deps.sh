#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than the lock file,
# so `npm start` and `npm test` work straight after a clone.
#
# `npm install` rather than `npm ci`: the registry this project builds against has not always
# listed the other platforms' optional binaries (@biomejs/cli-win32-x64, @rspack/binding-darwin-arm64,
# ...), and `npm ci` refuses a lock file that lacks them as out of sync. With the lock file present,
# `npm install` installs exactly the locked versions (and, when the registry lists those binaries,
# adds their entries to the lock file: it did on 2026-11-26, and that lock file is committed).
#
# `--ignore-scripts`: of the locked packages only two have install scripts. vnu-jar's downloads a
# Java runtime when `java` is missing, which a closed network refuses (the HTML check uses the
# system Java that scripts/ensure-chromium.sh installs); esbuild's only checks its platform
# binary, which npm installs as an optional dependency, and esbuild runs without it.
set -euo pipefail
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "Installing npm packages..."
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund --ignore-scripts
fi
