import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { EN_STORY, keepsAndDrops } from "../helpers/judge8-pages.js";
import { storyText } from "../helpers/judge10p-pages.js";

/**
 * More old layouts (issue 29, faithful markdown): a Japanese and a Korean portal built of tables, a
 * phpBB-style topic (each post a table of its header line and its body), a Lotus Domino export with
 * its spacer pictures and a spec table, and a label row in the middle of the article's table whose
 * list the cleaning removed.
 */

const markdownOf = mainContentMarkdown("https://www.port.example/news/2026/quay.html");

const spacer = '<img src="/img/spacer.gif" width="1" height="10">';
/** No markdown table syntax, no row of empty cells, no spacer picture. */
const noTableDebris = (markdown: string) => {
  expect(markdown).not.toMatch(/\|\s*---/);
  expect(markdown).not.toMatch(/^\s*\|[\s|]*\|\s*$/m);
  expect(markdown).not.toMatch(/spacer\.gif|ecblank\.gif/);
};

const ja = [
  "港の再開発計画は水曜日の市議会で可決され、十年近く続いた議論にようやく区切りがついた。沿岸地区の住民の意見は今も二つに分かれている。",
  "市長によると、最初の工事は春に始まり、新しい遊歩道は来年の末までに歩行者に開放される予定だという。工事業者が期限を守ればの話だ。",
  "計画に反対する人々は、家賃の上昇によって前世紀の半ばから港で働いてきた漁師や小さな工房が追い出されることを心配している。",
];
const ko = [
  "시의회는 수요일 거의 십 년 동안 논란이 된 옛 항구 재개발 계획을 승인했으며, 이 계획은 해안 지역 주민들의 의견을 둘로 나누었다.",
  "시장에 따르면 첫 공사는 봄에 시작되고, 건설사들이 일정을 지킨다면 새 산책로는 내년 말까지 보행자에게 개방될 예정이다.",
  "반대하는 사람들은 임대료 상승으로 지난 세기 중반부터 항구에서 일해 온 어부들과 작은 공방들이 밀려날 것을 걱정한다.",
];

describe("main content: portals, boards and exports laid out with tables (layout13)", () => {
  it("a Japanese portal: the story's cell without the related label, its links or the ranking column", () => {
    const page =
      '<html lang="ja"><head><meta charset="utf-8"><title>港の再開発計画、市議会で可決 - みなと新聞</title></head><body>' +
      '<table width="950" border="0"><tr><td colspan="3"><a href="/"><img src="/img/head.gif" alt="みなと新聞"></a></td></tr>' +
      '<tr><td width="180" valign="top"><table><tr><td><a href="/news/">ニュース</a></td></tr><tr><td><a href="/sports/">スポーツ</a></td></tr><tr><td><a href="/weather/">天気</a></td></tr></table></td>' +
      `<td width="590" valign="top"><table width="100%"><tr><td><b>港の再開発計画、市議会で可決</b></td></tr><tr><td>${spacer}</td></tr>` +
      `<tr><td>${ja.join("<br><br>")}</td></tr><tr><td>${spacer}</td></tr>` +
      '<tr><td bgcolor="#cccccc"><b>関連記事</b></td></tr><tr><td>・<a href="/news/2.html">漁港の朝市が再開</a><br>・<a href="/news/3.html">新しい橋の工事が始まる</a></td></tr>' +
      '<tr><td align="right"><a href="#top">このページの先頭へ</a></td></tr></table></td>' +
      '<td width="180" valign="top"><b>アクセスランキング</b><br>1. <a href="/r1.html">台風の進路予想</a><br>2. <a href="/r2.html">市長が会見</a></td></tr>' +
      '<tr><td colspan="3" align="center">Copyright (C) みなと新聞社 All Rights Reserved.</td></tr></table></body></html>';
    const markdown = markdownOf(page);
    // The title in bold in its own row, a spacer row under it: kept (a spacer is no list the label lost).
    keepsAndDrops(markdown, ["港の再開発計画、市議会で可決", ...ja], ["スポーツ", "関連記事", "漁港の朝市が再開", "このページの先頭へ", "アクセスランキング", "Copyright"]);
    noTableDebris(markdown);
  });

  it("a Korean portal: the story's rows without the related label and its rows of links", () => {
    const page =
      '<html lang="ko"><head><meta charset="utf-8"><title>옛 항구 재개발 계획 승인 : 바다일보</title></head><body>' +
      '<table width="100%"><tr><td colspan="2"><a href="/">바다일보</a> | <a href="/news">뉴스</a> | <a href="/sports">스포츠</a> | <a href="/opinion">오피니언</a></td></tr>' +
      `<tr><td valign="top" width="700"><table width="100%"><tr><td><h2>옛 항구 재개발 계획 승인</h2></td></tr><tr><td>${spacer}</td></tr>` +
      `<tr><td>${ko.map((text) => `<p>${text}</p>`).join("")}</td></tr>` +
      '<tr><td>&nbsp;</td></tr><tr><td><b>관련 기사</b></td></tr><tr><td><a href="/news/11.html">어시장 새벽 경매 재개</a></td></tr><tr><td><a href="/news/12.html">방파제 보수 공사 시작</a></td></tr></table></td>' +
      '<td valign="top" width="250"><table><tr><td><b>많이 본 뉴스</b></td></tr><tr><td><a href="/m1.html">태풍 북상 중</a></td></tr><tr><td><a href="/m2.html">시장 기자회견</a></td></tr></table></td></tr>' +
      '<tr><td colspan="2">Copyright ⓒ 바다일보. All rights reserved.</td></tr></table></body></html>';
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, ["옛 항구 재개발 계획 승인", ...ko], ["오피니언", "관련 기사", "어시장 새벽 경매 재개", "많이 본 뉴스", "태풍 북상 중"]);
    noTableDebris(markdown);
  });

  it("a phpBB-style topic: each post's table prints as blocks, without the board's column labels", () => {
    const post = (author: string, date: string, body: string) =>
      `<tr><td width="150" valign="top" class="row1"><span class="name"><b>${author}</b></span><br><span class="postdetails">Posts: 212</span></td>` +
      '<td class="row1" width="100%" valign="top"><table width="100%" border="0" cellspacing="0" cellpadding="0">' +
      `<tr><td width="100%"><span class="postdetails">Posted: ${date}&nbsp; &nbsp;Post subject: North quay wall</span></td><td nowrap="nowrap"><a href="posting.php?mode=quote&amp;u=${author}"><img src="images/icon_quote.gif" alt="Reply with quote"></a></td></tr>` +
      `<tr><td colspan="2"><hr></td></tr><tr><td colspan="2"><span class="postbody">${body}</span></td></tr></table></td></tr>` +
      '<tr><td class="spaceRow" colspan="2" height="1"><img src="images/spacer.gif" width="1" height="1"></td></tr>';
    const page =
      "<html><head><title>Harbour forum :: View topic - North quay wall</title></head><body>" +
      '<table width="100%"><tr><td class="bodyline"><table width="100%"><tr><td><a href="index.php"><img src="images/logo.gif" alt="Harbour forum"></a></td>' +
      '<td align="center"><span class="mainmenu"><a href="faq.php">FAQ</a>&nbsp; &nbsp;<a href="search.php">Search</a>&nbsp; &nbsp;<a href="memberlist.php">Memberlist</a></span></td></tr></table>' +
      '<table class="forumline" width="100%" cellspacing="1" cellpadding="3" border="0"><tr><th class="thLeft" width="150" height="26">Author</th><th class="thRight">Message</th></tr>' +
      post("harbourfan", "Tue Mar 16, 2004 8:12 pm", `${EN_STORY[0]}<br><br>${EN_STORY[1]}`) +
      post("quaykeeper", "Wed Mar 17, 2004 9:40 am", `${EN_STORY[2]}<br><br>${EN_STORY[3]}`) +
      '</table><span class="copyright">Powered by <a href="http://www.phpbb.com/">phpBB</a> &copy; 2001, 2005 phpBB Group</span></td></tr></table></body></html>';
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, EN_STORY, ["Memberlist", "Powered by"]);
    expect(markdown).not.toMatch(/^Author$/m);
    expect(markdown).not.toMatch(/^Message$/m);
    noTableDebris(markdown);
  });

  it("a Lotus Domino export: spacer pictures print nothing, the spec table stays, the related links after the story go", () => {
    const blank = '<img src="/icons/ecblank.gif" border=0 height=1 width=1 alt="">';
    const page =
      "<html><head><title>Department of Harbours - Quay wall</title></head><body>" +
      `<table border=0 cellspacing=0 cellpadding=0><tr valign=top><td width="144">${blank}</td><td width="624">${blank}</td></tr>` +
      '<tr valign=top><td width="144" bgcolor="#003366"><a href="/home.nsf">Home</a><br><a href="/services.nsf">Services</a><br><a href="/contact.nsf">Contact us</a></td>' +
      `<td width="624"><b><font size="4">North quay wall to be rebuilt in stone</font></b><br><br><font size="2">${EN_STORY[0]}<br><br>${EN_STORY[1]}</font><br><br>` +
      "<table border=1><tr valign=top><td>Length</td><td>420 m</td></tr><tr valign=top><td>Depth alongside</td><td>11.5 m</td></tr><tr valign=top><td>Start of works</td><td>September 2026</td></tr></table><br>" +
      `<font size="2">${EN_STORY[2]}<br><br>${EN_STORY[3]}</font><br>` +
      `<table border=0 cellspacing=0 cellpadding=0><tr valign=top><td width="624">${blank}</td></tr><tr valign=top><td><b>Related links</b></td></tr>` +
      '<tr valign=top><td><a href="/notices.nsf/quay">Public notice</a><br><a href="/minutes.nsf/board">Board minutes</a><br><a href="/maps.nsf/harbour">Harbour map</a></td></tr></table>' +
      '</td></tr></table><hr><font size="1">Last updated 03/16/2004 | <a href="/privacy.nsf">Privacy</a></font></body></html>';
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, ["North quay wall to be rebuilt in stone", EN_STORY[0], EN_STORY[1], "Depth alongside", EN_STORY[2], EN_STORY[3]], ["Contact us", "Related links", "Board minutes", "Privacy"]);
    expect(markdown).toContain("| Depth alongside | 11.5 m |");
    expect(markdown).not.toContain("ecblank.gif");
  });

  it("a label row in the middle of the article's table goes with the list the cleaning removed under it", () => {
    const de = [0, 1, 2].map((n) => storyText("de", n));
    const page =
      '<html><body><table><tr><td width="150"><a href="/">Start</a><br><a href="/archiv">Archiv</a><br><a href="/kontakt">Kontakt</a></td><td valign="top"><table>' +
      `<tr><td><h1>Stadtrat beschließt Hafenplan</h1></td></tr><tr><td><p>${de[0]}</p><p>${de[1]}</p></td></tr>` +
      "<tr><td><b>Weitere Artikel</b></td></tr>" +
      '<tr><td><ul><li><a href="/a1.html">Neuer Vorstand gewählt</a></li><li><a href="/a2.html">Sommerfest am Kai</a></li><li><a href="/a3.html">Fischmarkt zieht um</a></li></ul></td></tr>' +
      `<tr><td><p>${de[2]}</p></td></tr>` +
      "</table></td></tr></table></body></html>";
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, ["Stadtrat beschließt Hafenplan", ...de], ["Weitere Artikel", "Sommerfest am Kai", "Archiv"]);
    noTableDebris(markdown);
  });
});
