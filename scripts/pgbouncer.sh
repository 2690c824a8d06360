#!/usr/bin/env bash
# Starts Debian's PgBouncer in transaction mode in front of a PostgreSQL server, in the background,
# the way the product is deployed behind a transaction pooler (docs/decisions/011).
#
#   scripts/pgbouncer.sh [start]   writes the configuration and starts PgBouncer, waits until it answers
#   scripts/pgbouncer.sh stop      stops the PgBouncer this script started
#
# Every database of the server is reachable through it (`* = …`), so the test databases that the
# suite creates on the direct URL are reachable through the pooler at once. Clients sign in as
# PGBOUNCER_USER with PGBOUNCER_PASSWORD, and PgBouncer signs in to PostgreSQL the same way.
# Settings (environment): PGBOUNCER_PORT (6432), PGBOUNCER_UPSTREAM_HOST (127.0.0.1),
# PGBOUNCER_UPSTREAM_PORT (5432), PGBOUNCER_USER / PGBOUNCER_PASSWORD (tempus / tempus),
# PGBOUNCER_POOL_SIZE (server connections per database and user, 20), PGBOUNCER_DIR (where the
# configuration, log and pid file go; /tmp/tempus-pgbouncer-<port>).
set -euo pipefail

port=${PGBOUNCER_PORT:-6432}
upstream_host=${PGBOUNCER_UPSTREAM_HOST:-127.0.0.1}
upstream_port=${PGBOUNCER_UPSTREAM_PORT:-5432}
user=${PGBOUNCER_USER:-tempus}
password=${PGBOUNCER_PASSWORD:-tempus}
pool_size=${PGBOUNCER_POOL_SIZE:-20}
dir=${PGBOUNCER_DIR:-/tmp/tempus-pgbouncer-$port}
binary=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)

stop() {
  if [ -f "$dir/pgbouncer.pid" ]; then
    local pid
    pid=$(cat "$dir/pgbouncer.pid")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    rm -f "$dir/pgbouncer.pid"
  fi
}

start() {
  stop
  mkdir -p "$dir"
  cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$upstream_host port=$upstream_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 2000
default_pool_size = $pool_size
min_pool_size = 0
reserve_pool_size = 0
max_db_connections = 0
server_idle_timeout = 30
autodb_idle_timeout = 60
server_lifetime = 3600
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
log_connections = 0
log_disconnections = 0
INI
  printf '"%s" "%s"\n' "$user" "$password" >"$dir/userlist.txt"
  chmod 600 "$dir/userlist.txt"
  # PgBouncer refuses to run as root: then it runs as the postgres user, which owns its files.
  local as_user=()
  if [ "$(id -u)" = 0 ]; then
    chown -R postgres: "$dir"
    as_user=(-u postgres)
  fi
  "$binary" -d "${as_user[@]}" "$dir/pgbouncer.ini"
  for _ in $(seq 1 50); do
    if PGPASSWORD=$password psql -h 127.0.0.1 -p "$port" -U "$user" -d postgres -tAc 'select 1' \
      >/dev/null 2>&1; then
      echo "PgBouncer (transaction mode) on 127.0.0.1:$port in front of $upstream_host:$upstream_port"
      return 0
    fi
    sleep 0.2
  done
  echo "PgBouncer did not answer on 127.0.0.1:$port; its log:" >&2
  cat "$dir/pgbouncer.log" >&2 || true
  return 1
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 [start|stop]" >&2
    exit 2
    ;;
esac
