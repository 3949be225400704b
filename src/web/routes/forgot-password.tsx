import { Link } from "react-router";
import { AuthCard } from "../features/auth/auth-card";
import { ForgotPasswordForm } from "../features/auth/forgot-password-form";

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your e-mail and we'll send you a link to choose a new one."
      footer={
        <Link to="/sign-in" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
