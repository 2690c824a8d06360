import { ensureWebBuild } from "../../scripts/web-build.ts";
import { chromiumPath } from "./paths.ts";

/**
 * Fails fast, with a clear message, when the browser is missing, and builds the
 * web app once when it is missing or older than its sources (as `npm start`
 * would), so no test runs against a stale build.
 */
export default function setup() {
  chromiumPath();
  ensureWebBuild();
}
