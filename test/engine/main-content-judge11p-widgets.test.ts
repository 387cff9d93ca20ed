import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/t/harbour-plan/42");

/** The story stays whole and none of `gone` is left. */
function dropsOnly(markdown: string, language: string, gone: readonly string[]): void {
  for (const n of [0, 1, 2, 3]) expect(markdown).toContain(storyText(language, n));
  for (const line of gone) expect(markdown, line).not.toContain(line);
}

describe("main content: counts, calls and buttons around a post (judge11p)", () => {
  it("drops a post's likes and views and a row of thread statistics", () => {
    const stats =
      '<div><span>3 Likes</span></div><p>1.2k views</p><div class="stats"><span>created</span> <span>Mar 12</span> <span>last reply</span> <span>Mar 14</span>' +
      " <span>12</span> <span>replies</span> <span>1.2k</span> <span>views</span> <span>5</span> <span>users</span></div>";
    dropsOnly(markdownOf(storyIn("en", "", stats)), "en", ["3 Likes", "1.2k views", "last reply", "users"]);
  });

  it("keeps a sentence that counts views and a list item with a count", () => {
    const sentence = "The harbour video reached 1.2k views within an hour of the vote.";
    expect(markdownOf(storyIn("en", "", `<p>${sentence}</p>`))).toContain(sentence);
    const list = markdownOf(storyIn("en", "", "<p>What the survey asked:</p><ul><li>12 replies from fishermen</li><li>40 replies from residents</li></ul>"));
    expect(list).toContain("12 replies from fishermen");
  });

  it("drops a newsletter's box with its question, a call to join a channel, and a call for tips", () => {
    const substack = markdownOf(storyIn("en", "", '<div><h3>Ready for more?</h3><form><input type="email" placeholder="Type your email..."><button>Subscribe</button></form></div>'));
    dropsOnly(substack, "en", ["Ready for more?", "Subscribe"]);
    const he = markdownOf(storyIn("he", "", '<p><a href="https://t.me/example">הצטרפו לערוץ הטלגרם שלנו</a></p><p>לחצו כאן כדי להצטרף לקבוצת הוואטסאפ שלנו!</p>'));
    dropsOnly(he, "he", ["הטלגרם", "הוואטסאפ"]);
    const nl = markdownOf(storyIn("en", "", '<p>Heb je een tip? <a href="mailto:tips@example.nl">Mail de redactie</a></p>'));
    expect(nl).not.toContain("Heb je een tip");
  });

  it("keeps a sentence about a tip the reporters followed, and one saying residents joined a protest", () => {
    const sentence = "The reporters got a tip from a fisherman and followed the money to the builders.";
    expect(markdownOf(storyIn("en", "", `<p>${sentence}</p>`))).toContain(sentence);
    const joined = "תושבים רבים הצטרפו להפגנה מול העירייה ביום שלישי בבוקר.";
    expect(markdownOf(storyIn("he", "", `<p>${joined}</p>`))).toContain(joined);
  });

  it("drops 'Follow' and 'Listen' alone in a block, keeps them as a heading and as list items", () => {
    dropsOnly(markdownOf(storyIn("en", '<div><a href="/follow">Follow</a></div><div><button>Listen</button></div>', "")), "en", ["Follow", "Listen"]);
    const lesson = markdownOf(
      storyIn("en", "", "<h2>Listen</h2><p>Play the recording twice before you answer.</p><ol><li>Listen</li><li>Follow</li><li>Repeat the phrase aloud</li></ol>"),
    );
    expect(lesson).toContain("## Listen");
    expect(lesson).toContain("Play the recording twice");
    expect(lesson).toMatch(/1\.\s+Listen/);
    expect(lesson).toMatch(/2\.\s+Follow/);
  });
});

describe("main content: a label and a count or a date on its own (judge11p)", () => {
  it("keeps an event notice's facts between paragraphs and a run of labelled facts", () => {
    const between = markdownOf(storyIn("en", "", `<p>Attendance: 45,000</p><p>${storyText("en", 0).replace("city council", "harbour board")}</p>`));
    expect(between).toContain("Attendance: 45,000");
    const deadline = markdownOf(storyIn("de", "", `<p>Deadline: 12.03.2024</p><p>Einwände nimmt das Rathaus schriftlich entgegen, das Bauamt beantwortet Fragen am Telefon und per Post.</p>`));
    expect(deadline).toContain("Deadline: 12.03.2024");
    const run = markdownOf(storyIn("en", "", "<p>Venue: City Hall</p><p>Deadline: 12.03.2024</p><p>Attendance: 45,000</p>"));
    for (const fact of ["Venue: City Hall", "Deadline: 12.03.2024", "Attendance: 45,000"]) expect(run).toContain(fact);
  });

  it("still drops a lone counter or date line at the article's edge", () => {
    dropsOnly(markdownOf(storyIn("de", "<p>Veröffentlicht: 12.03.2024</p>", "<p>Zugriffe: 1234</p>")), "de", ["Veröffentlicht", "Zugriffe"]);
  });
});

describe("main content: a one-column page of table rows (judge11p)", () => {
  const paragraphs = [0, 1, 2, 3].map((n) => `<p>${storyText("en", n)}</p>`).join("");
  const page = (menu: string) =>
    `<!doctype html><html><head><title>Harbour</title></head><body><table width="100%"><tr><td>${menu}</td></tr>` +
    `<tr><td><h1>The harbour plan</h1>${paragraphs}</td></tr><tr><td>© 2024 Harbour Times</td></tr></table></body></html>`;

  it("drops the row of menu links above the article", () => {
    const menu = '<a href="/">Home</a> | <a href="/news">News</a> | <a href="/city">City</a> | <a href="/sport">Sport</a> | <a href="/contact">Contact</a>';
    dropsOnly(markdownOf(page(menu)), "en", ["Home", "Contact"]);
  });

  it("keeps a row of downloads", () => {
    const downloads = '<a href="/files/plan.pdf">Plan (PDF)</a> | <a href="/files/map.pdf">Map (PDF)</a> | <a href="/files/costs.xlsx">Costs (XLSX)</a>';
    expect(markdownOf(page(downloads))).toContain("Costs (XLSX)");
  });

  it("keeps a row whose links stand in a sentence", () => {
    const line = 'Read the <a href="/plan.pdf">plan</a>, the <a href="/map.pdf">map</a> and the <a href="/costs.pdf">costs</a> before the meeting';
    expect(markdownOf(page(line))).toContain("before the meeting");
  });
});

describe("main content: the author's name over the date (judge11p)", () => {
  it("drops a box of the author's name and the date under the title", () => {
    const markdown = markdownOf(storyIn("en", "<div><p>Jane Doe</p><p>Mar 12, 2024</p></div>", ""));
    dropsOnly(markdown, "en", ["Jane Doe", "Mar 12"]);
  });

  it("keeps a signature among the story's paragraphs and a name over a longer line", () => {
    const signed = markdownOf(storyIn("en", "", "<p>Jane Doe</p><p>12 March 2024</p>"));
    expect(signed).toContain("Jane Doe");
    const credit = markdownOf(storyIn("en", "", "<div><p>Jane Doe</p><p>Harbour master of the north quay since 2019</p></div>"));
    expect(credit).toContain("Jane Doe");
  });
});

describe("main content: more shapes of the same lines (judge11p)", () => {
  it("drops a last-modified line whose date opens with the month, a Dutch call for tips, a like button's word and a lead-in to the site's posts", () => {
    const markdown = markdownOf(
      storyIn(
        "en",
        "<div><span>Created by Anna Berg, last modified on Mar 12, 2024</span></div><p>Laatst bewerkt op 12 maart 2024</p>",
        "<p>Heb jij een tip voor de redactie? Mail ons!</p><div><button>3</button><span>Likes</span></div><p>Discover more from Harbour Notes</p>",
      ),
    );
    dropsOnly(markdown, "en", ["Anna Berg", "Laatst bewerkt", "Heb jij", "Likes", "Discover more"]);
  });

  it("keeps 'Likes' and 'Reply' as items of the article's list, and a heading 'Likes' over text", () => {
    const list = markdownOf(storyIn("en", "", "<p>The survey asked residents to sort three words:</p><ul><li>Likes</li><li>Reply</li><li>Harbour</li></ul>"));
    expect(list).toMatch(/-\s+Likes/);
    expect(list).toMatch(/-\s+Reply/);
    const heading = markdownOf(storyIn("en", "", `<h2>Likes</h2><p>${storyText("en", 2).replace("Opponents", "Residents")}</p>`));
    expect(heading).toContain("Residents fear");
  });
});
