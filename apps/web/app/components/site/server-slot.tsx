import { Box, type BoxProps } from "@mui/material";

/**
 * A part of a public page that depends on the server's configuration (operator
 * details, social links): pre-rendered with `fallback` between two comment
 * markers, which the server replaces when it serves the page
 * (apps/server/src/web/site-slots.ts). A page that hydrates keeps what the
 * server put there.
 */
export function ServerSlot({
  name,
  fallback = "",
  ...boxProps
}: { name: string; fallback?: string } & Omit<BoxProps, "children">) {
  const html =
    typeof document === "undefined"
      ? `<!--slot:${name}-->${fallback}<!--/slot:${name}-->`
      : (document.querySelector(`[data-slot="${name}"]`)?.innerHTML ?? "");
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markers for the server (escaped fallback) or the server's own escaped HTML
    <Box data-slot={name} {...boxProps} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Text for a slot's fallback, safe inside HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
