import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildMe, renderAt } from "../../../../tests/support/web/render";
import { CONSENT_STORAGE_KEY, readConsent, resetConsentForTests, setConsent, syncAccountConsent } from "../../lib/consent";
import { ConsentBanner } from "./consent-banner";
import { PrivacySettings } from "./privacy-settings";

const setSignal = (gpc: boolean | undefined, dnt: string | null = null) => {
  Object.defineProperty(navigator, "globalPrivacyControl", { value: gpc, configurable: true });
  Object.defineProperty(navigator, "doNotTrack", { value: dnt, configurable: true });
};

const okFetch = () => vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ consent: "granted" }), { status: 200 }));
const consentCalls = (spy: ReturnType<typeof okFetch>) =>
  spy.mock.calls.filter(([url]) => url === "/api/account/consent").map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

beforeEach(() => {
  localStorage.clear();
  resetConsentForTests();
  setSignal(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("readConsent", () => {
  it("is null until chosen, then the stored choice; junk in storage reads as null", async () => {
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, "maybe");
    expect(readConsent()).toBeNull();
    await setConsent("granted");
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(readConsent()).toBe("granted");
  });

  it("is always denied with Global Privacy Control or Do Not Track, whatever was stored", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    setSignal(true);
    expect(readConsent()).toBe("denied");
    setSignal(undefined, "1");
    expect(readConsent()).toBe("denied");
    setSignal(false, "0");
    expect(readConsent()).toBe("granted");
  });

  it("falls back to the account's answer when this device has none, and this device's answer wins", () => {
    okFetch();
    syncAccountConsent(buildMe({ analyticsConsent: "granted" }));
    expect(readConsent()).toBe("granted");
    localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
    expect(readConsent()).toBe("denied");
  });

  it("saves a choice made before signing in to an account that has none yet", () => {
    const fetchSpy = okFetch();
    localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
    syncAccountConsent(buildMe({ analyticsConsent: null }));
    expect(consentCalls(fetchSpy)).toEqual([{ method: "PUT", body: { consent: "denied" } }]);
  });
});

describe("ConsentBanner", () => {
  it("asks a visitor who never chose, with two equal buttons and no dialog", () => {
    renderAt(<ConsentBanner />);
    expect(screen.getByText(/We'd like to measure which ads and links bring people here/)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    const accept = screen.getByRole("button", { name: "Accept" });
    const decline = screen.getByRole("button", { name: "Decline" });
    expect(accept.className).toBe(decline.className);
    expect(screen.queryByRole("button", { name: /close|dismiss/i })).toBeNull();
  });

  it("is not shown with Global Privacy Control or Do Not Track", () => {
    setSignal(true);
    renderAt(<ConsentBanner />);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    setSignal(undefined, "1");
    renderAt(<ConsentBanner />);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("is not shown once chosen on this device or on the account", () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "denied");
    renderAt(<ConsentBanner />);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    localStorage.clear();
    syncAccountConsent(buildMe({ analyticsConsent: "granted" }));
    renderAt(<ConsentBanner />);
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("Accept by keyboard stores granted, hides the banner and, signed in, PUTs it to the account", async () => {
    const fetchSpy = okFetch();
    syncAccountConsent(buildMe());
    const user = userEvent.setup();
    renderAt(<ConsentBanner />);
    await user.tab();
    expect(screen.getByRole("button", { name: "Accept" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
    expect(consentCalls(fetchSpy)).toEqual([{ method: "PUT", body: { consent: "granted" } }]);
  });

  it("Decline stores denied; a visitor's choice stays on the device without calling the server", async () => {
    const fetchSpy = okFetch();
    const user = userEvent.setup();
    renderAt(<ConsentBanner />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(screen.queryByRole("button", { name: "Decline" })).toBeNull();
    expect(consentCalls(fetchSpy)).toEqual([]);
  });
});

describe("PrivacySettings", () => {
  it("shows the current choice and switches it, saving to the account", async () => {
    const fetchSpy = okFetch();
    syncAccountConsent(buildMe({ analyticsConsent: "denied" }));
    const user = userEvent.setup();
    renderAt(<PrivacySettings />);
    const toggle = screen.getByRole("switch", { name: /Measure which ads and links bring you here/ });
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("granted");
    await user.click(toggle);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("denied");
    expect(consentCalls(fetchSpy)).toEqual([
      { method: "PUT", body: { consent: "granted" } },
      { method: "PUT", body: { consent: "denied" } },
    ]);
  });

  it("stays off and disabled with Global Privacy Control, saying why", () => {
    setSignal(true);
    localStorage.setItem(CONSENT_STORAGE_KEY, "granted");
    renderAt(<PrivacySettings />);
    const toggle = screen.getByRole("switch");
    expect(toggle).toHaveAttribute("aria-checked", "false");
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/Global Privacy Control/);
  });

  it("follows a choice made in the banner", async () => {
    renderAt(<PrivacySettings />);
    await act(() => setConsent("granted"));
    expect(screen.getByRole("switch")).toHaveAttribute("aria-checked", "true");
  });
});
