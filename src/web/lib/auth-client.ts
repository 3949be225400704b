import { createAuthClient } from "better-auth/react";
import { inferAdditionalFields } from "better-auth/client/plugins";

/** Better Auth lives on the same origin; the extra user fields are declared so sign-up can send them. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  // The page's fetch at the time of each call, not the one seen when this module loaded: a test
  // that replaces fetch (and a tool that wraps it later) is then seen by the auth client too.
  fetchOptions: { customFetchImpl: (input, init) => globalThis.fetch(input, init) },
  plugins: [
    inferAdditionalFields({
      user: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
      },
    }),
  ],
});
