import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast, Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_VOICE, type Voice } from "../../../core/voice";
import { renderAt, seededQueryClient } from "../../../../tests/support/web/render";
import { serveApi } from "../../../../tests/support/web/workspace";
import { VoiceSettings } from "./voice-settings";

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

/** The preview the fake server writes: what it was asked, so the page shows which voice it previews. */
const previewOf = (voice: Voice) => ({
  title: "Weekly Planner for GoodNotes",
  shortDescription: `A ${voice.tone} planner.`,
  features: ["Habit tracking pages"],
  cta: voice.avoid.length ? `Avoiding ${voice.avoid.join(" and ")}.` : "Download the planner today.",
});

function openVoice() {
  const seen = serveApi({
    "POST /api/settings/voice/preview": ({ body }) => Response.json({ preview: previewOf(body as Voice) }),
    "PUT /api/settings/voice": ({ body }) => Response.json({ voice: body }),
  });
  renderAt(
    <>
      <VoiceSettings />
      <Toaster />
    </>,
    seededQueryClient([[["settings", "voice"], DEFAULT_VOICE]]),
  );
  return { seen, user: userEvent.setup() };
}
const preview = () => within(screen.getByRole("region", { name: "Preview" }));

describe("Settings → Voice", () => {
  it("previews the voice as it changes, then saves it", async () => {
    const { seen, user } = openVoice();
    expect(await preview().findByText("A friendly planner.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save voice" })).toBeDisabled();

    await user.click(screen.getByRole("radio", { name: "Calm" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Spelling" }), "uk");
    await user.type(screen.getByRole("textbox", { name: "Words to avoid" }), "synergy, game changer");
    await user.click(screen.getByRole("radio", { name: "“Start learning”" }));
    expect(await preview().findByText("Avoiding synergy and game changer.")).toBeInTheDocument();
    expect(preview().getByText("A calm planner.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save voice" }));
    expect(await screen.findByText("Voice saved")).toBeInTheDocument();
    const saved: Voice = { tone: "calm", spelling: "uk", avoid: ["synergy", "game changer"], prefer: [], cta: "start" };
    expect(seen.filter((r) => r.method === "PUT")).toEqual([{ method: "PUT", path: "/api/settings/voice", body: saved }]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save voice" })).toBeDisabled());
  });

  it("says what is wrong with a word, keeps the last preview, and saves nothing", async () => {
    const { seen, user } = openVoice();
    expect(await preview().findByText("A friendly planner.")).toBeInTheDocument();
    const avoid = screen.getByRole("textbox", { name: "Words to avoid" });
    await user.type(avoid, "<b>bold</b>");
    expect(avoid).toHaveAttribute("aria-invalid", "true");
    expect(avoid).toHaveAccessibleDescription(/“<b>bold<\/b>” must be a word or a short phrase/);
    expect(screen.getByRole("button", { name: "Save voice" })).toBeDisabled();
    expect(preview().getByText("A friendly planner.")).toBeInTheDocument();
    expect(seen.filter((r) => r.method === "PUT")).toEqual([]);
  });
});
