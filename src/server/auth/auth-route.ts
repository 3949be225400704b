import type { Context } from "hono";
import { AppError } from "../http/errors";
import type { Logger } from "../runtime/logger";
import type { Auth } from "./auth";
import { authRequest } from "./auth-bodies";
import { runSignUpAttempt } from "./sign-up-attempt";
import { signUpKeyCookie } from "./sign-up-key-cookie";

/**
 * A sign-up runs as its own attempt, whose link binds the password it chose; an accepted one gives
 * the browser the attempt's key on a new and a taken address alike, so the answer still tells
 * nothing (decision 057). What Better Auth throws (`onAPIError.throw` in auth.ts) is logged here
 * as JSON, never with the values sent, and answered with the app's one 500 (decision 054).
 */
export function authRoute(auth: Auth, secureCookies: boolean) {
  const handle = async (c: Context, request: Request): Promise<Response> => {
    try {
      return await auth.handler(request);
    } catch (error) {
      (c.get("log") as Logger).error("Better Auth could not answer", { error });
      throw new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
    }
  };
  return async (c: Context): Promise<Response> => {
    const request = await authRequest(c);
    if (c.req.method !== "POST" || c.req.path !== "/api/auth/sign-up/email") return handle(c, request);
    const body = c.get("authBody") as { callbackURL?: unknown } | null;
    const next = typeof body?.callbackURL === "string" ? body.callbackURL : undefined;
    const { attempt, result } = runSignUpAttempt(next, () => handle(c, request));
    const response = await result;
    if (response.status !== 200) return response;
    const answer = new Response(response.body, response);
    answer.headers.append("Set-Cookie", signUpKeyCookie(attempt.browserKey, secureCookies));
    return answer;
  };
}
