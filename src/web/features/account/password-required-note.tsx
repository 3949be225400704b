import { Link } from "react-router";

/** Google-only accounts have no password yet; the reset-password e-mail sets one. */
export function PasswordRequiredNote({ purpose }: { purpose: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      You sign in with Google and have no password yet; you need one {purpose}.{" "}
      <Link to="/forgot-password" className="font-medium text-primary hover:underline">
        Set a password
      </Link>{" "}
      with a link we e-mail you.
    </p>
  );
}
