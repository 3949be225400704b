import { APIError } from "better-auth/api";
import { z } from "zod";
import { PROFILE_NAME_MAX, profileText } from "../../core/account/inputs";

/**
 * The profile fields sign-up accepts, under the rules of PATCH /api/profile (issue 12): Better
 * Auth would store whatever text it is given. `name` is the display name, first and last name
 * with a space between. Avatars come only from Google's profile, so sign-up takes no `image`.
 */
const signUpProfile = z.object({
  firstName: profileText(PROFILE_NAME_MAX).nullish(),
  lastName: profileText(PROFILE_NAME_MAX).nullish(),
  name: profileText(PROFILE_NAME_MAX * 2 + 1).nullish(),
  image: z.null({ error: "cannot be set at sign-up" }).optional(),
});

export function assertSignUpProfileFields(body: Record<string, unknown>): void {
  const result = signUpProfile.safeParse(body);
  if (result.success) return;
  const issue = result.error.issues[0];
  throw new APIError("BAD_REQUEST", { code: "INVALID_PROFILE_FIELD", message: `${issue?.path.join(".") ?? "body"}: ${issue?.message ?? "invalid"}` });
}
