import { writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes build/client-chunks.json, beside the served folder: every chunk of the browser build
 * with its static and dynamic imports and the modules in it (scripts/check-bundle.ts reads it).
 */
function chunkGraph(): Plugin {
  return {
    name: "tempus-chunk-graph",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const { root, build } = this.environment.config;
      const name = (id: string) =>
        id.startsWith("\0")
          ? id
          : relative(root, id.split("?")[0]).replace(/^(?:\.\.\/)+node_modules\//, "node_modules/");
      const chunks = Object.fromEntries(
        Object.values(bundle).flatMap((output) =>
          output.type === "chunk"
            ? [
                [
                  output.fileName,
                  {
                    src: output.facadeModuleId ? name(output.facadeModuleId) : undefined,
                    name: output.name,
                    isEntry: output.isEntry,
                    isDynamicEntry: output.isDynamicEntry,
                    imports: output.imports,
                    dynamicImports: output.dynamicImports,
                    modules: output.moduleIds.map(name),
                  },
                ],
              ]
            : [],
        ),
      );
      const client = resolve(root, options.dir ?? build.outDir);
      writeFileSync(join(dirname(client), "client-chunks.json"), JSON.stringify(chunks, null, 1));
    },
  };
}

const ENDPOINTS_MODULE = "@tempus/contract/endpoints";
const RESOLVED_ENDPOINTS = "\0tempus-endpoints";

/**
 * In a production build, `@tempus/contract/endpoints` is the endpoints' methods
 * and paths alone: what `call()` needs to send a request. Their schemas (and zod)
 * stay out of every chunk that only calls the API; development and tests load the
 * contract's module itself and check each answer against them.
 */
function endpointsWithoutSchemas(): Plugin {
  return {
    name: "tempus-endpoints-without-schemas",
    apply: "build",
    enforce: "pre",
    resolveId(source) {
      return source === ENDPOINTS_MODULE ? RESOLVED_ENDPOINTS : null;
    },
    async load(id) {
      if (id !== RESOLVED_ENDPOINTS) return null;
      const file = resolve(import.meta.dirname, "../../packages/contract/src/endpoints.ts");
      const { endpoints } = (await import(pathToFileURL(file).href)) as {
        endpoints: Record<string, Record<string, { method: string; path: string }>>;
      };
      const routes = Object.fromEntries(
        Object.entries(endpoints).map(([resource, operations]) => [
          resource,
          Object.fromEntries(
            Object.entries(operations).map(([name, { method, path }]) => [name, { method, path }]),
          ),
        ]),
      );
      return `export const endpoints = ${JSON.stringify(routes)};`;
    },
  };
}

export default defineConfig({
  plugins: [endpointsWithoutSchemas(), reactRouter(), chunkGraph()],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
  ssr: { noExternal: [/^@mui\//] },
});
