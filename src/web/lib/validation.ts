import { passwordLengthError } from "../../core/password";
import { z } from "./zod";

export const emailField = z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address"));

/** The form-side length rule from core; the server adds its strength checks. */
export const newPasswordField = z.string().superRefine((value, ctx) => {
  const message = passwordLengthError(value);
  if (message) ctx.addIssue({ code: "custom", message });
});
