/** The one administrator: the account whose verified e-mail equals ADMIN_EMAIL. */
export function isAdminUser(user: { email: string; emailVerified: boolean } | null | undefined, adminEmail: string | undefined): boolean {
  if (!user || !adminEmail) return false;
  return user.emailVerified && user.email.trim().toLowerCase() === adminEmail.trim().toLowerCase();
}
