import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const webRoot = fileURLToPath(new URL("../../apps/web/build/client", import.meta.url));
/** What `npm start` runs: the web build checked (and made when stale), then the server. */
export const startScript = fileURLToPath(new URL("../../scripts/start.ts", import.meta.url));

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Browser tests need Chromium, and there is none at ${path}. Install Debian's (apt-get install -y chromium) or point CHROMIUM_PATH at a Chromium binary.`,
    );
  }
  return path;
}
