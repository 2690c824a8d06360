import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gzipSync } from "node:zlib";
import { PUBLIC_ORIGIN_PLACEHOLDER } from "@tempus/contract/constants";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/test-app.ts";

/** A small build of the web app, shaped as `react-router build` and scripts/site-assets.ts leave it. */
const webRoot = mkdtempSync(join(tmpdir(), "tempus-web-"));
const page = (title: string, body = "") =>
  `<!DOCTYPE html><html><head><title>${title}</title><link rel="canonical" href="${PUBLIC_ORIGIN_PLACEHOLDER}/features"/></head><body>${body}</body></html>`;
const files: Record<string, string> = {
  "index.html": page("Home"),
  "features/index.html": page("Features"),
  "de/index.html": page("Startseite"),
  "de/features/index.html": page("Funktionen"),
  "legal/imprint/index.html": page(
    "Imprint",
    '<div data-slot="operator"><!--slot:operator--><p>Not configured yet.</p><!--/slot:operator--></div><div data-slot="social"><!--slot:social--><!--/slot:social--></div>',
  ),
  "de/legal/imprint/index.html": page(
    "Impressum",
    '<div data-slot="operator"><!--slot:operator--><p>Noch nicht eingerichtet.</p><!--/slot:operator--></div>',
  ),
  "404/index.html": page("Page Not Found"),
  "de/404/index.html": page("Seite nicht gefunden"),
  "fr/features/index.html": page("Fonctionnalités"),
  "fr/legal/imprint/index.html": page(
    "Mentions légales",
    '<div data-slot="operator"><!--slot:operator--><p>Pas encore configuré.</p><!--/slot:operator--></div>',
  ),
  "nl/404/index.html": page("Pagina niet gevonden"),
  "nl/legal/imprint/index.html": page(
    "Colofon",
    '<div data-slot="operator"><!--slot:operator--><p>Nog niet ingesteld.</p><!--/slot:operator--></div>',
  ),
  "__spa-fallback.html": page("App"),
  "__app-fallback.html": page("App", '<link rel="modulepreload" href="/assets/shell-abc123.js"/>'),
  "sitemap.xml": `<urlset><url><loc>${PUBLIC_ORIGIN_PLACEHOLDER}/</loc></url></urlset>`,
  "robots.txt": `User-agent: *\nSitemap: ${PUBLIC_ORIGIN_PLACEHOLDER}/sitemap.xml\n`,
  "assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
  "site.js": "void 0;",
};
for (const [path, contents] of Object.entries(files)) {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), contents);
}
writeFileSync(join(webRoot, "assets/app-abc123.js.gz"), gzipSync(files["assets/app-abc123.js"]));

const context = useTestApp({
  env: {
    WEB_ROOT: webRoot,
    PUBLIC_URL: "https://time.example.com",
    OPERATOR_NAME: "Zeitwerk <GmbH> & Co",
    OPERATOR_ADDRESS: "Hauptstraße 1; 10115 Berlin; Germany",
    OPERATOR_EMAIL: "hello@example.com",
    OPERATOR_VAT_ID: "DE123456788",
    SOCIAL_LINKEDIN_URL: "https://www.linkedin.com/company/example",
  },
});

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: "GET", url, headers });

describe("the built web app", () => {
  it("serves a public page with the configured origin in place of the placeholder, revalidated", async () => {
    const response = await get("/features");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(
      '<!DOCTYPE html><html><head><title>Features</title><link rel="canonical" href="https://time.example.com/features"/></head><body></body></html>',
    );
    const again = await get("/features/", { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("compresses pages with brotli or gzip as the browser accepts", async () => {
    const response = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain("<title>Home</title>");
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("fills the operator's details and the social links in, escaped, in the page's language", async () => {
    const english = await get("/legal/imprint");
    expect(english.body).toContain(
      '<div data-slot="operator"><!--slot:operator--><dl><dt>Operator</dt><dd>Zeitwerk &lt;GmbH&gt; &amp; Co</dd><dt>Address</dt><dd>Hauptstraße 1<br>10115 Berlin<br>Germany</dd><dt>E-mail</dt><dd><a href="mailto:hello@example.com">hello@example.com</a></dd><dt>VAT ID</dt><dd>DE123456788</dd></dl><!--/slot:operator--></div>',
    );
    expect(english.body).toContain(
      '<!--slot:social--><ul><li><a href="https://www.linkedin.com/company/example" rel="me noopener">LinkedIn</a></li></ul><!--/slot:social-->',
    );
    const german = await get("/de/legal/imprint");
    expect(german.body).toContain("<dt>Betreiber</dt>");
    expect(german.body).toContain("<dt>USt-IdNr.</dt>");
    const french = await get("/fr/legal/imprint");
    expect(french.body).toContain(
      "<!--slot:operator--><dl><dt>Exploitant</dt><dd>Zeitwerk &lt;GmbH&gt; &amp; Co</dd><dt>Adresse</dt>",
    );
    expect(french.body).toContain("<dt>Numéro de TVA</dt><dd>DE123456788</dd>");
    const dutch = await get("/nl/legal/imprint");
    expect(dutch.body).toContain("<dt>Adres</dt>");
    expect(dutch.body).toContain("<dt>Btw-nummer</dt><dd>DE123456788</dd>");
  });

  it("sends a visitor whose language cookie says German to the German page, query kept", async () => {
    const response = await get("/features?ref=mail", {
      cookie: "cookieConsent=all; preferredLanguage=de",
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/de/features?ref=mail");
    expect((await get("/", { cookie: "preferredLanguage=de" })).headers.location).toBe("/de");
    expect((await get("/features", { cookie: "preferredLanguage=en" })).statusCode).toBe(200);
    expect((await get("/de/features", { cookie: "preferredLanguage=en" })).statusCode).toBe(200);
  });

  it("sends a visitor who chose French to the French page, and stays where no such page exists", async () => {
    const response = await get("/features", { cookie: "preferredLanguage=fr" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/fr/features");
    // The small build has no French home page: the English one is served.
    expect((await get("/", { cookie: "preferredLanguage=fr" })).statusCode).toBe(200);
    // A cookie that names no site language changes nothing.
    expect((await get("/features", { cookie: "preferredLanguage=xx" })).statusCode).toBe(200);
    expect((await get("/fr/features", { cookie: "preferredLanguage=fr" })).statusCode).toBe(200);
  });

  it("answers an unknown public address with the site's 404 page in its language", async () => {
    const english = await get("/no-such-page");
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain("<title>Page Not Found</title>");
    const german = await get("/de/keine-seite");
    expect(german.statusCode).toBe(404);
    expect(german.body).toContain("<title>Seite nicht gefunden</title>");
    const dutch = await get("/nl/geen-pagina");
    expect(dutch.statusCode).toBe(404);
    expect(dutch.body).toContain("<title>Pagina niet gevonden</title>");
  });

  it("starts the app's client routes from the fallback page, the app's with its shell preloaded", async () => {
    for (const path of ["/app", "/app/project-time/timelog"]) {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>App</title>");
      expect(response.body).toContain('<link rel="modulepreload" href="/assets/shell-abc123.js"/>');
    }
    const verification = await get("/verify-email-token/abc");
    expect(verification.statusCode).toBe(200);
    expect(verification.body).toContain("<title>App</title>");
    expect(verification.body).not.toContain("modulepreload");
    // A shared report's link opens without signing in (decision 032).
    const shared = await get("/shared/report/1.abc");
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain("<title>App</title>");
    expect(shared.body).not.toContain("modulepreload");
  });

  it("serves sitemap.xml and robots.txt with the configured origin", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(sitemap.body).toBe("<urlset><url><loc>https://time.example.com/</loc></url></urlset>");
    const robots = await get("/robots.txt");
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.body).toBe("User-agent: *\nSitemap: https://time.example.com/sitemap.xml\n");
  });

  it("never serves a page file as it was built (placeholder and slots unfilled)", async () => {
    const response = await get("/features/index.html");
    expect(response.body).not.toContain(PUBLIC_ORIGIN_PLACEHOLDER);
    expect(response.statusCode).toBe(404);
  });

  it("serves hashed assets pre-compressed and cached for good, other files revalidated", async () => {
    const asset = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["content-encoding"]).toBe("gzip");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const script = await get("/site.js");
    expect(script.headers["cache-control"]).toBe("no-cache");
  });
});
