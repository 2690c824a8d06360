/**
 * Writes app/site/generated/licenses.json: every third-party package the
 * server and the web app ship (their production dependencies, transitively),
 * with its version, licence and address, for the public /licenses page.
 *
 * Dependencies are resolved the way Node resolves them: from the depending
 * package's own folder upwards through every node_modules folder, following
 * workspace links to their real folders. Workspace packages (such as
 * @tempus/contract) are not listed, but their dependencies are.
 *
 * Run with the project's Node: `node scripts/generate-licenses.ts` (the web
 * app's build, dev and typecheck scripts do).
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";

/** Which part of Tempus ships a package. */
export type Shipper = "server" | "web";

export interface LicenseEntry {
  name: string;
  version: string;
  license: string;
  url: string;
  /** "server", "web" or "server, web". */
  shippedBy: string;
}

/** The fields of a package.json this script reads. */
export interface PackageManifest {
  name?: string;
  version?: string;
  license?: unknown;
  licenses?: unknown;
  homepage?: unknown;
  repository?: unknown;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** One installed package found in a dependency tree. */
export interface InstalledPackage {
  /** The real folder (symbolic links followed). */
  dir: string;
  manifest: PackageManifest;
  /** A workspace package: linked in, not installed from the registry. */
  workspace: boolean;
}

export class DependencyError extends Error {
  override name = "DependencyError";
}

export function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as PackageManifest;
}

/**
 * The folder `name` resolves to from a package in `fromDir`, as Node's
 * resolution finds it (fromDir/node_modules, then each parent's), with
 * symbolic links followed; undefined when it is not installed.
 */
export function resolvePackageDir(name: string, fromDir: string): string | undefined {
  let dir = resolve(fromDir);
  for (;;) {
    if (basename(dir) !== "node_modules") {
      const candidate = join(dir, "node_modules", name);
      if (existsSync(join(candidate, "package.json"))) return realpathSync(candidate);
    }
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Whether a real folder is a linked workspace package rather than one installed into node_modules. */
const isWorkspaceDir = (dir: string) => !dir.split(sep).includes("node_modules");

/**
 * The names a package needs at run time: its dependencies (each must be
 * installed), then optional dependencies and required peer dependencies
 * (listed when installed; an optional one may be missing on this platform).
 */
function runtimeDependencies(manifest: PackageManifest): { name: string; required: boolean }[] {
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  const names = new Map<string, boolean>();
  for (const name of Object.keys(manifest.dependencies ?? {})) names.set(name, true);
  for (const name of Object.keys(manifest.optionalDependencies ?? {})) names.set(name, false);
  for (const name of Object.keys(manifest.peerDependencies ?? {})) {
    if (!names.has(name) && !optionalPeers[name]?.optional) names.set(name, false);
  }
  return [...names].map(([name, required]) => ({ name, required }));
}

/**
 * Every package in the production dependency tree of the package in
 * `rootDir` (not itself), keyed by real folder. Throws a DependencyError
 * naming the chain when a dependency is not installed.
 */
export function collectDependencyTree(rootDir: string): Map<string, InstalledPackage> {
  const found = new Map<string, InstalledPackage>();
  const start = realpathSync(rootDir);
  const rootManifest = readManifest(start);
  const queue: { dir: string; manifest: PackageManifest; chain: string[] }[] = [
    { dir: start, manifest: rootManifest, chain: [rootManifest.name ?? start] },
  ];
  for (let item = queue.shift(); item; item = queue.shift()) {
    for (const { name, required } of runtimeDependencies(item.manifest)) {
      const dir = resolvePackageDir(name, item.dir);
      if (!dir) {
        if (!required) continue;
        throw new DependencyError(
          `Cannot resolve "${name}" (needed by ${item.chain.join(" → ")}) from ${item.dir}. Run npm install.`,
        );
      }
      if (dir === start || found.has(dir)) continue;
      const manifest = readManifest(dir);
      found.set(dir, { dir, manifest, workspace: isWorkspaceDir(dir) });
      queue.push({ dir, manifest, chain: [...item.chain, `${name}@${manifest.version ?? "?"}`] });
    }
  }
  return found;
}

const licenseName = (value: unknown): string | undefined => {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "object" && value !== null && "type" in value) {
    const type = (value as { type: unknown }).type;
    return typeof type === "string" ? type.trim() || undefined : undefined;
  }
  return undefined;
};

/**
 * The licence of a package as an SPDX-like expression: the `license` string
 * as written, or the legacy forms (`{type, url}`, an array of them or a
 * `licenses` array) as their types joined by OR; "UNKNOWN" when none is given.
 */
export function normalizeLicense(manifest: Pick<PackageManifest, "license" | "licenses">): string {
  for (const field of [manifest.license, manifest.licenses]) {
    const names = (Array.isArray(field) ? field : [field])
      .map(licenseName)
      .filter((name): name is string => Boolean(name));
    const unique = [...new Set(names)];
    if (unique.length === 1) return unique[0];
    if (unique.length > 1) return `(${unique.join(" OR ")})`;
  }
  return "UNKNOWN";
}

const HOSTS: Record<string, string> = {
  github: "https://github.com",
  gitlab: "https://gitlab.com",
  bitbucket: "https://bitbucket.org",
};

/**
 * A repository address as a web address: `git+https://host/a/b.git` →
 * `https://host/a/b`, `git://` and `git+ssh://git@` likewise,
 * `git@host:a/b.git` → `https://host/a/b`, `github:a/b` (and `gitlab:`,
 * `bitbucket:`, the bare `a/b`) → the host's page, `gist:id` → the gist.
 * A monorepo package's `directory` is appended on GitHub. Undefined when the
 * address cannot be read.
 */
export function normalizeRepositoryUrl(repository: unknown): string | undefined {
  let raw: string | undefined;
  let directory: string | undefined;
  if (typeof repository === "string") raw = repository;
  else if (typeof repository === "object" && repository !== null) {
    const { url, directory: dir } = repository as { url?: unknown; directory?: unknown };
    if (typeof url === "string") raw = url;
    if (typeof dir === "string" && dir.trim()) directory = dir.trim().replace(/^\.?\/+|\/+$/g, "");
  }
  raw = raw?.trim();
  if (!raw) return undefined;

  let url: string | undefined;
  const shorthand = /^(github|gitlab|bitbucket):([^/\s]+\/[^/\s#]+?)(?:\.git)?(?:#.*)?$/.exec(raw);
  const bare = /^([\w.-]+\/[\w.-]+?)(?:\.git)?$/.exec(raw);
  const gist = /^gist:(\w+)$/.exec(raw);
  const scp = /^(?:[\w.-]+@)?([\w.-]+\.[a-z]{2,}):(?!\/\/)\/?(.+?)(?:\.git)?\/?$/i.exec(raw);
  if (shorthand) url = `${HOSTS[shorthand[1]]}/${shorthand[2]}`;
  else if (gist) url = `https://gist.github.com/${gist[1]}`;
  else if (bare) url = `https://github.com/${bare[1]}`;
  else if (/^[a-z+]+:\/\//i.test(raw)) {
    try {
      const parsed = new URL(raw.replace(/^git\+/i, ""));
      if (!["https:", "http:", "git:", "ssh:"].includes(parsed.protocol)) return undefined;
      const path = parsed.pathname.replace(/\.git\/?$/, "").replace(/\/+$/, "");
      url = `https://${parsed.hostname}${path}`;
    } catch {
      return undefined;
    }
  } else if (scp) url = `https://${scp[1]}/${scp[2]}`;
  if (!url) return undefined;
  if (directory && url.startsWith("https://github.com/")) url += `/tree/HEAD/${directory}`;
  return url;
}

/** Where to read about a package: its homepage, else its repository, else its npm page. */
export function packageUrl(manifest: PackageManifest & { name: string }): string {
  const homepage = typeof manifest.homepage === "string" ? manifest.homepage.trim() : "";
  if (/^https?:\/\//i.test(homepage)) return homepage.replace(/^http:\/\//i, "https://");
  return (
    normalizeRepositoryUrl(manifest.repository) ??
    (homepage ? normalizeRepositoryUrl(homepage) : undefined) ??
    `https://www.npmjs.com/package/${manifest.name}`
  );
}

/**
 * The third-party packages the given workspace packages ship, one entry per
 * name@version, sorted by name and version.
 */
export function collectLicenses(roots: { shipper: Shipper; dir: string }[]): LicenseEntry[] {
  const entries = new Map<string, { entry: Omit<LicenseEntry, "shippedBy">; by: Set<Shipper> }>();
  for (const { shipper, dir } of roots) {
    for (const pkg of collectDependencyTree(dir).values()) {
      if (pkg.workspace) continue;
      const { name, version } = pkg.manifest;
      if (!name || !version) {
        throw new DependencyError(`${join(pkg.dir, "package.json")} has no name or version.`);
      }
      const key = `${name}@${version}`;
      let item = entries.get(key);
      if (!item) {
        item = {
          entry: {
            name,
            version,
            license: normalizeLicense(pkg.manifest),
            url: packageUrl({ ...pkg.manifest, name }),
          },
          by: new Set(),
        };
        entries.set(key, item);
      }
      item.by.add(shipper);
    }
  }
  const order: Shipper[] = ["server", "web"];
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...entries.values()]
    .map(({ entry, by }) => ({
      ...entry,
      shippedBy: order.filter((shipper) => by.has(shipper)).join(", "),
    }))
    .sort((a, b) => compare(a.name, b.name) || compare(a.version, b.version));
}

/** Collects the server's and the web app's licences and writes them to `outFile`. */
export function writeLicenses(repoRoot: string, outFile: string): LicenseEntry[] {
  const licenses = collectLicenses([
    { shipper: "server", dir: join(repoRoot, "apps", "server") },
    { shipper: "web", dir: join(repoRoot, "apps", "web") },
  ]);
  mkdirSync(dirname(outFile), { recursive: true });
  const json = `${JSON.stringify(licenses, null, 2)}\n`;
  const current = existsSync(outFile) ? readFileSync(outFile, "utf8") : undefined;
  // Unchanged output keeps its timestamp, so a running dev server does not reload for nothing.
  if (json !== current) writeFileSync(outFile, json);
  return licenses;
}

if (import.meta.main) {
  const webDir = resolve(import.meta.dirname, "..");
  const outFile = join(webDir, "app", "site", "generated", "licenses.json");
  try {
    const licenses = writeLicenses(resolve(webDir, "..", ".."), outFile);
    console.log(`licenses: ${licenses.length} packages → ${outFile}`);
  } catch (error) {
    console.error(
      `licenses: ${error instanceof DependencyError ? error.message : (error as Error).stack}`,
    );
    process.exit(1);
  }
}
