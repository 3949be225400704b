import type { Context } from "hono";
import type { Auth } from "./auth";
import { authRequest } from "./auth-bodies";
import { runSignUpAttempt } from "./sign-up-attempt";
import { signUpKeyCookie } from "./sign-up-key-cookie";

/**
 * Hands /api/auth/* to Better Auth. A sign-up runs as its own attempt, whose link binds the
 * password it chose, and an accepted one gives the browser the attempt's key (decision 057): on a
 * new and a taken address alike, so the answer still tells nothing.
 */
export function authRoute(auth: Auth, secureCookies: boolean) {
  return async (c: Context): Promise<Response> => {
    const request = await authRequest(c);
    if (c.req.method !== "POST" || c.req.path !== "/api/auth/sign-up/email") return auth.handler(request);
    const body = (await c.req.json().catch(() => null)) as { callbackURL?: unknown } | null;
    const next = typeof body?.callbackURL === "string" ? body.callbackURL : undefined;
    const { attempt, result } = runSignUpAttempt(next, () => auth.handler(request));
    const response = await result;
    if (response.status !== 200) return response;
    const answer = new Response(response.body, response);
    answer.headers.append("Set-Cookie", signUpKeyCookie(attempt.browserKey, secureCookies));
    return answer;
  };
}
