import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CallbackPage } from "../../routes/callback";
import { renderRoutes } from "../../../../tests/support/web/render";

describe("the OAuth return page", () => {
  it("explains a Google sign-in refused because the address's password account is not confirmed", async () => {
    renderRoutes([{ path: "/callback", element: <CallbackPage /> }], "/callback?error=account_not_linked");
    expect(await screen.findByRole("alert")).toHaveTextContent(/already has a Listcraft account that is not confirmed yet/);
  });

  it("keeps the general message for other provider errors", async () => {
    renderRoutes([{ path: "/callback", element: <CallbackPage /> }], "/callback?error=access_denied");
    expect(await screen.findByRole("alert")).toHaveTextContent("Authentication failed. Please try again.");
  });
});
