#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL: a primary and a streaming replica in a temporary
# directory, on free ports, removed afterwards. The command sees
#   TEST_POSTGRES_URL          the primary (a superuser, for tests that create databases)
#   TEST_POSTGRES_REPLICA_URL  a hot standby of it, made with pg_basebackup
# Usage: scripts/with-postgres.sh npm test
set -euo pipefail

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

root="$(mktemp -d "${TMPDIR:-/tmp}/catalog-pg-XXXXXX")"
chmod 755 "$root"
if [ "$(id -u)" = 0 ]; then chown postgres: "$root"; fi
primary_port="$(free_port)"
replica_port="$(free_port)"
while [ "$replica_port" = "$primary_port" ]; do replica_port="$(free_port)"; done

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$root/replica" -m immediate stop >/dev/null 2>&1 || true
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$root/primary" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$root"
}
trap cleanup EXIT

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
port = $primary_port
unix_socket_directories = '$root'
max_connections = 200
shared_buffers = 256MB
fsync = off
synchronous_commit = off
full_page_writes = off
wal_level = replica
max_wal_senders = 4
CONF
echo "host replication postgres 127.0.0.1/32 trust" >>"$root/primary/pg_hba.conf"
"${as_owner[@]}" "$bindir/pg_ctl" -D "$root/primary" -l "$root/primary.log" -w start >/dev/null

"${as_owner[@]}" "$bindir/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$root/replica" -R -X stream >/dev/null
sed -i "s/^port = .*/port = $replica_port/" "$root/replica/postgresql.conf"
echo "hot_standby = on" >>"$root/replica/postgresql.conf"
"${as_owner[@]}" "$bindir/pg_ctl" -D "$root/replica" -l "$root/replica.log" -w start >/dev/null

export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$primary_port/postgres"
export TEST_POSTGRES_REPLICA_URL="postgres://postgres@127.0.0.1:$replica_port/postgres"
echo "with-postgres: primary on port $primary_port, replica on port $replica_port ($("$bindir/postgres" --version))"
"$@"
