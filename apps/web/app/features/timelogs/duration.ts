/** A typed duration, "1:30" (h:mm) or "1.5" / "1,5" (hours), as minutes; null for anything else. */
export function parseDuration(text: string): number | null {
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  if (clock) return Number(clock[1]) * 60 + Number(clock[2]);
  const decimal = /^(\d{1,2})(?:[.,](\d+))?$/.exec(text.trim());
  if (decimal) return Math.round(Number(`${decimal[1]}.${decimal[2] ?? "0"}`) * 60);
  return null;
}
