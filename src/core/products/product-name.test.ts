import { describe, expect, it } from "vitest";
import { optionalProductName, PRODUCT_NAME_MAX, productNameProblem, productNameRequest } from "./product-name";

describe("product name rules", () => {
  it("trims, and reads blank, null or absent as no name", () => {
    expect(optionalProductName.parse("  Ukulele for beginners course ")).toBe("Ukulele for beginners course");
    for (const value of ["", "  ", null, undefined]) expect(optionalProductName.parse(value)).toBeNull();
  });

  it("takes 80 characters after trimming, not 81", () => {
    expect(optionalProductName.parse(` ${"n".repeat(PRODUCT_NAME_MAX)} `)).toHaveLength(80);
    expect(productNameProblem("n".repeat(81), false)).toBe("tooLong");
  });

  it("refuses control characters, line breaks and direction overrides inside the name", () => {
    for (const name of ["Ukulele\ncourse", "Ukulele\tcourse", "Uku\u0000lele", "Uku\u0085lele", "Ukulele \u202Eesruoc"]) {
      expect(productNameProblem(name, false), JSON.stringify(name)).toBe("control");
    }
  });

  it("refuses tags and entities but keeps a bare ampersand and accents", () => {
    for (const name of ["<b>Ukulele</b>", "Ukulele <3", "a > b", "Salt &amp; Pepper", "Tom &#38; Jerry", "&#x3C;script"]) {
      expect(productNameProblem(name, false), name).toBe("markup");
    }
    for (const name of ["Salt & Pepper Wall Art", "AT&T bill tracker", "Café crème recipes", "Ukulele for beginners course"]) {
      expect(productNameProblem(name, false), name).toBeNull();
    }
  });

  it("needs a name in the name endpoint's body, and nothing else", () => {
    expect(productNameProblem("  ", true)).toBe("missing");
    expect(productNameRequest.parse({ productName: " Ukulele course " })).toEqual({ productName: "Ukulele course" });
    expect(productNameRequest.safeParse({ productName: "Ukulele", title: "x" }).success).toBe(false);
    expect(productNameRequest.safeParse({}).success).toBe(false);
    expect(productNameRequest.safeParse({ productName: 7 }).success).toBe(false);
  });
});
