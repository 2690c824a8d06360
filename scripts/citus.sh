#!/usr/bin/env bash
# A local Citus cluster: a coordinator and two workers, each its own PostgreSQL 15 cluster, on
# 127.0.0.1 (docs/scaling.md).
#
#   scripts/citus.sh [start]   installs Citus when missing (../shared/citus/install.sh), creates and
#                              starts the three clusters, the role and the database, registers the
#                              workers with the coordinator and prints the coordinator's URL
#   scripts/citus.sh stop      stops the clusters this script started and removes them
#   scripts/citus.sh url       prints the coordinator's URL
#
# Settings (environment): CITUS_PORT (the coordinator's port, 9700; the workers take the next two),
# CITUS_USER / CITUS_PASSWORD (tempus / tempus), CITUS_DATABASE (tempus), CITUS_DIR (where the
# clusters live; /tmp/tempus-citus-<port>). Run as root, the clusters belong to the postgres user.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
port=${CITUS_PORT:-9700}
user=${CITUS_USER:-tempus}
password=${CITUS_PASSWORD:-tempus}
database=${CITUS_DATABASE:-tempus}
dir=${CITUS_DIR:-/tmp/tempus-citus-$port}
bin=/usr/lib/postgresql/15/bin
ports=("$port" "$((port + 1))" "$((port + 2))")
names=(coordinator worker1 worker2)

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

psql_at() {
  local at=$1
  shift
  as_owner "$bin/psql" -h 127.0.0.1 -p "$at" -U postgres -v ON_ERROR_STOP=1 -qAt "$@"
}

url() {
  echo "postgres://$user:$password@127.0.0.1:$port/$database"
}

stop() {
  for index in 0 1 2; do
    local data="$dir/${names[$index]}"
    if [ -f "$data/postmaster.pid" ]; then
      as_owner "$bin/pg_ctl" -D "$data" -m fast -w stop >/dev/null 2>&1 || true
    fi
  done
  rm -rf "$dir"
}

start() {
  local pg_config=/usr/lib/postgresql/15/bin/pg_config
  if [ ! -f "$($pg_config --pkglibdir)/citus.so" ]; then
    if [ "$(id -u)" != 0 ]; then
      echo "Citus is not installed: run 'sudo bash ../shared/citus/install.sh' first" >&2
      exit 1
    fi
    bash "$root/../shared/citus/install.sh"
  fi
  stop
  mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
  for index in 0 1 2; do
    local data="$dir/${names[$index]}"
    if (echo >"/dev/tcp/127.0.0.1/${ports[$index]}") 2>/dev/null; then
      echo "port ${ports[$index]} is taken: set CITUS_PORT to a free range" >&2
      exit 1
    fi
    as_owner "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    cat >>"$data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = ${ports[$index]}
unix_socket_directories = '$dir'
shared_preload_libraries = 'citus'
max_connections = 300
# Citus' maintenance daemon (2PC recovery, deadlock detection) needs a worker process per database.
max_worker_processes = 64
max_prepared_transactions = 200
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
    as_owner "$bin/pg_ctl" -D "$data" -l "$dir/${names[$index]}.log" -w start >/dev/null
  done
  for index in 0 1 2; do
    psql_at "${ports[$index]}" -d postgres <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$user') THEN
    CREATE ROLE $user LOGIN SUPERUSER PASSWORD '$password';
  END IF;
END \$\$;
CREATE EXTENSION IF NOT EXISTS citus;
SQL
  done
  psql_at "$port" -d postgres -c "SELECT citus_set_coordinator_host('127.0.0.1', $port)" >/dev/null
  for index in 1 2; do
    psql_at "$port" -d postgres -c "SELECT citus_add_node('127.0.0.1', ${ports[$index]})" >/dev/null
  done
  # Each database has its own Citus metadata: made on every node, then the nodes registered in it.
  for index in 0 1 2; do
    psql_at "${ports[$index]}" -d postgres -c "CREATE DATABASE $database OWNER $user" >/dev/null
    psql_at "${ports[$index]}" -d "$database" -c "CREATE EXTENSION IF NOT EXISTS citus" >/dev/null
  done
  psql_at "$port" -d "$database" <<SQL >/dev/null
SELECT citus_set_coordinator_host('127.0.0.1', $port);
SELECT citus_add_node('127.0.0.1', ${ports[1]});
SELECT citus_add_node('127.0.0.1', ${ports[2]});
SQL
  echo "Citus on 127.0.0.1: coordinator :$port, workers :${ports[1]} and :${ports[2]}" >&2
  url
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  url) url ;;
  *)
    echo "usage: scripts/citus.sh start|stop|url" >&2
    exit 2
    ;;
esac
