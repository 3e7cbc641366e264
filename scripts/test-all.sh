#!/usr/bin/env bash
# npm test: provisions what the suites need (idempotent), then runs unit + integration on PGlite,
# integration again on PostgreSQL, and the browser e2e suite; ends with "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT
status=0

bash scripts/provision.sh || { echo "provisioning failed: see the messages above"; exit 1; }
export DATABASE_URL_FOR_TESTS="${ORDO_TEST_DATABASE_URL:-postgres://ordo:ordo@127.0.0.1:5432/ordo_test}"

node scripts/ensure-web-build.mjs || status=1

run() {
  local label=$1; shift
  echo
  echo "=== $label"
  "$@" --reporter=default --reporter=json --outputFile="$results_dir/$label.json" || status=1
}

run unit-and-pglite npx vitest run --project unit --project integration
ORDO_TEST_DB=postgres DATABASE_URL="$DATABASE_URL_FOR_TESTS" run postgres npx vitest run --project integration
run e2e npx vitest run --project e2e

node scripts/summarize-tests.mjs "$results_dir"/*.json || status=1
exit $status
