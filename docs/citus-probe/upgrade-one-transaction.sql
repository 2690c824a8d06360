-- The upgrade of a database with data, in one transaction: the four sketches in the order that works
-- (keys, triggers, distribution, foreign keys), with the user triggers disabled while
-- create_distributed_table copies the existing rows (they fire on the shards and double every
-- counter and total otherwise). Run from the repository root: psql -f docs/citus-probe/upgrade-one-transaction.sql
\set ON_ERROR_STOP on
BEGIN;
\ir sketch-1-keys.sql
\ir sketch-4-triggers.sql
ALTER TABLE time_log DISABLE TRIGGER USER; ALTER TABLE project DISABLE TRIGGER USER; ALTER TABLE activity DISABLE TRIGGER USER; ALTER TABLE app_user DISABLE TRIGGER USER; ALTER TABLE company DISABLE TRIGGER USER; ALTER TABLE invoice_document DISABLE TRIGGER USER;
\ir sketch-2-distribute.sql
\ir sketch-3-fks-ok.sql
ALTER TABLE time_log ENABLE TRIGGER USER; ALTER TABLE project ENABLE TRIGGER USER; ALTER TABLE activity ENABLE TRIGGER USER; ALTER TABLE app_user ENABLE TRIGGER USER; ALTER TABLE company ENABLE TRIGGER USER; ALTER TABLE invoice_document ENABLE TRIGGER USER;
COMMIT;
