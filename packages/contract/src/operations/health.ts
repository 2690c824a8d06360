import { z } from "zod";

export const HealthSchema = z
  .object({ status: z.enum(["ok", "unavailable"]), database: z.enum(["ok", "unavailable"]) })
  .meta({ id: "Health" });
export type Health = z.infer<typeof HealthSchema>;
