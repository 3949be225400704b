import { describe, expect, it } from "vitest";
import { BIDI, CONTROL, TEXT_CONTROL } from "./control-characters";

const every = Array.from({ length: 0x3000 }, (_, code) => String.fromCharCode(code));

describe("control characters", () => {
  it("are exactly C0, DEL and C1 (Unicode's Cc), and in text all of them but tab, LF and CR", () => {
    expect(every.filter((char) => CONTROL.test(char))).toEqual(every.filter((char) => /\p{Cc}/u.test(char)));
    expect(every.filter((char) => TEXT_CONTROL.test(char))).toEqual(every.filter((char) => /\p{Cc}/u.test(char) && !"\t\n\r".includes(char)));
  });

  it("bidirectional: the embeddings, overrides and isolates (Unicode's Bidi_Control but the marks)", () => {
    const marks = ["\u061C", "\u200E", "\u200F"];
    expect(every.filter((char) => BIDI.test(char))).toEqual(every.filter((char) => /\p{Bidi_Control}/u.test(char) && !marks.includes(char)));
    expect(every.filter((char) => BIDI.test(char))).toHaveLength(9);
  });
});
