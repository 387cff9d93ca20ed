import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { dropsBeforeStory, storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: reading times, read counts and bylines with particles (judge10p)", () => {
  it("drops reading times in Russian, Turkish, Japanese and Chinese, read counts, and bylines whose names hold 'de' or open with 'di'", () => {
    const cases: [string, string, string][] = [
      ["ru", "<p>Время чтения: 4 мин.</p>", "Время чтения"],
      ["tr", "<div><span>12 Mart 2024</span> <span>Okuma süresi: 4 dk</span></div>", "Okuma süresi"],
      ["ja", "<p>読了時間：3分</p>", "読了時間"],
      ["zh", "<p>阅读时间：3分钟</p>", "阅读时间"],
      ["es", "<p>Leído 1.523 veces</p>", "1.523 veces"],
      ["de", "<p>Door Jan de Vries · 12 maart 2024 · Leestijd 3 minuten</p>", "Jan de Vries"],
      ["es", "<p>di Mario Rossi</p>", "Mario Rossi"],
      ["pl", "<p>Por Ana dos Santos</p>", "Ana dos Santos"],
    ];
    dropsBeforeStory(markdownOf, cases);
  });

  it("keeps a sentence about reading times and counts, and a name with a particle inside a sentence", () => {
    const kept = [
      "Время чтения отчёта комиссии заняло у депутатов почти весь вечер.",
      "The ferry crossed the bay 1.523 times that year.",
      "Jan de Vries, the harbour master, opened the meeting at nine.",
    ];
    for (const text of kept) expect(markdownOf(storyIn("en", "", `<p>${text}</p>`)), text).toContain(text);
  });
});

describe("main content: previous/next links, labelled link trails and a date line ending in a toolbar (judge10p)", () => {
  it("drops 'previous/next article' labels with their linked titles, a labelled trail of links and a date line that ends in print and font-size controls", () => {
    const cases: [string, string, string, string[]][] = [
      ["zh", '<div>当前位置：<a href="/">首页</a> &gt; <a href="/news">新闻</a> &gt; 正文</div><p>发布时间：2024年03月12日 字号：<a>大</a> <a>中</a> <a>小</a> 【打印】【关闭】</p>', '<p>上一篇：<a href="/p">渔民在市政府前抗议</a></p><p>下一篇：<a href="/n">新大桥将于夏天通车</a></p>', ["当前位置", "发布时间", "字号", "上一篇", "渔民在市政府前抗议", "下一篇"]],
      ["ru", "", '<p>Следующая статья: <a href="/n">Новый мост откроют летом</a></p>', ["Следующая статья", "Новый мост"]],
      ["en", "", '<div><a href="/p">Previous article</a> <a href="/n">Next article</a></div>', ["Previous article", "Next article"]],
    ];
    for (const [language, before, after, leaks] of cases) {
      const markdown = markdownOf(storyIn(language, before, after));
      for (const leak of leaks) expect(markdown, `${language}: ${leak}`).not.toContain(leak);
      expect(markdown, language).toContain(storyText(language, 0));
    }
  });

  it("keeps a sentence that opens with 'next article', an unlabelled path of menu names in a how-to, and a date line with words of its own", () => {
    const next = "Next article of the harbour statute, on moorings, will be voted on in May.";
    expect(markdownOf(storyIn("en", "", `<p>${next}</p>`))).toContain(next);
    const path = markdownOf(storyIn("en", "", '<p>Open <a href="/help/settings">Settings</a> &gt; <a href="/help/privacy">Privacy</a> &gt; Cookies to change it.</p>'));
    expect(path).toContain("Cookies to change it");
    const dated = "12.03.2024 the council printed the plan and sent it to every house.";
    expect(markdownOf(storyIn("en", "", `<p>${dated}</p>`))).toContain(dated);
  });
});
