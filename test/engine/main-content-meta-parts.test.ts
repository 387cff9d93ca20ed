import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: meta lines with icons, categories and a typo widget", () => {
  it("drops a line of a date, a view count beside its icon and a reading time", () => {
    const markdown = markdownOf(storyIn("ru", '<div class="info"><time>25 ноября 2026, 14:00</time> <span>👁 12 430</span> <span>Время чтения: 3 мин.</span></div>', ""));
    expect(markdown).not.toContain("12 430");
    expect(markdown).not.toContain("25 ноября");
    expect(markdown).toContain(storyText("ru", 0));
  });

  it("drops a line of dates beside the post's category link, and keeps a run of dated links (a list of events)", () => {
    // The category is in the menu too: its link alone goes as the menu's, and the line was judged before that.
    const page = storyIn("ja", '<div class="entry-info"><time>2026.04.10</time> <span>更新日：2026.05.02</span> <span><a href="/category/garden">ガーデニング</a></span></div>', "");
    const meta = markdownOf(page.replace('<li><a href="/city">City</a></li>', '<li><a href="/category/garden">ガーデニング</a></li>'));
    expect(meta).not.toContain("2026.04.10");
    expect(meta).not.toContain("ガーデニング");
    const events = '<p class="e"><span>12.03.2026</span> <a href="/e/1">harbour fest</a></p><p class="e"><span>19.03.2026</span> <a href="/e/2">pier market</a></p><p class="e"><span>26.03.2026</span> <a href="/e/3">boat parade</a></p>';
    const run = markdownOf(storyIn("en", "", `<h2>Coming up</h2>${events}<p>${storyText("en", 2)}</p>`));
    expect(run).toContain("pier market");
  });

  it("drops a typo widget's line and keeps a sentence about a mistake someone found", () => {
    const widget = markdownOf(storyIn("ru", "", "<div>Нашли ошибку? Выделите текст и нажмите Ctrl+Enter</div>"));
    expect(widget).not.toContain("Ctrl+Enter");
    const sentence = "<p>Нашли ошибку в расчётах налоговой инспекции, сообщили журналисты.</p>";
    expect(markdownOf(storyIn("ru", "", sentence + `<p>${storyText("ru", 1)}</p>`))).toContain("Нашли ошибку в расчётах");
  });

  it("drops a byline that names the newsroom and a dateline with the time written 'às 08h15'", () => {
    const markdown = markdownOf(storyIn("es", '<div class="autoria"><p>Por <strong>Rafael Souza</strong>, da Redação</p><p>26/11/2026 às 08h15 · Atualizado há 2 horas</p></div>', ""));
    expect(markdown).not.toContain("Rafael Souza");
    expect(markdown).not.toContain("08h15");
    expect(markdown).toContain(storyText("es", 0));
  });

  it("reads a time written with am or pm against its figures as a dateline ('9:12am')", () => {
    for (const line of ["November 20, 2026, 9:12am", "Posted 20.11.2026 at 10:01pm", "Nov. 25, 2026 Updated 6:40 p.m. ET"]) {
      const markdown = markdownOf(storyIn("en", `<p class="when">${line}</p>`, ""));
      expect(markdown, line).not.toContain(line);
      expect(markdown).toContain(storyText("en", 0));
    }
  });
});
