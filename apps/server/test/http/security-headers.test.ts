import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../src/http/security-headers.ts";
import { signedInUser } from "../helpers/accounts.ts";
import { useTestApp } from "../helpers/test-app.ts";

/** The policy of every response without inline scripts of its own. */
const BASE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

const SECURITY_HEADERS = {
  "content-security-policy": BASE_POLICY,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
};

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/** The app's fallback page as React Router writes it: a context script and a module loader. */
const CONTEXT_SCRIPT = 'window.__reactRouterContext = {"basename":"/"};';
const LOADER_SCRIPT = 'import("/assets/entry.client-abc.js");';
const webRoot = mkdtempSync(join(tmpdir(), "tempus-web-csp-"));
const files: Record<string, string> = {
  "index.html":
    '<!DOCTYPE html><html><head><title>Home</title><script type="application/ld+json">{"@type":"Organization"}</script></head><body><script src="/site.js" defer></script></body></html>',
  "__spa-fallback.html": `<!DOCTYPE html><html><head><title>App</title></head><body><script>${CONTEXT_SCRIPT}</script><script type="module" async="">${LOADER_SCRIPT}</script><script type="application/json" id="i18n-state">{"a":1}</script></body></html>`,
  "404/index.html": "<!DOCTYPE html><html><head><title>Page Not Found</title></head></html>",
  "site.js": "void 0;",
  "og/tempus-en.png": "png",
};
for (const [path, contents] of Object.entries(files)) {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), contents);
}

describe("security headers", () => {
  const context = useTestApp({ env: { WEB_ROOT: webRoot } });
  const get = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: "GET", url, headers });

  it("come with every API answer, success or error, and with no HSTS over plain HTTP", async () => {
    for (const [url, status] of [
      ["/api/health/", 200],
      ["/api/auth/users/me/", 401],
      ["/api/nothing-here/", 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    }
  });

  it("keep API answers out of every cache, signed in or not, unless a route says otherwise", async () => {
    const owner = await signedInUser(context.app);
    for (const [url, headers, status] of [
      ["/api/auth/users/me/", owner.headers, 200],
      ["/api/projectmanagement/timelog/", owner.headers, 200],
      ["/api/auth/users/me/", {}, 401],
      ["/api/health/", {}, 200],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(status);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    // Pages and files keep their own policies.
    expect((await get("/site.js")).headers["cache-control"]).toBe("no-cache");
  });

  it("let other sites show the sharing pictures, and nothing else of the app's", async () => {
    const picture = await get("/og/tempus-en.png");
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect((await get("/site.js")).headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("come with static files, pages and the site's 404 page", async () => {
    for (const [url, status] of [
      ["/site.js", 200],
      ["/", 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      expect(response.headers).toMatchObject(SECURITY_HEADERS);
    }
  });

  it("let the app's fallback page run exactly its own inline scripts, by hash", async () => {
    const response = await get("/app/dashboard");
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      ...SECURITY_HEADERS,
      "content-security-policy": BASE_POLICY.replace(
        "script-src 'self'",
        `script-src 'self' '${sha256(CONTEXT_SCRIPT)}' '${sha256(LOADER_SCRIPT)}'`,
      ),
    });
    // The same policy on a revalidation that answers 304.
    const again = await get("/app/dashboard", { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers["content-security-policy"]).toBe(
      response.headers["content-security-policy"],
    );
  });

  it("hash inline scripts that run, not external scripts or data blocks", () => {
    expect(
      inlineScriptHashes(
        `<script src="/a.js"></script><script type="application/ld+json">{}</script><script type='application/json'>[]</script><script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT><script>a()</script><script type=module>c()</script>`,
      ),
    ).toEqual([sha256("a()"), sha256("b()"), sha256("c()")]);
  });

  it("serve a logo inline under a safe name, with its own type and nosniff", async () => {
    const owner = await signedInUser(context.app);
    const me = await get("/api/auth/users/me/", owner.headers);
    const logo = await sharp({
      create: { width: 4, height: 3, channels: 3, background: "#ef6c00" },
    })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append("company_image", new Blob([logo], { type: "image/png" }), '"evil".html');
    const upload = await context.app.inject({
      method: "PATCH",
      url: `/api/masterdata/company-info/${me.json().company}/`,
      headers: owner.headers,
      payload: body as unknown as object,
    });
    expect(upload.statusCode).toBe(200);
    const path = new URL(upload.json().company_image).pathname;
    const [shared, own] = [
      await get(path),
      await get("/api/masterdata/company-image/", owner.headers),
    ];
    for (const response of [shared, own]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        "content-type": "image/png",
        "content-disposition": 'inline; filename="logo.png"',
      });
    }
    // The public address is shown by mail programs on other sites; the signed-in one is not.
    expect(shared.headers).toMatchObject({
      ...SECURITY_HEADERS,
      "cross-origin-resource-policy": "cross-origin",
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(own.headers).toMatchObject({
      ...SECURITY_HEADERS,
      "cache-control": "private, no-cache",
    });
  });

  it("keep the API's documentation working under the same policy (no inline script in it)", async () => {
    const page = await get("/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject(SECURITY_HEADERS);
    expect(inlineScriptHashes(page.body)).toEqual([]);
    const initializer = await get("/api/docs/static/swagger-initializer.js");
    expect(initializer.statusCode).toBe(200);
    expect(initializer.headers).toMatchObject(SECURITY_HEADERS);
  });
});

describe("security headers behind a trusted proxy", () => {
  const context = useTestApp({ env: { TRUST_PROXY: "true" } });

  it("add Strict-Transport-Security when the proxy says the request came over HTTPS", async () => {
    const secure = await context.app.inject({
      method: "GET",
      url: "/api/health/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(secure.headers).toMatchObject({
      ...SECURITY_HEADERS,
      "strict-transport-security": "max-age=31536000",
    });
    const plain = await context.app.inject({
      method: "GET",
      url: "/api/health/",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers without a trusted proxy", () => {
  const context = useTestApp();

  it("ignore a client's claim of HTTPS", async () => {
    const response = await context.app.inject({
      method: "GET",
      url: "/api/health/",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(response.headers).toMatchObject(SECURITY_HEADERS);
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
