import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { keepsAndDrops } from "../helpers/judge8-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/2024/harbour-plan-42");

/** Short stories: every paragraph under 40 characters, as Chinese and Japanese news often write them. */
const zh = ["市议会周三批准了旧港口改造计划。", "第一阶段工程将于明年春天开始。", "反对者担心租金上涨会挤走渔民。", "市政府承诺保留渔船的停泊位置。", "听证会将于下月在市民中心举行。"];
const ja = ["市議会は水曜日、旧港の再開発計画を承認した。", "工事は来年の春に始まる予定だ。", "反対派は家賃の上昇を心配している。", "市は漁船の係留場所を残すと約束した。"];
const zhHeadlines = ["台风明日登陆沿海地区", "地铁三号线延长段开通", "本市房价连续三月下跌"];
const jaHeadlines = ["台風が明日上陸へ", "地下鉄三号線が延伸開業", "市内の地価が三か月連続下落"];

/** A news page in `language`: the title, the story's paragraphs, then `after` in the story's column. */
function page(language: string, story: readonly string[], after: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><title>港</title></head><body>` +
    '<header><a href="/">Logo</a><nav><ul><li><a href="/politics">政治</a></li><li><a href="/sport">体育</a></li></ul></nav></header>' +
    `<main><article><h1>旧港改造</h1><div class="content">${story.map((line) => `<p>${line}</p>`).join("")}${after}</div></article></main>` +
    '<footer><a href="/about">关于我们</a></footer></body></html>'
  );
}

/** Links to other stories of the site's news folder, as list items or as lines of their own. */
const items = (titles: readonly string[]) => titles.map((title, n) => `<li><a href="/news/2024/${n}.html">${title}</a></li>`).join("");
const lines = (titles: readonly string[]) => titles.map((title, n) => `<p><a href="/news/2024/${n}.html">${title}</a></p>`).join("");

describe("main content: a short Chinese or Japanese story's 'most read' box (judge13p)", () => {
  it("drops a most-read list under a heading in the story's language, though its links stay in the story's folder", () => {
    keepsAndDrops(markdownOf(page("zh", zh, `<div class="hot"><h3>热门文章</h3><ul>${items(zhHeadlines)}</ul></div>`)), zh, ["热门文章", ...zhHeadlines]);
    keepsAndDrops(markdownOf(page("ja", ja, `<h3>人気記事</h3><ul>${items(jaHeadlines)}</ul>`)), ja, ["人気記事", ...jaHeadlines]);
    keepsAndDrops(markdownOf(page("ja", ja, `<h2>アクセスランキング</h2><ol>${items(jaHeadlines)}</ol>`)), ja, ["ランキング", ...jaHeadlines]);
    keepsAndDrops(markdownOf(page("zh", zh, `<h3>排行榜</h3><ol>${items(zhHeadlines)}</ol>`)), zh, ["排行榜", ...zhHeadlines]);
  });

  it("drops headlines written as linked lines after the story, with the line that introduces them", () => {
    keepsAndDrops(markdownOf(page("ja", ja, lines(jaHeadlines))), ja, jaHeadlines);
    keepsAndDrops(markdownOf(page("ja", ja, `<p>こちらもどうぞ：</p>${lines(jaHeadlines)}`)), ja, ["こちらもどうぞ", ...jaHeadlines]);
    keepsAndDrops(markdownOf(page("zh", zh, `<div class="rank"><span>推荐</span> ${zhHeadlines.map((title, n) => `<a href="/news/2024/${n}.html">${title}</a>`).join(" ")}</div>`)), zh, zhHeadlines);
  });

  it("keeps a short story's own list, a linked sentence of its own and a section about a ranking", () => {
    const steps = ["在线填写申请表", "上传身份证明", "等待短信通知"];
    const markdown = markdownOf(page("zh", zh, `<p>申请停泊位置的步骤如下：</p><ol>${steps.map((step) => `<li>${step}</li>`).join("")}</ol>`));
    keepsAndDrops(markdown, [...zh, "申请停泊位置的步骤如下：", ...steps], []);
    const linked = "详细计划可在<a href=\"/news/2024/plan.html\">市政府网站</a>查阅。";
    keepsAndDrops(markdownOf(page("zh", zh, `<p>${linked}</p>`)), [...zh, "详细计划可在"], []);
    const ranking = "在全国港口排名中，本市位列第三，仅次于上海和宁波，货运量连续五年增长。";
    const section = markdownOf(page("zh", zh, `<h2>排行榜</h2><p>${ranking}</p><p>${ranking.replace("第三", "第四")}</p><p>${ranking.replace("第三", "第五")}</p>`));
    expect(section).toContain(ranking);
    expect(section).toContain("排行榜");
  });

  it("keeps a list of names under 'related' whose links stay in the story's folder, in Chinese too", () => {
    const names = ["港口", "渔业", "城市规划"];
    const markdown = markdownOf(page("zh", zh, `<h3>相关</h3><ul>${items(names)}</ul>`));
    for (const name of names) expect(markdown).toContain(name);
  });
});
