import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");


describe("main content: precision on unseen pages (round 6)", () => {
  it("reads the cells of a layout table like any block: a 'more articles' label in a cell goes, a data table stays whole", () => {
    const row = (cell: string) => `<tr><td>${cell}</td></tr>`;
    const layout =
      "<table width='100%'>" +
      row(`<h1>The last ferry</h1>${paragraphs("story", 4)}`) +
      row("<span class='big'>Weitere Artikel zum Thema</span>") +
      row(`<table>${row('<h3><a href="/news/other-1">The bridge opens next spring after years</a></h3>')}${row('<h3><a href="/news/other-2">Harbour fees rise again for every boat</a></h3>')}</table>`) +
      "</table>";
    const data = "<table>" + "<tr><td>Related articles</td><td>3</td></tr><tr><td>Ferries</td><td>12</td></tr><tr><td>Bridges</td><td>1</td></tr>" + "</table>";
    const markdown = markdownOf(storyPage(layout + paragraphs("after", 2) + data));
    expect(markdown).toContain(sentence("story", 3));
    expect(markdown).not.toContain("Weitere Artikel zum Thema");
    // A data table's cells are data, never judged as chrome lines.
    expect(markdown).toContain("Related articles");
  });
});

describe("main content: linked headlines after the story (round 6)", () => {
  const headline = (path: string, title: string) => `<p><a href="${path}">${title}</a></p>`;

  it("drops lines that are each one link to another page of the site after the last paragraph, with the line introducing them", () => {
    const markdown = markdownOf(
      storyPage(
        `<h1>The last ferry</h1>${paragraphs("story", 4)}<p><em>You may enjoy these as well:</em></p>` +
          headline("/news/bridge-opens", "The bridge opens next spring after years of work") +
          headline("/news/harbour-fees", "Harbour fees rise again for every boat in the bay"),
      ),
    );
    expect(markdown).toContain(sentence("story", 3));
    for (const gone of ["You may enjoy", "The bridge opens", "Harbour fees rise"]) expect(markdown).not.toContain(gone);
  });

  it("keeps linked lines that leave the site (sources), lines with words beside their link, and linked lines the story goes on after", () => {
    const sources = markdownOf(
      storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}<p>Sources:</p>${headline("https://archive.example.org/ferry-1921", "The ferry register of 1921, city archive")}`),
    );
    expect(sources).toContain("The ferry register of 1921");
    expect(sources).toContain("Sources:");
    const worded = markdownOf(
      storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}<p>The timetable of the last season is in <a href="/timetables/1959">the harbour's timetable</a>.</p>`),
    );
    expect(worded).toContain("the harbour's timetable");
    const middle = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}${headline("/news/bridge-opens", "The bridge opens next spring after years of work")}${paragraphs("end", 2)}`));
    expect(middle).toContain("The bridge opens next spring");
  });
});

describe("main content: captions without figcaption (round 6)", () => {
  const picture = (text: string) => `<div class="asset"><a href="/large/ferry.jpg"><picture><img src="/ferry.jpg" alt="A ferry"></picture></a><div class="asset-info"><span>${text}</span></div></div>`;

  it("trims the credit after a caption written beside its picture in a plain block, and keeps what the caption says", () => {
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}${picture("The captain on deck, photo: Harbour Archive")}${paragraphs("end", 2)}`));
    expect(markdown).toContain("The captain on deck");
    expect(markdown).not.toContain("Harbour Archive");
    expect(markdown).toContain(sentence("end", 1));
  });

  it("prints the caption once: an alt that repeats the caption and its credit goes with the credit, and no comma is left dangling", () => {
    const block = `<div class="asset"><a href="/large/ferry.jpg"><img src="/ferry.jpg" alt="The captain on deck, photo: Harbour Archive"></a><div><span>The captain on deck, photo: Harbour Archive</span></div></div>`;
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}${block}${paragraphs("end", 2)}`));
    expect(markdown).not.toContain("Harbour Archive");
    expect(markdown.match(/The captain on deck/g)?.length).toBe(1);
    expect(markdown).not.toContain("The captain on deck,");
  });

  it("trims both kinds of caption on one page, a figcaption before and after a plain block's caption", () => {
    const figure = (text: string) => `<figure><img src="/pier.jpg" alt="A pier"><figcaption>${text}</figcaption></figure>`;
    const markdown = markdownOf(
      storyPage(
        `<h1>The last ferry</h1>${paragraphs("story", 2)}${figure("The north pier. Foto: Max Muster")}${picture("The captain on deck, photo: Harbour Archive")}` +
          `${figure("The south pier. Foto: Erika Muster")}${paragraphs("end", 2)}`,
      ),
    );
    for (const kept of ["The north pier.", "The captain on deck", "The south pier."]) expect(markdown).toContain(kept);
    for (const gone of ["Max Muster", "Harbour Archive", "Erika Muster"]) expect(markdown).not.toContain(gone);
  });

  it("keeps a caption that only describes the picture, and text after a picture in a block with more to read", () => {
    const described = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}${picture("The captain on deck at dawn, before the last crossing")}${paragraphs("end", 2)}`));
    expect(described).toContain("The captain on deck at dawn, before the last crossing");
    const story = `<div class="media"><img src="/ferry.jpg" alt="A ferry"><p>${sentence("beside", 1)} Source: the harbour office.</p><p>${sentence("beside", 2)}</p></div>`;
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}${story}${paragraphs("end", 2)}`));
    expect(markdown).toContain("Source: the harbour office.");
  });
});

describe("main content: a source in brackets beside a date (round 6)", () => {
  it("drops a meta line of a bracketed source and a date after the story, and keeps bracketed words without a date", () => {
    const markdown = markdownOf(
      storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}<p>(harbour.example, red) | Stand: 11/01/2021, 05:00</p><p>(north pier) | (south pier)</p>`),
    );
    expect(markdown).toContain(sentence("story", 3));
    expect(markdown).not.toContain("harbour.example");
    expect(markdown).toContain("(north pier) | (south pier)");
  });
});

describe("main content: 'Siehe auch' lead-in (round 6)", () => {
  it("drops a paragraph of the site's links led by 'Siehe auch' inside the story, as it drops one led by 'See also'", () => {
    const links = ["bridge-opens", "harbour-fees", "old-pier"].map((slug) => `<a href="/news/${slug}">The story of the ${slug.replace("-", " ")} in the bay</a>`).join("<br>");
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}<p>Siehe auch<br>${links}</p>${paragraphs("end", 2)}`));
    expect(markdown).toContain(sentence("story", 3));
    expect(markdown).not.toContain("Siehe auch");
    expect(markdown).not.toContain("harbour fees");
    expect(markdown).toContain(sentence("end", 1));
  });
});

describe("round 6 rules on hostile pages", { timeout: 60_000 }, () => {
  const repeat = (count: number, make: (n: number) => string) => Array.from({ length: count }, (_, n) => make(n)).join("");

  it("stays with the story on pages of thousands of captioned pictures, linked lines and nested layout tables", () => {
    const pictures = repeat(3000, (n) => `<div class="asset"><a href="/large/${n}.jpg"><img src="/p/${n}.jpg" alt=""></a><div><span>Pier ${n}, photo: Archive ${n}</span></div></div>`);
    const withPictures = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}${pictures}${paragraphs("end", 2)}`));
    expect(withPictures).toContain(sentence("end", 1));
    expect(withPictures).not.toContain("Archive 2999");
    const lines = repeat(5000, (n) => `<p><a href="/news/${n}">The story number ${n} of the harbour and its ferries</a></p>`);
    const withLines = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}${lines}`));
    expect(withLines).toContain(sentence("story", 3));
    expect(withLines).not.toContain("The story number 4999");
    let nested = `<h1>The last ferry</h1>${paragraphs("story", 4)}`;
    for (let depth = 0; depth < 300; depth++) nested = `<table><tr><td>${nested}</td><td>Cell ${depth}</td></tr></table>`;
    expect(markdownOf(storyPage(nested))).toContain(sentence("story", 3));
  });
});

describe("main content: a picture's rights as its credit (round 6)", () => {
  const figure = (caption: string) => `<figure><img src="/ferry.jpg" alt="A ferry"><figcaption>${caption}</figcaption></figure>`;

  it("drops a licence or 'public domain' after a caption's words, and keeps a caption that speaks of the public domain in a sentence", () => {
    const markdown = markdownOf(
      storyPage(
        `<h1>The last ferry</h1>${paragraphs("story", 2)}${figure("The old pier in 1921 / public domain")}${paragraphs("middle", 2)}` +
          `${figure("The crew in 1959. CC BY-SA 4.0")}${figure("The harbour office, whose photos are in the public domain since 1990.")}${paragraphs("end", 2)}`,
      ),
    );
    expect(markdown).toContain("The old pier in 1921");
    expect(markdown).toContain("The crew in 1959.");
    expect(markdown).not.toContain("/ public domain");
    expect(markdown).not.toContain("CC BY-SA");
    expect(markdown).toContain("whose photos are in the public domain since 1990.");
  });
});
