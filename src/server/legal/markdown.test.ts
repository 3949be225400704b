import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

describe("renderMarkdown", () => {
  it("renders headings (the page title is the only h1), paragraphs and lists", () => {
    const html = renderMarkdown("# What we keep\n\nYour account\nand settings.\n\n### Details\n\n- one\n- two\n  continued\n\n1. first\n2) second");
    expect(html).toBe(
      [
        "<h2>What we keep</h2>",
        "<p>Your account and settings.</p>",
        "<h3>Details</h3>",
        "<ul><li>one</li><li>two continued</li></ul>",
        "<ol><li>first</li><li>second</li></ol>",
      ].join("\n"),
    );
  });

  it("renders emphasis, strong, code and safe links, and leaves snake_case alone", () => {
    expect(renderMarkdown("**Paddle** is *our* _merchant_ of `record`; utm_source and utm_medium stay.")).toBe(
      "<p><strong>Paddle</strong> is <em>our</em> <em>merchant</em> of <code>record</code>; utm_source and utm_medium stay.</p>",
    );
    expect(renderMarkdown("[Paddle](https://www.paddle.com/legal) [mail](mailto:help@example.com) [plans](/pricing) [top](#top)")).toBe(
      '<p><a href="https://www.paddle.com/legal" rel="noopener noreferrer">Paddle</a> <a href="mailto:help@example.com">mail</a> <a href="/pricing">plans</a> <a href="#top">top</a></p>',
    );
    expect(renderMarkdown("[Paddle](https://en.wikipedia.org/wiki/Paddle_(company))")).toBe(
      '<p><a href="https://en.wikipedia.org/wiki/Paddle_(company)" rel="noopener noreferrer">Paddle</a></p>',
    );
    expect(renderMarkdown("\\*not emphasis\\* and \\[not a link\\](/x)")).toBe("<p>*not emphasis* and [not a link](/x)</p>");
  });

  it("starts a new list when the kind changes and ends a list at an unindented line", () => {
    expect(renderMarkdown("- a\n1. b\nafter")).toBe("<ul><li>a</li></ul>\n<ol><li>b</li></ol>\n<p>after</p>");
  });

  describe("hostile input", () => {
    it("escapes raw HTML everywhere: text, headings, list items, emphasis and link labels", () => {
      const html = renderMarkdown(
        [
          "<script>alert(1)</script>",
          "## <img src=x onerror=alert(1)>",
          "- <iframe src=//evil.example></iframe>",
          "**<b onmouseover=alert(1)>x</b>**",
          "[<svg onload=alert(1)>](https://example.com)",
          "`<script>`",
          "Tom & \"Jerry\" 'quoted'",
        ].join("\n\n"),
      );
      expect(html).not.toMatch(/<(script|img|iframe|svg|b)[\s>]/i);
      expect(html).toContain("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
      expect(html).toContain("<h2>&lt;img src=x onerror=alert(1)&gt;</h2>");
      expect(html).toContain("<li>&lt;iframe src=//evil.example&gt;&lt;/iframe&gt;</li>");
      expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">&lt;svg onload=alert(1)&gt;</a>');
      expect(html).toContain("<code>&lt;script&gt;</code>");
      expect(html).toContain("Tom &amp; &quot;Jerry&quot; &#39;quoted&#39;");
    });

    it("drops links that are not http(s), mailto: or a same-site path, keeping their text", () => {
      for (const href of [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        "javascript&#58;alert(1)",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "vbscript:msgbox(1)",
        "//evil.example/x",
        "/\\evil.example",
        "file:///etc/passwd",
        " javascript:alert(1)",
      ]) {
        const html = renderMarkdown(`[click me](${href})`);
        expect(html, href).not.toContain("<a");
        expect(html, href).not.toMatch(/href=/);
        expect(html, href).toContain("click me");
      }
    });

    it("cannot break out of the href attribute", () => {
      const html = renderMarkdown('[x](/ok"onclick="alert`1`) [y](https://example.com/"><script>alert(1)</script>)');
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/"\s*onclick=/);
      expect(html).toContain('<a href="/ok&quot;onclick=&quot;alert`1`">x</a>');
    });

    it("does not nest links, and a label cannot smuggle one in", () => {
      const html = renderMarkdown("[[inner](javascript:alert(1))](https://example.com)");
      expect(html).not.toContain('javascript:alert(1)"');
      expect(html.match(/<a /g)?.length ?? 0).toBeLessThanOrEqual(1);
    });
  });
});
