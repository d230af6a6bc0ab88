#!/usr/bin/env bash
# Builds the dashboard and the widget into another folder (default dist/): parallel work in one tree builds into its
# own folder and runs the browser tests with E2E_STATIC_DIR pointing at it.
set -euo pipefail
out="${1:-dist}"
cd "$(dirname "$0")/.."
node_modules/.bin/vite build --outDir "$out" --emptyOutDir
node_modules/.bin/vite build -c widget/vite.config.ts --outDir "$(realpath -m "$out")/widget"
