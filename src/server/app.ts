import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { except } from "hono/combine";
import type { PublicConfig } from "../core/api-types";
import { accountDeletionRoutes } from "./account/deletion-routes";
import { accountRoutes } from "./account/routes";
import { adminRoutes } from "./admin/routes";
import { attributionRoutes } from "./attribution/routes";
import type { Auth } from "./auth/auth";
import { authJsonBodies, authRequest } from "./auth/auth-bodies";
import type { SendAccountMail } from "./mail/account-mailer";
import { authRateLimit } from "./auth/rate-limit";
import { loadSession, type AuthVariables } from "./auth/session";
import type { Config } from "./config";
import { analyticsCspSources, analyticsProvider } from "./analytics-forwarding";
import type { Db } from "./db/client";
import { AppError, errorBody, respondWithError } from "./http/errors";
import { limitBody } from "./http/body-limit";
import { resolveClientIp } from "./http/client-ip";
import { originCheck } from "./http/origin-check";
import { spaRoutes } from "./http/spa";
import type { Logger } from "./logger";
import { paddleWebhookSecret } from "./billing/webhook-secret";
import { paddleWebhookRoutes } from "./billing/webhook-routes";
import { createPaddleClient } from "./billing/paddle-client";
import { billingRoutes } from "./billing/routes";
import { createSimulatedPaddle } from "./billing/simulated-paddle";
import { checkSync, syncSubscription } from "./billing/sync";
import { callbackRoutes } from "./generation/callback-routes";
import { eventsRoutes } from "./generation/events-routes";
import type { ProductEvents } from "./generation/product-events";
import type { Queue } from "./jobs/queue";
import { listingRoutes } from "./listing/routes";
import { exportRoutes } from "./listing/export-routes";
import { regenerateRoutes } from "./listing/regenerate-routes";
import { productRoutes } from "./products/routes";
import type { ObjectStorage } from "./storage/storage";
import { readSubscription } from "./plan/read-subscription";
import { subscriptionRoutes } from "./plan/routes";
import { billingFixtureRoutes } from "./testing/billing-fixtures";
import { fixtureRoutes } from "./testing/fixture-routes";
import { mediaRoutes } from "./uploads/media-routes";
import { uploadRoutes } from "./uploads/routes";
import { analyticsRoutes } from "./analytics/routes";
import { createWorkLimiter } from "./uploads/work-limiter";

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  sendAccountMail: SendAccountMail;
  logger: Logger;
  storage: ObjectStorage;
  queue: Queue;
  events: ProductEvents;
  secret: string;
  webRoot: string;
  /** This server's own address, known once it listens (the simulated Paddle posts webhooks to it). */
  selfUrl: () => string;
}

/** Paddle.js is loaded from Paddle's CDN and opens its checkout in a frame from Paddle's domains. */
const PADDLE_SOURCES = ["https://cdn.paddle.com", "https://*.paddle.com"];

export function createApp({ config, db, auth, sendAccountMail, logger, storage, queue, events, secret, webRoot, selfUrl }: AppDeps) {
  const paddleSources = config.payments === "paddle" ? PADDLE_SOURCES : [];
  const analytics = analyticsProvider(config);
  const analyticsSources = analyticsCspSources(analytics);
  const app = new Hono<{ Variables: AuthVariables & { log: Logger } }>();

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    const log = logger.child({ requestId });
    c.set("log", log);
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    if (c.req.path.startsWith("/api/")) log.info("request", { method: c.req.method, path: c.req.path, status: c.res.status, ms });
  });
  app.use("*", resolveClientIp(config.TRUST_PROXY));
  app.use(
    "*",
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...paddleSources, ...analyticsSources.script],
        frameSrc: ["'self'", ...paddleSources],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...paddleSources, ...analyticsSources.connect],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // HSTS over plain http is ignored by browsers at best; an http APP_URL is a local or test setup.
      strictTransportSecurity: config.appUrl.startsWith("https://"),
      // A route that sets a header itself (the media route's sandbox policy) keeps it.
      overwrite: false,
    }),
  );
  const jsonLimit = limitBody(64 * 1024, (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large"), 413));
  // A whole listing can legitimately reach a few hundred KB (the edit limits), and a 1 MB field
  // should get the field's own 400, so a listing save may carry up to 1.5 MB.
  const listingLimit = limitBody(1536 * 1024, (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large"), 413));
  const isListingSave = (method: string, path: string) => method === "PUT" && /^\/api\/products\/[^/]+\/listing$/.test(path);
  // Uploads carry images and set their own, larger limit.
  app.use("/api/*", (c, next) =>
    c.req.path === "/api/uploads" ? next() : isListingSave(c.req.method, c.req.path) ? listingLimit(c, next) : jsonLimit(c, next),
  );
  app.use("/api/*", originCheck([config.appUrl]));
  app.use("/api/auth/*", authJsonBodies);
  app.use(
    "/api/*",
    authRateLimit({
      db,
      perIp: { max: config.AUTH_RATE_LIMIT_PER_IP, windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS },
      perAccount: { max: config.AUTH_RATE_LIMIT_PER_ACCOUNT, windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    }),
  );
  app.on(["GET", "POST"], "/api/auth/*", async (c) => auth.handler(await authRequest(c)));

  app.get("/api/health", (c) => c.json({ ok: true }));
  const publicConfig: PublicConfig = {
    googleEnabled: config.google !== null,
    supportEmail: config.SUPPORT_EMAIL,
    payments: {
      mode: config.payments,
      clientToken: config.payments === "paddle" ? (config.PADDLE_CLIENT_TOKEN ?? null) : null,
      environment: config.PADDLE_ENV,
    },
    analytics,
    trialDays: config.TRIAL_DAYS,
  };
  app.get("/api/config", (c) => c.json(publicConfig));
  // Paddle's notifications carry no session; skipping the lookup keeps their answer quick.
  app.use("/api/*", except("/api/webhooks/*", loadSession(auth)));
  app.use("/media/*", loadSession(auth));
  const limits = { maxBytes: config.UPLOAD_MAX_BYTES, maxPixels: config.UPLOAD_MAX_PIXELS };
  app.route("/api", accountRoutes({ db, auth, adminEmail: config.ADMIN_EMAIL, mail: { db, send: sendAccountMail, appUrl: config.appUrl } }));
  const prices = config.prices;
  const paddle = createPaddleClient(config);
  const webhookSecret = paddleWebhookSecret(config, secret);
  const simulated =
    config.payments === "simulated" ? createSimulatedPaddle({ db, prices, secret: webhookSecret, webhookUrl: () => `${selfUrl()}/api/webhooks/paddle` }) : null;
  const syncDeps = { db, prices, paddle, logger };
  const sync = (userId: string) => syncSubscription(syncDeps, userId);
  app.route("/api", subscriptionRoutes({ db, prices, logger, sync, checkSync: (userId) => checkSync(syncDeps, userId) }));
  app.route(
    "/api/billing",
    billingRoutes({
      db,
      mode: config.payments,
      prices,
      appUrl: config.appUrl,
      logger,
      paddle,
      simulated,
      trialDays: config.TRIAL_DAYS,
      sync,
      readSubscription: (userId) => readSubscription(db, prices, userId),
    }),
  );
  app.route("/api", accountDeletionRoutes({ db, logger, paddle, simulated, sync, storage, mailer: { send: sendAccountMail }, appUrl: config.appUrl }));
  app.route("/api", attributionRoutes({ db }));
  app.route("/api", productRoutes({ db, queue, appUrl: config.appUrl }));
  app.route("/api", analyticsRoutes({ db }));
  app.route("/api", listingRoutes({ db }));
  app.route("/api", exportRoutes({ db, appUrl: config.appUrl, secret }));
  app.route("/api", eventsRoutes({ db, events }));
  app.route("/api", regenerateRoutes({ db, queue, events }));
  app.route("/api/generation", callbackRoutes({ db, queue }));
  app.route("/api/webhooks", paddleWebhookRoutes({ db, queue, secret: webhookSecret, paddle, logger }));
  const images = createWorkLimiter(config.IMAGE_CONCURRENCY);
  app.route("/api", uploadRoutes({ db, storage, limits, images, queueWaitMs: config.IMAGE_QUEUE_WAIT_SECONDS * 1000, allowances: config.uploadAllowance }));
  app.route("/media", mediaRoutes({ db, storage, secret }));
  if (config.TEST_FIXTURES) {
    app.route("/api/test", fixtureRoutes({ db }));
    app.route("/api/test", billingFixtureRoutes({ db, prices }));
  }
  app.route("/api/admin", adminRoutes({ db, config, auth, queue, prices, paddle, simulated, webhookSecret, sendAccountMail, storage, logger, selfUrl }));
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}`), 404));
  app.route("/", spaRoutes(webRoot));

  app.onError((error, c) => {
    if (error instanceof AppError) return respondWithError(c, error);
    c.get("log").error("unhandled error", { error });
    return c.json(errorBody("INTERNAL", "Something went wrong on our side. Please try again."), 500);
  });
  return app;
}
