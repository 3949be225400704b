import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FormField } from "../../components/form-field";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { authClient } from "../../lib/auth-client";
import { authErrorMessage, SIGN_UP_FAILED } from "../../lib/auth-errors";
import { displayName, signUpSchema } from "./auth-schemas";
import { refreshMe } from "../../lib/session";

interface SignUpFormProps {
  target: string;
  /** Where to send the user when the server wants a separate sign-in (e.g. e-mail verification first). */
  signInPath: string;
}

export function SignUpForm({ target, signInPath }: SignUpFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { firstName, lastName, email, password } = values;
      const { error } = await authClient.signUp.email({ email, password, name: displayName(values), firstName, lastName });
      if (error) {
        setFormError(authErrorMessage(error, SIGN_UP_FAILED));
        return;
      }
      const me = await refreshMe(queryClient);
      toast.success(me ? "Account created successfully!" : "Account created. Please sign in.");
      await navigate(me ? target : signInPath, { replace: true });
    } catch {
      setFormError(SIGN_UP_FAILED);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...register("firstName")} />
        <FormField id="lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...register("lastName")} />
      </div>
      <FormField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register("email")} />
      <FormField
        id="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Sign Up"}
      </Button>
      {formError ? <Alert variant="destructive">{formError}</Alert> : null}
    </form>
  );
}
