import { drfErrorMap, toFieldErrors } from "@tempus/contract";
import type { z } from "zod";
import { InvalidBody } from "./api-client.ts";

/**
 * Checks what a form built against the contract's schema of the call (the
 * server's rules and messages) and answers it, unchanged, as that call's body.
 * Apart from the API client: the contract's schemas load with the forms, not with every page.
 */
export function checkBody<S extends z.ZodType>(schema: S, body: unknown): z.input<S> {
  const result = schema.safeParse(body, { error: drfErrorMap });
  if (!result.success) throw new InvalidBody(toFieldErrors(result.error.issues, body));
  return body as z.input<S>;
}
