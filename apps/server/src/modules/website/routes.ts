import { ContactMessageBodySchema, ContactMessageSchema, ERROR_RESPONSES } from "@tempus/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../http/declared-responses.ts";
import type { WebsiteDeps } from "./deps.ts";
import { contactPage, formLanguage, isHtmlFormPost } from "./html-form.ts";
import { submitContactMessage, throttleContactForm } from "./submit-contact-message.ts";

export const websiteRoutes: FastifyPluginAsyncZod<{ deps: WebsiteDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    "/api/website/contact/",
    {
      // Public; a signed-in visitor of a company whose subscription ended may write too.
      config: { auth: "optional", allowedWhenReadOnly: true, formBodies: true },
      // Throttled before the body is judged, as DRF throttles before the view runs.
      attachValidation: true,
      schema: {
        tags: ["website"],
        summary: "Send a message through the contact form",
        description:
          "JSON, or a plain HTML form (application/x-www-form-urlencoded): a browser that prefers " +
          "HTML is sent on with 303 to /contact?sent=1 or /contact?failed=1 (under /de for " +
          'language "de").',
        consumes: ["application/json", "application/x-www-form-urlencoded"],
        body: ContactMessageBodySchema,
        response: {
          201: ContactMessageSchema,
          303: z.null().describe("An HTML form's answer: see the Location header"),
          429: errorResponse(ERROR_RESPONSES.throttled),
        },
      },
    },
    async (request, reply) => {
      await throttleContactForm(deps, request.ip);
      const htmlForm = isHtmlFormPost(request.headers);
      if (request.validationError) {
        if (!htmlForm) throw request.validationError;
        return reply.redirect(contactPage(formLanguage(request.body), "failed"), 303);
      }
      const body = request.body;
      const message = await submitContactMessage(deps, body, request.log);
      if (htmlForm) return reply.redirect(contactPage(formLanguage(body), "sent"), 303);
      return reply.code(201).send(message);
    },
  );
};
