import { describe, expect, it } from "vitest";
import { siteOf } from "../../src/engine/content/link-sites.js";

describe("siteOf", () => {
  it("names a site by its last two labels, three under a shared second level", () => {
    expect(siteOf("https://www.harbourtimes.example/news/1")).toBe("harbourtimes.example");
    expect(siteOf("https://cdn.static.harbourtimes.example/a.jpg")).toBe("harbourtimes.example");
    expect(siteOf("https://www.bbc.co.uk/news")).toBe("bbc.co.uk");
    expect(siteOf("https://www.theguardian.co.uk/x")).not.toBe(siteOf("https://www.bbc.co.uk/news"));
    expect(siteOf("https://www.kaiho.mlit.go.jp/")).toBe("mlit.go.jp");
    expect(siteOf("http://localhost:8080/a")).toBe("localhost");
    expect(siteOf("http://127.0.0.1:3000/a")).toBe("127.0.0.1");
  });

  it("gives no site for links that are not http(s) or not URLs", () => {
    expect(siteOf("mailto:someone@example.org")).toBe("");
    expect(siteOf("javascript:void(0)")).toBe("");
    expect(siteOf("#fn1")).toBe("");
  });
});
