import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startScript, webRoot } from "./paths.ts";

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/**
 * Starts the product as `npm start` does (scripts/start.ts), on a free port with
 * its own embedded database, serving the built web app.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "tempus-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [startScript], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });

  // A loaded machine can take a while; a server that never answers fails loudly here,
  // not as connection errors in the tests after it.
  const deadline = Date.now() + 90_000;
  let healthy = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) {
        healthy = true;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!healthy) {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the server at ${baseUrl} did not answer /api/health/ within 90 s`);
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
