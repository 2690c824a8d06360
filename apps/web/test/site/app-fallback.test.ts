import { describe, expect, it } from "vitest";
import { appFallbackHtml, appShellChunks } from "../../scripts/app-fallback.ts";

const chunks = {
  "assets/root-1.js": { src: "app/root.tsx", imports: ["assets/vendor-1.js"] },
  "assets/vendor-1.js": { imports: [] },
  "assets/layout-1.js": {
    src: "app/routes/app/layout.tsx",
    imports: ["assets/vendor-1.js", "assets/shell-1.js"],
  },
  "assets/shell-1.js": { imports: ["assets/vendor-1.js", "assets/Button-1.js"] },
  "assets/Button-1.js": { imports: [] },
  "assets/dashboard-1.js": { src: "app/routes/app/dashboard.tsx", imports: ["assets/shell-1.js"] },
  "assets/time-1.js": { src: "app/locales/en/time.json", imports: [] },
  "assets/time-2.js": { src: "app/locales/de/time.json", imports: [] },
  "assets/common-1.js": { src: "app/locales/en/common.json", imports: [] },
  "assets/legal-1.js": { src: "app/locales/en/legal.json", imports: [] },
};

describe("the app's fallback page", () => {
  it("preloads the /app layout with its static imports and the app's English texts", () => {
    expect(appShellChunks(chunks).sort()).toEqual([
      "assets/Button-1.js",
      "assets/common-1.js",
      "assets/layout-1.js",
      "assets/shell-1.js",
      "assets/time-1.js",
      "assets/vendor-1.js",
    ]);
  });

  it("adds each chunk not preloaded yet after the fallback's own preloads", () => {
    const fallback =
      '<head><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/vendor-1.js"/><title>Tempus</title></head>';
    expect(
      appFallbackHtml(fallback, ["assets/vendor-1.js", "assets/layout-1.js", "assets/shell-1.js"]),
    ).toBe(
      '<head><link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/vendor-1.js"/><link rel="modulepreload" href="/assets/layout-1.js"/><link rel="modulepreload" href="/assets/shell-1.js"/><title>Tempus</title></head>',
    );
  });

  it("refuses a build without the /app layout", () => {
    expect(() =>
      appShellChunks({ "assets/root-1.js": { src: "app/root.tsx", imports: [] } }),
    ).toThrow("app-fallback: no chunk for app/routes/app/layout.tsx");
  });
});
