import { isDatabaseUnavailable } from "./db/errors";
import { createHash, randomUUID } from "node:crypto";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { accountDeletionRoutes } from "./account/deletion-routes";
import { accountRoutes } from "./account/routes";
import { adminRoutes } from "./admin/routes";
import { attributionRoutes } from "./attribution/routes";
import { authJsonBodies } from "./auth/auth-bodies";
import { authRoute } from "./auth/auth-route";
import { authRateLimit } from "./auth/rate-limit";
import { loadSession, type AuthVariables } from "./auth/session";
import { analyticsCspSources, analyticsProvider } from "./analytics-forwarding";
import { billingFeature } from "./billing/feature";
import { configRoutes } from "./config-routes";
import { AppError, respondWithError } from "./http/errors";
import { limitBody } from "./http/body-limit";
import { LISTING_BODY_MAX_BYTES } from "../core/listing/largest-listing";
import { resolveClientIp } from "./http/client-ip";
import { originCheck } from "./http/origin-check";
import { openApiRoutes } from "./http/openapi-routes";
import { spaRoutes } from "./http/spa";
import { INLINE_PAGE_SCRIPTS } from "../core/page-scripts";
import { healthRoutes } from "./health/routes";
import type { Logger } from "./runtime/logger";
import { mailDirOf, offersLocalMailbox } from "./mail/local-mailbox";
import { mailboxRoutes } from "./mail/mailbox-routes";
import { callbackRoutes } from "./pipeline/write/webhook/callback-routes";
import { eventsRoutes } from "./products/events-routes";
import { previewVoice } from "./pipeline/write/builtin/voice-preview";
import { listingRoutes } from "./listing/routes";
import { exportRoutes } from "./listing/export-routes";
import { regenerateRoutes } from "./listing/regenerate-routes";
import { productRoutes } from "./products/routes";
import type { Services } from "./services";
import { testFixtureRoutes } from "./testing/routes";
import { uploadsFeature } from "./uploads/feature";
import { analyticsRoutes } from "./analytics/routes";
import { dailyEventCap } from "./analytics/daily-event-cap";
import { legalRoutes } from "./legal/routes";
import { marketplacesFeature } from "./marketplaces/feature";
import { isProductFileUpload } from "./marketplaces/product-file-routes";
import { revokeConnections } from "./marketplaces/revoke-connections";
import { importRoutes, isImportUpload } from "./imports/routes";

export type AppServices = Pick<
  Services,
  "config" | "database" | "db" | "auth" | "sendAccountMail" | "logger" | "storage" | "queue" | "events" | "secret" | "sessions" | "tokens"
>;

export interface AppOptions {
  webRoot: string;
  /** This server's own address, known once it listens (the simulated Paddle posts webhooks to it). */
  selfUrl: () => string;
}

/** The answer to a body over its limit: thrown, so it takes the one error path (onError below). */
const tooLarge = (): never => {
  throw new AppError("PAYLOAD_TOO_LARGE", "The request body is too large");
};

const listingTooLarge = (): never => {
  throw new AppError(
    "PAYLOAD_TOO_LARGE",
    `The listing is larger than any listing can be: a request carrying one may hold at most ${Math.floor(LISTING_BODY_MAX_BYTES / 1024)} KB.`,
  );
};

/** The routes whose body is a whole listing: the creator's save and a workflow's first result. */
const carriesListing = (method: string, path: string) =>
  (method === "PUT" && /^\/api\/products\/[^/]+\/listing$/.test(path)) || (method === "POST" && /^\/api\/generation\/callback\/[^/]+$/.test(path));

/** The pages' inline scripts (decision 060), allowed by their hashes and nothing else inline. */
const PAGE_SCRIPT_HASHES = INLINE_PAGE_SCRIPTS.map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);

/** Paddle.js is loaded from Paddle's CDN and opens its checkout in a frame from Paddle's domains. */
const PADDLE_SOURCES = ["https://cdn.paddle.com", "https://*.paddle.com"];

/** Middleware, then each feature's routes; the features build their own parts (decision 036). */
export function createApp(services: AppServices, { webRoot, selfUrl }: AppOptions) {
  const { config, database, db, auth, sendAccountMail, logger, storage, queue, events, secret, sessions, tokens } = services;
  const paddleSources = config.payments === "paddle" ? PADDLE_SOURCES : [];
  const analytics = analyticsProvider(config);
  const analyticsSources = analyticsCspSources(analytics);
  const secureCookies = config.appUrl.startsWith("https://");
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
        scriptSrc: ["'self'", ...PAGE_SCRIPT_HASHES, ...paddleSources, ...analyticsSources.script],
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
  const jsonLimit = limitBody(64 * 1024, tooLarge);
  // A listing save and a workflow's result carry a whole listing: up to the largest one the edit
  // limits allow (decision 053). Anything larger is refused before a byte of it is parsed.
  const listingLimit = limitBody(LISTING_BODY_MAX_BYTES, listingTooLarge);
  // Uploads carry images, a buyer's file up to 100 MB (issue 32), an import's CSV and ZIP up to
  // 200 MB (issue 33): each route sets its own, larger limit.
  app.use("/api/*", (c, next) =>
    c.req.path === "/api/uploads" || isProductFileUpload(c.req.method, c.req.path) || isImportUpload(c.req.method, c.req.path)
      ? next()
      : carriesListing(c.req.method, c.req.path)
        ? listingLimit(c, next)
        : jsonLimit(c, next),
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
  app.on(["GET", "POST"], "/api/auth/*", authRoute(auth, secureCookies));

  app.route("/api", healthRoutes({ db }));
  app.route("/api", configRoutes(config));
  app.route("/api", openApiRoutes());
  // Public pages: mounted before the session lookup, which they do not need.
  app.route("/api", legalRoutes({ legalDir: config.LEGAL_DIR }));
  // Paddle's notifications carry no session; skipping the lookup keeps their answer quick.
  app.use("/api/*", loadSession(auth, sessions, { skipPrefix: "/api/webhooks/" }));
  app.use("/media/*", loadSession(auth, sessions));
  app.route(
    "/api",
    accountRoutes({
      db,
      auth,
      adminEmail: config.ADMIN_EMAIL,
      mail: { db, send: sendAccountMail, appUrl: config.appUrl },
      sessions,
      secureCookies,
      previewVoice,
    }),
  );
  const billing = billingFeature({ config, db, queue, secret, logger, selfUrl });
  const { prices, paddle, simulated, webhookSecret, sync, emailKey } = billing;
  app.route("/api", billing.routes.subscription);
  app.route("/api/billing", billing.routes.billing);
  const revokeMarketplaces = revokeConnections({ cipher: tokens, settings: config.marketplaces, logger });
  app.route(
    "/api",
    accountDeletionRoutes({
      db,
      logger,
      paddle,
      simulated,
      sync,
      emailKey,
      storage,
      mailer: { send: sendAccountMail },
      appUrl: config.appUrl,
      sessions,
      revokeMarketplaces,
    }),
  );
  const analyticsCap = dailyEventCap({ db, logger, maxPerDay: config.ANALYTICS_EVENTS_PER_DAY });
  app.route("/api", attributionRoutes({ db, cap: analyticsCap }));
  app.route("/api", productRoutes({ db, queue, appUrl: config.appUrl, writeEpoch: database.writeEpoch }));
  app.route("/api", analyticsRoutes({ db, cap: analyticsCap }));
  app.route("/api", listingRoutes({ db, savesPerMinute: config.LISTING_SAVES_PER_MINUTE }));
  app.route("/api", exportRoutes({ db, appUrl: config.appUrl, secret }));
  app.route("/api", eventsRoutes({ db, events }));
  app.route("/api", regenerateRoutes({ db, queue, events, generator: config.GENERATOR }));
  app.route("/api/generation", callbackRoutes({ db, queue }));
  app.route("/api/webhooks", billing.routes.webhooks);
  const uploads = uploadsFeature({ config, db, storage, secret });
  app.route("/api", uploads.routes.uploads);
  app.route("/media", uploads.routes.media);
  app.route(
    "/api",
    importRoutes({
      db,
      storage,
      queue,
      limits: { maxBytes: config.UPLOAD_MAX_BYTES, maxPixels: config.UPLOAD_MAX_PIXELS },
      importsPerHour: config.IMPORTS_PER_HOUR,
    }),
  );
  const marketplaces = marketplacesFeature({ config, db, queue, storage, tokens, logger });
  app.route("/api", marketplaces.connections);
  app.route("/api", marketplaces.files);
  app.route("/api", marketplaces.sale);
  app.route("/api", marketplaces.publish);
  if (config.TEST_FIXTURES) app.route("/api/test", testFixtureRoutes({ db, prices }));
  // Local mail written to files: a mailbox page for the newcomer; otherwise no such route (a 404).
  if (offersLocalMailbox(config)) app.route("/api", mailboxRoutes({ mailDir: mailDirOf(config) }));
  app.route(
    "/api/admin",
    adminRoutes({ db, config, auth, queue, prices, paddle, simulated, webhookSecret, sendAccountMail, storage, logger, selfUrl, sessions, emailKey }),
  );
  app.all("/api/*", (c) => {
    throw new AppError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}`);
  });
  app.route("/", spaRoutes(webRoot));

  app.onError((error, c) => {
    if (error instanceof AppError) return respondWithError(c, error);
    if (isDatabaseUnavailable(error)) {
      c.get("log").warn("database unavailable", { error: error.message });
      return respondWithError(c, new AppError("SERVICE_UNAVAILABLE", "We cannot reach our database right now. Please try again in a moment.", undefined, 5));
    }
    c.get("log").error("unhandled error", { error });
    return respondWithError(c, new AppError("INTERNAL", "Something went wrong on our side. Please try again."));
  });
  return app;
}
