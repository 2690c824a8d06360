import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-routes.ts";
import type { WebsiteDeps } from "./deps.ts";
import { contactPage, formLanguage, isHtmlFormPost } from "./html-form.ts";
import { submitContactMessage, throttleContactForm } from "./submit-contact-message.ts";

const { contact } = endpoints;

export const websiteRoutes: FastifyPluginAsyncZod<{ deps: WebsiteDeps }> = async (
  app,
  { deps },
) => {
  route(app, contact.send, {
    // Public; a signed-in visitor of a company whose subscription ended may write too.
    config: { auth: "optional", allowedWhenReadOnly: true, formBodies: true },
    // Throttled before the body is judged, as DRF throttles before the view runs.
    options: { attachValidation: true },
    handler: async (request, reply) => {
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
  });
};
