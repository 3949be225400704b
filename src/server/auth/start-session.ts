import { generateSignedCookie } from "hono/cookie";
import { CLIENT_IP_HEADER } from "../http/client-ip";
import type { Auth } from "./auth";

/**
 * Signs this browser in to `userId` without a password, as Better Auth's own sign-in would: a new
 * session row (its hooks run) and the signed session cookie. Only for a proof Better Auth does not
 * know, here a sign-up's link opened in that sign-up's browser (decision 057).
 */
export async function startSession(auth: Auth, userId: string, headers: Headers): Promise<string> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: headers.get(CLIENT_IP_HEADER) ?? "",
    userAgent: headers.get("user-agent") ?? "",
  });
  const { name, attributes } = context.authCookies.sessionToken;
  return generateSignedCookie(name, session.token, context.secret, {
    httpOnly: attributes.httpOnly,
    secure: attributes.secure,
    sameSite: attributes.sameSite,
    path: attributes.path ?? "/",
    maxAge: context.sessionConfig.expiresIn,
  });
}
