/**
 * npm run invoice-documents -w apps/server -- export --out DIR [--company ID]
 * npm run invoice-documents -w apps/server -- purge [--dry-run]
 *
 * An operator's tool for the stored documents of issued invoices (PDF, CII, UBL;
 * decision 018): `export` writes them all with a manifest of SHA-256 hashes and
 * checks every file against its hash; `purge` deletes those older than
 * INVOICE_RETENTION_YEARS (default 10). It opens the database as the server does
 * (DATABASE_URL, or the embedded one in DATA_DIR: stop Tempus first, as only one
 * process can open it).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/open-database.ts";
import {
  exportDocuments,
  purgeExpiredDocuments,
  retentionStart,
} from "../src/modules/invoicing/index.ts";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: "string" },
    company: { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});
const [command] = positionals;
if (command !== "export" && command !== "purge") {
  console.error("usage: invoice-documents export --out DIR [--company ID] | purge [--dry-run]");
  process.exit(2);
}
if (command === "export" && !values.out) {
  console.error("export needs --out DIR");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, directUrl: config.databaseDirectUrl }
    : { dataDir: config.dataDir },
  { statementTimeoutMs: 0 },
);
try {
  await database.migrate();
  if (command === "export") {
    const summary = await exportDocuments(database.db, values.out as string, {
      companyId: values.company === undefined ? undefined : Number(values.company),
    });
    console.log(
      `${summary.documents} documents of ${summary.companies} companies written to ${values.out} (manifest.csv lists their SHA-256)`,
    );
    if (summary.mismatches.length > 0) {
      console.error(`These do not match their stored SHA-256: ${summary.mismatches.join(", ")}`);
      process.exitCode = 1;
    }
  } else {
    const before = retentionStart(new Date(), config.invoiceRetentionYears);
    const count = await purgeExpiredDocuments(database.db, before, {
      dryRun: values["dry-run"],
    });
    console.log(
      `${count} documents created before ${before.toISOString().slice(0, 10)} (${config.invoiceRetentionYears} years) ${values["dry-run"] ? "would be" : "were"} deleted`,
    );
  }
} finally {
  await database.close();
}
