/**
 * `npm start`: builds the web app when it is missing or older than its sources
 * (scripts/web-build.ts), then runs the server with the built app on
 * http://localhost:3000 (embedded PostgreSQL in ./data unless DATABASE_URL is set).
 * The browser tests start the product through this file too.
 */
import { ensureWebBuild, webRoot } from "./web-build.ts";

ensureWebBuild();
process.env.WEB_ROOT ??= webRoot;
await import("../apps/server/src/main.ts");
