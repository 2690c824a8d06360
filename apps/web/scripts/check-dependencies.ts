/**
 * npm run deps: the import boundaries of .dependency-cruiser.cjs over every
 * .ts and .tsx file of app/.
 *
 * dependency-cruiser parses TypeScript with the `typescript` package's compiler
 * API, which TypeScript 7 (this repository's) no longer has: left alone it sees
 * no .ts file at all and reports no violation. So each source is transpiled with
 * esbuild into a mirror of the repository in a temporary directory, every import
 * kept (type-only ones made plain first, so that they count too), as
 * `<name>.ts.js`; node_modules, packages and apps/server are linked in, so
 * imports resolve as they do here. The cruise must then see every source file
 * and, in each, every module its import and export statements name; else it
 * fails rather than pass on a partial graph.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import { transformSync } from "esbuild";

const web = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(web, "..", "..");
const config = createRequire(import.meta.url)(join(web, ".dependency-cruiser.cjs"));

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier of the import and export statements and dynamic imports of a source. */
const SPECIFIER = new RegExp(
  [
    /(?:^|\n)\s*import\s+(?:[^;"'()]*?\sfrom\s*)?["']([^"']+)["']/.source,
    /(?:^|\n)\s*export\s+(?:type\s+)?(?:\*|\{[^}]*\})(?:\s+as\s+[\w$]+)?\s*from\s*["']([^"']+)["']/
      .source,
    /\bimport\(\s*["']([^"']+)["']\s*\)/.source,
  ].join("|"),
  "g",
);
const specifiers = (text: string) =>
  new Set([...text.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3]));

/** `import type {…}`, `export type {…} from` and `{ type X }` as plain imports, so esbuild keeps them. */
const withoutTypeModifiers = (text: string) =>
  text
    .replace(/(^|\n)(\s*)import\s+type\s+(?=[\w${*])/g, "$1$2import ")
    .replace(/(^|\n)(\s*)export\s+type\s+(?=[{*])/g, "$1$2export ")
    .replace(/(^|\n)(\s*(?:import|export)\s*\{[^}]*\}\s*from)/g, (statement) =>
      statement.replace(/([{,]\s*)type\s+(?=[\w$])/g, "$1"),
    );
const relativeTs = /(["'])(\.{1,2}\/[^"']+\.tsx?)\1/g;

const mirror = mkdtempSync(join(tmpdir(), "tempus-web-deps-"));
try {
  const files = sources(join(web, "app"));
  let expected = 0;
  const expectedOf = new Map<string, number>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const code = transformSync(withoutTypeModifiers(text), {
      loader: file.endsWith(".tsx") ? "tsx" : "ts",
      format: "esm",
      jsx: "preserve",
      tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true } },
    }).code.replace(relativeTs, "$1$2.js$1");
    const target = join(mirror, relative(root, file));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.js`, code);
    const count = specifiers(text).size;
    expectedOf.set(`${relative(root, file)}.js`, count);
    expected += count;
  }
  for (const linked of ["node_modules", "packages", join("apps", "server")]) {
    symlinkSync(join(root, linked), join(mirror, linked));
  }

  const result = await cruise([join("apps", "web", "app")], {
    ...config.options,
    baseDir: mirror,
    // Paths inside the mirror as they are in the repository (apps/server, not where the link points).
    preserveSymlinks: true,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    outputType: "json",
  });
  const output = JSON.parse(String(result.output));
  const modules = output.modules.filter((module: { source: string }) =>
    module.source.startsWith("apps/web/app/"),
  );
  const back = (path: string) => path.replace(/\.(tsx?)\.js$/, ".$1");
  const missing = modules.flatMap((module: { source: string; dependencies: unknown[] }) => {
    const wanted = expectedOf.get(module.source) ?? -1;
    const seen = new Set(
      module.dependencies.map((dependency) => (dependency as { module: string }).module),
    ).size;
    return seen === wanted ? [] : [`${back(module.source)}: ${seen} of ${wanted} imports seen`];
  });
  const seenDependencies = modules.reduce(
    (sum: number, module: { dependencies: unknown[] }) => sum + module.dependencies.length,
    0,
  );
  console.log(
    `dependency-cruiser: ${modules.length} of ${files.length} modules of app/, ${seenDependencies} imports (${expected} named in the sources)`,
  );
  if (modules.length === 0 || modules.length !== files.length || missing.length > 0) {
    console.error("The cruise did not see the whole app:", missing.slice(0, 20).join("\n"));
    process.exitCode = 1;
  }
  for (const violation of output.summary.violations) {
    const cycle = violation.cycle?.length
      ? ` (cycle: ${violation.cycle.map((step: { name: string }) => back(step.name)).join(" → ")})`
      : "";
    console.error(
      `${violation.rule.severity} ${violation.rule.name}: ${back(violation.from)} → ${back(violation.to)}${cycle}`,
    );
  }
  if (output.summary.violations.length > 0) {
    console.error(`${output.summary.violations.length} dependency violation(s)`);
    process.exitCode = 1;
  } else {
    console.log("no dependency violations");
  }
} finally {
  rmSync(mirror, { recursive: true, force: true });
}
