#!/usr/bin/env bash
# Proves README's "Deploy" section on a fresh clone of HEAD: exactly its commands (npm ci, npm run build,
# npm ci --omit=dev, npm run serve), then /health answers ok, the dev-only packages (tsx, vite, json-server) are gone
# and the server listens on its one port only (no bundled fake started). Run by .ci/run after npm test.
# With TEST_DATABASE_URL (a PostgreSQL server), the server runs on a fresh database there; else on the embedded one.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work=$(mktemp -d /tmp/parley-deploy-XXXXXX)
server_pid=""
db=""
cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if [ -n "$db" ]; then psql -q "$TEST_DATABASE_URL" -c "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1 || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "deploy check FAILED: $*" >&2; [ -f "$work/serve.log" ] && tail -40 "$work/serve.log" >&2; exit 1; }
step() { echo "deploy check: $*"; }
started=$SECONDS

step "git clone (HEAD of $repo)"
git clone -q --no-hardlinks "$repo" "$work/parley"
cd "$work/parley"

# README's Deploy commands, in order.
step "npm ci"
npm ci --prefer-offline --no-audit --no-fund --loglevel=error >"$work/ci.log" 2>&1 || { tail -30 "$work/ci.log"; fail "npm ci"; }
step "npm run build"
npm run build >"$work/build.log" 2>&1 || { tail -30 "$work/build.log"; fail "npm run build"; }
step "npm ci --omit=dev"
npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error >"$work/ci-prod.log" 2>&1 || { tail -30 "$work/ci-prod.log"; fail "npm ci --omit=dev"; }

for pkg in tsx vite json-server; do
  [ ! -e "node_modules/$pkg" ] || fail "node_modules/$pkg is still installed after npm ci --omit=dev"
done
[ -f dist/index.html ] && [ -f dist/widget/widget.js ] && [ -f dist-server/server/main.js ] || fail "the build is missing after npm ci --omit=dev"

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
export PORT=$port HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$port" DATA_DIR="$work/data" SEED_DEMO=false NODE_ENV=production LOG_LEVEL=info
unset DATABASE_URL REDIS_URL SMTP_URL GIF_API_URL MOCKS_URL
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  db="parley_deploy_$$"
  psql -q "$TEST_DATABASE_URL" -c "CREATE DATABASE $db" >/dev/null
  export DATABASE_URL="${TEST_DATABASE_URL%/*}/$db"
fi

step "npm run serve on port $port (database: ${DATABASE_URL:+PostgreSQL}${DATABASE_URL:-embedded})"
setsid npm run serve >"$work/serve.log" 2>&1 &
server_pid=$!
health=""
for _ in $(seq 1 120); do
  kill -0 "$server_pid" 2>/dev/null || fail "npm run serve exited"
  health=$(curl -fsS "http://127.0.0.1:$port/health" 2>/dev/null || true)
  case "$health" in *'"status":"ok"'*) break ;; esac
  sleep 0.5
done
case "$health" in *'"status":"ok"'*) step "/health: $health" ;; *) fail "/health did not answer ok" ;; esac
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' || fail "the dashboard is not served"

# Every port a process of this server listens on: its own, nothing else (a bundled fake would add one).
pids=$(ps -o pid= -g "$server_pid" | tr -d ' ' | paste -sd'|')
ports=$(ss -Hltnp | grep -E "pid=($pids)," | awk '{print $4}' | sed 's/.*://' | sort -u | paste -sd' ')
[ "$ports" = "$port" ] || fail "the server listens on [$ports], expected only $port"
! grep -qiE 'mock|fake' "$work/serve.log" || fail "the server's log names a mock or fake"

kill -TERM -- "-$server_pid"
wait "$server_pid" 2>/dev/null || true
server_pid=""
step "ok in $((SECONDS - started)) s"
