/** Decision 030: a user created within the last 5 minutes counts as new. */
export const NEW_USER_MINUTES = 5;

/** A clock a little behind the server's (createdAt in the future) still reads as new. */
export function isNewUser(createdAt: string, now = Date.now()): boolean {
  const created = Date.parse(createdAt);
  return !Number.isNaN(created) && now - created < NEW_USER_MINUTES * 60_000;
}
