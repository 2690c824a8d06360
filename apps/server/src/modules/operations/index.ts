export { operationsRoutes } from "./routes.ts";
