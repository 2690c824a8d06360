/** Cookies as the browser holds them, set and cleared directly (not through the app's helpers). */
export function setBrowserCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests set up the browser's state directly
  document.cookie = cookie;
}

export function clearBrowserCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name)
      setBrowserCookie(`${name}=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}
