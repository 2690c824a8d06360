import { z } from "zod";

/**
 * Signed-in sessions (decision 035): one per log-in, carried by its refresh tokens; the user sees
 * each with its browser, address and last use, and ends any of them.
 */
export const UserSessionSchema = z
  .object({
    id: z.number().int(),
    user_agent: z.string().describe("The browser's User-Agent at its last use"),
    ip_address: z.string(),
    created_at: z.string().describe("The log-in"),
    last_used_at: z.string().describe("The log-in, or the last refresh of its tokens"),
    current: z.boolean().describe("Whether the request came from this session"),
  })
  .meta({ id: "UserSession" });
export type UserSession = z.infer<typeof UserSessionSchema>;
