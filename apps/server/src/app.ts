import { randomUUID } from "node:crypto";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { LogController } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type Clock, systemClock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/open-database.ts";
import { createThrottle } from "./db/throttle.ts";
import { registerAllowedHosts } from "./http/allowed-hosts.ts";
import { createAuthenticator, registerAuthentication } from "./http/authentication.ts";
import { registerHttpConventions } from "./http/conventions.ts";
import {
  registerDeclaredResponses,
  transformDocument,
  transformRouteSchema,
} from "./http/declared-responses.ts";
import { registerIdempotency } from "./http/idempotency.ts";
import { registerLanguage } from "./http/language.ts";
import { MAX_PARAM_LENGTH, MULTIPART_LIMITS, requestLimits } from "./http/limits.ts";
import { registerMoneyPrivacy } from "./http/money-privacy.ts";
import { registerPermissions } from "./http/permissions.ts";
import { registerRequestClient } from "./http/request-client.ts";
import { registerRequestLog } from "./http/request-log.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { openUserCache } from "./http/user-cache.ts";
import { validatorCompiler } from "./http/validation.ts";
import { scheduleJobs } from "./jobs/schedule-jobs.ts";
import { bufferedStdout } from "./lib/log.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { TokenService } from "./modules/accounts/index.ts";
import { accountsRoutes } from "./modules/accounts/routes.ts";
import { authenticateApiToken } from "./modules/api-tokens/index.ts";
import { apiTokenRoutes } from "./modules/api-tokens/routes.ts";
import { auditRoutes } from "./modules/audit/routes.ts";
import { isCompanyReadOnly } from "./modules/billing/index.ts";
import { billingRoutes } from "./modules/billing/routes.ts";
import { budgetRoutes } from "./modules/budgets/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { importRoutes } from "./modules/imports/routes.ts";
import { documentRenderers } from "./modules/invoicing/index.ts";
import { invoicingRoutes } from "./modules/invoicing/routes.ts";
import { membersSeeOwnAmounts } from "./modules/masterdata/index.ts";
import { masterdataRoutes } from "./modules/masterdata/routes.ts";
import { operationsRoutes } from "./modules/operations/routes.ts";
import { portabilityRoutes } from "./modules/portability/routes.ts";
import { pricingRoutes } from "./modules/pricing/routes.ts";
import { reminderRoutes } from "./modules/reminders/routes.ts";
import { invoiceTimesheet, timesheetRenderers } from "./modules/reports/index.ts";
import { reportRoutes } from "./modules/reports/routes.ts";
import { statisticsRoutes } from "./modules/statistics/routes.ts";
import { teamRoutes } from "./modules/team/routes.ts";
import { xlsxWriters } from "./modules/time/index.ts";
import { timeRoutes } from "./modules/time/routes.ts";
import { websiteRoutes } from "./modules/website/routes.ts";
import { registerWeb } from "./web/serve-web.ts";

export interface AppDeps {
  config: Config;
  db: Database;
  /** Pass `false` to silence request logs; tests may pass a stream to read them. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
  /** The current time; tests move it. */
  clock?: Clock;
  /** Outgoing mail; defaults to SMTP_URL, or the log without it. */
  mailer?: Mailer;
  /** Background jobs (clean-ups); off in tests, which call the jobs directly. */
  runJobs?: boolean;
}

/**
 * Builds the whole server: the shared HTTP conventions first, then one plugin
 * per module. Tests build it the same way against an in-memory database.
 */
export async function buildApp({
  config,
  db,
  logger = true,
  logStream,
  clock = systemClock,
  mailer,
  runJobs = false,
}: AppDeps) {
  const stdout = logger && !logStream ? bufferedStdout() : undefined;
  const server = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      stream: logStream ?? stdout?.stream,
    },
    // A hop count: the socket's peer and the entries the next proxies appended are believed,
    // nothing left of them (what a client wrote into X-Forwarded-For itself).
    trustProxy:
      config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    genReqId: () => randomUUID(),
    // One line per request, by registerRequestLog, instead of Fastify's two.
    logController: new LogController({
      requestIdLogLabel: "requestId",
      disableRequestLogging: true,
    }),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: MAX_PARAM_LENGTH },
    bodyLimit: 3 * 1024 * 1024,
    ...requestLimits,
  });
  // Routes declare the contract's zod schemas; the cross-cutting hooks below take any instance.
  const app = server.withTypeProvider<ZodTypeProvider>();

  registerRequestClient(server);
  registerAllowedHosts(server, config.allowedHosts);
  registerSecurityHeaders(server, { trustProxy: config.trustProxy > 0 });
  registerLanguage(server);
  registerRequestLog(server);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const tokens = new TokenService(db, config, clock);
  const throttle = createThrottle(db, clock);
  const outbox = mailer ?? createMailer(config, app.log);
  const users = await openUserCache(db);
  app.addHook("onClose", async () => users.close());
  const identify = createAuthenticator(db, tokens, users.cache, (token) =>
    authenticateApiToken({ db, clock }, token),
  );
  const serveWebPage = config.webRoot
    ? await registerWeb(server, config.webRoot, { publicUrl: config.publicUrl, site: config.site })
    : undefined;
  registerHttpConventions(server, { fallback: serveWebPage, identify });
  registerAuthentication(server, identify);
  registerPermissions(server, (companyId) => isCompanyReadOnly(db, companyId));
  registerIdempotency(server, db, clock);
  registerMoneyPrivacy(server, (companyId) => membersSeeOwnAmounts(db, companyId));
  registerDeclaredResponses(server);
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  if (runJobs) {
    const stopJobs = scheduleJobs({ db, clock, config, throttle, mailer: outbox, log: app.log });
    app.addHook("onClose", async () => stopJobs());
  }
  app.addHook("onClose", async () => outbox.close());
  // Last, after every other hook has logged what it had to.
  if (stdout) app.addHook("onClose", async () => stdout.close());
  app.addHook("onClose", documentRenderers(app.log).close);
  app.addHook("onClose", xlsxWriters(app.log).close);
  app.addHook("onClose", timesheetRenderers(app.log).close);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Tempus API",
        description:
          "Time tracking and project billing. Wire-compatible with Django REST Framework, djoser and simplejwt.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: transformRouteSchema,
    transformObject: transformDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(operationsRoutes, { deps: { db } });
  await app.register(masterdataRoutes, { deps: { db, clock } });
  await app.register(billingRoutes, { deps: { db, clock } });
  await app.register(catalogRoutes, { deps: { db, clock } });
  await app.register(budgetRoutes, { deps: { db, clock } });
  await app.register(pricingRoutes, { deps: { db, clock } });
  await app.register(timeRoutes, { deps: { db, clock } });
  await app.register(reminderRoutes, { deps: { db, clock } });
  await app.register(invoicingRoutes, {
    deps: {
      db,
      clock,
      mailer: outbox,
      // An invoice's mail may carry a report's PDF timesheet (decision 032).
      timesheet: (actor, request) => invoiceTimesheet(db, actor, request, clock()),
    },
  });
  await app.register(statisticsRoutes, { deps: { db, clock } });
  await app.register(reportRoutes, { deps: { db, clock } });
  await app.register(importRoutes, { deps: { db, clock, log: app.log } });
  await app.register(teamRoutes, { deps: { db, clock, config, mailer: outbox, log: app.log } });
  await app.register(apiTokenRoutes, { deps: { db, clock } });
  await app.register(auditRoutes, { deps: { db, clock } });
  await app.register(portabilityRoutes, { deps: { db, clock } });
  await app.register(accountsRoutes, {
    deps: { db, config, clock, tokens, mailer: outbox, throttle, log: app.log },
  });
  await app.register(websiteRoutes, { deps: { db, config, clock, mailer: outbox, throttle } });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
