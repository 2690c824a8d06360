#!/usr/bin/env bash
# docs/citus-probe/prepare.sh NAME [SHARDS]: one fresh distributed Tempus database, each phase timed (ms).
set -euo pipefail
cd "$(dirname "$0")/../.."
name=$1; shards=${2:-32}
export PGPASSWORD=tempus
ms() { date +%s%3N; }
P="psql -h 127.0.0.1 -p 9700 -U tempus -d $name -q -v ON_ERROR_STOP=1"
t0=$(ms); docs/citus-probe/newdb.sh $name
# migrate.ts.txt is kept as text so that the project's checks leave it alone; run as a .ts file.
cp docs/citus-probe/migrate.ts.txt scripts/.citus-probe-migrate.ts
t1=$(ms); npm exec -- node scripts/.citus-probe-migrate.ts postgres://tempus:tempus@127.0.0.1:9700/$name seed >/dev/null
rm -f scripts/.citus-probe-migrate.ts
t2=$(ms); $P -f docs/citus-probe/sketch-1-keys.sql
t3=$(ms); $P -f docs/citus-probe/sketch-4-triggers.sql
t4=$(ms); PGOPTIONS="-c citus.shard_count=$shards -c citus.enable_unsafe_triggers=on -c client_min_messages=warning" $P -f docs/citus-probe/sketch-2-distribute.sql >/dev/null
t5=$(ms); $P -f docs/citus-probe/sketch-3-fks-ok.sql
t6=$(ms)
echo "$name shards=$shards newdb(3 nodes+ext+register)=$((t1-t0)) migrate+seed(node process)=$((t2-t1)) keys=$((t3-t2)) triggers=$((t4-t3)) distribute=$((t5-t4)) fks=$((t6-t5)) total=$((t6-t0))"
