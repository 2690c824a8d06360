import { data } from "react-router";

/**
 * Any path no route claims throws a 404 response, so that the root
 * ErrorBoundary shows it like every other error, with the not-found view.
 * (The server answers such paths with status 404 too; the title comes from the root's meta.)
 */
export function clientLoader(): never {
  throw data(null, { status: 404 });
}
