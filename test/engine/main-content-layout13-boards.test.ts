import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { EN_STORY, keepsAndDrops } from "../helpers/judge8-pages.js";

/**
 * Board and department pages laid out with tables (issue 29, faithful markdown): a vBulletin-style
 * thread whose author box loses its name and counts to the cleaning (one row of cells left), and a
 * FrontPage export with a picture beside the story's first paragraphs in a two-column table.
 */

const markdownOf = mainContentMarkdown("https://forum.port.example/showthread.php?t=7");

/** No markdown table syntax, no table row. */
const noTableDebris = (markdown: string) => {
  expect(markdown).not.toMatch(/\|\s*---/);
  expect(markdown).not.toMatch(/^\s*\|.*\|\s*$/m);
};

describe("main content: boards and exports laid out with tables (layout13)", () => {
  it("a vBulletin-style thread: what is left of a post's author row prints as blocks, not as a one-row table", () => {
    const post = (n: number, user: string, date: string, body: string) =>
      `<div id="edit${n}"><table id="post${n}" class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%">` +
      `<tr><td class="thead"><div class="normal" style="float:right">&nbsp;#<a href="showpost.php?p=${n}" id="postcount${n}"><strong>${n}</strong></a>&nbsp;</div><div class="normal">${date}</div></td></tr>` +
      `<tr><td class="alt2" style="padding:0px"><table cellpadding="0" cellspacing="6" border="0" width="100%"><tr><td nowrap="nowrap"><div id="postmenu_${n}"><a class="bigusername" href="member.php?u=${n}">${user}</a></div><div class="smallfont">Junior Member</div></td><td width="100%">&nbsp;</td>` +
      '<td valign="top" nowrap="nowrap"><div class="smallfont"><div>Join Date: Mar 2004</div><div>Posts: 21</div></div></td></tr></table></td></tr>' +
      `<tr><td class="alt1" id="td_post_${n}"><div class="smallfont"><strong>North quay wall</strong></div><hr size="1"><div id="post_message_${n}">${body}</div></td></tr>` +
      `<tr><td class="alt2" align="right"><a href="newreply.php?do=newreply&amp;p=${n}" rel="nofollow"><img src="images/buttons/quote.gif" alt="Reply With Quote"></a></td></tr></table></div>`;
    const page =
      "<html><head><title>North quay wall - Harbour Forums</title></head><body>" +
      '<table class="tborder" width="100%"><tr><td class="alt1"><span class="navbar"><a href="index.php">Harbour Forums</a></span> <span class="navbar">&gt; <a href="forumdisplay.php?f=2">The old port</a></span></td></tr></table>' +
      `<div id="posts">${post(101, "harbourfan", "03-16-2004, 08:12 PM", `${EN_STORY[0]}<br><br>${EN_STORY[1]}`)}${post(102, "quaykeeper", "03-17-2004, 09:40 AM", `${EN_STORY[2]}<br><br>${EN_STORY[3]}`)}</div>` +
      '<table class="tborder" width="100%"><tr><td class="thead">Similar Threads</td></tr><tr><td class="alt1"><a href="t1.html">South pier repairs</a></td></tr><tr><td class="alt1"><a href="t2.html">Ferry timetable 2004</a></td></tr></table>' +
      '<div class="smallfont" align="center">Powered by vBulletin&reg; Version 3.8.4</div></body></html>';
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, EN_STORY, ["Similar Threads", "South pier repairs", "Powered by vBulletin"]);
    noTableDebris(markdown);
  });

  it("a FrontPage export: the picture beside the first paragraphs and the story print as blocks, the button column and the footer row stay out", () => {
    const page =
      '<html><head><meta name="GENERATOR" content="Microsoft FrontPage 4.0"><title>Coastal Engineering Group - Quay study</title></head><body>' +
      '<table border="0" width="100%" cellspacing="0" cellpadding="0">' +
      '<tr><td width="100%" colspan="2"><img border="0" src="images/banner.jpg" width="600" height="60" alt="Coastal Engineering Group"></td></tr>' +
      '<tr><td width="18%" valign="top"><p><a href="index.htm"><img src="_derived/home_cmp.gif" alt="Home"></a><br><a href="research.htm"><img src="_derived/research_cmp.gif" alt="Research"></a><br><a href="staff.htm"><img src="_derived/staff_cmp.gif" alt="Staff"></a></p><p>&nbsp;</p></td>' +
      '<td width="82%" valign="top"><h2>Quay wall study</h2>' +
      `<table border="0" width="100%"><tr><td width="30%" valign="top"><img src="images/quay.jpg" width="180" height="120" alt="The north quay in 1911"></td><td width="70%" valign="top"><p>${EN_STORY[0]}</p><p>${EN_STORY[1]}</p></td></tr></table>` +
      `<p>${EN_STORY[2]}</p><p>${EN_STORY[3]}</p><p>&nbsp;</p></td></tr>` +
      '<tr><td width="100%" colspan="2"><p align="center"><font size="1">[ <a href="index.htm">Home</a> | <a href="research.htm">Research</a> | <a href="contact.htm">Contact</a> ]<br>Page last modified: March 16, 2004</font></p></td></tr>' +
      "</table></body></html>";
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, ["Quay wall study", "The north quay in 1911", ...EN_STORY], ["Coastal Engineering Group", "Contact", "Page last modified"]);
    expect(markdown).not.toMatch(/\|\s*---/);
  });

  it("a travel guide laid out in a wide grid of mostly empty cells prints its lines as blocks; a one-row table of values stays a table", () => {
    const empty = (count: number) => "<td>&nbsp;</td>".repeat(count);
    const row = (before: number, text: string) => `<tr>${empty(before)}<td colspan="2">${text}</td>${empty(8 - before)}</tr>`;
    const page =
      "<html><head><title>Harbour guide</title></head><body><table>" +
      row(2, "<b>Harbour guide - Old port</b>") +
      `<tr>${empty(11)}</tr>` +
      row(1, `<b>Arrival</b><br>${EN_STORY[0]}<br>${EN_STORY[1]}`) +
      `<tr>${empty(11)}</tr>` +
      row(1, `<b>Staying</b><br>${EN_STORY[2]}<br>${EN_STORY[3]}`) +
      "</table></body></html>";
    const markdown = markdownOf(page);
    keepsAndDrops(markdown, ["Arrival", EN_STORY[0], EN_STORY[1], "Staying", EN_STORY[2], EN_STORY[3]], []);
    expect(markdown).not.toMatch(/\|\s*\|\s*\|/);
    const values = markdownOf(
      `<html><body><h1>Guide</h1><p>${EN_STORY[0]}</p><table><tr><td>Ferry fare</td><td>4.50</td><td>2.20</td><td>free</td></tr></table><p>${EN_STORY[1]}</p></body></html>`,
    );
    expect(values).toContain("| Ferry fare | 4.50 | 2.20 | free |");
  });
});
