import { z } from "zod";
import { endpoint } from "../endpoint.ts";
import { ERROR_RESPONSES } from "../errors.ts";
import { ContactMessageBodySchema, ContactMessageSchema } from "./contact.ts";

/** The public site's contact form. */
export const websiteEndpoints = {
  contact: {
    send: endpoint({
      method: "POST",
      path: "/api/website/contact/",
      tags: ["website"],
      summary: "Send a message through the contact form",
      description:
        "JSON, or a plain HTML form (application/x-www-form-urlencoded): a browser that prefers " +
        "HTML is sent on with 303 to /contact?sent=1 or /contact?failed=1 (under /de, /fr or /nl " +
        "for those languages).",
      /** The media types of the bodies it takes (beside the endpoint's fields: see the server's route). */
      consumes: ["application/json", "application/x-www-form-urlencoded"],
      body: ContactMessageBodySchema,
      responses: {
        201: ContactMessageSchema,
        303: z.null().describe("An HTML form's answer: see the Location header"),
        429: ERROR_RESPONSES.throttled,
      },
    }),
  },
};
