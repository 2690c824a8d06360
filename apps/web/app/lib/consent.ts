import { COOKIE_CONSENT_COOKIE } from "@tempus/contract/constants";
import { useSyncExternalStore } from "react";
import { readCookie, writeCookie } from "./cookies.ts";

export type Consent = "all" | "necessary";

/** How long the visitor's choice is kept (spec: the choice is remembered; a year, like the language). */
const CONSENT_DAYS = 365;

const listeners = new Set<() => void>();

/** The visitor's choice, if they made one. */
export function readConsent(): Consent | undefined {
  const value = readCookie(COOKIE_CONSENT_COOKIE);
  return value === "all" || value === "necessary" ? value : undefined;
}

export function saveConsent(consent: Consent): void {
  writeCookie(COOKIE_CONSENT_COOKIE, consent, CONSENT_DAYS);
  for (const listener of listeners) listener();
}

/** Anything optional (analytics and the like) may run only when this is true. */
export const hasConsent = (): boolean => readConsent() === "all";

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `hasConsent()` for components: re-renders when the visitor chooses. The
 * pre-rendered HTML cannot know the cookie, so it renders without consent.
 */
export const useHasConsent = (): boolean =>
  useSyncExternalStore(subscribe, hasConsent, () => false);
