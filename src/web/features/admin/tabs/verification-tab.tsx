/** Admin console tab (issue 14): verify a payment by transaction id or e-mail. */
export function VerificationTab() {
  return <p className="text-sm text-muted-foreground">Verification</p>;
}
