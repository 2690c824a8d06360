/** What the app uses of invoicing. */
export { invoicingRoutes } from "./routes.ts";
