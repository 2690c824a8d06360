import createCache from "@emotion/cache";

/** The same cache key on server and client, so the client adopts the pre-rendered styles. */
export const createEmotionCache = () => createCache({ key: "css" });
