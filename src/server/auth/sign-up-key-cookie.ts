import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";

const NAME = "listcraft-sign-up";
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The browser that signed up keeps a key its link checks (decision 057). HttpOnly, and on https a
 * `__Host-` cookie, which no sibling subdomain can plant: a planted key would let an attacker's
 * link confirm in one click in the victim's browser.
 */
export const signUpKeyCookie = (key: string, secure: boolean) =>
  generateCookie(NAME, key, { httpOnly: true, sameSite: "Lax", path: "/", maxAge: key ? DAY_SECONDS : 0, secure, prefix: secure ? "host" : undefined });

export const readSignUpKey = (c: Context, secure: boolean): string | undefined => getCookie(c, NAME, secure ? "host" : undefined);
