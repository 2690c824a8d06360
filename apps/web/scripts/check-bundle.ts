/**
 * npm run check:bundle (after npm run build): the JavaScript the dashboard
 * (route routes/app/dashboard, at /app) loads for its first paint: the client
 * entry, the root, the layout routes and the dashboard's route module, each
 * with every chunk it imports statically. Dynamic imports load later and do not
 * count.
 *
 * It reads the production build: React Router's manifest
 * (build/client/assets/manifest-*.js) for the routes and their modules, and the
 * bundler's chunk graph (build/client-chunks.json, written by vite.config.ts)
 * for each chunk's imports and modules. It fails when
 * - the gzip total exceeds the budget;
 * - a chunk among them holds another route's module (another page's code);
 * - the /app shell (entry, root and layouts) holds chart or calendar code;
 * - React Router preloads a file for these routes that the walk did not find.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const ROUTE = "routes/app/dashboard";
/**
 * Bytes of gzip (kB of 1000 bytes, as Vite reports sizes). The entry and the root (React, React
 * Router, MUI's theme, i18next, TanStack Query) are about 204 kB on their own; the /app shell and
 * the dashboard add about 95 kB, the chart loading later.
 */
const BUDGET = 290_000;
/** Chart and calendar libraries: the pages that draw them load them, never the shell. */
const SHELL_FORBIDDEN = /^node_modules\/(?:@mui\/x-charts|@fullcalendar|recharts|d3-[\w-]+)\//;

const build = new URL("../build/", import.meta.url).pathname;
const client = join(build, "client");
const graphPath = join(build, "client-chunks.json");

interface Chunk {
  src?: string;
  name: string;
  imports: string[];
  dynamicImports: string[];
  modules: string[];
}

interface RouterManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!existsSync(graphPath)) fail(`${graphPath} is missing: run \`npm run build\` first.`);
const chunks: Record<string, Chunk> = JSON.parse(readFileSync(graphPath, "utf8"));

const routerManifests = readdirSync(join(client, "assets")).filter((name) =>
  /^manifest-[\w-]+\.js$/.test(name),
);
if (routerManifests.length !== 1) {
  fail(
    `Expected one React Router manifest in build/client/assets, found ${routerManifests.length}.`,
  );
}
const routerText = readFileSync(join(client, "assets", routerManifests[0]), "utf8");
const router: RouterManifest = JSON.parse(
  routerText.slice(routerText.indexOf("{"), routerText.lastIndexOf("}") + 1),
);

/** "/assets/x.js", as React Router names a module, to the chunk graph's "assets/x.js". */
const fileOf = (module: string) => {
  const file = module.replace(/^\//, "");
  if (!chunks[file]) fail(`${module} is not in ${graphPath}: is the build complete?`);
  return file;
};

// The route and its parents, outermost first.
const chain: string[] = [];
for (let id: string | undefined = ROUTE; id; id = router.routes[id]?.parentId) {
  if (!router.routes[id]) fail(`Route ${id} is not in React Router's manifest.`);
  chain.unshift(id);
}

/** Every chunk the given ones import statically, themselves included. */
function staticClosure(starts: string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    if (!chunks[file]) fail(`${file} is imported but not in ${graphPath}.`);
    reached.add(file);
    for (const imported of chunks[file].imports) visit(imported);
  };
  for (const file of starts) visit(file);
  return reached;
}

const entry = fileOf(router.entry.module);
const routeFiles = chain.map((id) => fileOf(router.routes[id].module));
const loaded = staticClosure([entry, ...routeFiles]);
const shell = staticClosure([entry, ...routeFiles.slice(0, -1)]);
const problems: string[] = [];

// What the router preloads for these routes must be what the walk found.
for (const module of [
  router.entry.module,
  ...router.entry.imports,
  ...chain.flatMap((id) => [router.routes[id].module, ...(router.routes[id].imports ?? [])]),
]) {
  if (module.endsWith(".js") && !loaded.has(module.replace(/^\//, ""))) {
    problems.push(`React Router preloads ${module}, which the walk of the chunk graph missed.`);
  }
}

// Another route's module among them: that page's code loads with the dashboard.
const ownSources = new Set(routeFiles.map((file) => chunks[file].src));
const otherRoutes = new Map<string, string>();
for (const route of Object.values(router.routes)) {
  const source = chunks[fileOf(route.module)].src;
  if (source && !ownSources.has(source)) otherRoutes.set(source, route.id);
}
for (const file of loaded) {
  for (const module of chunks[file].modules) {
    const route = otherRoutes.get(module);
    if (route) problems.push(`${file} holds ${module}, the module of route ${route}.`);
  }
}
for (const file of shell) {
  const forbidden = chunks[file].modules.filter((module) => SHELL_FORBIDDEN.test(module));
  if (forbidden.length > 0) {
    const packages = new Set(
      forbidden.map((module) => module.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1]),
    );
    problems.push(`${file}, part of the /app shell, holds ${[...packages].join(", ")}.`);
  }
}

const sizeOf = (file: string) => {
  const contents = readFileSync(join(client, file));
  return { raw: contents.length, gzip: gzipSync(contents, { level: 9 }).length };
};
const kB = (bytes: number) => (bytes / 1000).toFixed(2).padStart(8);
const describe = (file: string) => chunks[file].src ?? chunks[file].name;

const rows = [...loaded].map((file) => ({ file, ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const raw = rows.reduce((sum, row) => sum + row.raw, 0);

console.log(`First paint of ${ROUTE}: the entry, ${chain.join(", ")} and their static imports`);
console.log(`${"gzip kB".padStart(8)} ${"raw kB".padStart(8)}  file`);
for (const row of rows)
  console.log(`${kB(row.gzip)} ${kB(row.raw)}  ${row.file}  (${describe(row.file)})`);
console.log(
  `${kB(total)} ${kB(raw)}  total of ${rows.length} files (budget ${BUDGET / 1000} kB gzip)`,
);

// Loaded on demand from these chunks (not counted): where the heavy parts went.
const later = [...new Set([...loaded].flatMap((file) => chunks[file].dynamicImports))]
  .filter((file) => !loaded.has(file))
  .map((file) => {
    const own = [...staticClosure([file])].filter((each) => !loaded.has(each));
    return { file, gzip: own.reduce((sum, each) => sum + sizeOf(each).gzip, 0) };
  })
  .sort((a, b) => b.gzip - a.gzip);
if (later.length > 0) {
  console.log("Imported dynamically from them, not counted (gzip with their own static imports):");
  for (const { file, gzip } of later.slice(0, 5)) {
    console.log(`${kB(gzip)}           ${file}  (${describe(file)})`);
  }
  const rest = later.slice(5);
  if (rest.length > 0) {
    const gzip = rest.reduce((sum, each) => sum + each.gzip, 0);
    console.log(`${kB(gzip)}           and ${rest.length} smaller ones`);
  }
}

if (total > BUDGET) {
  problems.push(`${kB(total).trim()} kB gzip is over the budget of ${BUDGET / 1000} kB.`);
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log("Within the budget; no other page's route module; no chart or calendar in the shell.");
