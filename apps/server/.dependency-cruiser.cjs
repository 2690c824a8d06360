/**
 * The server's import boundaries, checked by `npm run deps` (scripts/check-dependencies.ts).
 * Files are read with Babel (dependency-cruiser.babel.cjs): every import counts, type-only ones too.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "Modules depend on each other in one direction only.",
      from: {},
      to: { circular: true },
    },
    {
      name: "http-and-db-below-modules",
      severity: "error",
      comment: "src/http/ and src/db/ are what modules build on: they never import a module.",
      from: { path: "^src/(http|db)/" },
      to: { path: "^src/modules/" },
    },
    {
      name: "modules-through-their-entry",
      severity: "error",
      comment:
        "A module uses another module only through that module's public entry, its index.ts.",
      from: { path: "^src/modules/([^/]+)/" },
      to: {
        path: "^src/modules/[^/]+/",
        pathNot: ["^src/modules/$1/", "^src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "outside-modules-through-their-entry",
      severity: "error",
      comment:
        "The app, its jobs and the seed use a module only through its index.ts; the app alone " +
        "registers a module's routes, from its routes.ts.",
      from: { pathNot: "^src/modules/" },
      to: {
        path: "^src/modules/[^/]+/",
        pathNot: ["^src/modules/[^/]+/index\\.ts$", "^src/modules/[^/]+/routes\\.ts$"],
      },
    },
    {
      name: "routes-registered-by-the-app",
      severity: "error",
      comment: "Only src/app.ts imports a module's routes.ts (to register them).",
      from: { path: "^src/", pathNot: "^src/app\\.ts$" },
      to: { path: "^src/modules/[^/]+/routes\\.ts$" },
    },
    {
      name: "routes-only-for-the-app",
      severity: "error",
      comment:
        "A module's entry (index.ts) does not re-export its routes: other modules would then " +
        "depend on its HTTP layer. src/app.ts imports each module's routes.ts.",
      from: { path: "^src/modules/[^/]+/index\\.ts$" },
      to: { path: "^src/modules/[^/]+/routes\\.ts$" },
    },
    {
      name: "core-is-plain",
      severity: "error",
      comment:
        "src/core/ (the actor, domain errors, lists) is plain TypeScript: no HTTP framework, no " +
        "SQL, nothing of the layers above it.",
      from: { path: "^src/core/" },
      to: {
        path: [
          "^src/(http|db|modules|jobs|mail|web)/",
          "(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+|drizzle-orm|pg|@electric-sql/pglite)/",
        ],
      },
    },
    {
      name: "operations-without-http",
      severity: "error",
      comment:
        "Operations take the actor and errors from src/core/ and lists from src/db/: only a " +
        "module's routes (routes.ts and its *-routes.ts parts) and request readers (*-request.ts) use src/http/.",
      from: {
        path: "^src/modules/",
        pathNot: ["^src/modules/[^/]+/routes\\.ts$", "-routes\\.ts$", "-request\\.ts$"],
      },
      to: { path: "^src/http/" },
    },
    {
      name: "operations-without-fastify",
      severity: "error",
      comment:
        "Operations are plain functions (deps, actor, input) → output: only a module's routes " +
        "(routes.ts) and its request readers (*-request.ts) know Fastify.",
      from: {
        path: "^src/modules/",
        pathNot: ["^src/modules/[^/]+/routes\\.ts$", "-routes\\.ts$", "-request\\.ts$"],
      },
      to: { path: "(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    babelConfig: { fileName: "dependency-cruiser.babel.cjs" },
    enhancedResolveOptions: { extensions: [".ts", ".js", ".json"] },
  },
};
