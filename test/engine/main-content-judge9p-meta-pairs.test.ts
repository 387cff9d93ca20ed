import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");
const story = (after: string) => storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}${after}`);

describe("main content: meta data written as a definition list (judge9p)", () => {
  it("drops author, date, photo credit and tag pairs of a definition list, in German and English", () => {
    const lists = [
      "<dl><dt>Author</dt><dd>Anna Miller</dd><dt>Published</dt><dd>March 12, 2024</dd><dt>Photo</dt><dd>dpa / Max Mustermann</dd></dl>",
      "<dl><dt>Autor</dt><dd>Anna Müller</dd><dt>Veröffentlicht</dt><dd>12. März 2024</dd><dt>Foto</dt><dd>dpa / Max Mustermann</dd></dl>",
      "<dl class='x'><dt>Photos</dt><dd>Max Mustermann</dd><dt>Tags</dt><dd><a href='/t/ferry'>ferry</a>, <a href='/t/bay'>bay</a></dd></dl>",
    ];
    for (const list of lists) {
      const markdown = markdownOf(story(list));
      expect(markdown, list).not.toContain("Mustermann");
      expect(markdown).not.toContain("<dl>");
      expect(markdown).toContain(sentence("story", 3));
    }
  });

  it("keeps a fact box and a glossary written as definition lists, with a date among their facts", () => {
    const facts = markdownOf(story("<dl><dt>Length</dt><dd>4.2 km across the bay</dd><dt>Opened</dt><dd>1921</dd><dt>Boats</dt><dd>Two, built in Kiel</dd></dl>"));
    for (const fact of ["4.2 km across the bay", "1921", "Two, built in Kiel"]) expect(facts).toContain(fact);
    const glossary = markdownOf(story("<dl><dt>Landing stage</dt><dd>The floating platform where the ferry ties up, rebuilt on March 12, 2024.</dd><dt>Slipway</dt><dd>The ramp cars drive down onto the boat.</dd></dl>"));
    expect(glossary).toContain("rebuilt on March 12, 2024");
    expect(glossary).toContain("The ramp cars drive down");
  });

  it("drops a forum post's profile panel (posts, joined, location) and the forum's 'who is online' legend, and keeps a fact box with a location", () => {
    const panel =
      '<dl class="postprofile"><dt><a href="/memberlist.php?u=5" class="username">r23</a></dt><dd><strong>Beiträge:</strong> <a href="/search.php?author_id=5">1626</a></dd>' +
      "<dd><strong>Registriert:</strong> 18.09.2008, 05:56</dd><dd><strong>Wohnort:</strong> Hagen</dd></dl>";
    const legend = "<h3>Wer ist online?</h3><p>Mitglieder in diesem Forum: 0 Mitglieder und 2 Gäste</p>";
    const markdown = markdownOf(story(panel + legend));
    for (const gone of ["1626", "Registriert", "Wohnort", "Mitglieder in diesem Forum"]) expect(markdown, gone).not.toContain(gone);
    const facts = markdownOf(story("<dl><dt>Ferry</dt><dd>Location: the north quay</dd><dt>Built</dt><dd>1921</dd></dl>"));
    expect(facts).toContain("Location: the north quay");
  });

  it("keeps a glossary's term that is a widget's word ('Tags') over a sentence between the story's paragraphs", () => {
    const glossary = `<dl><dt>Capital budget</dt><dd>Money for buildings and equipment.</dd><dt>Tags</dt><dd>Labels that the council uses to sort its documents.</dd></dl>${paragraphs("after", 2)}`;
    expect(markdownOf(story(glossary))).toContain("**Tags**");
  });
});
