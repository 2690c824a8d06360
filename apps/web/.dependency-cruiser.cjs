/**
 * Import boundaries of the web app (checked by `npm run deps -w apps/web`).
 *
 * Paths may start with `apps/web/` (scripts/check-dependencies.ts cruises a
 * transpiled mirror of app/ from the repository's root layout, because the
 * repository's TypeScript 7 has no compiler API for dependency-cruiser to parse
 * .ts and .tsx with) or directly with `app/`.
 */
const APP = "^(?:apps/web/)?app/";
const FEATURE_INDEX = `${APP}features/[^/]+/index\\.ts(?:\\.js)?$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules must not depend on each other in a circle.",
      from: {},
      to: { circular: true },
    },
    {
      name: "feature-uses-other-feature-internals",
      severity: "error",
      comment:
        "A feature reaches another feature only through that feature's public index.ts; " +
        "what several features share belongs in app/lib or app/components.",
      from: { path: `${APP}features/([^/]+)/` },
      to: {
        path: `${APP}features/[^/]+/`,
        pathNot: [`${APP}features/$1/`, FEATURE_INDEX],
      },
    },
    {
      name: "route-uses-feature-index",
      severity: "error",
      comment:
        "Routes and the app's shell import a feature's pages and hooks from their own files, not " +
        "through its index.ts: an index brings its other exports into the route's chunk (the " +
        "timer bar of every /app page must not load the dashboard's chart).",
      from: { path: `${APP}(?:routes/|root\\.tsx|providers\\.tsx|entry\\.)` },
      to: { path: FEATURE_INDEX },
    },
    {
      name: "feature-index-exports-page",
      severity: "error",
      comment:
        "A feature's index.ts is its small API for other features; pages are imported by their " +
        "routes only.",
      from: { path: FEATURE_INDEX },
      to: { path: `${APP}features/[^/]+/.*-page\\.tsx(?:\\.js)?$` },
    },
    {
      name: "route-fetches-data",
      severity: "error",
      comment:
        "Routes only compose: reads and changes are the features' hooks (useQuery, useMutation and " +
        "the API client stay in app/features).",
      from: { path: `${APP}routes/` },
      to: { path: ["(?:^|/)node_modules/@tanstack/react-query/", `${APP}lib/api-client\\.ts`] },
    },
    {
      name: "shared-code-uses-features-or-routes",
      severity: "error",
      comment: "app/lib and app/components are shared by features and routes: they know neither.",
      from: { path: `${APP}(?:lib|components)/` },
      to: { path: `${APP}(?:features|routes)/` },
    },
    {
      name: "web-uses-server",
      severity: "error",
      comment:
        "The web app talks to the server over HTTP only; shared definitions live in the contract.",
      from: {},
      to: { path: "(?:^|/)apps/server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(?:^|/)app/site/generated/" },
    moduleSystems: ["es6"],
  },
};
