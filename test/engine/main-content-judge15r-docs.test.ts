import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, li, linkItems, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// Notes, warnings and tips of docs tools (Docusaurus, MkDocs, Antora) holding lists between the
// page's paragraphs: each keeps its list once, whatever the box's class names say ("alert
// alert--secondary"), while boxes of links at the same place still go.

beforeAll(loadConverter);

const en = (...n: number[]) => ps(n.map((k) => said("en", k)));
const gone = [...CHROME_WORDS];

describe("main content (judge15r): docs tools' admonitions holding lists", () => {
  it("Docusaurus: a note box named like a secondary column, its title bar over a list, keeps the list", () => {
    const note = `<div class="theme-admonition theme-admonition-note alert alert--secondary"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path d="M6.3 5.69"></path></svg></span>note</div><div class="admonitionContent_BuS1"><ul>${li(["Keep the gate shut", "Wear a life vest"])}</ul></div></div>`;
    const page = `<article><div class="theme-doc-markdown markdown"><header><h1>Setup</h1></header>${en(0)}${note}${en(1, 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(page, "en", "Setup")), [said("en", 0), "Keep the gate shut", "Wear a life vest", said("en", 1), said("en", 3)], gone);
  });

  it("MkDocs and Antora: a warning over a list, a tip in details, an important box set as a table, numbered steps and terms", () => {
    const mkdocs = `<article class="md-content__inner md-typeset"><h1 id="setup">Setup</h1>${en(0)}<div class="admonition warning"><p class="admonition-title">Warning</p><p>Check these first:</p><ul>${li(["the tide table", "the crane licence"])}</ul></div>${en(1)}<details class="tip"><summary>Tip</summary><ol>${li(["Open the gate", "Call the office"])}</ol></details>${en(2, 3)}</article>`;
    keepsAndDrops(scrape(stackPage(mkdocs, "en", "Setup")), [said("en", 0), "Check these first:", "the tide table", "the crane licence", said("en", 1), "Open the gate", "Call the office", said("en", 3)], gone);
    const antora = `<article class="doc"><h1 class="page">Setup</h1><div id="preamble"><div class="sectionbody"><div class="paragraph"><p>${said("en", 0)}</p></div><div class="admonitionblock important"><table><tbody><tr><td class="icon"><i class="fa icon-important" title="Important"></i></td><td class="content"><div class="ulist"><ul><li><p>Moor only at the south quay</p></li><li><p>Report damage the same day</p></li></ul></div></td></tr></tbody></table></div><div class="paragraph"><p>${said("en", 1)}</p></div><div class="olist arabic"><ol class="arabic"><li><p>Sign in at the office</p></li><li><p>Collect the key</p></li></ol></div><div class="dlist"><dl><dt class="hdlist1">Berth</dt><dd><p>A place to moor</p></dd><dt class="hdlist1">Quay</dt><dd><p>A stone landing</p></dd></dl></div><div class="paragraph"><p>${said("en", 2)}</p></div><div class="paragraph"><p>${said("en", 3)}</p></div></div></div></article>`;
    keepsAndDrops(scrape(stackPage(antora, "en", "Setup")), [said("en", 0), "Moor only at the south quay", "Report damage the same day", said("en", 1), "Sign in at the office", "Collect the key", "Berth", "A place to moor", "A stone landing", said("en", 3)], gone);
  });

  it("(de) the same box over a list of links to the site's pages (read next) or sharing links, between the paragraphs, still goes", () => {
    const next = `<div class="box secondary-box"><div class="box-title">Auch lesenswert</div><ul>${linkItems(["Neue Fähre ab Juni", "Der alte Kran im Museum"], "/news/")}</ul></div>`;
    const share = '<div class="box secondary-box"><div class="box-title">Teilen</div><ul><li><a href="https://www.facebook.com/sharer/sharer.php?u=x">Facebook</a></li><li><a href="https://wa.me/?text=x">WhatsApp</a></li></ul></div>';
    const page = `<article><h1>Der Hafenplan</h1><div class="article-body">${ps([said("de", 0)])}${next}${ps([said("de", 1), said("de", 2)])}${share}${ps([said("de", 3)])}</div></article>`;
    keepsAndDrops(scrape(stackPage(page, "de", "Der Hafenplan")), [said("de", 0), said("de", 1), said("de", 3)], [...gone, "Auch lesenswert", "Neue Fähre ab Juni", "Teilen", "WhatsApp"]);
  });
});
