#!/usr/bin/env bash
# docs/citus-probe/newdb.sh NAME : a fresh database with citus on all three nodes, registered on the coordinator.
set -euo pipefail
name=$1
export PGPASSWORD=tempus
q() { psql -h 127.0.0.1 -U tempus -v ON_ERROR_STOP=1 -qAt "$@"; }
for p in 9700 9701 9702; do
  q -p $p -d postgres -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" 2>/dev/null >/dev/null
  q -p $p -d postgres -c "CREATE DATABASE $name" 2>/dev/null
  q -p $p -d $name -c "CREATE EXTENSION citus"
done
q -p 9700 -d $name <<SQL >/dev/null
SELECT citus_set_coordinator_host('127.0.0.1', 9700);
SELECT citus_add_node('127.0.0.1', 9701);
SELECT citus_add_node('127.0.0.1', 9702);
SQL
