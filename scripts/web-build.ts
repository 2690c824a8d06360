/**
 * Whether the built web app is older than its sources, and the build when it is:
 * `npm start` and the browser tests serve a build that matches the code.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const webRoot = join(root, "apps/web/build/client");

/** What the web build is made from (the server's code is not part of it). */
const SOURCES = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/scripts",
  "apps/web/package.json",
  "apps/web/react-router.config.ts",
  "apps/web/vite.config.ts",
  "apps/web/tsconfig.json",
  "packages/contract/src",
  "packages/contract/package.json",
  "package-lock.json",
];

/** The newest modification time under `path` and the file it belongs to. */
function newest(path: string): { time: number; file: string } {
  const stat = statSync(path);
  if (!stat.isDirectory()) return { time: stat.mtimeMs, file: path };
  let found = { time: 0, file: path };
  for (const entry of readdirSync(path)) {
    const candidate = newest(join(path, entry));
    if (candidate.time > found.time) found = candidate;
  }
  return found;
}

/**
 * Why the web app must be built: no build, or the source file changed after it
 * (relative to the repository); undefined when the build is current.
 */
export function staleWebBuild(): string | undefined {
  const built = join(webRoot, "index.html");
  if (!existsSync(built)) return "there is no build yet";
  const buildTime = statSync(built).mtimeMs;
  for (const source of SOURCES) {
    const path = join(root, source);
    if (!existsSync(path)) continue;
    const { time, file } = newest(path);
    if (time > buildTime) return `${file.slice(root.length)} changed after the last build`;
  }
  return undefined;
}

/** Builds the web app when it is stale; exits the process when the build fails. */
export function ensureWebBuild(): void {
  const reason = staleWebBuild();
  if (!reason) return;
  console.log(`Building the web app (${reason})…`);
  // A production build whoever asks: a test runner's NODE_ENV=test would build React for development.
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
