/**
 * `npm run dev`: the API server restarting on change (port 3000) beside the Vite
 * dev server of the web app, which proxies /api to it.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

// The same data directory as `npm start` (./data at the repository root), whatever the workspace's cwd.
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL("../data", import.meta.url));

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
