import { isNewUser } from "../../../core/first-run";

/** The dashboard's heading: a new account (decision 030) is welcomed, a returning one welcomed back. */
export function greeting(user: { firstName: string | null; createdAt: string }, now = Date.now()): string {
  const name = user.firstName?.trim();
  if (isNewUser(user.createdAt, now)) return name ? `Welcome to Listcraft, ${name}!` : "Welcome to Listcraft!";
  return name ? `Welcome back, ${name}!` : "Welcome back!";
}
