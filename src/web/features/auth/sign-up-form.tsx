import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { authErrorMessage, SIGN_UP_FAILED } from "../../lib/auth-errors";
import { track } from "../../lib/analytics/track";
import { displayName, signUpSchema, type SignUpValues } from "./auth-schemas";
import { SentPanel } from "./sign-up-sent-panel";

export function SignUpForm({ target }: { target: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // "Send again" repeats this sign-up: its link then sets the password this form chose (issue 31).
  const submitted = useRef<SignUpValues | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const signUp = async (values: SignUpValues): Promise<string | null> => {
    try {
      const { firstName, lastName, email, password } = values;
      const { error } = await authClient.signUp.email({ email, password, name: displayName(values), firstName, lastName, callbackURL: target });
      return error ? authErrorMessage(error, SIGN_UP_FAILED) : null;
    } catch {
      return SIGN_UP_FAILED;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const error = await signUp(values);
    if (error) return setFormError(error);
    // The same answer whether or not the address already had an account (decision 012), so this
    // counts completed sign-up forms; the server's sign_up (origin server) counts new accounts.
    track("sign_up");
    submitted.current = values;
    setSentTo(values.email);
  });

  if (sentTo) return <SentPanel email={sentTo} sendAgain={() => (submitted.current ? signUp(submitted.current) : Promise.resolve(SIGN_UP_FAILED))} />;

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
