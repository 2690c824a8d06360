/** zod's global configuration object, which zod adopts when it loads (`zod/v4/core`). */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * zod without eval (the server's Content-Security-Policy forbids it), set without loading zod so
 * that the first paint does not carry it: zod takes over the object already on `globalThis` when it
 * loads later, and shares it when it is loaded already.
 */
export function configureZod(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
