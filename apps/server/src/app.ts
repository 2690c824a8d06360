import { randomUUID } from "node:crypto";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/open-database.ts";
import { registerHttpConventions } from "./http/conventions.ts";
import { validatorCompiler } from "./http/validation.ts";
import { masterdataRoutes } from "./modules/masterdata/routes.ts";
import { operationsRoutes } from "./modules/operations/routes.ts";
import { registerWeb } from "./web/serve-web.ts";

export interface AppDeps {
  config: Config;
  db: Database;
  /** Pass `false` to silence request logs; tests may pass a stream to read them. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the whole server: the shared HTTP conventions first, then one plugin
 * per module. Tests build it the same way against an in-memory database.
 */
export async function buildApp({ config, db, logger = true, logStream }: AppDeps) {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      redact: ["req.headers.authorization", "req.headers.cookie"],
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    bodyLimit: 3 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  const serveWebPage = config.webRoot ? await registerWeb(app, config.webRoot) : undefined;
  registerHttpConventions(app as unknown as FastifyInstance, { fallback: serveWebPage });

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
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(operationsRoutes, { db });
  await app.register(masterdataRoutes, { db });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
