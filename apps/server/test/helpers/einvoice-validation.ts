import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { link, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The validation artefacts beside the repository, `../shared/validation` (see its README.md). */
export const SHARED_VALIDATION = resolve(import.meta.dirname, "../../../../../shared/validation");
/** The official CEN EN 16931 artefacts (XSLTs, CII XSD, examples). */
export const VALIDATION_ROOT = join(SHARED_VALIDATION, "en16931");
const SAXON = "/usr/share/java/Saxon-HE.jar";
/** The compiled XRechnung and Peppol stylesheets recurse deeply; the serial GC keeps two JVMs small. */
const JAVA_OPTIONS = ["-Xss8m", "-XX:+UseSerialGC"];
/** At most this many JVMs at once (the machines have two cores). */
const MAX_JVMS = Math.max(1, Math.min(2, availableParallelism()));

/** BT-24 of an XRechnung 3.0 (extensions append `#conformant#…`). */
export const XRECHNUNG_3_0 =
  "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";
/** BT-24 of a Peppol BIS Billing 3.0 document. */
export const PEPPOL_BIS_3 =
  "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";

/**
 * The checks a document can get, in the order they are reported:
 * - `XSD`: the syntax schema (CII D16B, or UBL 2.1 Invoice / CreditNote by the root element);
 * - `Factur-X XSD`: the Factur-X 1.09 EN 16931 profile schema;
 * - `EN16931`: the CEN business rules (always);
 * - `XRechnung`: KoSIT's XRechnung 3.0 rules, when BT-24 declares XRechnung;
 * - `Peppol`: the Peppol BIS Billing 3.0 rules (UBL only), when BT-24 declares Peppol BIS;
 * - `Factur-X`: the Factur-X 1.09 EN 16931 profile rules (FNFE-MPE schematron).
 */
export const RULE_SETS = [
  "XSD",
  "Factur-X XSD",
  "EN16931",
  "XRechnung",
  "Peppol",
  "Factur-X",
] as const;
export type RuleSet = (typeof RULE_SETS)[number];

/** `cii`: a plain CII document; `facturx`: the CII embedded in a Factur-X PDF; `ubl`: UBL 2.1. */
export type EInvoiceSyntax = "cii" | "facturx" | "ubl";

export interface EInvoiceFile {
  /** Unique within one validateEInvoices call; the key of the answer. */
  name: string;
  syntax: EInvoiceSyntax;
  xml: string;
  /** Instead of declaredRuleSets(file), e.g. to see what Peppol says about a document that does not claim Peppol. */
  ruleSets?: readonly RuleSet[];
}

const SCHEMA = {
  cii: join(VALIDATION_ROOT, "cii/xsd/CrossIndustryInvoice_100pD16B.xsd"),
  facturx: join(SHARED_VALIDATION, "facturx/Factur-X_EN16931.xsd"),
  Invoice: join(SHARED_VALIDATION, "ubl21/xsd/maindoc/UBL-Invoice-2.1.xsd"),
  CreditNote: join(SHARED_VALIDATION, "ubl21/xsd/maindoc/UBL-CreditNote-2.1.xsd"),
};
type SchematronSet = Exclude<RuleSet, "XSD" | "Factur-X XSD">;
const STYLESHEET: Record<SchematronSet, { cii?: string; ubl?: string }> = {
  EN16931: {
    cii: join(VALIDATION_ROOT, "cii/EN16931-CII-validation.xslt"),
    ubl: join(VALIDATION_ROOT, "ubl/EN16931-UBL-validation.xslt"),
  },
  XRechnung: {
    cii: join(SHARED_VALIDATION, "xrechnung/XRechnung-CII.xsl"),
    ubl: join(SHARED_VALIDATION, "xrechnung/XRechnung-UBL.xsl"),
  },
  Peppol: { ubl: join(SHARED_VALIDATION, "peppol/PEPPOL-UBL.xsl") },
  "Factur-X": { cii: join(SHARED_VALIDATION, "facturx/Factur-X_1.09_EN16931.xsl") },
};

async function hasCommand(command: string, args: string[]) {
  try {
    await run(command, args);
    return true;
  } catch {
    return false;
  }
}

/** Why the validation cannot run here, or null when Java, Saxon-HE, xmllint and all artefacts are present. */
export async function validationUnavailable(): Promise<string | null> {
  if (!(await hasCommand("java", ["-version"])))
    return "Java is missing: apt-get install default-jre-headless libsaxonhe-java libxml2-utils";
  if (!existsSync(SAXON)) return `Saxon-HE is missing (${SAXON}): apt-get install libsaxonhe-java`;
  if (!(await hasCommand("xmllint", ["--version"])))
    return "xmllint is missing: apt-get install libxml2-utils";
  const artefacts = [
    ...Object.values(SCHEMA),
    ...Object.values(STYLESHEET).flatMap((paths) => Object.values(paths)),
  ];
  const missing = artefacts.filter((path) => !existsSync(path));
  if (missing.length > 0)
    return `validation artefacts are missing under ${SHARED_VALIDATION} (update ../shared/validation): ${missing
      .map((path) => relative(SHARED_VALIDATION, path))
      .join(", ")}`;
  return null;
}

const XML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (entity, body: string) => {
    if (body.startsWith("#x")) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(Number(body.slice(1)));
    return XML_ENTITIES[body] ?? entity;
  });
}

/** The specification identifier (BT-24): CII GuidelineSpecifiedDocumentContextParameter/ID, UBL CustomizationID. */
export function specificationIdentifier(file: Pick<EInvoiceFile, "syntax" | "xml">): string | null {
  const xml = file.xml.replace(/<!--[\s\S]*?-->/g, "");
  const match =
    file.syntax === "ubl"
      ? /<(?:[\w.-]+:)?CustomizationID\b[^>]*>([^<]*)</.exec(
          // an extension may carry its own CustomizationID
          xml.replace(/<((?:[\w.-]+:)?UBLExtensions)\b[\s\S]*?<\/\1>/, ""),
        )
      : /<(?:[\w.-]+:)?GuidelineSpecifiedDocumentContextParameter\b[^>]*>\s*<(?:[\w.-]+:)?ID\b[^>]*>([^<]*)</.exec(
          xml,
        );
  return match ? decodeXml(match[1]).trim() : null;
}

/** Whether a BT-24 value claims a specification: the identifier itself or it followed by `#…` (extensions). */
function claims(identifier: string | null, specification: string) {
  return (
    identifier !== null &&
    (identifier === specification || identifier.startsWith(`${specification}#`))
  );
}

/**
 * The rule sets that apply to a document, from its syntax and the specification it
 * declares (BT-24): cii: XSD, EN16931 (+ XRechnung); facturx: XSD, Factur-X XSD,
 * EN16931, Factur-X (+ XRechnung); ubl: XSD, EN16931 (+ XRechnung or Peppol).
 * There are no Peppol rules for CII here, so a CII claiming Peppol gets none.
 */
export function declaredRuleSets(file: Pick<EInvoiceFile, "syntax" | "xml">): RuleSet[] {
  const identifier = specificationIdentifier(file);
  const sets = new Set<RuleSet>(["XSD", "EN16931"]);
  if (file.syntax === "facturx") {
    sets.add("Factur-X XSD");
    sets.add("Factur-X");
  }
  if (claims(identifier, XRECHNUNG_3_0)) sets.add("XRechnung");
  if (file.syntax === "ubl" && claims(identifier, PEPPOL_BIS_3)) sets.add("Peppol");
  return RULE_SETS.filter((set) => sets.has(set));
}

/**
 * The answer of validateEInvoices: for each file (by name) its problems, empty when
 * valid, each prefixed with its rule set ("EN16931: BR-CO-10: … (at /path)",
 * "XSD: line 12: …"). Beside that, which rule sets checked each file, their
 * non-fatal findings and how long each tool run took.
 */
export class EInvoiceValidation extends Map<string, string[]> {
  /** The rule sets that checked each file and gave a result, in RULE_SETS order. */
  readonly ran = new Map<string, RuleSet[]>();
  /** Findings flagged warning or information, in the same form as the problems. */
  readonly warnings = new Map<string, string[]>();
  /** One entry per tool run (one xmllint per schema, one JVM per stylesheet). */
  readonly runs: { ruleSet: RuleSet; artefact: string; files: number; ms: number }[] = [];
}

interface Document {
  file: EInvoiceFile;
  /** The file's path on disk, named by its index (any name is safe). */
  path: string;
  fileName: string;
  ruleSets: RuleSet[];
  problems: Map<RuleSet, string[]>;
  warnings: Map<RuleSet, string[]>;
  ran: Set<RuleSet>;
}

function record(
  document: Document,
  ruleSet: RuleSet,
  kind: "problems" | "warnings",
  message: string,
) {
  const list = document[kind].get(ruleSet) ?? [];
  list.push(message);
  document[kind].set(ruleSet, list);
}

const PREFIX: Record<string, string> = {
  "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100": "rsm:",
  "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100": "ram:",
  "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100": "udt:",
  "urn:un:unece:uncefact:data:standard:QualifiedDataType:100": "qdt:",
  "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2": "cac:",
  "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2": "cbc:",
  "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2": "ext:",
  "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2": "",
  "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2": "",
};
function qualified(namespace: string, local: string) {
  if (namespace === "") return local;
  const prefix = PREFIX[namespace];
  return prefix === undefined ? `{${namespace}}${local}` : `${prefix}${local}`;
}

/** `/*:Invoice[namespace-uri()='…'][1]/Q{…}InvoiceLine[20]` → `/Invoice/cac:InvoiceLine[20]`. */
export function shortLocation(location: string): string {
  return location
    .replace(
      /\*:([\w.-]+)\[namespace-uri\(\)='([^']*)'\]/g,
      (_, local: string, namespace: string) => qualified(namespace, local),
    )
    .replace(
      /@\*\[local-name\(\)='([\w.-]+)' and namespace-uri\(\)='([^']*)'\]/g,
      (_, local: string, namespace: string) => `@${qualified(namespace, local)}`,
    )
    .replace(/Q\{([^}]*)\}([\w.-]+)/g, (_, namespace: string, local: string) =>
      qualified(namespace, local),
    )
    .replace(/\[1\]/g, "");
}

/** Schema messages name elements `{namespace}local`; this uses the usual prefixes. */
function shortNames(message: string): string {
  return message.replace(/\{([^}]*)\}([\w.-]+)/g, (_, namespace: string, local: string) =>
    qualified(namespace, local),
  );
}

/**
 * The findings of an SVRL report: failed assertions and successful reports. Flag
 * fatal or error, or no flag at all (the Factur-X schematron flags only its
 * warnings), make a problem; warning and information only a warning.
 */
export function svrlFindings(
  svrl: string,
  ruleSet: string,
): { problems: string[]; warnings: string[] } {
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const match of svrl.matchAll(
    /<(?:svrl:)?(failed-assert|successful-report)\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:svrl:)?\1>)/g,
  )) {
    const [, kind, attributeText, body = ""] = match;
    const attributes = new Map<string, string>();
    for (const attribute of attributeText.matchAll(/(?:^|\s)([\w:-]+)="([^"]*)"/g))
      attributes.set(attribute[1], decodeXml(attribute[2]));
    const id = attributes.get("id") ?? (kind === "failed-assert" ? "assert" : "report");
    const rawText = /<(?:svrl:)?text\b[^>]*>([\s\S]*?)<\/(?:svrl:)?text>/.exec(body)?.[1] ?? "";
    let text = decodeXml(rawText.replace(/<[^>]*>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    // EN 16931 and XRechnung repeat the rule id: "[BR-CL-01]-The document …", "[BR-DE-15] Das …"
    if (text.startsWith(`[${id}]`)) text = text.slice(id.length + 2).replace(/^\s*-?\s*/, "");
    const location = attributes.get("location");
    const message = `${ruleSet}: ${id}: ${text}${location ? ` (at ${shortLocation(location)})` : ""}`;
    const flag = attributes.get("flag") ?? attributes.get("role");
    if (flag === undefined || flag === "fatal" || flag === "error") problems.push(message);
    else warnings.push(message);
  }
  return { problems, warnings };
}

/** The local name of the root element. */
function rootElement(xml: string): string | null {
  const stripped = xml.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g, "");
  return /<(?:[\w.-]+:)?([\w.-]+)[\s/>]/.exec(stripped)?.[1] ?? null;
}

/** One xmllint over all files of a schema; its stderr holds one verdict per file. */
async function runSchema(
  ruleSet: "XSD" | "Factur-X XSD",
  schema: string,
  documents: Document[],
  validation: EInvoiceValidation,
) {
  const started = performance.now();
  const { stderr } = await run(
    "xmllint",
    ["--noout", "--schema", schema, ...documents.map((document) => document.path)],
    { maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: { stderr?: string; message: string }) => ({
    stderr: error.stderr ?? error.message,
  }));
  validation.runs.push({
    ruleSet,
    artefact: relative(SHARED_VALIDATION, schema),
    files: documents.length,
    ms: Math.round(performance.now() - started),
  });
  const lines = stderr.split("\n");
  for (const document of documents) {
    const own = lines.filter((line) => line.startsWith(`${document.path}:`));
    const verdict = lines.find(
      (line) =>
        line === `${document.path} validates` || line === `${document.path} fails to validate`,
    );
    if (verdict === `${document.path} validates` && own.length === 0) {
      document.ran.add(ruleSet);
      continue;
    }
    if (own.length > 0 || verdict) {
      document.ran.add(ruleSet);
      for (const line of own)
        record(
          document,
          ruleSet,
          "problems",
          `${ruleSet}: line ${shortNames(line.slice(document.path.length + 1))}`,
        );
      if (own.length === 0) record(document, ruleSet, "problems", `${ruleSet}: fails to validate`);
      continue;
    }
    record(
      document,
      ruleSet,
      "problems",
      `${ruleSet}: no verdict from xmllint: ${stderr.trim().split("\n").slice(-3).join(" / ")}`,
    );
  }
}

/** What Saxon said about one input (it goes on with the other files of the folder). */
function saxonError(stderr: string, fileName: string): string {
  const lines = stderr
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^Warning at |SXWN9000/.test(line));
  const index = lines.findIndex((line) => line.includes(fileName));
  if (index < 0) return lines.slice(-3).join(" / ").slice(0, 400) || "no output";
  // the message and its indented continuation lines
  let end = index + 1;
  while (end < lines.length && /^\s/.test(lines[end])) end += 1;
  return lines
    .slice(index, end)
    .map((line) => line.trim())
    .join(" ")
    .slice(0, 400);
}

/** One JVM running one stylesheet over a folder of files (`-s:dir -o:dir`). */
async function runStylesheet(
  ruleSet: SchematronSet,
  stylesheet: string,
  documents: Document[],
  directory: string,
  validation: EInvoiceValidation,
) {
  const input = join(directory, "in");
  const output = join(directory, "out");
  await mkdir(input, { recursive: true });
  await mkdir(output, { recursive: true });
  for (const document of documents) await link(document.path, join(input, document.fileName));
  const started = performance.now();
  const { stderr } = await run(
    "java",
    [
      ...JAVA_OPTIONS,
      "-cp",
      SAXON,
      "net.sf.saxon.Transform",
      `-s:${input}`,
      `-xsl:${stylesheet}`,
      `-o:${output}`,
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: { stderr?: string; message: string }) => ({
    stderr: error.stderr || error.message,
  }));
  validation.runs.push({
    ruleSet,
    artefact: relative(SHARED_VALIDATION, stylesheet),
    files: documents.length,
    ms: Math.round(performance.now() - started),
  });
  for (const document of documents) {
    const svrl = await readFile(join(output, document.fileName), "utf8").catch(() => null);
    if (svrl === null) {
      record(
        document,
        ruleSet,
        "problems",
        `${ruleSet}: no SVRL report: ${saxonError(stderr, document.fileName).replaceAll(document.fileName, document.file.name)}`,
      );
      continue;
    }
    document.ran.add(ruleSet);
    const findings = svrlFindings(svrl, ruleSet);
    for (const problem of findings.problems) record(document, ruleSet, "problems", problem);
    for (const warning of findings.warnings) record(document, ruleSet, "warnings", warning);
  }
}

/** Runs tasks, at most `limit` at once, longest first. */
async function pool(tasks: { cost: number; start: () => Promise<void> }[], limit: number) {
  const queue = [...tasks].sort((a, b) => b.cost - a.cost);
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task.start();
  };
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.min(limit, queue.length) }, lane),
  );
  for (const outcome of lanes) if (outcome.status === "rejected") throw outcome.reason;
}

/**
 * Validates many e-invoices at once with every rule set that applies to each
 * (declaredRuleSets, or file.ruleSets): one xmllint per schema and one Saxon JVM
 * per stylesheet over a folder of all files it applies to, at most two JVMs at
 * once. A file is valid when its list of problems is empty: the schemas
 * validate and no rule set reports a fatal failed assertion.
 */
export async function validateEInvoices(
  files: readonly EInvoiceFile[],
): Promise<EInvoiceValidation> {
  const validation = new EInvoiceValidation();
  const root = await mkdtemp(join(tmpdir(), "tempus-einvoice-"));
  try {
    const documents: Document[] = [];
    await mkdir(join(root, "files"));
    for (const [index, file] of files.entries()) {
      if (validation.has(file.name)) throw new Error(`duplicate e-invoice name: ${file.name}`);
      validation.set(file.name, []);
      const ruleSets = file.ruleSets
        ? RULE_SETS.filter((set) => file.ruleSets?.includes(set))
        : declaredRuleSets(file);
      const variant = file.syntax === "ubl" ? "ubl" : "cii";
      for (const set of ruleSets) {
        if (set in STYLESHEET && !STYLESHEET[set as SchematronSet][variant])
          throw new Error(`${file.name}: there are no ${set} rules for ${file.syntax}`);
        if (set === "Factur-X XSD" && variant !== "cii")
          throw new Error(`${file.name}: the Factur-X schema is for CII, not ${file.syntax}`);
      }
      const fileName = `${String(index).padStart(4, "0")}.xml`;
      const path = join(root, "files", fileName);
      await writeFile(path, file.xml);
      documents.push({
        file,
        path,
        fileName,
        ruleSets,
        problems: new Map(),
        warnings: new Map(),
        ran: new Set(),
      });
    }

    // The schemas: xmllint is quick, so one after the other beside the JVMs.
    const schemaGroups = new Map<
      string,
      { ruleSet: "XSD" | "Factur-X XSD"; documents: Document[] }
    >();
    const addToSchema = (ruleSet: "XSD" | "Factur-X XSD", schema: string, document: Document) => {
      const group = schemaGroups.get(schema) ?? { ruleSet, documents: [] };
      group.documents.push(document);
      schemaGroups.set(schema, group);
    };
    for (const document of documents) {
      if (document.ruleSets.includes("XSD")) {
        if (document.file.syntax !== "ubl") addToSchema("XSD", SCHEMA.cii, document);
        else {
          const element = rootElement(document.file.xml);
          if (element === "Invoice" || element === "CreditNote")
            addToSchema("XSD", SCHEMA[element], document);
          else
            record(
              document,
              "XSD",
              "problems",
              `XSD: the root element ${element ?? "(none)"} is neither a UBL Invoice nor a CreditNote`,
            );
        }
      }
      if (document.ruleSets.includes("Factur-X XSD"))
        addToSchema("Factur-X XSD", SCHEMA.facturx, document);
    }
    const schemas = (async () => {
      for (const [schema, group] of schemaGroups)
        await runSchema(group.ruleSet, schema, group.documents, validation);
    })();

    // The business rules: one JVM per stylesheet, the biggest batches first.
    const stylesheetGroups = new Map<
      string,
      { ruleSet: SchematronSet; documents: Document[]; bytes: number }
    >();
    for (const document of documents) {
      const variant = document.file.syntax === "ubl" ? "ubl" : "cii";
      for (const ruleSet of document.ruleSets) {
        if (!(ruleSet in STYLESHEET)) continue;
        const stylesheet = STYLESHEET[ruleSet as SchematronSet][variant] as string;
        const group = stylesheetGroups.get(stylesheet) ?? {
          ruleSet: ruleSet as SchematronSet,
          documents: [],
          bytes: 0,
        };
        group.documents.push(document);
        group.bytes += document.file.xml.length;
        stylesheetGroups.set(stylesheet, group);
      }
    }
    const jvms = pool(
      [...stylesheetGroups].map(([stylesheet, group], index) => ({
        // a JVM start and stylesheet compilation cost about as much as 1 MB of invoices
        cost: 1_000_000 + group.bytes,
        start: () =>
          runStylesheet(
            group.ruleSet,
            stylesheet,
            group.documents,
            join(root, `rules-${index}`),
            validation,
          ),
      })),
      MAX_JVMS,
    );
    // Both settle before the folder goes.
    for (const outcome of await Promise.allSettled([schemas, jvms]))
      if (outcome.status === "rejected") throw outcome.reason;

    for (const document of documents) {
      const name = document.file.name;
      validation.set(
        name,
        RULE_SETS.flatMap((set) => document.problems.get(set) ?? []),
      );
      validation.warnings.set(
        name,
        RULE_SETS.flatMap((set) => document.warnings.get(set) ?? []),
      );
      validation.ran.set(
        name,
        RULE_SETS.filter((set) => document.ran.has(set)),
      );
    }
    return validation;
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
