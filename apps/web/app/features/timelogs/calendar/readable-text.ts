/** WCAG's relative luminance of an sRGB colour `#rrggbb` (or `#rgb`). */
function luminance(hex: string): number | null {
  const value = hex.trim().replace(/^#/, "");
  const full = value.length === 3 ? [...value].map((digit) => digit + digit).join("") : value;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const channel = (offset: number) => {
    const c = Number.parseInt(full.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The text colour a log's block needs on its project's colour: black or white, whichever reads
 * better by WCAG's contrast ratio (FullCalendar's own choice left white text on a light orange at
 * 3.1:1). An unreadable colour value gets black.
 */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  const light = luminance(background);
  if (light === null) return "#000000";
  return ratio(light, 0) >= ratio(light, 1) ? "#000000" : "#ffffff";
}
