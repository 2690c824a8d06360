import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { clearBrowserCookies } from "./cookies.ts";

afterEach(() => {
  cleanup();
  clearBrowserCookies();
});
