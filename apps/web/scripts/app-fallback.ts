/**
 * `__app-fallback.html`: the single-page fallback the server sends for `/app` addresses, with
 * the app shell preloaded. The router learns which route modules a page needs only once it runs,
 * and their imports only once those load; on a slow connection each such step costs a round trip
 * before the first paint. This page names them up front: the `/app` layout's chunk with
 * everything it imports statically, and the English texts the app loads before it renders.
 */
import { APP_NAMESPACES } from "../app/lib/app-namespaces.ts";

/** A chunk of the browser build as `build/client-chunks.json` describes it (vite.config.ts). */
export interface BuiltChunk {
  src?: string;
  imports: string[];
}

const LAYOUT = "app/routes/app/layout.tsx";

/** The chunks to preload: the layout's static closure and the app's English texts. */
export function appShellChunks(chunks: Record<string, BuiltChunk>): string[] {
  const layout = Object.keys(chunks).find((file) => chunks[file].src === LAYOUT);
  if (!layout) throw new Error(`app-fallback: no chunk for ${LAYOUT}`);
  const closure = new Set<string>();
  const queue = [layout];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (closure.has(file)) continue;
    closure.add(file);
    queue.push(...(chunks[file]?.imports ?? []));
  }
  const texts = APP_NAMESPACES.map((namespace) =>
    Object.keys(chunks).find((file) => chunks[file].src === `app/locales/en/${namespace}.json`),
  ).filter((file): file is string => file !== undefined);
  return [...closure, ...texts];
}

/** The fallback page with a modulepreload for each chunk it does not preload yet. */
export function appFallbackHtml(fallback: string, chunks: string[]): string {
  const preloaded = new Set(
    [...fallback.matchAll(/<link rel="modulepreload" href="\/([^"]+)"\/?>/g)].map((m) => m[1]),
  );
  const links = chunks
    .filter((file) => !preloaded.has(file))
    .map((file) => `<link rel="modulepreload" href="/${file}"/>`)
    .join("");
  const last = [...fallback.matchAll(/<link rel="modulepreload" href="[^"]+"\/?>/g)].at(-1);
  if (!last || last.index === undefined)
    throw new Error("app-fallback: the fallback preloads nothing");
  const at = last.index + last[0].length;
  return `${fallback.slice(0, at)}${links}${fallback.slice(at)}`;
}
