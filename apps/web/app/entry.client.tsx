import { CacheProvider } from "@emotion/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { createEmotionCache } from "./lib/emotion-cache.ts";
import { changeLanguage, createI18n, detectLanguage } from "./lib/i18n.ts";

// The pre-rendered HTML is English: hydrate in English, then switch to the visitor's language.
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
const language = detectLanguage();
if (language !== "en") void changeLanguage(i18n, language);
