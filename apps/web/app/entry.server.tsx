import { PassThrough } from "node:stream";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, ServerRouter } from "react-router";
import { createEmotionCache } from "./lib/emotion-cache.ts";
import { createI18n } from "./lib/i18n.ts";

/**
 * Runs at build time only (ssr: false): renders the public pages to HTML in
 * English with their MUI styles inlined, so they show fully before any script
 * runs. The render waits for everything (router state included) and then adds
 * the critical styles to the head.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const cache = createEmotionCache();
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const i18n = await createI18n("en");
  const html = await new Promise<string>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <ServerRouter context={routerContext} url={request.url} />
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
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(html.replace("</head>", `${styles}</head>`), {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
