#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL: a primary and a streaming replica in a temporary
# directory, on free ports, removed afterwards. The command sees
#   TEST_POSTGRES_URL          the primary (a superuser, for tests that create databases)
#   TEST_POSTGRES_REPLICA_URL  a hot standby of it, made with pg_basebackup
# Usage: scripts/with-postgres.sh [--dir DIR] [--no-replica] command...
#   --dir DIR     keep the primary's cluster in DIR (made on first use) instead of a temporary one
#                 (the bench keeps its imported catalogue between runs so)
#   --no-replica  start no replica
# Extra postgresql.conf lines for a new cluster may be given in PG_EXTRA_CONF.
set -euo pipefail

keep=""
replica=1
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) keep="$2"; shift 2 ;;
    --no-replica) replica=0; shift ;;
    *) break ;;
  esac
done

bindir="${PG_BINDIR:-}"
if [ -z "$bindir" ]; then
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then bindir="$(pg_config --bindir)"
  else bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"; fi
fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "with-postgres: no PostgreSQL server binaries found (install the Debian package postgresql)" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: run the server as the postgres account then.
as_owner=()
if [ "$(id -u)" = 0 ]; then as_owner=(runuser -u postgres --); fi

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

if [ -n "$keep" ]; then
  mkdir -p "$keep"
  root="$(cd "$keep" && pwd)"
else
  root="$(mktemp -d "${TMPDIR:-/tmp}/catalog-pg-XXXXXX")"
fi
chmod 755 "$root"
if [ "$(id -u)" = 0 ]; then chown postgres: "$root"; fi
primary_port="$(free_port)"
replica_port="$(free_port)"
while [ "$replica_port" = "$primary_port" ]; do replica_port="$(free_port)"; done

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$root/replica" -m immediate stop >/dev/null 2>&1 || true
  if [ -n "$keep" ]; then
    "${as_owner[@]}" "$bindir/pg_ctl" -D "$root/primary" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$root/replica"
  else
    "${as_owner[@]}" "$bindir/pg_ctl" -D "$root/primary" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$root"
  fi
}
trap cleanup EXIT

if [ ! -f "$root/primary/PG_VERSION" ]; then
  # A Dutch ICU default collation where the server has ICU (PostgreSQL 15+): the store must order
  # by code point through its own `collate "C"` columns, whatever the database's locale.
  if ! "${as_owner[@]}" "$bindir/initdb" -D "$root/primary" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
      --locale-provider=icu --icu-locale=nl-NL >"$root/initdb.log" 2>&1; then
    rm -rf "$root/primary"
    "${as_owner[@]}" "$bindir/initdb" -D "$root/primary" -U postgres --auth=trust --encoding=UTF8 --locale=C >"$root/initdb.log" 2>&1 \
      || { cat "$root/initdb.log" >&2; exit 1; }
  fi
  cat >>"$root/primary/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
unix_socket_directories = '$root'
max_connections = 200
shared_buffers = 256MB
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = replica
max_wal_senders = 4
${PG_EXTRA_CONF:-}
CONF
  echo "host replication postgres 127.0.0.1/32 trust" >>"$root/primary/pg_hba.conf"
fi
"${as_owner[@]}" "$bindir/pg_ctl" -D "$root/primary" -l "$root/primary.log" -o "-p $primary_port" -w start >/dev/null

if [ "$replica" = 1 ]; then
  rm -rf "$root/replica"
  "${as_owner[@]}" "$bindir/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$root/replica" -R -X stream >/dev/null
  echo "hot_standby = on" >>"$root/replica/postgresql.conf"
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$root/replica" -l "$root/replica.log" -o "-p $replica_port" -w start >/dev/null
fi

export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$primary_port/postgres"
if [ "$replica" = 1 ]; then
  export TEST_POSTGRES_REPLICA_URL="postgres://postgres@127.0.0.1:$replica_port/postgres"
fi
echo "with-postgres: primary on port $primary_port$([ "$replica" = 1 ] && echo ", replica on port $replica_port") ($("$bindir/postgres" --version))"
"$@"
