import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../components/ui/alert";
import { Button } from "../components/ui/button";
import { AuthCard } from "../features/auth/auth-card";
import { ResetPasswordForm } from "../features/auth/reset-password-form";

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [tokenRejected, setTokenRejected] = useState(false);

  if (!token || params.has("error") || tokenRejected) {
    return (
      <AuthCard title="Reset link invalid">
        <Alert variant="destructive">This password reset link is invalid or has expired.</Alert>
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" description="Use at least 6 characters.">
      <ResetPasswordForm token={token} onInvalidToken={() => setTokenRejected(true)} />
    </AuthCard>
  );
}
