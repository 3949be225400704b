import type { SessionUser } from "../auth/session";
import { AppError } from "../http/errors";

/** The account buying: Paddle's checkout needs its e-mail address. */
export function checkoutOwner(user: SessionUser): SessionUser {
  if (!user.email) throw new AppError("EMAIL_REQUIRED", "Unable to retrieve your email. Please sign in again.");
  return user;
}
