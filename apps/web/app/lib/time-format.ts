/** hh:mm:ss of a number of seconds. */
export function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, "0")).join(":");
}

/** h:mm of a number of seconds. */
export function hoursMinutes(seconds: number): string {
  return `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}`;
}

/**
 * A log's length: h:mm, or its seconds when it is shorter than a minute ("38 s"), so that a short
 * log priced at its exact seconds does not read "0:00" beside an amount.
 */
export function logDuration(seconds: number): string {
  return seconds > 0 && seconds < 60 ? `${seconds} s` : hoursMinutes(seconds);
}

/**
 * A log's billed time (decision 031): h:mm, with its seconds (h:mm:ss) when it is not whole
 * minutes, so that it always explains the amount beside it (the amount is rate × this time).
 */
export function billedDuration(seconds: number): string {
  return seconds % 60 === 0
    ? hoursMinutes(seconds)
    : `${hoursMinutes(seconds)}:${String(seconds % 60).padStart(2, "0")}`;
}
