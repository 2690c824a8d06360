/**
 * What the signed-in app loads up front (the server preloads their English texts with the app's
 * page, scripts/app-fallback.ts); the public pages bring their own in their HTML.
 */
export const APP_NAMESPACES = ["common", "accounts", "company", "time", "projects", "invoices"];
