import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createEmotionCache } from "./lib/emotion-cache.ts";
import { createI18n } from "./lib/i18n.ts";

// The pre-rendered HTML is English, so hydration is too; the root Layout
// switches to the visitor's language once hydration has committed.
const i18n = await createI18n("en");
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
