#!/usr/bin/env bash
# npm test: provisions what the suites need (idempotent), then runs unit + integration on PGlite,
# integration again on PostgreSQL, and the browser e2e suite; ends with "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
results_dir=$(mktemp -d)
trap 'rm -rf "$results_dir"' EXIT

if ! bash scripts/provision.sh; then
  echo "provisioning failed: see the messages above"
  node scripts/summarize-tests.mjs --failed=provisioning
  exit 1
fi
export DATABASE_URL_FOR_TESTS="${ORDO_TEST_DATABASE_URL:-postgres://ordo:ordo@127.0.0.1:5432/ordo_test}"

steps=()
node scripts/ensure-web-build.mjs || steps+=("--failed=web build")

reports=()
run() {
  local label=$1; shift
  echo
  echo "=== $label"
  "$@" --reporter=default --reporter=json --outputFile="$results_dir/$label.json"
  echo $? >"$results_dir/$label.status"
  reports+=("$results_dir/$label.json")
}

run unit-and-pglite npx vitest run --project unit --project integration
ORDO_TEST_DB=postgres DATABASE_URL="$DATABASE_URL_FOR_TESTS" run postgres npx vitest run --project integration
run e2e npx vitest run --project e2e

# The summary decides the exit status: every report must exist, and every failed run counts.
node scripts/summarize-tests.mjs ${steps[@]+"${steps[@]}"} "${reports[@]}"
