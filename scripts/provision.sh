#!/usr/bin/env bash
# Provision the local test environment for Ordo:
#   - Debian chromium (/usr/bin/chromium) for headless browser tests
#   - poppler-utils (pdftotext), the independent PDF reader some engine tests compare against
#   - pgvector built from source for PostgreSQL 15
#   - PostgreSQL 15 "main" cluster running
#   - role ordo/ordo + database ordo_test with extensions vector and pg_trgm
#
# Idempotent: when everything is already in place it does no network access,
# prints only the final "provision: ok" line and finishes in well under a second.
# Set ORDO_SKIP_PROVISION=1 to skip it entirely.
set -euo pipefail

if [[ "${ORDO_SKIP_PROVISION:-}" == "1" ]]; then
  exit 0
fi

PG_MAJOR=15
PG_CLUSTER=main
PG_BINDIR="/usr/lib/postgresql/${PG_MAJOR}/bin"
PG_CONFIG="${PG_BINDIR}/pg_config"
PGVECTOR_VERSION=0.8.0
PGVECTOR_URL="http://deb.debian.org/debian/pool/main/p/pgvector/pgvector_${PGVECTOR_VERSION}.orig.tar.gz"
PGVECTOR_SHA256=867a2c328d4928a5a9d6f052cd3bc78c7d60228a9b914ad32aa3db88e9de27b0
CHROMIUM_BIN=/usr/bin/chromium
DB_USER=ordo
DB_PASS=ordo
DB_NAME=ordo_test
DB_HOST=127.0.0.1

log() { echo "provision: $*"; }
die() { echo "provision: ERROR: $*" >&2; exit 1; }

IS_ROOT=0
[[ "$(id -u)" == "0" ]] && IS_ROOT=1

# Serialise concurrent runs (e.g. several test processes starting at once).
# NB: every command that may leave a daemon behind (pg_ctlcluster, apt-get)
# must run with "9>&-", otherwise the daemon inherits the lock fd and every
# later run blocks forever.
LOCK_FILE="${TMPDIR:-/tmp}/ordo-provision.$(id -u).lock"
exec 9>"$LOCK_FILE"
flock -w 900 9 || die "timed out waiting for another provision run (lock $LOCK_FILE)"

# ---------------------------------------------------------------- helpers ---

APT_UPDATED=0
apt_update() {
  log "apt-get update"
  apt-get update -qq 9>&-
  APT_UPDATED=1
}

# apt_install PKG... : install Debian packages (root only). Runs apt-get update
# first only if the package lists are empty, and retries after an update if the
# install fails (stale lists).
apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  if ! compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null; then
    apt_update
  fi
  log "apt-get install $*"
  if ! apt-get install -y -qq --no-install-recommends "$@" >/dev/null 9>&-; then
    [[ "$APT_UPDATED" == "1" ]] && die "apt-get install $* failed"
    apt_update
    apt-get install -y -qq --no-install-recommends "$@" >/dev/null 9>&- \
      || die "apt-get install $* failed"
  fi
}

# Run a command as the postgres OS user.
as_postgres() {
  if [[ "$(id -un)" == "postgres" ]]; then
    "$@"
  elif [[ "$IS_ROOT" == "1" ]]; then
    runuser -u postgres -- "$@"
  else
    die "need root (or the postgres user) to run: $* -- run 'sudo $0' once"
  fi
}

# ---------------------------------------------------------- 1. chromium ---

if [[ ! -x "$CHROMIUM_BIN" ]]; then
  if [[ "$IS_ROOT" != "1" ]]; then
    die "$CHROMIUM_BIN is missing. Install it as root: apt-get install -y chromium fonts-liberation (or run 'sudo $0')"
  fi
  # --no-install-recommends avoids udev/upower/cups & co; fonts-liberation is
  # the one recommendation that matters for rendering text.
  apt_install chromium fonts-liberation
  [[ -x "$CHROMIUM_BIN" ]] || die "chromium installed but $CHROMIUM_BIN not found"
fi

# ------------------------------------------------------ 1b. poppler-utils ---
# pdftotext is the independent reader the structure tests check the PDF parser against.

if ! command -v pdftotext >/dev/null 2>&1; then
  if [[ "$IS_ROOT" != "1" ]]; then
    die "pdftotext is missing. Install it as root: apt-get install -y poppler-utils (or run 'sudo $0')"
  fi
  apt_install poppler-utils
fi

# ------------------------------------------------------------ 1c. tesseract ---
# Text recognition for PDF pages without a text layer (scanned ordinances and permit applications):
# the server runs Debian's tesseract with its English data on pages rendered by pdftoppm (docs/decisions/017).

if ! command -v tesseract >/dev/null 2>&1 || [[ ! -f /usr/share/tesseract-ocr/5/tessdata/eng.traineddata ]]; then
  if [[ "$IS_ROOT" != "1" ]]; then
    die "tesseract (OCR) is missing. Install it as root: apt-get install -y tesseract-ocr tesseract-ocr-eng (or run 'sudo $0')"
  fi
  apt_install tesseract-ocr tesseract-ocr-eng
fi

# ---------------------------------------------------------- 2+3. pgvector ---

[[ -x "$PG_CONFIG" ]] || die "$PG_CONFIG not found: PostgreSQL ${PG_MAJOR} is not installed (apt-get install -y postgresql-${PG_MAJOR})"

PG_SHAREDIR="$("$PG_CONFIG" --sharedir)"
PG_PKGLIBDIR="$("$PG_CONFIG" --pkglibdir)"

if [[ ! -f "$PG_SHAREDIR/extension/vector.control" || ! -f "$PG_PKGLIBDIR/vector.so" ]]; then
  if [[ "$IS_ROOT" != "1" ]]; then
    die "pgvector is not installed for PostgreSQL ${PG_MAJOR} ($PG_SHAREDIR/extension/vector.control missing). Run 'sudo $0', or build it manually: apt-get install -y postgresql-server-dev-${PG_MAJOR} build-essential, then 'make PG_CONFIG=$PG_CONFIG OPTFLAGS= && make install PG_CONFIG=$PG_CONFIG' in the pgvector ${PGVECTOR_VERSION} sources"
  fi

  need_pkgs=()
  # Server headers (postgres.h) come from postgresql-server-dev-15.
  if [[ ! -f "$("$PG_CONFIG" --includedir-server)/postgres.h" ]]; then
    need_pkgs+=("postgresql-server-dev-${PG_MAJOR}")
  fi
  if ! command -v make >/dev/null || ! command -v gcc >/dev/null; then
    need_pkgs+=(build-essential)
  fi
  if ! command -v curl >/dev/null && ! command -v wget >/dev/null; then
    need_pkgs+=(curl ca-certificates)
  fi
  if ((${#need_pkgs[@]})); then
    apt_install "${need_pkgs[@]}"
  fi

  build_dir="$(mktemp -d -t ordo-pgvector.XXXXXX)"
  trap 'rm -rf "$build_dir"' EXIT

  tarball="$build_dir/pgvector_${PGVECTOR_VERSION}.orig.tar.gz"
  log "downloading pgvector ${PGVECTOR_VERSION} from $PGVECTOR_URL"
  if command -v curl >/dev/null; then
    curl -fsSL --retry 3 --connect-timeout 20 -o "$tarball" "$PGVECTOR_URL"
  else
    wget -q --tries=3 --timeout=20 -O "$tarball" "$PGVECTOR_URL"
  fi
  echo "$PGVECTOR_SHA256  $tarball" | sha256sum -c --quiet - \
    || die "sha256 mismatch for $PGVECTOR_URL (expected $PGVECTOR_SHA256)"

  tar -xzf "$tarball" -C "$build_dir"
  src_dir="$(find "$build_dir" -mindepth 1 -maxdepth 1 -type d -name 'pgvector*' | head -n1)"
  [[ -n "$src_dir" && -f "$src_dir/Makefile" ]] || die "unexpected pgvector tarball layout"

  # OPTFLAGS=""  : pgvector defaults to -march=native; keep the build portable.
  # with_llvm=no : skip LLVM bitcode (needs clang-14, only used for JIT inlining).
  make_args=(PG_CONFIG="$PG_CONFIG" OPTFLAGS="" with_llvm=no)
  log "building pgvector ${PGVECTOR_VERSION}"
  make -C "$src_dir" -s -j"$(nproc)" "${make_args[@]}" >"$build_dir/build.log" 2>&1 \
    || { tail -n 40 "$build_dir/build.log" >&2; die "pgvector build failed"; }
  make -C "$src_dir" -s "${make_args[@]}" install >>"$build_dir/build.log" 2>&1 \
    || { tail -n 40 "$build_dir/build.log" >&2; die "pgvector install failed"; }
  [[ -f "$PG_SHAREDIR/extension/vector.control" ]] || die "pgvector installed but vector.control not found in $PG_SHAREDIR/extension"
  log "installed pgvector ${PGVECTOR_VERSION} into $PG_PKGLIBDIR"

  rm -rf "$build_dir"
  trap - EXIT
fi

# ------------------------------------------------------ 4. PG15 cluster ---

# pg_lsclusters -h line: "15 main 5432 online postgres /var/lib/... /var/log/..."
cluster_line="$(pg_lsclusters -h 2>/dev/null | awk -v v="$PG_MAJOR" -v c="$PG_CLUSTER" '$1==v && $2==c' || true)"
if [[ -z "$cluster_line" ]]; then
  [[ "$IS_ROOT" == "1" ]] || die "PostgreSQL ${PG_MAJOR}/${PG_CLUSTER} cluster does not exist. Create it as root: pg_createcluster ${PG_MAJOR} ${PG_CLUSTER} --start"
  log "creating PostgreSQL ${PG_MAJOR}/${PG_CLUSTER} cluster"
  pg_createcluster "$PG_MAJOR" "$PG_CLUSTER" >/dev/null 9>&-
  cluster_line="$(pg_lsclusters -h | awk -v v="$PG_MAJOR" -v c="$PG_CLUSTER" '$1==v && $2==c')"
fi
PG_PORT="$(awk '{print $3}' <<<"$cluster_line")"
cluster_status="$(awk '{print $4}' <<<"$cluster_line")"

if [[ "$cluster_status" != online* ]]; then
  log "starting PostgreSQL ${PG_MAJOR}/${PG_CLUSTER} on port $PG_PORT"
  if [[ "$IS_ROOT" == "1" || "$(id -un)" == "postgres" ]]; then
    pg_ctlcluster "$PG_MAJOR" "$PG_CLUSTER" start 9>&-
  else
    die "PostgreSQL ${PG_MAJOR}/${PG_CLUSTER} is not running. Start it as root: pg_ctlcluster ${PG_MAJOR} ${PG_CLUSTER} start"
  fi
fi
pg_ready=0
for _ in $(seq 1 50); do
  if pg_isready -q -h "$DB_HOST" -p "$PG_PORT"; then pg_ready=1; break; fi
  sleep 0.2
done
[[ "$pg_ready" == "1" ]] \
  || die "PostgreSQL is not accepting connections on $DB_HOST:$PG_PORT (see /var/log/postgresql/postgresql-${PG_MAJOR}-${PG_CLUSTER}.log)"

# ------------------------------------------- 5. role, database, extensions ---

DATABASE_URL="postgres://${DB_USER}:${DB_PASS}@${DB_HOST}:${PG_PORT}/${DB_NAME}"

# Fast check: log in exactly as the tests will (TCP + password) and verify
# privileges, ownership and both extensions in a single round-trip.
db_state() {
  PGCONNECT_TIMEOUT=5 psql "$DATABASE_URL" -X -A -t -q -v ON_ERROR_STOP=1 -c "
    select concat_ws(',',
      (select rolsuper and rolcreatedb and rolcanlogin from pg_roles where rolname = current_user),
      (select pg_get_userbyid(datdba) = current_user from pg_database where datname = current_database()),
      (select count(*) from pg_extension where extname in ('vector', 'pg_trgm')))" 2>/dev/null || true
}

if [[ "$(db_state)" != "t,t,2" ]]; then
  if [[ "$IS_ROOT" != "1" && "$(id -un)" != "postgres" ]]; then
    die "cannot log in to $DATABASE_URL, or role '$DB_USER' is not LOGIN+CREATEDB+SUPERUSER, or database '$DB_NAME' is not owned by it / lacks extensions vector+pg_trgm. Run 'sudo $0' once to set them up"
  fi
  log "configuring role '$DB_USER' and database '$DB_NAME'"
  as_postgres psql -X -q -v ON_ERROR_STOP=1 -p "$PG_PORT" -d postgres <<SQL
DO \$\$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${DB_USER}') THEN
    CREATE ROLE ${DB_USER};
  END IF;
END
\$\$;
ALTER ROLE ${DB_USER} WITH LOGIN CREATEDB SUPERUSER PASSWORD '${DB_PASS}';
SELECT 'CREATE DATABASE ${DB_NAME} OWNER ${DB_USER}'
  WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = '${DB_NAME}') \gexec
ALTER DATABASE ${DB_NAME} OWNER TO ${DB_USER};
SQL
  # Create the extensions as the ordo role so it is their owner.
  PGCONNECT_TIMEOUT=5 psql "$DATABASE_URL" -X -q -v ON_ERROR_STOP=1 <<SQL \
    || die "could not create extensions vector/pg_trgm in $DB_NAME"
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS vector;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
SQL
  state="$(db_state)"
  [[ "$state" == "t,t,2" ]] \
    || die "database check failed after setup (got '$state'); check pg_hba.conf allows password (scram-sha-256/md5) logins from $DB_HOST"
fi

# ------------------------------------------------------------------ 6. done ---

echo "provision: ok (DATABASE_URL=${DATABASE_URL})"
