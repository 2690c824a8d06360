/**
 * The contact form's maxima (characters per field). Zod-free on purpose: the
 * web's contact page reads them without loading the schemas.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company_name: 200,
  subject: 200,
  message: 5000,
} as const;
