import type { Context } from "hono";
import { AppError } from "../http/errors";
import type { Logger } from "../logger";
import type { Auth } from "./auth";
import { authRequest } from "./auth-bodies";

/**
 * Better Auth's endpoints. It answers its own refusals (4xx) and throws what it cannot answer
 * (`onAPIError.throw` in auth.ts), which is logged here through the request's JSON logger (the
 * database's message, never the values sent) and answered with the app's one 500. Left to
 * itself, its router printed such an error to the console.
 */
export async function handleAuthRequest(auth: Auth, c: Context): Promise<Response> {
  const request = await authRequest(c);
  try {
    return await auth.handler(request);
  } catch (error) {
    (c.get("log") as Logger).error("Better Auth could not answer", { error });
    throw new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
  }
}
