import { existsSync } from "node:fs";
import { chromiumPath, webRoot } from "./paths.ts";

/** Fails fast, with a clear message, when the browser or the built web app is missing. */
export default function setup() {
  chromiumPath();
  if (!existsSync(`${webRoot}/index.html`)) {
    throw new Error("Browser tests run against the built web app: run `npm run build` first.");
  }
}
