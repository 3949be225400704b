import { describe, expect, it } from "vitest";
import { initialWizardData } from "../../../core/products/wizard";
import { matchUploads, planUploads } from "./plan-uploads";

const image = (name: string) => new File(["png"], name, { type: "image/png" });
const stored = (name: string, id: string) => ({ id, name, url: `/media/${id}.png`, thumbnailUrl: "", contentType: "image/png", width: 1, height: 1, size: 3 });

describe("planUploads and matchUploads", () => {
  const files = { screenshots: [image("shot.png"), image("shot.png")], avatar: image("me.JPG"), before: image("b.png"), after: null };

  it("sends every image once under a unique name, addons only when switched on", () => {
    const data = { ...initialWizardData(), useTestimonial: true };
    expect(planUploads(data, files).map((p) => [p.role, p.file.name])).toEqual([
      ["screenshot", "screenshot-1.png"],
      ["screenshot", "screenshot-2.png"],
      ["avatar", "avatar-3.jpg"],
    ]);
  });

  it("gives each id to its field and reports refused files by the name the user picked", () => {
    const planned = planUploads({ ...initialWizardData(), useTestimonial: true }, files);
    const outcome = matchUploads(planned, {
      uploads: [stored("screenshot-2.png", "s2"), stored("avatar-3.jpg", "av")],
      failed: [{ name: "screenshot-1.png", reason: "The image could not be read." }],
    });
    expect(outcome).toEqual({
      screenshotIds: ["s2"],
      avatarId: "av",
      beforeId: null,
      afterId: null,
      failed: [{ name: "shot.png", reason: "The image could not be read." }],
    });
  });
});
