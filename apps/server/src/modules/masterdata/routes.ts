import { COMPANY_MANAGERS } from "@tempus/contract";
import { endpoints } from "@tempus/contract/endpoints";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../core/errors.ts";
import { currentUser } from "../../http/authentication.ts";
import { anyone, listInput } from "../../http/collection-routes.ts";
import { route, routeCollection } from "../../http/endpoint-routes.ts";
import { parseId } from "../../http/ids.ts";
import { SHARED_RESOURCE_POLICY } from "../../http/security-headers.ts";
import { absoluteUrl } from "../../http/urls.ts";
import { companyImageName, findCompanyImage } from "./company-image.ts";
import { readCompanyWrite } from "./company-write-request.ts";
import type { MasterdataDeps } from "./deps.ts";
import { getCompanyInfo } from "./get-company-info.ts";
import { getCurrency } from "./get-currency.ts";
import { listCompanyInfo } from "./list-company-info.ts";
import { listCurrencies } from "./list-currencies.ts";
import { updateCompanyInfo } from "./update-company-info.ts";

const { currency, companyInfo, companyImage } = endpoints;

export const masterdataRoutes: FastifyPluginAsyncZod<{ deps: MasterdataDeps }> = async (
  app,
  { deps },
) => {
  const { db } = deps;
  routeCollection(app, deps, {
    endpoints: currency,
    actor: anyone,
    publicReads: true,
    operations: { list: listCurrencies, get: getCurrency },
  });

  route(app, companyInfo.list, {
    handler: (request) =>
      listCompanyInfo(deps, currentUser(request), listInput(request, request.query)),
  });
  route(app, companyInfo.get, {
    handler: (request) =>
      getCompanyInfo(deps, currentUser(request), {
        id: parseId(request.params.id),
        url: absoluteUrl(request),
      }),
  });
  for (const endpoint of [companyInfo.update, companyInfo.patch]) {
    route(app, endpoint, {
      config: { roles: COMPANY_MANAGERS },
      // Multipart bodies are read by the handler; JSON bodies are validated there the same way.
      options: { attachValidation: true },
      handler: async (request) => {
        const actor = currentUser(request);
        const target = { id: parseId(request.params.id), url: absoluteUrl(request) };
        await getCompanyInfo(deps, actor, target);
        const write = await readCompanyWrite(request, { requireName: endpoint.method === "PUT" });
        return updateCompanyInfo(deps, actor, { ...target, ...write });
      },
    });
  }

  route(app, companyImage.get, {
    handler: async (request, reply) => {
      const image = await findCompanyImage(db, { companyId: currentUser(request).companyId });
      return reply
        .type(image.contentType)
        .header("cache-control", "private, no-cache")
        .header("content-disposition", `inline; filename="logo.${image.extension}"`)
        .send(image.data);
    },
  });
  route(app, companyImage.file, {
    config: { auth: "none" },
    handler: async (request, reply) => {
      const name = companyImageName(request.params.file);
      if (!name) throw notFound();
      const image = await findCompanyImage(db, name);
      return (
        reply
          .type(image.contentType)
          .header("cache-control", "public, max-age=31536000, immutable")
          // Shown by mail programs and invoices' readers on other sites.
          .header("cross-origin-resource-policy", SHARED_RESOURCE_POLICY)
          .header("content-disposition", `inline; filename="logo.${image.extension}"`)
          .send(image.data)
      );
    },
  });
};
