import { beforeAll, describe, expect, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// Comparison tables whose answers are icons: a cell showing only an icon prints the icon's label
// (`aria-label`, `title`) or the screen-reader text beside it, so the table keeps its yes and no;
// an icon that is a link keeps its link; an icon font's tick or cross without a label prints ✓ or ✗.

beforeAll(loadConverter);

const gone = [...CHROME_WORDS];
const icon = (label: string) => `<td><span class="icon icon-${label === "Yes" ? "check" : "cross"}" aria-label="${label}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 16"></path></svg></span></td>`;
const readerText = (text: string) => `<td><i class="fa fa-check" aria-hidden="true"></i><span class="sr-only">${text}</span></td>`;

describe("main content (judge15r): yes and no drawn as icons in a comparison table", () => {
  it("a table in a figure with its caption above: labelled icons and screen-reader text print their words", () => {
    const table = `<figure class="wp-block-table"><figcaption>How the three jackets compare</figcaption><table><thead><tr><th>Feature</th><th>Storm</th><th>Harbour</th></tr></thead><tbody><tr><td>Hood</td>${icon("Yes")}${icon("No")}</tr><tr><td>Taped seams</td>${readerText("Not included")}${readerText("Included")}</tr><tr><td>Pockets</td><td>✔</td><td>✘</td></tr></tbody></table></figure>`;
    const page = `<article><h1>Jackets compared</h1><div class="entry-content">${ps([said("en", 0), said("en", 1)])}${table}${ps([said("en", 2), said("en", 3)])}</div></article>`;
    const markdown = scrape(stackPage(page, "en", "Jackets compared"));
    keepsAndDrops(markdown, [said("en", 1), "How the three jackets compare", "Hood Yes No", "Taped seams Not included Included", "Pockets ✔ ✘", said("en", 2)], gone);
  });

  it("(ja) icons titled in Japanese keep their words; a download icon that is a link keeps its link", () => {
    const titled = (title: string) => `<td><i class="icon" title="${title}"></i></td>`;
    const table = `<table><tr><th>機能</th><th>無料版</th><th>有料版</th></tr><tr><td>自動保存</td>${titled("あり")}${titled("なし")}</tr><tr><td>共有</td>${titled("なし")}${titled("あり")}</tr><tr><td>資料</td><td><a href="/files/free.pdf" aria-label="ダウンロード"><i class="icon-download"></i></a></td><td><a href="/files/pro.pdf" aria-label="ダウンロード"><i class="icon-download"></i></a></td></tr></table>`;
    const page = `<article><h1>港の計画</h1><div class="entry-body">${ps([said("ja", 0), said("ja", 1)])}${table}${ps([said("ja", 2), said("ja", 3)])}</div></article>`;
    const markdown = scrape(stackPage(page, "ja", "港の計画"));
    keepsAndDrops(markdown, [said("ja", 1), "自動保存 あり なし", "共有 なし あり", said("ja", 2)], gone);
    expect(markdown).toContain("/files/pro.pdf");
  });

  it("labelled icon links outside a table (enlarge a picture, share the page) still go", () => {
    const figure = '<figure><img src="/quay.jpg" alt=""><a href="/quay-large.jpg" class="zoom" aria-label="Enlarge picture"><i class="icon-zoom"></i></a><figcaption>The north pier at dawn</figcaption></figure>';
    const share = '<p class="share"><a href="https://www.facebook.com/sharer/sharer.php?u=x" aria-label="Share this page"><i class="icon-fb"></i></a></p>';
    const page = `<article><h1>The harbour plan</h1><div class="entry-content">${ps([said("en", 0), said("en", 1)])}${figure}${ps([said("en", 2)])}${share}${ps([said("en", 3)])}</div></article>`;
    keepsAndDrops(scrape(stackPage(page)), [said("en", 1), "The north pier at dawn", said("en", 2), said("en", 3)], [...gone, "Enlarge picture", "Share this page"]);
  });

  it("(es) icon-font ticks and crosses without a label print ✓ and ✗; a missing picture's placeholder stays empty", () => {
    const table = '<table><thead><tr><th>Servicio</th><th>Básico</th><th>Completo</th><th>Foto</th></tr></thead><tbody><tr><td>Amarre</td><td><i class="fa fa-check" aria-hidden="true"></i></td><td><i class="fa fa-check" aria-hidden="true"></i></td><td><div class="no-image"></div></td></tr><tr><td>Electricidad</td><td><span class="dashicons dashicons-no-alt"></span></td><td><span class="dashicons dashicons-yes"></span></td><td><div class="no-image"></div></td></tr></tbody></table>';
    const page = `<article><h1>El plan del puerto</h1><div class="entry-content">${ps([said("es", 0), said("es", 1)])}${table}${ps([said("es", 2), said("es", 3)])}</div></article>`;
    const markdown = scrape(stackPage(page, "es", "El plan del puerto"));
    keepsAndDrops(markdown, [said("es", 1), "Amarre ✓ ✓", "Electricidad ✗ ✓", said("es", 2)], gone);
    expect(markdown.split("✗").length - 1).toBe(1);
  });
});
