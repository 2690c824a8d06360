import { writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

export default defineConfig({
  plugins: [reactRouter(), chunkGraph()],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
  ssr: { noExternal: [/^@mui\//] },
});
