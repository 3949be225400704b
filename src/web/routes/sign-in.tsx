import { Link } from "react-router";
import { AuthCard } from "../features/auth/auth-card";
import { GoogleSignIn } from "../features/auth/google-sign-in";
import { SignInForm } from "../features/auth/sign-in-form";
import { useRedirectTarget } from "../features/auth/use-redirect-target";

export function SignInPage() {
  const { target, withRedirect } = useRedirectTarget();
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to your Listcraft account"
      footer={
        <>
          New to Listcraft?{" "}
          <Link to={withRedirect("/sign-up")} className="font-medium text-primary hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <GoogleSignIn target={target} />
      <SignInForm target={target} />
    </AuthCard>
  );
}
