/**
 * An alert that outlives a page load: the public pages are separate documents
 * (decision 007), so "Welcome back" after logging in, or "Signed out" on the
 * log-in page, travels in the tab's session storage and is shown once by the
 * next page (the app's alert stack, or /site.js on a public page).
 */
export interface CarriedAlert {
  color: "success" | "info" | "warning" | "error";
  title: string;
  text: string;
}

const KEY = "tempusCarriedAlert";

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    // Storage refused (privacy settings): the alert is simply not carried.
    return undefined;
  }
}

export function carryAlert(alert: CarriedAlert): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(alert));
  } catch {
    // Full or refused: nothing else depends on it.
  }
}

/** The carried alert, removed as it is read; undefined when there is none or it is unreadable. */
export function takeCarriedAlert(): CarriedAlert | undefined {
  const store = storage();
  const raw = store?.getItem(KEY);
  if (!raw) return undefined;
  store?.removeItem(KEY);
  try {
    const value = JSON.parse(raw) as Partial<CarriedAlert>;
    const colors = ["success", "info", "warning", "error"];
    return typeof value.title === "string" &&
      typeof value.text === "string" &&
      colors.includes(String(value.color))
      ? (value as CarriedAlert)
      : undefined;
  } catch {
    return undefined;
  }
}
