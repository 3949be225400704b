import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicConfig } from "../../../core/api-types";
import { renderAt } from "../../../../tests/support/web/render";
import { SignUpForm } from "./sign-up-form";
import { SEND_AGAIN_AFTER_S, SENT_TEXTS } from "./sign-up-sent-panel";

afterEach(() => vi.restoreAllMocks());

describe("SignUpForm", () => {
  it("explains a short password under the field without calling the server", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderAt(<SignUpForm target="/" />);

    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "abc");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));

    const password = screen.getByLabelText("Password");
    expect(password).toHaveAccessibleDescription("Password must be at least 6 characters.");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("labels every field, the optional names included", () => {
    renderAt(<SignUpForm target="/" />);
    for (const label of ["First name", "Last name", "Email", "Password"]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });
});

describe("SignUpForm after sending the link", () => {
  const urlOf = (input: unknown) => String(input instanceof Request ? input.url : input);

  /** Signs up against a server whose /api/config answers `config`. */
  async function signUp(fetchSpy: ReturnType<typeof vi.spyOn>, config: Partial<PublicConfig> = {}) {
    fetchSpy.mockImplementation((input: unknown) =>
      Promise.resolve(
        urlOf(input).endsWith("/api/config") ? Response.json(config) : Response.json({ token: null, user: { id: "u1", email: "ada@example.com" } }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderAt(<SignUpForm target="/" />);
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse battery");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText(SENT_TEXTS.sent("ada@example.com"))).toBeInTheDocument();
    return user;
  }

  afterEach(() => vi.useRealTimers());

  it("offers no second Sign in link and sends the same sign-up again once the wait is over", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = await signUp(fetchSpy);
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    const again = screen.getByRole("button", { name: /Send again in \d+ s/ });
    expect(again).toBeDisabled();

    for (let second = 0; second < SEND_AGAIN_AFTER_S; second++) await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(screen.getByRole("button", { name: SENT_TEXTS.sendAgain }));
    expect(await screen.findByText(SENT_TEXTS.sentAgain("ada@example.com"))).toBeInTheDocument();
    const bodies = fetchSpy.mock.calls
      .filter(([input]) => urlOf(input).endsWith("/api/auth/sign-up/email"))
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as { email: string; password: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(screen.getByRole("button", { name: /Send again in \d+ s/ })).toBeDisabled();
    expect(screen.queryByRole("link", { name: SENT_TEXTS.mailbox })).not.toBeInTheDocument();
  });

  it("leads to the local mailbox when the server writes its mail to files on this machine", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signUp(vi.spyOn(globalThis, "fetch"), { localMailbox: true });
    expect(await screen.findByRole("link", { name: SENT_TEXTS.mailbox })).toHaveAttribute("href", "/dev/mailbox");
  });
});
