import { z } from "zod";
import { LanguageSchema } from "../accounts/accounts.ts";
import { CONTACT_LIMITS } from "./contact-limits.ts";

export { CONTACT_LIMITS } from "./contact-limits.ts";

/** A required CharField: trimmed, not blank, at most `max` characters. */
const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * `POST /api/website/contact/`: what a visitor writes. `company_name` may be
 * left out or blank; `language` (write-only) is the language the visitor wrote
 * in: the page they came from, and the wording of the mail to the operator.
 */
export const ContactMessageBodySchema = z
  .object({
    name: requiredText(CONTACT_LIMITS.name),
    email: requiredText(CONTACT_LIMITS.email).pipe(z.email()),
    company_name: z.string().trim().max(CONTACT_LIMITS.company_name).optional(),
    subject: requiredText(CONTACT_LIMITS.subject),
    message: requiredText(CONTACT_LIMITS.message),
    language: LanguageSchema.optional(),
  })
  .meta({ id: "ContactMessageCreate" });
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;

/** The stored message's public fields (201). */
export const ContactMessageSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    company_name: z.string(),
    subject: z.string(),
    message: z.string(),
  })
  .meta({ id: "ContactMessage" });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
