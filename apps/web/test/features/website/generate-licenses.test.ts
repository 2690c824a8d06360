import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import { createElement } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LicensesTable } from "../../../app/features/website/licenses-table.tsx";
import { createI18n } from "../../../app/lib/i18n.ts";
import licenses from "../../../app/site/generated/licenses.json";
import {
  collectDependencyTree,
  collectLicenses,
  DependencyError,
  normalizeLicense,
  normalizeRepositoryUrl,
  packageUrl,
  resolvePackageDir,
  writeLicenses,
} from "../../../scripts/generate-licenses.ts";

let root: string;

/** Writes a package.json into `dir` (relative to the temporary repository). */
function pkg(dir: string, manifest: Record<string, unknown>) {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, "package.json"), JSON.stringify(manifest));
}

/**
 * A small monorepo: a server and a web app, a linked workspace package, a
 * package both ship, and a second version of `shared` nested below `web-lib`.
 */
function buildTree() {
  pkg(".", { name: "repo", private: true, workspaces: ["apps/*", "packages/*"] });
  pkg("apps/server", {
    name: "@repo/server",
    dependencies: { "server-lib": "^1.0.0", "@repo/contract": "*" },
    devDependencies: { "dev-only": "^1.0.0" },
  });
  pkg("apps/web", {
    name: "@repo/web",
    dependencies: { "web-lib": "^1.0.0", "@scope/ui": "^3.0.0", "@repo/contract": "*" },
  });
  pkg("packages/contract", { name: "@repo/contract", dependencies: { schema: "^4.0.0" } });
  mkdirSync(join(root, "node_modules/@repo"), { recursive: true });
  symlinkSync("../../packages/contract", join(root, "node_modules/@repo/contract"), "dir");

  pkg("node_modules/server-lib", {
    name: "server-lib",
    version: "1.0.0",
    license: { type: "MIT", url: "https://opensource.org/licenses/MIT" },
    repository: { type: "git", url: "git+https://github.com/acme/server-lib.git" },
    dependencies: { shared: "^2.0.0" },
    optionalDependencies: { "native-linux-arm": "1.0.0" },
  });
  pkg("node_modules/shared", {
    name: "shared",
    version: "2.0.0",
    licenses: [{ type: "MIT" }, { type: "Apache-2.0" }],
    homepage: "https://shared.example.org",
  });
  pkg("node_modules/web-lib", {
    name: "web-lib",
    version: "1.2.0",
    license: "ISC",
    dependencies: { shared: "^1.0.0" },
    peerDependencies: { "peer-lib": "*", "optional-peer": "*" },
    peerDependenciesMeta: { "optional-peer": { optional: true } },
  });
  pkg("node_modules/web-lib/node_modules/shared", {
    name: "shared",
    version: "1.5.0",
    license: "BSD-3-Clause",
    repository: "github:acme/shared",
  });
  pkg("node_modules/peer-lib", { name: "peer-lib", version: "0.1.0", license: "MIT" });
  pkg("node_modules/optional-peer", { name: "optional-peer", version: "9.9.9", license: "MIT" });
  pkg("node_modules/@scope/ui", {
    name: "@scope/ui",
    version: "3.1.0",
    license: "Apache-2.0",
    dependencies: { shared: "^2.0.0", "server-lib": "^1.0.0" },
  });
  pkg("node_modules/schema", {
    name: "schema",
    version: "4.2.0",
    license: "MIT",
    repository: "acme/schema",
  });
  pkg("node_modules/dev-only", { name: "dev-only", version: "1.0.0", license: "MIT" });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "tempus-licenses-"));
  buildTree();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const roots = () => [
  { shipper: "server" as const, dir: join(root, "apps/server") },
  { shipper: "web" as const, dir: join(root, "apps/web") },
];

describe("resolvePackageDir", () => {
  it("finds a package in the nearest node_modules, walking up like Node", () => {
    const webLib = join(root, "node_modules/web-lib");
    expect(resolvePackageDir("shared", webLib)).toBe(join(webLib, "node_modules/shared"));
    expect(resolvePackageDir("shared", join(root, "node_modules/@scope/ui"))).toBe(
      join(root, "node_modules/shared"),
    );
    expect(resolvePackageDir("shared", join(root, "apps/server"))).toBe(
      join(root, "node_modules/shared"),
    );
    expect(resolvePackageDir("no-such-package", join(root, "apps/server"))).toBeUndefined();
  });

  it("follows workspace links to their real folder", () => {
    expect(resolvePackageDir("@repo/contract", join(root, "apps/web"))).toBe(
      join(root, "packages/contract"),
    );
  });
});

describe("collectDependencyTree", () => {
  it("walks dependencies transitively, production only, through workspace packages", () => {
    const tree = collectDependencyTree(join(root, "apps/server"));
    const names = [...tree.values()].map((p) => `${p.manifest.name}@${p.manifest.version ?? "-"}`);
    expect(names.sort()).toEqual([
      "@repo/contract@-",
      "schema@4.2.0",
      "server-lib@1.0.0",
      "shared@2.0.0",
    ]);
    expect([...tree.values()].find((p) => p.manifest.name === "@repo/contract")?.workspace).toBe(
      true,
    );
  });

  it("fails with the chain when a dependency is not installed", () => {
    rmSync(join(root, "node_modules/shared"), { recursive: true });
    expect(() => collectDependencyTree(join(root, "apps/server"))).toThrow(DependencyError);
    expect(() => collectDependencyTree(join(root, "apps/server"))).toThrow(
      /Cannot resolve "shared" \(needed by @repo\/server → server-lib@1\.0\.0\)/,
    );
  });
});

describe("collectLicenses", () => {
  it("lists each name@version once, sorted, with who ships it", () => {
    expect(collectLicenses(roots())).toEqual([
      {
        name: "@scope/ui",
        version: "3.1.0",
        license: "Apache-2.0",
        url: "https://www.npmjs.com/package/@scope/ui",
        shippedBy: "web",
      },
      {
        name: "peer-lib",
        version: "0.1.0",
        license: "MIT",
        url: "https://www.npmjs.com/package/peer-lib",
        shippedBy: "web",
      },
      {
        name: "schema",
        version: "4.2.0",
        license: "MIT",
        url: "https://github.com/acme/schema",
        shippedBy: "server, web",
      },
      {
        name: "server-lib",
        version: "1.0.0",
        license: "MIT",
        url: "https://github.com/acme/server-lib",
        shippedBy: "server, web",
      },
      {
        name: "shared",
        version: "1.5.0",
        license: "BSD-3-Clause",
        url: "https://github.com/acme/shared",
        shippedBy: "web",
      },
      {
        name: "shared",
        version: "2.0.0",
        license: "(MIT OR Apache-2.0)",
        url: "https://shared.example.org",
        shippedBy: "server, web",
      },
      {
        name: "web-lib",
        version: "1.2.0",
        license: "ISC",
        url: "https://www.npmjs.com/package/web-lib",
        shippedBy: "web",
      },
    ]);
  });

  it("writes the JSON file, creating its folder", () => {
    pkg("apps/server", { name: "@repo/server", dependencies: { schema: "^4.0.0" } });
    pkg("apps/web", { name: "@repo/web", dependencies: {} });
    const out = join(root, "apps/web/app/site/generated/licenses.json");
    writeLicenses(root, out);
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual([
      {
        name: "schema",
        version: "4.2.0",
        license: "MIT",
        url: "https://github.com/acme/schema",
        shippedBy: "server",
      },
    ]);
    expect(dirname(out)).toMatch(/generated$/);
  });
});

describe("normalizeLicense", () => {
  it.each([
    [{ license: "MIT" }, "MIT"],
    [{ license: " (MIT OR Apache-2.0) " }, "(MIT OR Apache-2.0)"],
    [{ license: { type: "ISC", url: "https://example.org" } }, "ISC"],
    [{ license: [{ type: "MIT" }, { type: "GPL-2.0" }] }, "(MIT OR GPL-2.0)"],
    [{ license: ["BSD-2-Clause"] }, "BSD-2-Clause"],
    [{ licenses: [{ type: "MIT", url: "x" }] }, "MIT"],
    [{ licenses: [{ type: "MIT" }, { type: "MIT" }] }, "MIT"],
    [{ licenses: [{ type: "MIT" }, { type: "Apache-2.0" }] }, "(MIT OR Apache-2.0)"],
    [{ license: "", licenses: [{ type: "0BSD" }] }, "0BSD"],
    [{}, "UNKNOWN"],
    [{ license: { url: "https://example.org" } }, "UNKNOWN"],
  ])("%j → %s", (manifest, expected) => {
    expect(normalizeLicense(manifest)).toBe(expected);
  });
});

describe("normalizeRepositoryUrl", () => {
  it.each([
    ["git+https://github.com/acme/lib.git", "https://github.com/acme/lib"],
    ["https://github.com/acme/lib", "https://github.com/acme/lib"],
    ["git://github.com/acme/lib.git", "https://github.com/acme/lib"],
    ["git+ssh://git@github.com/acme/lib.git", "https://github.com/acme/lib"],
    ["ssh://git@gitlab.com/acme/lib.git", "https://gitlab.com/acme/lib"],
    ["git@github.com:acme/lib.git", "https://github.com/acme/lib"],
    ["github:acme/lib", "https://github.com/acme/lib"],
    ["gitlab:acme/lib", "https://gitlab.com/acme/lib"],
    ["bitbucket:acme/lib", "https://bitbucket.org/acme/lib"],
    ["acme/lib", "https://github.com/acme/lib"],
    ["gist:11081aaa281", "https://gist.github.com/11081aaa281"],
    [{ type: "git", url: "git+https://github.com/acme/lib.git" }, "https://github.com/acme/lib"],
    [
      { type: "git", url: "https://github.com/acme/mono.git", directory: "packages/lib" },
      "https://github.com/acme/mono/tree/HEAD/packages/lib",
    ],
    ["", undefined],
    [{ type: "git" }, undefined],
    ["file:../lib", undefined],
  ])("%j → %s", (repository, expected) => {
    expect(normalizeRepositoryUrl(repository)).toBe(expected);
  });
});

describe("packageUrl", () => {
  it("prefers the homepage, then the repository, then the npm page", () => {
    expect(packageUrl({ name: "a", homepage: "https://a.dev", repository: "github:acme/a" })).toBe(
      "https://a.dev",
    );
    expect(packageUrl({ name: "a", homepage: "", repository: "github:acme/a" })).toBe(
      "https://github.com/acme/a",
    );
    expect(packageUrl({ name: "@s/a" })).toBe("https://www.npmjs.com/package/@s/a");
  });
});

describe("LicensesTable", () => {
  it("shows the generated list as a table, in the page's language", async () => {
    const i18n = await createI18n("de");
    render(
      createElement(I18nextProvider, { i18n }, createElement(LicensesTable, { language: "de" })),
    );
    expect(screen.getByText(`${licenses.length} Pakete`)).toBeTruthy();
    const table = screen.getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Lizenz" })).toBeTruthy();
    expect(within(table).getAllByRole("row")).toHaveLength(licenses.length + 1);
    const first = licenses[0];
    const link = within(table).getByRole("link", { name: first.name });
    expect(link.getAttribute("href")).toBe(first.url);
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(screen.getByRole("region", { name: /Pakete von Drittanbietern/ })).toBeTruthy();
  });
});
