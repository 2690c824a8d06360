/**
 * `npm run check:company-scope -w apps/server -- <folder>`: reads the SQL texts a
 * server test run recorded with TEMPUS_RECORD_SQL=<folder> and fails, listing
 * them, when a statement on a company-owned table does not name its company
 * (docs/scaling.md).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  companyTablesOf,
  exemptStatements,
  unscopedStatements,
} from "../test/helpers/company-scope.ts";

const folder = process.argv[2] ?? process.env.TEMPUS_RECORD_SQL;
if (!folder) {
  console.error("usage: check-company-scope <folder recorded with TEMPUS_RECORD_SQL>");
  process.exit(2);
}
const statements = new Set<string>();
for (const file of readdirSync(folder).filter((name) => name.endsWith(".sql.jsonl"))) {
  for (const line of readFileSync(join(folder, file), "utf8").split("\n")) {
    if (line) statements.add(JSON.parse(line) as string);
  }
}
const onCompanyTables = [...statements].filter((statement) => companyTablesOf(statement).length);
if (onCompanyTables.length === 0) {
  console.error(`No statement on a company-owned table was recorded in ${folder}.`);
  process.exit(1);
}
const unscoped = unscopedStatements(statements);
// What is left of the exemptions (each is work to do before a distributed database routes it).
for (const [why, exempt] of exemptStatements(statements)) {
  console.log(`\nexempt (${exempt.length}): ${why}`);
  if (process.argv.includes("--list-exempt"))
    for (const statement of exempt) console.log(`  ${statement}`);
}
for (const { statement, tables } of unscoped) {
  console.error(`\n[${tables.join(", ")}] ${statement}`);
}
console.log(
  `${statements.size} distinct statements recorded, ${onCompanyTables.length} on company-owned tables: ` +
    `${onCompanyTables.length - unscoped.length} name their company or are exempt, ${unscoped.length} do not.`,
);
process.exit(unscoped.length === 0 ? 0 : 1);
