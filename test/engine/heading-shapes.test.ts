import { beforeAll, describe, expect, it } from "vitest";
import { loadMarkdownConverter, type HtmlToMarkdown } from "../../src/engine/content/html-to-markdown.js";
import { readPage } from "../../src/engine/content/page-document.js";
import { pageMarkdown, paragraphs } from "../helpers/main-content-markdown.js";

/** Headings the converter would print wrong (`heading-shapes.ts`): blank ones, ones in a link, line breaks in one. */
let toMarkdown: HtmlToMarkdown;
beforeAll(async () => {
  toMarkdown = (await loadMarkdownConverter()).convert;
});

const markdownOf = (html: string, onlyMainContent: boolean) =>
  toMarkdown(readPage(html, "https://example.com/ferry", { formats: new Set(["markdown"]), onlyMainContent, removeBase64Images: true }).contentHtml);

const page =
  "<html><head><title>Ferry</title></head><body><h1></h1><h2>News</h2>" +
  `<article>${paragraphs("ferry", 2)}<h3>&nbsp;</h3>${paragraphs("bay", 2)}<h3><basefont></basefont></h3><h4><a href="/x"></a></h4>${paragraphs("tide", 2)}<h2>Timetable</h2>${paragraphs("clock", 2)}</article></body></html>`;

describe("blank headings", () => {
  for (const onlyMainContent of [false, true]) {
    it(`print no bare "#" line (${onlyMainContent ? "main content" : "whole page"})`, () => {
      const markdown = markdownOf(page, onlyMainContent);
      expect(markdown).not.toMatch(/^#+\s*(?:\[\]\([^)]*\))?\s*$/m);
      expect(markdown).not.toContain("<h");
      expect(markdown).toContain("## Timetable");
      expect(markdown).toContain("The tide paragraph number 1");
    });
  }

  it("keeps a short heading with words", () => {
    expect(markdownOf(page, false)).toContain("## News");
  });
});

describe("headings the converter would print as raw HTML", () => {
  const wrap = (body: string) => `<html><head><title>Ferry</title></head><body>${body}</body></html>`;

  it("prints a heading inside a link as bold link text", () => {
    const markdown = markdownOf(wrap('<div><a href="/nutrition"><h4>Nutrition</h4></a><p>The ferry crossed the bay.</p></div>'), false);
    expect(markdown).toContain("[**Nutrition**](https://example.com/nutrition)");
    expect(markdown).not.toContain("<h4>");
  });

  it("keeps a heading in a layout table's cell a heading", () => {
    const markdown = markdownOf(wrap(`<table><tr><td><h3>North quay</h3>${paragraphs("quay", 2)}</td><td>${paragraphs("bay", 2)}</td></tr></table>`), false);
    expect(markdown).toContain("### North quay");
  });

  it("keeps a heading inside an anchor without an address a heading", () => {
    const markdown = markdownOf(wrap(`<article><a name="tides"><h2>Tides of the bay</h2></a>${paragraphs("tide", 3)}</article>`), false);
    expect(markdown).toContain("## Tides of the bay");
    expect(markdown).not.toContain("<h2>");
  });

  it("prints a blank heading of several references as nothing", () => {
    expect(markdownOf(wrap(`<article><h3>&nbsp;&nbsp;</h3><h3>&#160; &#160;</h3>${paragraphs("tide", 2)}</article>`), false)).not.toMatch(/^#+\s*$/m);
  });

  it("prints a blank heading of many references as nothing, in the whole page too", () => {
    const blank = ["&nbsp;".repeat(5), "&#160; &#160; &#160; &#160;", "<span>&nbsp;</span> <b>&nbsp;&nbsp;</b> &#x200b;&nbsp;&nbsp;"];
    for (const onlyMainContent of [false, true]) {
      const markdown = markdownOf(wrap(`<article>${blank.map((text) => `<h3>${text}</h3>${paragraphs("tide", 2)}`).join("")}</article>`), onlyMainContent);
      expect(markdown).not.toMatch(/^#+\s*$/m);
      expect(markdown).toContain("The tide paragraph number 1");
    }
  });

  it("prints a line break inside a heading as a space", () => {
    const markdown = markdownOf(wrap(`<article><h2>Designed to <br>be redesigned</h2>${paragraphs("ferry", 3)}</article>`), true);
    expect(markdown).toContain("## Designed to be redesigned");
    expect(markdown).not.toContain("<br>");
  });
});

describe("a heading's permalink", () => {
  const wrap = (body: string) => `<html><head><title>Guide</title></head><body><article><h1>Guide</h1>${paragraphs("guide", 2)}${body}</article></body></html>`;
  // What documentation generators put in or around a heading to link to it.
  const generators: Array<[string, string]> = [
    ["Sphinx", '<section id="backoff"><h2>Backoff<a class="headerlink" href="#backoff" title="Permalink to this heading">&para;</a></h2>'],
    ["MkDocs", '<h2 id="backoff">Backoff<a class="headerlink" href="#backoff" title="Permanent link">¶</a></h2>'],
    ["Docusaurus", '<h2 class="anchor" id="backoff">Backoff<a href="#backoff" class="hash-link" aria-label="Direct link to Backoff">&#8203;</a></h2>'],
    ["GitHub", '<h2><a id="user-content-backoff" class="anchor" href="#backoff"><svg viewBox="0 0 16 16"><path d="M7 3"></path></svg></a>Backoff</h2>'],
    ["Hugo", '<h2 id="backoff">Backoff <a class="anchor" href="#backoff">#</a></h2>'],
    ["an emoji", '<h2 id="backoff">Backoff<a href="#backoff">🔗</a></h2>'],
  ];

  for (const [generator, heading] of generators) {
    for (const onlyMainContent of [false, true]) {
      it(`goes from the heading (${generator}, ${onlyMainContent ? "main content" : "whole page"})`, () => {
        const markdown = markdownOf(wrap(`${heading}${paragraphs("delay", 2)}`), onlyMainContent);
        expect(markdown).toMatch(/^## Backoff$/m);
        expect(markdown).not.toContain("#backoff");
        expect(markdown).toContain("The delay paragraph number 1");
      });
    }
  }

  it("unwraps a link around the whole heading to its own anchor, and keeps one to another page", () => {
    const markdown = markdownOf(wrap(`<h3 id="faq"><a href="#faq">Questions</a></h3>${paragraphs("faq", 2)}<h3><a href="/changelog">Changelog</a></h3>${paragraphs("log", 2)}`), false);
    expect(markdown).toMatch(/^### Questions$/m);
    expect(markdown).toContain("### [Changelog](https://example.com/changelog)");
  });

  it("keeps the words of a short link to the heading's own anchor, and a link to another anchor", () => {
    const markdown = markdownOf(wrap(`<h2 id="v2">Version <a href="#v2">2.4</a></h2>${paragraphs("release", 2)}<h2 id="v3">Version <a href="#notes">3.0</a></h2>${paragraphs("notes", 2)}`), false);
    expect(markdown).toMatch(/^## Version 2\.4$/m);
    expect(markdown).toContain("## Version [3.0](https://example.com/ferry#notes)");
  });

  it("drops a heading that held only a permalink", () => {
    const markdown = markdownOf(wrap(`<h2 id="x"><a href="#x">¶</a></h2>${paragraphs("tide", 2)}`), false);
    expect(markdown).not.toMatch(/^#+\s*$/m);
    expect(markdown).not.toContain("¶");
  });
});

describe("a wiki's edit control beside a section's title", () => {
  const wrap = (body: string) => `<html><head><title>Lake</title></head><body><div id="content"><h1>Lake</h1>${paragraphs("lake", 2)}${body}</div></body></html>`;
  const bracket = (text: string) => `<span class="mw-editsection-bracket">${text}</span>`;
  const control = (...links: string[]) => `<span class="mw-editsection">${bracket("[")}${links.join(" | ")}${bracket("]")}</span>`;
  const edit = (label: string, action = "edit") => `<a href="/w/index.php?title=Lake&amp;action=${action}&amp;section=1" title="Edit section">${label}</a>`;

  for (const onlyMainContent of [false, true]) {
    it(`goes with its brackets (${onlyMainContent ? "main content" : "whole page"})`, () => {
      const markdown = markdownOf(
        wrap(`<h2><span class="mw-headline" id="Geography">Geography</span>${control(edit("edit"))}</h2>${paragraphs("basin", 2)}<h2><span id="History">History</span>${control(edit("edit", "edit"), edit("edit source", "editsource"))}</h2>${paragraphs("dam", 2)}`),
        onlyMainContent,
      );
      expect(markdown).toMatch(/^## Geography$/m);
      expect(markdown).toMatch(/^## History$/m);
      expect(markdown).not.toContain("action=edit");
      expect(markdown).toContain("The dam paragraph number 1");
    });
  }

  it("leaves a link in a heading that opens no editor", () => {
    const markdown = markdownOf(wrap(`<h2>Lake <span>[<a href="/wiki/Ordo_River">river</a>]</span></h2>${paragraphs("river", 2)}`), false);
    expect(markdown).toContain("(https://example.com/wiki/Ordo_River)");
  });
});

describe("a heading linked to the page itself", () => {
  const page = (heading: string) => `<html><head><title>Thread</title></head><body><main>${heading}${paragraphs("post", 3)}</main></body></html>`;

  it("prints the title without the link to its own address, and keeps a link to another page", () => {
    const own = toMarkdown(readPage(page('<h1><a href="/t/pi-5-nvme/77/">Pi 5 will not boot from NVMe</a></h1>'), "https://forum.example/t/pi-5-nvme/77", { formats: new Set(["markdown"]), onlyMainContent: true, removeBase64Images: true }).contentHtml);
    expect(own).toContain("# Pi 5 will not boot from NVMe\n");
    const other = toMarkdown(readPage(page('<h2><a href="/t/nvme-hats/40">NVMe HATs compared</a></h2>'), "https://forum.example/t/pi-5-nvme/77", { formats: new Set(["markdown"]), onlyMainContent: false, removeBase64Images: true }).contentHtml);
    expect(other).toContain("## [NVMe HATs compared](https://forum.example/t/nvme-hats/40)");
  });
});

describe("a short label over a heading of a higher rank", () => {
  const page = (body: string) =>
    `<html><head><title>tidekit</title></head><body><main>${body}<p>Fast tide predictions for small harbours: a year of predictions in under a second from one month of gauge readings.</p><p>It reads the gauge's CSV export and writes one line per tide.</p></main></body></html>`;
  const convert = pageMarkdown("https://code.example/example/tidekit");

  it("drops a box's label over the document's title, with the box or link that holds only it", () => {
    const boxed = convert(page('<div id="readme"><div class="Box-header"><h2>README</h2></div><article class="markdown-body"><h1>tidekit</h1></article></div>'), true);
    expect(boxed).not.toContain("README");
    expect(boxed).toContain("# tidekit");
    const linked = convert(page('<a href="/nutrition"><h3>Nutrition</h3></a><h1>Is fat good for you?</h1>'), true);
    expect(linked).not.toContain("Nutrition");
    expect(linked).not.toContain("[]");
  });

  it("keeps a heading over one of its own rank or lower, and the label in the whole page", () => {
    const sections = convert(page("<h2>Install</h2><h3>With pip</h3>"), true);
    expect(sections).toContain("## Install");
    expect(convert(page('<div class="Box-header"><h2>README</h2></div><h1>tidekit</h1>'), false)).toContain("README");
  });
});
