#!/usr/bin/env bash
# The PostgreSQL server the tests and `make bench` use: 127.0.0.1:5432, role postgres, database `test`,
# trust authentication on loopback. Starts the machine's cluster if it is stopped (installs Debian's
# postgresql if there is none), and creates what is missing. Idempotent; `make postgres` runs it.
set -euo pipefail
PGHOST=127.0.0.1 PGPORT=5432
export PGHOST PGPORT
ready() { pg_isready -h "$PGHOST" -p "$PGPORT" -q; }

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "postgres: installing Debian's postgresql" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version="$(ls /etc/postgresql | sort -V | tail -n 1)"
if ! ready; then
  echo "postgres: starting cluster $version/main" >&2
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do ready && break; sleep 1; done
fi
ready || { echo "postgres: the server on $PGHOST:$PGPORT does not answer" >&2; exit 1; }

if ! psql -U postgres -d postgres -tAc "SELECT 1" >/dev/null 2>&1; then
  # A fresh Debian install asks for a password on TCP: trust loopback (a test machine only).
  hba="$(su postgres -c "psql -tAc 'SHOW hba_file'")"
  echo "postgres: trusting loopback connections in $hba" >&2
  sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
  su postgres -c "psql -qc 'SELECT pg_reload_conf()'" >/dev/null
fi
if [ "$(psql -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'test'")" != "1" ]; then
  psql -U postgres -d postgres -qc "CREATE DATABASE test"
fi
echo "postgres: ready (postgresql://postgres@$PGHOST:$PGPORT/test)" >&2
