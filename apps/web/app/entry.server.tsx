import { PassThrough } from "node:stream";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { i18n as I18n } from "i18next";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, ServerRouter } from "react-router";
import { createEmotionCache } from "./lib/emotion-cache.ts";
import { createI18n, I18N_STATE_ID, type I18nState } from "./lib/i18n.ts";
import { PRERENDERED_PATHS, splitLocalizedPath } from "./site/pages.ts";
import { SpaFallbackContext } from "./site/render-mode.ts";

/**
 * The texts the page used, for a page that hydrates: embedded as JSON (not a
 * script that runs), so the browser renders the same words before any locale
 * file could load. `<` is escaped so no text can close the element.
 */
function i18nStateTag(i18n: I18n): string {
  const language = i18n.language as I18nState["language"];
  const used = new Set(["common", ...(i18n.reportNamespaces?.getUsedNamespaces() ?? [])]);
  const resources: I18nState["resources"] = {};
  for (const namespace of used) {
    const bundle = i18n.getResourceBundle(language, namespace);
    if (bundle) resources[namespace] = bundle;
  }
  const json = JSON.stringify({ language, resources } satisfies I18nState).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${I18N_STATE_ID}">${json}</script>`;
}

/**
 * Runs at build time only (ssr: false): renders the public pages to HTML in
 * the language of their address (`/de/…` German, `/fr/…` French, `/nl/…` Dutch, else English) with their MUI
 * styles inlined, so they show fully before any script runs (and without one:
 * most public pages ship no script at all). The render waits for everything
 * (router state included) and then adds the critical styles to the head.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  // Pre-render requests may end in a slash ("/de/signup/"); the page list does not.
  const pathname = new URL(request.url).pathname.replace(/(.)\/+$/, "$1");
  const { language } = splitLocalizedPath(pathname);
  const i18n = await createI18n(language);
  const isSpaFallback = request.headers.get("X-React-Router-SPA-Mode") === "yes";
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <SpaFallbackContext value={isSpaFallback}>
            <ServerRouter context={routerContext} url={request.url} />
          </SpaFallbackContext>
        </CacheProvider>
      </I18nextProvider>,
      {
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
          body.on("error", reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
  const styles = constructStyleTagsFromChunks(extractCriticalToChunks(html));
  // The app's fallback page hydrates in English and loads the app's texts itself.
  const embedTexts =
    !isSpaFallback && html.includes('type="module"') && PRERENDERED_PATHS.includes(pathname);
  const head = embedTexts ? `${styles}${i18nStateTag(i18n)}` : styles;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html.replace("</head>", `${head}</head>`), {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
