import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/open-database.ts";
import {
  adminQuery,
  dropOnEveryNode,
  joinCluster,
  nodeUrls,
  onDatabase,
  onEveryNode,
  prepareDatabase,
  templateName,
  testDatabasePrefix,
  testServer,
} from "./test-database.ts";

/**
 * Migrates and seeds one database per run, which every test file's database is a
 * copy of (decision 008): on PostgreSQL (DATABASE_URL) a template database, on
 * PGlite a snapshot of the data directory under the OS temp directory. The
 * teardown removes it again, with any test database of this run left behind.
 */
export default async function setup(project: TestProject) {
  // The template is made and dropped on the direct URL: a pooler would keep server connections to it.
  const serverUrl = testServer()?.direct;
  if (serverUrl) {
    const template = await createTemplate(serverUrl);
    project.provide("tempusTestDatabases", { template });
    return () => dropRunDatabases(serverUrl, template);
  }
  const snapshot = join(tmpdir(), `${templateName()}.tar`);
  await writePgliteSnapshot(snapshot);
  project.provide("tempusTestDatabases", { snapshot });
  return () => rm(snapshot, { force: true });
}

async function createTemplate(serverUrl: string): Promise<string> {
  const template = templateName();
  await onEveryNode(serverUrl, `create database "${template}"`);
  try {
    await joinCluster(serverUrl, template);
    const handle = await openDatabase({ url: onDatabase(serverUrl, template) });
    try {
      await prepareDatabase(handle);
    } finally {
      // CREATE DATABASE … TEMPLATE fails while any session is connected to the template.
      await handle.close();
    }
    // Done: from now on nobody connects to it, so the files' copies cannot be refused.
    await onEveryNode(
      serverUrl,
      `alter database "${template}" with is_template true allow_connections false`,
    );
    // On a cluster, Citus' own sessions (maintenance, between the nodes) stay connected to it.
    if (nodeUrls(serverUrl).length > 1) {
      await onEveryNode(
        serverUrl,
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}' and pid <> pg_backend_pid()`,
      );
    }
  } catch (error) {
    await dropRunDatabases(serverUrl, template);
    throw error;
  }
  return template;
}

async function dropRunDatabases(serverUrl: string, template: string) {
  const leftovers = await adminQuery(
    serverUrl,
    "select datname from pg_database where starts_with(datname, $1)",
    [testDatabasePrefix(template)],
  );
  for (const { datname } of leftovers.rows as { datname: string }[]) {
    await dropOnEveryNode(serverUrl, datname);
  }
  await onEveryNode(serverUrl, `alter database "${template}" with is_template false`).catch(
    () => undefined,
  );
  await dropOnEveryNode(serverUrl, template);
}

async function writePgliteSnapshot(path: string) {
  const handle = await openDatabase({ memory: true });
  try {
    await prepareDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: a copy starts about twice as fast as from a gzipped one.
    const tarball = await client.dumpDataDir("none");
    await writeFile(path, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await handle.close();
  }
}
