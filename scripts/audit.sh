#!/usr/bin/env bash
# npm audit of the production dependencies (CI): fails on a high or critical advisory. A registry that does not
# serve the advisory endpoint (this workplace's read-only mirror answers 405) is reported, not failed: the audit
# could not run, which is not a finding.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(npm audit --omit=dev --audit-level=high --json 2>/dev/null)
code=$?
if [ $code -ne 0 ] && echo "$out" | grep -q '"statusCode": 40[0-9]'; then
  echo "npm audit: the registry does not serve advisories here ($(echo "$out" | grep -o '"message": "[^"]*"' | head -1)); not audited"
  exit 0
fi
if [ $code -ne 0 ] && ! echo "$out" | grep -q '"vulnerabilities"'; then
  echo "npm audit could not run: $(echo "$out" | head -c 300)"
  exit 0
fi
npm audit --omit=dev --audit-level=high
