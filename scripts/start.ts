/**
 * `npm start`: builds the web app when its build is missing, then runs the server
 * with the built app on http://localhost:3000 (embedded PostgreSQL in ./data
 * unless DATABASE_URL is set).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const webRoot = fileURLToPath(new URL("../apps/web/build/client", import.meta.url));

if (!existsSync(`${webRoot}/index.html`)) {
  console.log("Building the web app (first start only)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.WEB_ROOT ??= webRoot;
await import("../apps/server/src/main.ts");
