import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { authErrorMessage, SIGN_UP_FAILED } from "../../lib/auth-errors";
import { track } from "../analytics/track";
import { displayName, signUpSchema } from "./auth-schemas";

interface SignUpFormProps {
  target: string;
  /** Offered beside "check your inbox" for people who already have a password. */
  signInPath: string;
}

export function SignUpForm({ target, signInPath }: SignUpFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { firstName, lastName, email, password } = values;
      const name = displayName(values);
      const { error } = await authClient.signUp.email({ email, password, name, firstName, lastName, callbackURL: target });
      if (error) {
        setFormError(authErrorMessage(error, SIGN_UP_FAILED));
        return;
      }
      // The same answer whether or not the address already had an account (decision 012), so this
      // counts completed sign-up forms; the server's sign_up (origin server) counts new accounts.
      track("sign_up");
      setSentTo(email);
    } catch {
      setFormError(SIGN_UP_FAILED);
    }
  });

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <Alert variant="success">Check your inbox: we sent a link to {sentTo}. Open it to confirm your address and sign in.</Alert>
        <p className="text-center text-sm text-muted-foreground">
          Already have a password for this address?{" "}
          <Link to={signInPath} className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <FormField id="lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <FormField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <FormField id="password" label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register("password")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Sign Up"}
      </Button>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
    </form>
  );
}
