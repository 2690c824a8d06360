/**
 * npm run deps: the server's import boundaries (.dependency-cruiser.cjs). Fails on any
 * violation, and also when the cruise saw too little to prove anything (no files, or no
 * imports: the parser failed to read them).
 */
import { readdirSync } from "node:fs";
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
if (summary.error > 0) process.exit(1);
