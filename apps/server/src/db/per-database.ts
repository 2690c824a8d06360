import { type Database, forPreparedReads } from "./open-database.ts";

/**
 * What is built once per database and kept for as long as it is open: prepared
 * statements, reference data that never changes while the server runs, caches.
 * Keyed by the database object, so each test's database gets its own.
 */
export function perDatabase<Db extends object, T>(create: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = create(db);
      built.set(db, value);
    }
    return value;
  };
}

/** `perDatabase` for prepared statements, built on the connections kept for them. */
export function preparedPerDatabase<T>(create: (db: Database) => T): (db: Database) => T {
  return perDatabase((db: Database) => create(forPreparedReads(db)));
}
