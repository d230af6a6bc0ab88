#!/usr/bin/env bash
# Installs what a local cluster needs from Debian's packages when missing: PostgreSQL, redis-server, HAProxy.
set -euo pipefail
missing=()
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null || missing+=(redis-server)
command -v haproxy >/dev/null || missing+=(haproxy)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
# Debian starts the packaged services at install; the cluster runs its own on free ports.
