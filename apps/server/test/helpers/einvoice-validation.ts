import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The official EN 16931 artefacts, beside the repository (see ../shared/validation/README.md). */
export const VALIDATION_ROOT = resolve(
  import.meta.dirname,
  "../../../../../shared/validation/en16931",
);
const SAXON = "/usr/share/java/Saxon-HE.jar";
const CII_XSD = join(VALIDATION_ROOT, "cii/xsd/CrossIndustryInvoice_100pD16B.xsd");
const XSLT = {
  cii: join(VALIDATION_ROOT, "cii/EN16931-CII-validation.xslt"),
  ubl: join(VALIDATION_ROOT, "ubl/EN16931-UBL-validation.xslt"),
};

async function hasCommand(command: string, args: string[]) {
  try {
    await run(command, args);
    return true;
  } catch {
    return false;
  }
}

/** Why the validation cannot run here, or null when Java, Saxon-HE, xmllint and the artefacts are all present. */
export async function validationUnavailable(): Promise<string | null> {
  if (!(await hasCommand("java", ["-version"])))
    return "Java is missing: apt-get install default-jre-headless libsaxonhe-java libxml2-utils";
  if (!existsSync(SAXON)) return `Saxon-HE is missing (${SAXON}): apt-get install libsaxonhe-java`;
  if (!(await hasCommand("xmllint", ["--version"])))
    return "xmllint is missing: apt-get install libxml2-utils";
  if (!existsSync(XSLT.cii)) return `the EN 16931 artefacts are missing at ${VALIDATION_ROOT}`;
  return null;
}

/** The fatal assertions of an SVRL report, as "RULE-ID: text". */
function fatalAssertions(svrl: string): string[] {
  const problems: string[] = [];
  for (const match of svrl.matchAll(
    /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g,
  )) {
    const attributes = match[1];
    if (!/flag="fatal"/.test(attributes)) continue;
    const id = /id="([^"]*)"/.exec(attributes)?.[1] ?? "?";
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2])?.[1].trim() ?? "";
    problems.push(`${id}: ${text}`);
  }
  return problems;
}

/**
 * Validates many e-invoices at once: CII files against the XSD (one xmllint
 * run) and every file against the business rules of its syntax (one Saxon JVM
 * per syntax over a directory). Answers each file's problems (empty = valid).
 */
export async function validateEInvoices(
  files: { name: string; syntax: "cii" | "ubl"; xml: string }[],
): Promise<Map<string, string[]>> {
  const root = await mkdtemp(join(tmpdir(), "tempus-einvoice-"));
  const problems = new Map(files.map((file) => [file.name, [] as string[]]));
  try {
    for (const syntax of ["cii", "ubl"] as const) {
      const group = files.filter((file) => file.syntax === syntax);
      if (group.length === 0) continue;
      const input = join(root, syntax);
      const output = join(root, `${syntax}-reports`);
      await mkdir(input);
      await mkdir(output);
      for (const file of group) await writeFile(join(input, `${file.name}.xml`), file.xml);
      if (syntax === "cii") {
        const result = await run(
          "xmllint",
          ["--noout", "--schema", CII_XSD, ...group.map((file) => join(input, `${file.name}.xml`))],
          { maxBuffer: 64 * 1024 * 1024 },
        ).catch((error: { stderr: string }) => ({ stderr: error.stderr }));
        for (const line of result.stderr.split("\n")) {
          const file = group.find((entry) => line.startsWith(join(input, `${entry.name}.xml`)));
          if (file && !line.endsWith(" validates")) problems.get(file.name)?.push(`XSD: ${line}`);
        }
      }
      await run(
        "java",
        [
          "-cp",
          SAXON,
          "net.sf.saxon.Transform",
          `-s:${input}`,
          `-xsl:${XSLT[syntax]}`,
          `-o:${output}`,
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const reports = new Set(await readdir(output));
      for (const file of group) {
        const report = `${file.name}.xml`;
        if (!reports.has(report)) {
          problems.get(file.name)?.push("no SVRL report written");
          continue;
        }
        problems
          .get(file.name)
          ?.push(...fatalAssertions(await readFile(join(output, report), "utf8")));
      }
    }
    return problems;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
