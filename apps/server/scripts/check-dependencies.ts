/**
 * npm run deps: the server's import boundaries (.dependency-cruiser.cjs). Fails on any
 * violation, and also when the cruise saw too little to prove anything (no files, or no
 * imports: the parser failed to read them).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, format } from "dependency-cruiser";
import extractBabelConfig from "dependency-cruiser/config-utl/extract-babel-config";
import loadConfig from "dependency-cruiser/config-utl/extract-depcruise-config";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);

const sources = readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .map((file) => relative(root, join(root, "src", file)));

const config = await loadConfig(join(root, ".dependency-cruiser.cjs"));
const babelConfig = await extractBabelConfig(join(root, "dependency-cruiser.babel.cjs"));
const result = await cruise(
  sources,
  { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } },
  undefined,
  { babelConfig },
);
if (typeof result.output === "string")
  throw new Error("Expected the cruise's result as an object.");
const { summary } = result.output;
const report = await format(result.output, { outputType: "err" });
process.stdout.write(report.output.toString());
console.log(
  `${summary.totalCruised} modules, ${summary.totalDependenciesCruised} dependencies cruised (${sources.length} source files).`,
);
const inSrc = result.output.modules.filter((module) => module.source.startsWith("src/"));
if (inSrc.length < sources.length || summary.totalDependenciesCruised === 0) {
  console.error("The cruise did not see every source file and its imports: nothing is proven.");
  process.exit(1);
}
// Operations do not call operations (decision 020). An operation is a module's file that its
// routes import and that exports the function its name says (create-debtor.ts: createDebtor,
// decision 011); what two operations share lives in a named helper. Read from the cruise's graph.
const ROUTES = /^src\/modules\/[^/]+\/(?:[a-z-]+-)?routes\.ts$/;
const camelCase = (file: string) =>
  (file.split("/").pop() ?? "")
    .replace(/\.ts$/, "")
    .replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const isOperation = (file: string) =>
  file.startsWith("src/modules/") &&
  !ROUTES.test(file) &&
  new RegExp(`^export (?:async )?(?:function|const) ${camelCase(file)}\\b`, "m").test(
    readFileSync(join(root, file), "utf8"),
  );
const importsOf = new Map(
  result.output.modules.map((module) => [
    module.source,
    module.dependencies.map((dependency) => dependency.resolved),
  ]),
);
const operations = new Set(
  [...importsOf]
    .filter(([source]) => ROUTES.test(source))
    .flatMap(([, imported]) => imported)
    .filter(isOperation),
);
const operationCalls = [...importsOf].flatMap(([source, imported]) =>
  operations.has(source)
    ? imported.filter((file) => operations.has(file)).map((file) => `${source} → ${file}`)
    : [],
);
for (const call of operationCalls) console.error(`  error operations-without-operations: ${call}`);
console.log(`${operations.size} operations, ${operationCalls.length} importing another.`);
if (summary.error > 0 || operationCalls.length > 0) process.exit(1);
