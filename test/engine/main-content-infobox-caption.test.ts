import { describe, expect, it } from "vitest";
import { pageMarkdown } from "../helpers/main-content-markdown.js";

const convert = pageMarkdown("https://wiki.example/wiki/Kalvholm_Lighthouse");
const page = (caption: string) =>
  `<html><head><title>Kalvholm Lighthouse - Wiki</title></head><body><div id="content"><h1>Kalvholm Lighthouse</h1><div class="parser-output">` +
  `<table class="infobox"><caption>${caption}</caption><tr><th>Location</th><td>Kalvholm, North Coast</td></tr><tr><th>Constructed</th><td>1851</td></tr><tr><th>Height</th><td>24 m</td></tr></table>` +
  "<p><b>Kalvholm Lighthouse</b> is a lighthouse on the island of Kalvholm off the north coast. Built in 1851, it is the oldest surviving lighthouse in the region.</p>" +
  "<p>The lighthouse was commissioned after the loss of three ships on the Kalvholm reef in the winter of 1847. It was automated in 1961.</p></div></div></body></html>";

describe("main content: a data table's caption that repeats the headline", () => {
  it("prints the title once: an infobox captioned with the article's name keeps its rows, not its caption", () => {
    const markdown = convert(page("Kalvholm Lighthouse"), true);
    expect(markdown.match(/Kalvholm Lighthouse/g)?.length).toBe(2); // the headline and the first sentence's bold name
    expect(markdown).toContain("| Location | Kalvholm, North Coast |");
  });

  it("keeps a caption that says something of its own", () => {
    expect(convert(page("Kalvholm Lighthouse in numbers"), true)).toContain("Kalvholm Lighthouse in numbers");
  });
});
