/**
 * `npm run dev`: the API server restarting on change (port 3000) beside the Vite
 * dev server of the web app, which proxies /api to it.
 */
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], { stdio: "inherit" }),
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
