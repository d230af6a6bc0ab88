#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the API tests (CI), installing Debian's postgresql if missing.
# Prints the connection URL to put in TEST_DATABASE_URL.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ]; then
  apt-get update -qq >/dev/null && apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi
id postgres >/dev/null 2>&1 || useradd --system postgres
dir=$(mktemp -d /tmp/parley-pg-XXXXXX)
chown postgres "$dir"
port=${PGPORT_TEST:-55432}
# Another cluster (an earlier run's) may hold the default port: take the next free one.
if [ -z "${PGPORT_TEST:-}" ]; then
  while (exec 3<>/dev/tcp/127.0.0.1/$port) 2>/dev/null; do port=$((port + 1)); done
fi
su postgres -s /bin/sh -c "$bin/initdb -D $dir/data -U parley --auth=trust >/dev/null && $bin/pg_ctl -D $dir/data -l $dir/log -o '-p $port -k $dir' -w start >/dev/null"
echo "postgres://parley@127.0.0.1:$port/postgres"
