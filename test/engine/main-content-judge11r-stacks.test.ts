import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, li, linkItems, ps, shell } from "../helpers/judge8-pages.js";

// Lists, tables and captions as front-end stacks emit them (Bootstrap and Tailwind scroll wrappers,
// the WordPress table block, Next.js, Gatsby, Ghost, Medium and Substack figures, RTL and CJK
// tables): all of them stay once, in order, with the page's chrome gone. Guards for what already
// worked when the judge11r rules were added.

beforeAll(loadConverter);

const EN = EN_STORY;
const sidebar = `<aside class="sidebar"><h2>Most read</h2><ul>${linkItems(["Ferry fares rise again", "Lighthouse open day"], "/news/")}</ul></aside>`;
const page = (title: string, body: string, lang = "en") =>
  shell({ lang, title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="post"><h1>${title}</h1><div class="entry-content">${body}</div></article>${sidebar}</main>` });
const gone = ["Most read", "Privacy policy", EN_COOKIE];

describe("main content (judge11r): lists, tables and captions from front-end stacks", () => {
  it("tables in scroll wrappers with caption, thead, tfoot, rowspan and colspan, and a link-per-row comparison", () => {
    const bootstrap =
      '<div class="table-responsive"><table class="table table-striped"><caption>Fares from May</caption><thead><tr><th>Ticket</th><th>Price</th></tr></thead>' +
      "<tbody><tr><td>Adult single</td><td>£4.20</td></tr><tr><td>Child single</td><td>£2.10</td></tr></tbody><tfoot><tr><td>Family day pass</td><td>£12.00</td></tr></tfoot></table></div>";
    const tailwind =
      '<div class="overflow-x-auto"><table class="min-w-full"><tr><th rowspan="2">Day</th><th colspan="2">Crossings</th></tr><tr><th>Out</th><th>Back</th></tr><tr><td>Monday</td><td>07:00</td><td>18:00</td></tr><tr><td>Saturday</td><td>09:00</td><td>16:00</td></tr></table></div>';
    const comparison =
      '<table><thead><tr><th>Jacket</th><th>Weight</th><th>Buy</th></tr></thead><tbody>' +
      [["a", "Storm Shell 2", "380 g"], ["b", "Harbour Pro", "420 g"], ["c", "Quayside Lite", "290 g"]].map(([id, name, weight]) => `<tr><td><a href="https://shop.example/${id}">${name}</a></td><td>${weight}</td><td><a href="https://shop.example/${id}">Check price</a></td></tr>`).join("") +
      "</tbody></table>";
    const markdown = scrape(page("Ferry fares", ps([EN[0]]) + bootstrap + ps([EN[1]]) + tailwind + ps([EN[2]]) + comparison + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[0], "Fares from May", "Adult single £4.20", "Family day pass £12.00", EN[1], "Monday 07:00 18:00", "Saturday 09:00 16:00", EN[2], "Storm Shell 2 380 g", "Quayside Lite 290 g", EN[3]], gone);
  });

  it("a WordPress table block with its caption as the last block, and a table whose cells hold lists", () => {
    const cells = `<table><tr><th>Boat</th><th>Facilities</th></tr><tr><td>Morning boat</td><td><ul>${li(["Café on deck", "Bike racks"])}</ul></td></tr><tr><td>Evening boat</td><td><ul>${li(["Quiet lounge", "Dog area"])}</ul></td></tr></table>`;
    const block = '<figure class="wp-block-table"><table><tbody><tr><td>Adult single</td><td>£4.20</td></tr><tr><td>Child single</td><td>£2.10</td></tr></tbody></table><figcaption>Fares from May 2026</figcaption></figure>';
    const markdown = scrape(page("Ferry fares", ps(EN.slice(0, 2)) + cells + ps(EN.slice(2)) + block));
    keepsAndDrops(markdown, [EN[1], "Morning boat", "Café on deck", "Dog area", EN[3], "Adult single £4.20", "Fares from May 2026"], gone);
  });

  it("captions from Next.js, Gatsby, Ghost, Medium and Substack figures, a credit at the caption's end gone", () => {
    const next = '<figure><span style="display:block"><img alt="The broken wall" src="/_next/image?url=%2Fwall.jpg&w=1200&q=75"></span><figcaption>The north quay wall after the storm of 2024. <span class="credit">Photo: J. Berg / Harbour Times</span></figcaption></figure>';
    const gatsby = '<figure class="gatsby-resp-image-figure"><span class="gatsby-resp-image-wrapper"><a class="gatsby-resp-image-link" href="/static/wall.jpg"><img class="gatsby-resp-image-image" alt="wall" src="/static/wall-small.jpg"></a></span><figcaption class="gatsby-resp-image-figcaption">The wall from the ferry deck</figcaption></figure>';
    const ghost = '<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/stone.jpg" class="kg-image" alt=""><figcaption><span style="white-space: pre-wrap;">Stone from the quarry, stacked on the quay.</span></figcaption></figure>';
    const medium = '<figure class="paragraph-image"><div role="button" tabindex="0"><picture><source srcset="/a.webp" type="image/webp"><img alt="" width="700" height="467" role="presentation" src="/a.jpg"></picture></div><figcaption class="me mf">The quay at low tide, photographed by the author</figcaption></figure>';
    const substack = '<div class="captioned-image-container"><figure><a class="image-link image2" href="https://cdn.example/wall.jpg"><div class="image2-inset"><picture><img src="https://cdn.example/wall.jpg" alt=""></picture></div></a><figcaption class="image-caption">The board\'s drawing of the new wall</figcaption></figure></div>';
    const markdown = scrape(page("Quay wall", ps([EN[0]]) + next + gatsby + ps([EN[1]]) + ghost + medium + ps([EN[2]]) + substack + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[0], "The north quay wall after the storm of 2024.", "The wall from the ferry deck", EN[1], "Stone from the quarry, stacked on the quay.", "The quay at low tide, photographed by the author", EN[2], "The board's drawing of the new wall", EN[3]], [...gone, "J. Berg"]);
  });

  it("an Arabic table and a Japanese caption and key-dates list", () => {
    const ar: readonly [string, string] = ["صوّت مجلس الميناء يوم الثلاثاء على إعادة بناء جدار الرصيف الشمالي بالحجر بعد عامين من الجدل حول التكلفة.", "يتوقع المجلس أن يدوم الجدار مئة عام، أما الجدار القديم فقد بُني عام 1911 ورُمّم إحدى عشرة مرة."];
    const arTable = '<div class="table-responsive"><table><thead><tr><th>التذكرة</th><th>السعر</th></tr></thead><tbody><tr><td>ذهاب للبالغين</td><td>٤٫٢٠</td></tr><tr><td>ذهاب للأطفال</td><td>٢٫١٠</td></tr></tbody></table></div>';
    const arMarkdown = scrape(page("أسعار العبّارة", `<div dir="rtl">${ps([ar[0]])}${arTable}${ps([ar[1]])}</div>`, "ar"));
    keepsAndDrops(arMarkdown, [ar[0], "ذهاب للبالغين", "ذهاب للأطفال", ar[1]], gone);
    const ja: readonly [string, string] = ["港湾委員会は火曜日、北岸壁の壁を石で再建することを決定した。コンクリートの費用をめぐる二年間の議論の末の決定である。", "委員会は新しい壁が百年はもつと見込んでいる。古い壁は一九一一年に造られ、十一回補修されていた。"];
    const jaBody = `${ps([ja[0]])}<figure><img src="/w.jpg" alt=""><figcaption>嵐の後の北岸壁（二〇二四年）</figcaption></figure>${ps([ja[1]])}<h2>主な日程</h2><ul>${li(["一九一一年 壁の建設", "二〇二六年九月 工事開始"])}</ul>`;
    const jaMarkdown = scrape(page("岸壁の再建", jaBody, "ja"));
    keepsAndDrops(jaMarkdown, [ja[0], "嵐の後の北岸壁（二〇二四年）", ja[1], "主な日程", "一九一一年 壁の建設", "二〇二六年九月 工事開始"], gone);
  });
});
