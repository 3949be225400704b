import { Link } from "react-router";
import { AuthCard } from "../features/auth/auth-card";
import { GoogleSignIn } from "../features/auth/google-sign-in";
import { SignUpForm } from "../features/auth/sign-up-form";
import { useRedirectTarget } from "../features/auth/use-redirect-target";

export function SignUpPage() {
  const { target, withRedirect } = useRedirectTarget();
  return (
    <AuthCard
      title="Create your account"
      description="Turn a short description into a ready-to-sell listing"
      footer={
        <>
          Already have an account?{" "}
          <Link to={withRedirect("/sign-in")} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <GoogleSignIn target={target} />
      <SignUpForm target={target} />
    </AuthCard>
  );
}
