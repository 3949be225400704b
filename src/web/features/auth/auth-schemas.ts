import { emailField, newPasswordField } from "../../lib/validation";
import { z } from "../../lib/zod";

export const signInSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Password is required"),
});

export const signUpSchema = z.object({
  firstName: z.string().trim().max(50, "First name is too long"),
  lastName: z.string().trim().max(50, "Last name is too long"),
  email: emailField,
  password: newPasswordField,
});

export type SignUpValues = z.output<typeof signUpSchema>;

/** Better Auth needs a display name: the full name, else the e-mail's local part. */
export function displayName({ firstName, lastName, email }: Pick<SignUpValues, "firstName" | "lastName" | "email">) {
  return `${firstName} ${lastName}`.trim() || email.split("@")[0] || email;
}
