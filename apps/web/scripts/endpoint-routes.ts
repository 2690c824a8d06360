import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The module the web's calls import their endpoints from. */
export const ENDPOINTS_MODULE = "@tempus/contract/endpoints";

/**
 * `@tempus/contract/endpoints` as production builds see it: each endpoint's
 * method and path, nothing else. `call()` needs no more to send a request, and
 * the schemas (with zod) stay out of the chunks and site scripts that only call
 * the API. Development and tests load the contract's module itself.
 */
export async function endpointRoutesModule(
  /** Only these endpoints (`resource.operation`), for a bundle that cannot drop the rest. */
  only?: ReadonlySet<string>,
): Promise<string> {
  const file = resolve(import.meta.dirname, "../../../packages/contract/src/endpoints.ts");
  const { endpoints } = (await import(pathToFileURL(file).href)) as {
    endpoints: Record<string, Record<string, { method: string; path: string }>>;
  };
  const routes = Object.fromEntries(
    Object.entries(endpoints)
      .map(([resource, operations]) => [
        resource,
        Object.fromEntries(
          Object.entries(operations)
            .filter(([name]) => !only || only.has(`${resource}.${name}`))
            .map(([name, { method, path }]) => [name, { method, path }]),
        ),
      ])
      .filter(([, operations]) => Object.keys(operations).length > 0),
  );
  // Written compactly: a call to `r` per endpoint instead of a `{method, path}` literal each, and
  // the common `/api/` left out of the paths: every app page loads this table.
  const table = Object.entries(routes)
    .map(
      ([resource, operations]) =>
        `${resource}:{${Object.entries(
          operations as Record<string, { method: string; path: string }>,
        )
          .map(([name, { method, path }]) =>
            path.startsWith("/api/")
              ? `${name}:r(${JSON.stringify(method)},${JSON.stringify(path.slice(5))})`
              : `${name}:{method:${JSON.stringify(method)},path:${JSON.stringify(path)}}`,
          )
          .join(",")}}`,
    )
    .join(",");
  return `const r=(method,path)=>({method,path:"/api/"+path});\nexport const endpoints={${table}};\n`;
}

/** The endpoints `sources` name as `endpoints.<resource>.<operation>`. */
export function endpointsNamedIn(sources: string[]): Set<string> {
  return new Set(
    sources.flatMap((source) =>
      [...source.matchAll(/\bendpoints\.(\w+)\.(\w+)\b/g)].map(
        ([, resource, name]) => `${resource}.${name}`,
      ),
    ),
  );
}
