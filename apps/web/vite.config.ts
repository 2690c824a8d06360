import { writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { ENDPOINTS_MODULE, endpointRoutesModule } from "./scripts/endpoint-routes.ts";

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

const RESOLVED_ENDPOINTS = "\0tempus-endpoints";

/** The libraries every app page runs on: one long-cached chunk, loaded first. */
const VENDOR =
  /node_modules[\\/](?:react|react-dom|scheduler|react-router|@emotion[\\/][^\\/]+|stylis|@mui[\\/](?:system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](?:styles|utils|DefaultPropsProvider|zero-styled)|i18next|react-i18next|@tanstack[\\/][^\\/]+|hoist-non-react-statics|react-is|clsx|@babel[\\/]runtime)[\\/]/;

/** Route modules (and the entry) keep chunks of their own: the router loads them by route. */
const ROUTE_MODULE = /[\\/]app[\\/](?:root\.tsx|entry\.client\.tsx|routes[\\/])/;

/**
 * The app shell's own modules: everything the /app layout imports, statically and transitively,
 * except the vendor libraries and route modules. Every app page loads all of them, so they go
 * into one chunk (one request instead of some forty small ones on a slow connection), which the
 * server also preloads with the app's page (scripts/site-assets.ts writes `__app-fallback.html`).
 */
function appShell() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: "tempus-app-shell",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      modules.clear();
      const layout = [...this.getModuleIds()].find((id) =>
        /[\\/]app[\\/]routes[\\/]app[\\/]layout\.tsx$/.test(id),
      );
      const queue = layout ? [layout] : [];
      const seen = new Set(queue);
      while (queue.length > 0) {
        for (const next of this.getModuleInfo(queue.pop() as string)?.importedIds ?? []) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(next);
          if (!VENDOR.test(next) && !ROUTE_MODULE.test(next)) modules.add(next);
        }
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}

const shell = appShell();

/** Production builds: the contract's endpoints without their schemas (scripts/endpoint-routes.ts). */
function endpointsWithoutSchemas(): Plugin {
  return {
    name: "tempus-endpoints-without-schemas",
    apply: "build",
    enforce: "pre",
    resolveId: (source) => (source === ENDPOINTS_MODULE ? RESOLVED_ENDPOINTS : null),
    load: (id) => (id === RESOLVED_ENDPOINTS ? endpointRoutesModule() : null),
  };
}

export default defineConfig({
  plugins: [endpointsWithoutSchemas(), reactRouter(), chunkGraph(), shell.plugin],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
  ssr: { noExternal: [/^@mui\//] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "vendor",
              test: VENDOR,
            },
            { name: "shell", test: shell.has },
          ],
        },
      },
    },
  },
});
