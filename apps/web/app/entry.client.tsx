import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createEmotionCache } from "./lib/emotion-cache.ts";
import { APP_NAMESPACES, createI18n, I18N_STATE_ID, type I18nState } from "./lib/i18n.ts";
import { configureZod } from "./lib/zod-config.ts";

/**
 * A pre-rendered public page carries the language and texts it was rendered
 * with, so it hydrates in them (German pages stay German, no flash). The app's
 * fallback page hydrates in English; the root Layout then switches to the
 * visitor's language once hydration has committed.
 */
function readI18nState(): I18nState | undefined {
  const json = document.getElementById(I18N_STATE_ID)?.textContent;
  if (!json) return undefined;
  try {
    return JSON.parse(json) as I18nState;
  } catch {
    return undefined;
  }
}

// The server's Content-Security-Policy allows no eval: zod must not probe for it (`Function("")`,
// which the browser reports as a violation) nor compile its parsers with it. zod reads this global
// when it loads (its `config()` writes the same object), so it is set here without loading zod,
// which stays out of the first paint (test/lib/zod-config.test.ts).
configureZod();

const state = readI18nState();
const i18n = state
  ? await createI18n(state.language, { resources: state.resources })
  : await createI18n("en", { namespaces: APP_NAMESPACES });
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={createEmotionCache()}>
          <HydratedRouter />
        </CacheProvider>
      </I18nextProvider>
    </StrictMode>,
  );
});
