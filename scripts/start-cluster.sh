#!/usr/bin/env bash
# Starts PostgreSQL, Redis, two Parley nodes and HAProxy on this machine (npm run start:cluster), installing
# Debian's postgresql, redis-server and haproxy when missing, the way .ci/run installs Chromium.
# CLUSTER_PORT (default 3000): the balancer's port. Ctrl-C stops everything and removes the temp folder.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/cluster/install.sh
[ -f dist/index.html ] || npm run build
exec node --import tsx scripts/cluster/run.ts
