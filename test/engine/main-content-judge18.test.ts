import { beforeAll, describe, expect, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, keepsAndDrops, ps, shell } from "../helpers/judge8-pages.js";

// Issue 29's eighteenth round, on pages written by someone who had not read the engine: boxes that
// an ad's label opens, labelled in more languages and holding a title, a line and a button's link;
// boxes named for a call to act; a table of divs with ARIA roles in an embed's wrappers.

beforeAll(loadConverter);

const EN = EN_STORY;
const page = (title: string, body: string) =>
  shell({ title, site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article><h1>${title}</h1>${body}</article></main>` });
const gone = ["Privacy policy", EN_COOKIE];
/** The page with `block` between the story's second and third paragraphs. */
const amidStory = (title: string, block: string) => scrape(page(title, ps(EN.slice(0, 2)) + block + ps(EN.slice(2))));

describe("main content (judge18): boxes an ad's label opens", () => {
  it("a Korean label over one line, and a 'Partner offer' over a title, a line and a link, go whole", () => {
    const korean = '<div class="sc-hBURRC" data-ad="inline"><span class="sc-fFeiMQ">광고</span><div class="sc-bkkeKt">지금 가입하면 야구 중계 첫 달 무료</div></div>';
    const partner =
      '<aside class="not-prose my-8 rounded-lg p-5" data-widget="affiliate-hotels"><p class="text-xs uppercase">Partner offer</p><p class="font-semibold">Find hotels in Porto</p>' +
      '<p class="text-sm">Compare prices from over 200 sites. Free cancellation on most rooms.</p><a href="https://partner.example/porto?aid=7">Search deals</a></aside>';
    const markdown = scrape(page("Quay wall", ps(EN.slice(0, 2)) + korean + ps([EN[2]]) + partner + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[1], EN[2], EN[3]], [...gone, "광고", "첫 달 무료", "Partner offer", "Find hotels in Porto", "Compare prices", "Search deals"]);
  });

  it("a label over more than a small box's parts takes only itself: the story's paragraphs after it stay", () => {
    const box = `<div class="story-part"><p>Advertisement</p>${ps(EN.slice(1, 4))}</div>`;
    const markdown = scrape(page("Quay wall", ps([EN[0]]) + box));
    keepsAndDrops(markdown, [EN[0], EN[1], EN[2], EN[3]], [...gone, "Advertisement"]);
  });
});

describe("main content (judge18): boxes named for a call to act, a chat or an embedded post", () => {
  it("a council's 'cta' box of instructions with its link, a picture in a 'figure__image-cta' zoom button and a story's 'whatsapp-chat' of messages stay", () => {
    const cta = '<div class="cta"><p>You can apply for a resident permit online. You will need your vehicle registration and a proof of address from the last three months.</p><a href="/permits/apply">Apply for a permit</a></div>';
    const chat = '<div class="whatsapp-chat"><div class="whatsapp-message"><p>We cannot tell the council about the wall until after the vote, agreed?</p></div><div class="whatsapp-message"><p>Agreed. Nobody mentions the cracks before Thursday.</p></div></div>';
    const figure = '<figure class="figure"><div class="figure__image-cta" data-js-item="figure-btn"><picture><img src="/img/quay-wall.jpg" alt="The quay wall at low tide"></picture></div></figure>';
    const markdown = scrape(page("Quay wall", figure + ps(EN.slice(0, 2)) + cta + ps([EN[2]]) + chat + ps([EN[3]])));
    expect(markdown).toContain("/img/quay-wall.jpg");
    keepsAndDrops(markdown, [EN[1], "You will need your vehicle registration", EN[2], "We cannot tell the council about the wall", "Nobody mentions the cracks before Thursday", EN[3]], gone);
  });

  it("an embedded Telegram post, a quote of the story, stays", () => {
    const post = '<blockquote class="telegram-post" data-telegram-post="harbour_gov/4412"><p>Families whose housing costs pass a fifth of their income can claim the new harbour subsidy from Monday.</p>— Harbour council (@harbour_gov)</blockquote>';
    const markdown = amidStory("Quay wall", post);
    keepsAndDrops(markdown, [EN[1], "can claim the new harbour subsidy from Monday", EN[2]], gone);
  });
});

describe("main content (judge18): a box of similar threads", () => {
  it("goes with its heading: a forum's 'similarThreads' block after the post", () => {
    const similar =
      '<section class="block similarThreads"><h3 class="block-header">Similar threads</h3><ul><li><a href="/threads/yamaha-f25-wont-idle.88211/">Yamaha F25 will not idle after winter storage</a> <span>Replies: 14</span></li>' +
      '<li><a href="/threads/shrink-wrap-vs-tarp.87004/">Shrink wrap or a tarp for the winter months?</a> <span>Replies: 31</span></li></ul></section>';
    const markdown = scrape(page("Outboard winterizing checklist", ps(EN) + similar));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Similar threads", "Yamaha F25", "Shrink wrap"]);
  });
});

describe("main content (judge18): a table of divs with ARIA roles in an embed's wrappers", () => {
  const rows = [["Car occupants", "1,184", "down 7%"], ["Pedestrians", "297", "down 2%"], ["Pedal cyclists", "318", "up 9%"], ["Other road users", "126", "up 1%"]];
  const cells = (row: readonly string[], role: string) => `<div role="row">${row.map((cell) => `<div role="${role}">${cell}</div>`).join("")}</div>`;
  const embed = (credit: string) =>
    '<div class="infogram-embed" data-type="interactive"><div class="infogram-wrapper"><div class="ig-container"><div role="table" aria-label="Casualties by road user type" class="ig-table">' +
    cells(["Road user", "Casualties", "Change on 2022"], "columnheader") +
    rows.map((row) => cells(row, "cell")).join("") +
    `</div></div>${credit}</div></div>`;

  it("stays when the embed's credit line beside it goes", () => {
    const credit = '<div class="ig-credit"><a href="https://infogram.example">Made with Infogram</a> · <a href="#">Share</a> · <a href="#">Embed</a></div>';
    const markdown = scrape(page("Road casualties", ps(EN.slice(0, 2)) + "<h2>Casualties by road user</h2>" + embed(credit) + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Change on 2022", "Pedal cyclists", "Other road users", "up 1%", EN[2]], [...gone, "Made with Infogram"]);
  });
});

describe("main content (judge18): the story's lists and tables in boxes named like chrome", () => {
  it("a box of key points named 'related-facts' between a paragraph and a lead-in over a table stays", () => {
    const facts = '<aside class="related-facts c-box"><h3 class="related-facts__title">Las claves de la jornada</h3><ul class="related-facts__list"><li>Más de 8,2 millones de electores llamados a votar</li><li>El voto por correo creció un 40 por ciento</li><li>Ninguna incidencia grave en los colegios</li></ul></aside>';
    const table = '<p>Los resultados por comunidad:</p><div class="scroll-x" role="region"><table><thead><tr><th>Comunidad</th><th>Participación</th></tr></thead><tbody><tr><td>Andalucía</td><td>61,2 %</td></tr><tr><td>Aragón</td><td>66,0 %</td></tr></tbody></table></div>';
    const markdown = scrape(page("Elecciones", ps(EN.slice(0, 2)) + facts + table + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Las claves de la jornada", "Más de 8,2 millones de electores", "El voto por correo creció", "Andalucía", EN[2]], gone);
  });

  it("a box of documents to download under its own heading ('info-links') stays", () => {
    const docs =
      '<div class="info-links paragraph--type--documenten"><h2 class="info-links__title">Documenten</h2><ul class="info-links__list">' +
      '<li><a href="/files/toestemmingsformulier-minderjarige.pdf">Toestemmingsformulier paspoort minderjarige (pdf, 214 kB)</a></li>' +
      '<li><a href="/files/verklaring-vermissing.pdf">Formulier verklaring van vermissing (pdf, 98 kB)</a></li></ul></div>';
    const footnotes = '<div class="footnotes"><ol><li id="voetnoot-1">Betalen met creditcard is alleen mogelijk aan de balie in het Stadskantoor.</li></ol></div>';
    const markdown = scrape(page("Paspoort aanvragen", ps(EN) + docs + footnotes));
    keepsAndDrops(markdown, [EN[3], "Documenten", "Toestemmingsformulier paspoort minderjarige", "Formulier verklaring van vermissing"], gone);
  });

  it("a recipe card's nutrition facts in a definition list under the box's own heading stay; a 'most read' box of numbered links goes", () => {
    const nutrition = '<div class="tasty-recipes-nutrition"><h3>Nutrition</h3><dl class="tasty-recipes-nutrition-list"><dt>Calories:</dt><dd>412 kcal per serving</dd><dt>Protein:</dt><dd>31 g per serving</dd><dt>Fat:</dt><dd>24 g, of which saturated 11 g</dd></dl></div>';
    const mostRead = `<div class="box-list"><h3>Most read</h3><ol>${["Harbour dues rise for the third year running", "Ferry operator cancels island sailings", "New bridge opens to cyclists"].map((title, index) => `<li><a href="/news/${index}">${title}</a></li>`).join("")}</ol></div>`;
    const markdown = scrape(page("Chicken tikka masala", ps(EN) + nutrition + mostRead));
    keepsAndDrops(markdown, [EN[3], "Nutrition", "412 kcal per serving", "24 g, of which saturated 11 g"], [...gone, "Most read", "Harbour dues rise", "Ferry operator"]);
  });

  it("a recipe's ingredients, linked names beside their amounts in a definition list under the box's heading, stay; a numbered table of contents goes", () => {
    const item = (slug: string, name: string, amount: string) => `<dd class="gz-ingredient"><a href="/ingredienti/${slug}/">${name}</a> <span>${amount}</span></dd>`;
    const ingredients = `<div class="gz-ingredients card"><h2 class="gz-title-section">Ingredienti</h2><dl class="gz-list-ingredients">${item("melanzane", "Melanzane", "1,5 kg (circa 4 grandi)")}${item("passata", "Passata di pomodoro", "700 g")}${item("fiordilatte", "Fiordilatte ben sgocciolato", "400 g")}${item("olio", "Olio di semi per friggere", "q.b.")}</dl></div>`;
    const toc = `<div class="toc-box"><div class="toc-box-header"><div class="toc-box-title">Inhalt</div></div><div class="toc-box-content"><ol>${["Le melanzane", "Il sugo", "La cottura"].map((title, index) => `<li><span>${index + 1}.</span><a href="#s${index}">${title} giuste</a></li>`).join("")}</ol></div></div>`;
    const markdown = scrape(page("Parmigiana di melanzane", ps([EN[0]]) + toc + ps([EN[1]]) + ingredients + ps(EN.slice(2))), "https://www.example.it/ricette/parmigiana");
    keepsAndDrops(markdown, [EN[0], EN[1], "Ingredienti", "1,5 kg (circa 4 grandi)", "Fiordilatte ben sgocciolato", "q.b.", EN[2]], [...gone, "Le melanzane giuste", "La cottura giuste"]);
  });

  it("a listing's facts in a definition list under a visually hidden heading stay", () => {
    const row = (term: string, value: string) => `<div class="facts-list__row"><dt>${term}</dt><dd>${value}</dd></div>`;
    const facts = `<div class="listing__facts"><h2 class="visually-hidden">Fakta om bostaden</h2><dl class="facts-list">${row("Bostadstyp", "Radhus, äganderätt")}${row("Antal rum", "5 rum varav 4 sovrum")}${row("Byggår", "1978")}${row("Driftkostnad", "3 150 kr per månad")}</dl></div>`;
    const markdown = scrape(page("Björkgatan 14", facts + ps(EN)));
    keepsAndDrops(markdown, ["Antal rum", "5 rum varav 4 sovrum", "3 150 kr per månad", EN[0], EN[3]], gone);
  });
});

describe("main content (judge18): key points in a box named like chrome", () => {
  const figure = '<figure class="rt-figure"><a href="/media/shuttle-map-large.png"><img src="/media/shuttle-map-800.png" alt="Map of shuttle route"></a><figcaption>The shuttle route between Harbor Square and Millbrook.</figcaption></figure>';

  it("a 'related-facts' callout and a 'tip-note' of a short label over sentences, after running text, stay", () => {
    const callout = '<div class="rt-callout related-facts"><h2 class="rt-callout__title">What you need to know</h2><ul><li>Shuttle buses are free and run every 8 minutes</li><li>Allow about 20 extra minutes for your trip</li><li>Bikes cannot be carried on the shuttle buses</li></ul></div>';
    const before = '<div class="not-prose tip-note sidebar-note my-8 rounded-xl"><p class="text-sm font-semibold">Before you start</p><ul class="list-disc"><li>Do these checks on a staging copy with production settings</li><li>Keep a written record of what you changed and why</li></ul></div>';
    const markdown = scrape(page("Green Line weekend closure", ps([EN[0]]) + callout + figure + "<h2>Shuttle bus stops</h2>" + ps([EN[1]]) + before + "<h2>Authentication</h2>" + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[0], "What you need to know", "Shuttle buses are free", "Bikes cannot be carried", "Shuttle bus stops", EN[1], "Before you start", "Do these checks on a staging copy", EN[3]], gone);
  });

  it("a promotion's list of what subscribers get, beside its button, still goes", () => {
    const promo = '<div class="promo-note"><p>Why subscribe</p><ul><li>Unlimited access to every story on the site</li><li>Our morning briefing in your inbox each day</li></ul><button>Subscribe now</button></div>';
    const markdown = scrape(page("Green Line weekend closure", ps(EN.slice(0, 2)) + promo + "<h2>Shuttle bus stops</h2>" + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], EN[2]], [...gone, "Why subscribe", "Unlimited access to every story"]);
  });
});

describe("main content (judge18): a table of divs with ARIA roles prints as a table", () => {
  const row = (cells: readonly string[], role = "cell") => `<div class="collection-table__row" role="row">${cells.map((cell) => `<div class="collection-table__cell" role="${role}">${cell}</div>`).join("")}</div>`;

  it("with its header row, and its dates are its data, not datelines", () => {
    const table = `<div class="collection-table" role="table" aria-label="Revised bin collection days">${row(["Usual day", "Revised day"], "columnheader")}<div role="rowgroup">${row(["Monday 25 December", "Wednesday 27 December"])}${row(["Tuesday 26 December", "Thursday 28 December"])}</div></div>`;
    const markdown = scrape(page("Bin collection changes", ps(EN.slice(0, 2)) + "<p><strong>Revised collection days:</strong></p>" + table + ps(EN.slice(2))));
    expect(markdown).toContain("| Usual day | Revised day |\n| --- | --- |\n| Monday 25 December | Wednesday 27 December |\n| Tuesday 26 December | Thursday 28 December |");
    keepsAndDrops(markdown, [EN[1], "Revised collection days", EN[2]], gone);
  });

  it("not when a part of it is no row or cell: its blocks print one after another", () => {
    const table = `<div role="table">${row(["Usual day", "Revised day"], "columnheader")}<p>Collections resume as normal on 8 January, after the garden waste break.</p>${row(["Monday 25 December", "Wednesday 27 December"])}${row(["Tuesday 26 December", "Thursday 28 December"])}</div>`;
    const markdown = amidStory("Bin collection changes", table);
    expect(markdown).not.toContain("| Usual day |");
    keepsAndDrops(markdown, [EN[1], "Usual day", "Collections resume as normal", "Wednesday 27 December", EN[2]], gone);
  });
});

describe("main content (judge18): a recipe's ingredients as rows of a name and an amount", () => {
  it("stay beside their title in one block, with a group's title of text alone", () => {
    const row = (name: string, amount: string) => `<div class="ingredient_row"><span class="name">${name}</span><span class="ingredient_quantity">${amount}</span></div>`;
    const ingredients = `<div id="ingredients" class="ingredients"><h3 class="ingredients__title">材料 <span class="servings_for">2人分</span></h3>${row("じゃがいも", "中3個")}${row("豚こま切れ肉", "150g")}<div class="ingredient_row ingredient_category">★調味料</div>${row("醤油とみりん", "各大さじ2")}${row("水", "200ml")}</div>`;
    const markdown = scrape(page("基本の肉じゃが", ps([EN[0]]) + ingredients + ps(EN.slice(1))));
    keepsAndDrops(markdown, [EN[0], "材料", "豚こま切れ肉 150g", "★調味料", "醤油とみりん 各大さじ2", EN[1]], gone);
  });

  it("stay under their title, with a group's title among them, in Japanese", () => {
    const row = (name: string, amount: string) => `<div class="ingredient"><span class="name">${name}</span><span class="ingredient_quantity amount">${amount}</span></div>`;
    const ingredients =
      '<div id="ingredients" class="ingredients card"><div class="ingredients-heading"><h3>材料 <span class="servings_for">（4人分）</span></h3></div><div id="ingredients_list">' +
      row("牛こま切れ肉", "200g") + row("じゃがいも（メークイン）", "中4個") + row("玉ねぎ", "1個") +
      '<div class="ingredient ingredient-category"><span class="name">★煮汁</span></div>' +
      row("★だし汁", "300ml") + row("★しょうゆ・みりん", "各大さじ3") + row("★砂糖", "大さじ1と1/2") + "</div></div>";
    const markdown = scrape(page("フライパンで作る簡単肉じゃが", ps([EN[0]]) + ingredients + ps(EN.slice(1))));
    keepsAndDrops(markdown, [EN[0], "材料", "牛こま切れ肉 200g", "★煮汁", "★しょうゆ・みりん 各大さじ3", "★砂糖 大さじ1と1/2", EN[1]], gone);
  });
});

describe("main content (judge18): a lead and key points the names call chrome", () => {
  it("a Drupal teaser field wrapping the lead paragraph stays", () => {
    const lead = '<div class="field field--name-field-teaser"><p>Wenn Sie in eine Wohnung in Lindenfels einziehen, müssen Sie sich innerhalb von zwei Wochen beim Bürgerbüro anmelden.</p></div>';
    const markdown = scrape(page("Wohnsitz anmelden", lead + ps(EN)));
    keepsAndDrops(markdown, ["innerhalb von zwei Wochen beim Bürgerbüro anmelden", EN[0], EN[3]], gone);
  });

  it("a 'sidebar-box' of what to bring, after the story's infographic, among the story's paragraphs, stays", () => {
    const figure = '<figure class="wp-block-image infografia"><a href="/uploads/infografia.png"><img src="/uploads/infografia-819.png" alt="Infografia"></a><figcaption>Calendário da campanha por grupo etário.</figcaption></figure>';
    const faq = `<div class="pagina-faq">${EN.slice(0, 2).map((text, index) => `<section class="faq-item"><h2>Pergunta ${index + 1}</h2><div class="faq-item__resposta"><p>${text}</p></div></section>`).join("")}<table><tr><th>Grupo</th><th>Início</th></tr><tr><td>80 ou mais anos</td><td>29 de setembro</td></tr><tr><td>60 a 79 anos</td><td>16 de outubro</td></tr></table></div>`;
    const box = '<div class="caixa-destaque sidebar-box"><h3>O que levar no dia da vacina</h3><ol><li>Cartão de Cidadão ou número de utente do SNS</li><li>Boletim de vacinas, se o tiver</li><li>Lista de medicamentos que toma habitualmente</li></ol></div>';
    const markdown = scrape(page("Vacinação sazonal", faq + figure + box + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[0], "O que levar no dia da vacina", "Cartão de Cidadão ou número de utente", "Lista de medicamentos que toma", EN[2]], gone);
  });
});

describe("main content (judge18): a forum post's quote of another post", () => {
  it("stays after a list and a code block, with the post's answer to it", () => {
    const tried = "<p>What I already tried:</p><ol><li>Raising pm.max_children to 80, no change</li><li>Restarting both services, errors come back after an hour</li><li>Switching back to TCP, which makes the errors go away</li></ol>";
    const quote = '<aside class="quote no-group" data-username="mvogt" data-post="3"><div class="title"><img src="/user_avatar/mvogt/48.png" class="avatar" alt=""> mvogt:</div><blockquote><p>Unix sockets are faster, but the backlog defaults are tiny on some distros.</p></blockquote></aside>';
    // A forum's post is no `<article>`: the quote is judged by what it holds.
    const body = `<h1>PHP-FPM 502 errors</h1><div class="post">${ps(EN.slice(0, 2))}<pre><code>listen = /run/php/php8.2-fpm.sock</code></pre>${tried}${quote}${ps(EN.slice(2))}</div>`;
    const markdown = scrape(shell({ title: "PHP-FPM 502 errors", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><div class="topic-body">${body}</div></main>` }));
    keepsAndDrops(markdown, [EN[1], "Switching back to TCP", "the backlog defaults are tiny on some distros", EN[2]], gone);
  });
});

describe("main content (judge18): an article's audio player, and a docs page's note", () => {
  it("'Listen to this article' with its duration, in English and Portuguese, goes", () => {
    const player = (label: string, duration: string) => `<div class="dcr-audio" data-component="listen-to-article"><button aria-label="Play">▶</button><span class="dcr-audio__label">${label}</span> <span class="dcr-audio__duration">${duration}</span></div>`;
    const markdown = scrape(page("Chalk streams", player("Listen to this article", "18:42") + ps(EN.slice(0, 2)) + player("Ouça este artigo", "6 min") + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Listen to this article", "Ouça este artigo", "18:42"]);
  });

  it("a Docusaurus admonition (class 'alert alert--secondary') stays", () => {
    const note = '<div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary"><div class="admonitionHeading_Gvgb">note</div><div class="admonitionContent_BuS1"><p>Limits are counted separately on each gateway replica unless you configure a shared store.</p></div></div>';
    const markdown = amidStory("Rate limiting", note);
    keepsAndDrops(markdown, [EN[1], "Limits are counted separately on each gateway replica", EN[2]], gone);
  });
});

describe("main content (judge18): a meta line of parts named for what they are", () => {
  it("a row of spans named for the date, the reporter and the reads under the headline goes, in Korean and Chinese", () => {
    const korean = '<div class="article_info"><span class="reporter">김지원 기자</span><span class="date_input">입력 2024.01.08 10:21</span><span class="date_modify">수정 2024.01.08 14:02</span></div>';
    const chinese = '<div class="article-info"><span class="time" id="news-time">2024-06-12 08:30</span><span class="author">作者：陈晓雯</span><span class="read-num">阅读 3.6万</span></div>';
    for (const row of [korean, chinese]) {
      const markdown = scrape(page("Museum", row + ps(EN)));
      keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "김지원 기자", "입력 2024.01.08", "수정 2024.01.08", "作者：陈晓雯", "阅读 3.6万"]);
    }
  });

  it("such spans in a line among the story's paragraphs are its facts: an event's date and time stay", () => {
    const when = '<p class="event-when"><span class="event-date">Saturday 14 June</span>, <span class="event-time">10am to 4pm</span></p>';
    const markdown = scrape(page("Harbour open day", ps(EN.slice(0, 2)) + "<h2>When</h2>" + when + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[1], "Saturday 14 June, 10am to 4pm", EN[2]], gone);
  });

  it("a Czech row of author, date and update goes; a project's date alone under its heading stays", () => {
    const info = '<div class="clanek__info"><span class="clanek__autor">Lenka Horáková</span> <span class="clanek__datum">16. ledna 2024 14:20</span> <span class="clanek__aktualizace">Aktualizováno před 2 hodinami</span> <a class="clanek__diskuse-odkaz" href="#diskuse">Diskuse (214)</a></div>';
    const project = (title: string, date: string, text: string) => `<div class="projekte-rahmen-box"><h2>${title}</h2><div class="info"><span class="produzent"></span><span class="datum">${date}</span></div><p>${text}</p></div>`;
    const markdown = scrape(page("Jízdné v pražské MHD zdraží", info + ps(EN.slice(0, 2)) + project("Ein echter wahrer Held", "03.2015", EN[2] as string) + project("Hoppers", "2013-2015", EN[3] as string)));
    keepsAndDrops(markdown, [EN[0], "Ein echter wahrer Held", "03.2015", EN[2], "2013-2015", EN[3]], [...gone, "Lenka Horáková", "Aktualizováno před 2 hodinami", "Diskuse (214)"]);
  });

  it("a picture's caption with a dated span, and a quote's source named so, stay", () => {
    const figure = '<div class="photo"><img src="/i/news/311510.jpg" alt=""><p class="photo-caption">Lukas Podolski on the training pitch <span class="photo-date">15 August 2016, 13:43</span></p></div>';
    const quote = '<blockquote><p>The law has been on the books for years, but almost no case has reached a court.</p><p><em><span class="metadata__source encoded-date"><a href="https://www.zeit.example/2013/28/gesetz">DIE ZEIT Nr. 28/2013</a></span></em></p></blockquote>';
    const markdown = scrape(page("Podolski", ps(EN.slice(0, 2)) + figure + ps([EN[2]]) + quote + ps([EN[3]])));
    expect(markdown).toContain("/i/news/311510.jpg");
    keepsAndDrops(markdown, [EN[1], "Lukas Podolski on the training pitch", EN[2], "almost no case has reached a court", "DIE ZEIT Nr. 28/2013", EN[3]], gone);
  });
});

describe("main content (judge18): the lead picture whose credit line went", () => {
  it("stays with its caption between the headline's block and the story's text", () => {
    const head = '<div class="news-full__head"><h1 class="news-full__title">Lviv to Przemyśl trains</h1><div class="news-full__info"><span class="news-full__date">25 April 2024, 13:47</span><span class="news-full__author">Oksana Hnatyshyn</span><span class="news-full__views">Views: 3 812</span></div></div>';
    const picture = '<div class="news-full__img"><img src="/uploads/2024/04/train.jpg" alt="" width="880" height="495"><div class="news-full__img-desc">The new train at platform one of Lviv station</div><div class="news-full__img-author">Photo: press service of the railway</div></div>';
    const tail = '<div class="news-full__mistake">Spotted a mistake? Select the text and press Ctrl+Enter</div><div class="news-full__tags"><span>Tags:</span> <a href="/tag/railways">Railways</a> <a href="/tag/poland">Poland</a></div><div class="news-full__share"><span>Share:</span> <a href="#">Facebook</a> <a href="#">Viber</a></div>';
    const markdown = scrape(shell({ title: "Lviv to Przemyśl trains", site: "Harbour Times", cookie: EN_COOKIE, menu: EN_MENU, footer: EN_FOOTER, main: `<main><article class="news-full">${head}${picture}<div class="news-full__text">${ps(EN)}</div>${tail}</article></main>` }));
    expect(markdown).toContain("/uploads/2024/04/train.jpg");
    keepsAndDrops(markdown, ["The new train at platform one of Lviv station", EN[0], EN[3]], [...gone, "press service of the railway"]);
  });
});

describe("main content (judge18): credits and a recipe's call in more languages", () => {
  it("a Polish 'fot.' credit and a Romanian 'Sursa foto:' credit beside captions go; the captions stay", () => {
    const figure = (caption: string, credit: string, src: string) => `<figure><img src="${src}" alt=""><figcaption>${caption}</figcaption><span class="img-source">${credit}</span></figure>`;
    const markdown = scrape(page("Strefa czystego transportu", ps(EN.slice(0, 2)) + figure("Znaki stanęły już przy wszystkich wjazdach do miasta.", "fot. Andrzej Banaś / Polska Press", "/i/sct.jpg") + ps([EN[2]]) + figure("Serpentinele de la Rânca, pe versantul gorjean", "Sursa foto: arhivă Știri de Vâlcea", "/i/rn.jpg") + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[1], "Znaki stanęły już przy wszystkich wjazdach", EN[2], "Serpentinele de la Rânca", EN[3]], [...gone, "Andrzej Banaś", "arhivă Știri de Vâlcea"]);
  });

  it("a Spanish recipe card's 'Has preparado esta receta? Etiqueta a @… en Instagram' goes", () => {
    const call = '<div class="wprm-call-to-action"><span class="wprm-call-to-action-header">¿Has preparado esta receta?</span> <span class="wprm-call-to-action-text">Etiqueta a @lacucharadepilar en Instagram y comparte tu foto.</span></div>';
    const markdown = scrape(page("Salmorejo cordobés", ps(EN) + call));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Has preparado esta receta", "Etiqueta a @lacucharadepilar"]);
  });
});

describe("main content (judge18): 'read also' lines and back links in more languages", () => {
  it("a Romanian 'Citește și:' line, an Indonesian 'Baca juga:' line and a Danish 'Tilbage til alle nyheder' link go", () => {
    const also = (label: string, title: string) => `<p class="citeste-si"><span>${label}</span> <a href="/turism/other-story">${title}</a></p>`;
    const back = '<a class="back-link" href="/nyheder">Tilbage til alle nyheder</a>';
    const markdown = scrape(page("Transalpina", back + ps(EN.slice(0, 2)) + also("Citește și:", "Transfăgărășanul rămâne închis până la 1 iulie") + ps([EN[2]]) + also("Baca juga:", "Tarif Whoosh turun selama libur sekolah") + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[0], EN[2], EN[3]], [...gone, "Tilbage til alle nyheder", "Citește și", "Transfăgărășanul rămâne închis", "Baca juga", "Tarif Whoosh turun"]);
  });
});

describe("main content (judge18): what the round's rules must not take or keep (a review's pages)", () => {
  it("a league's 'Promoted: …' fact box stays; a Spanish 'Anuncio:' notice stays", () => {
    const season = '<div class="season-summary"><p><strong>Promoted: Burnley, Sheffield United, Luton</strong></p><p>Relegated: Reading, Blackpool, Wigan</p><p>Top scorer: Chuba Akpom, 28 goals</p></div>';
    const notice = '<div class="aviso"><h4>Anuncio: corte de tráfico en el paseo marítimo</h4><p>El paseo estará cerrado al tráfico del 3 al 9 de junio por las obras del colector.</p></div>';
    const markdown = scrape(page("Season review", ps(EN.slice(0, 2)) + season + ps([EN[2]]) + notice + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[1], "Promoted: Burnley, Sheffield United, Luton", "Top scorer: Chuba Akpom", "corte de tráfico en el paseo marítimo", "El paseo estará cerrado", EN[3]], gone);
  });

  it("a label over sentences in a box named for comments, sharing or an affiliate note still goes", () => {
    const box = (name: string, label: string) => `<div class="${name}"><p><strong>${label}</strong></p><ul><li>Be kind to the people you reply to in the thread</li><li>Keep to the subject of the story you are reading</li><li>Do not post links to shops or other sites here</li></ul></div>`;
    const markdown = scrape(page("Quay wall", ps(EN.slice(0, 2)) + box("comment-policy", "Our comment policy") + "<h2>The vote</h2>" + ps([EN[2]]) + box("social-follow", "Stay in the loop") + "<h2>What next</h2>" + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[1], "The vote", EN[2], EN[3]], [...gone, "Our comment policy", "Stay in the loop", "Be kind to the people"]);
  });

  it("a 'related-downloads' box of the site's popular files and a numbered box of headlines with their times still go", () => {
    const downloads = `<div class="related-downloads"><h3>Popular downloads</h3><ul>${["Annual report 2023", "Planning guide", "Tide tables 2024"].map((name, index) => `<li><a href="/files/doc-${index}.pdf">${name} (PDF)</a></li>`).join("")}</ul></div>`;
    const sport = `<div class="box"><h3>Today in Sport</h3><ol>${["Rovers sign a new striker from Penmore", "Harbour regatta moves to September", "Cricket club wins the county cup final", "New pool opens at the leisure centre"].map((title, index) => `<li><a href="/sport/${index}">${title}</a> <span>${index + 1} hours ago</span></li>`).join("")}</ol></div>`;
    const markdown = scrape(page("Quay wall", ps(EN) + downloads + sport));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Popular downloads", "Annual report 2023", "Today in Sport", "Rovers sign a new striker"]);
  });

  it("a list of the site's headlines in the folder the story's links point to still goes", () => {
    const text = ["council", "budget", "election"].map((slug, index) => `<p>${EN[index]} See <a href="/politics/${slug}-2026">the ${slug} story</a> for the background to the vote.</p>`).join("");
    const list = `<h3>Elsewhere in Politics</h3><ul>${["Council tax set to rise by five per cent next April", "Mayor faces a vote of no confidence over the harbour plan", "Opposition calls for an inquiry into the ferry contract"].map((title, index) => `<li><a href="/politics/story-${index}">${title}</a></li>`).join("")}</ul>`;
    const markdown = scrape(page("Quay wall", text + ps([EN[3]]) + list), "https://www.harbourtimes.example/2026/11/story");
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Elsewhere in Politics", "Council tax set to rise"]);
  });

  it("a grid of feature cards with ARIA roles is no table; a sentence that opens with 'Listen to the story' stays", () => {
    const card = (title: string, text: string) => `<div role="gridcell"><h3>${title}</h3><p>${text}</p></div>`;
    const grid = `<div role="grid"><div role="row">${card("Raised walkway", "Pedestrians reach the shops in a storm.")}${card("Pumping station", "Two new pumps clear the square in an hour.")}</div><div role="row">${card("Flood gates", "Gates close the quay steps at high tide.")}${card("Sea wall", "A wall along the whole north quay.")}</div></div>`;
    const listen = "<p>Listen to the story of how the 1953 flood swept through Quay Street, told by three residents who were children that night.</p>";
    const markdown = scrape(page("Quay wall", ps(EN.slice(0, 2)) + grid + listen + ps(EN.slice(2))));
    expect(markdown).not.toContain("| Raised walkway");
    keepsAndDrops(markdown, [EN[1], "Raised walkway", "Two new pumps clear the square", "Listen to the story of how the 1953 flood", EN[2]], gone);
  });
});

describe("main content (judge18): what the round's rules must not take or keep (a second review's pages)", () => {
  it("an event's date and time, and a recipe's times, under the headline stay: a meta row needs a date beside an author or a count", () => {
    const event = '<div class="event-when"><span class="event-date">Saturday 14 June 2026</span> · <span class="event-time">7.30pm to 11pm</span></div>';
    const times = '<div class="recipe-times"><span class="prep-time">Prep: 25 mins</span> <span class="cook-time">Cook: 1 hr 30 mins</span></div>';
    for (const [row, text] of [[event, "Saturday 14 June 2026"], [times, "Cook: 1 hr 30 mins"]] as const) {
      const markdown = scrape(page("Harbour ball", row + ps(EN)));
      keepsAndDrops(markdown, [text, EN[0], EN[3]], gone);
    }
  });

  it("an 'extra-box' of the site's standards after the story's last paragraph, over the author's card, still goes", () => {
    const standards = '<div class="extra-box"><h4>Our standards</h4><ul><li>We correct errors promptly and say so at the foot of the article.</li><li>We never let advertisers or owners influence what we report.</li><li>We name our sources unless doing so would put someone at risk.</li></ul></div>';
    const author = '<div class="writer-card"><img src="/people/jane-doe.jpg" alt=""><p>Jane Doe is our harbour correspondent.</p></div>';
    const markdown = scrape(page("Quay wall", ps(EN) + standards + author));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Our standards", "We correct errors promptly"]);
  });

  it("'Questo contenuto è stato utile' in a sentence, a Polish numbered caption 'Fot. 1.', a 'Promoted' heading over a league's list, stay", () => {
    const sentence = "<p>Queste informazioni sono state utili agli investigatori per risalire al proprietario del veicolo.</p>";
    const figure = '<figure><img src="/i/przepust.jpg" alt=""><figcaption>Fot. 1. Zniszczony przepust pod drogą powiatową po ulewie</figcaption></figure>';
    const league = "<h3>Promoted</h3><ul><li>Burnley, champions with 101 points</li><li>Sheffield United, runners-up</li></ul>";
    const markdown = scrape(page("Quay wall", ps(EN.slice(0, 2)) + sentence + figure + ps([EN[2]]) + league + ps([EN[3]])));
    keepsAndDrops(markdown, [EN[1], "sono state utili agli investigatori", "Zniszczony przepust pod drogą powiatową", "Promoted", "Burnley, champions with 101 points", EN[3]], gone);
  });

  it("a box of the article's dates in a definition list under its heading still goes", () => {
    const info = '<div class="box article-info"><h4>Article information</h4><dl><dt>Published</dt><dd>12 March 2026</dd><dt>Updated</dt><dd>13 March 2026</dd><dt>Section</dt><dd>Local news</dd></dl></div>';
    const markdown = scrape(page("Quay wall", ps(EN) + info));
    keepsAndDrops(markdown, [EN[0], EN[3]], [...gone, "Article information", "13 March 2026"]);
  });
});

describe("main content (judge18): a review's pros and cons and its gallery in boxes named like chrome", () => {
  it("pros and cons columns named 'sidebar-box' under the verdict, and a 'widget-gallery' of captioned pictures between sections, stay", () => {
    const col = (title: string, items: readonly string[]) => `<div class="pros-cons__col sidebar-box"><h3>${title}</h3><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul></div>`;
    const verdict = `<div class="verdict-box box"><div class="verdict-box__summary"><h2>Our verdict</h2><p>${EN[0]}</p></div><div class="pros-cons">${col("Reasons to buy", ["Class-leading noise cancellation on trains", "Light enough to wear all day"])}${col("Reasons to avoid", ["No aptX or LDAC support for high-resolution audio", "Case is bulky compared with rivals"])}</div></div>`;
    const figure = (src: string, caption: string) => `<figure class="gallery__item"><img src="${src}" alt=""><span class="caption">${caption}</span></figure>`;
    const gallery = `<div class="gallery widget-gallery">${figure("/img/side.jpg", "The hinge now rotates flat for the case")}${figure("/img/controls.jpg", "Physical buttons replace the touch panel")}</div>`;
    const markdown = scrape(page("Solace QH50 review", verdict + "<h2>Design and comfort</h2>" + ps([EN[1]]) + gallery + "<h2>Noise cancellation</h2>" + ps(EN.slice(2))));
    keepsAndDrops(markdown, [EN[0], "Reasons to buy", "Class-leading noise cancellation", "No aptX or LDAC support", EN[1], "The hinge now rotates flat", "Physical buttons replace the touch panel", EN[2]], gone);
  });
});

describe("main content (judge18): a page of sections, each a heading over a box of its list", () => {
  it("a job posting's boxes named 'extra-box' and 'widget' under their headings stay; a 'promo-box' under a heading still goes", () => {
    const section = (heading: string, name: string, items: readonly string[]) => `<h2>${heading}</h2><div class="${name}"><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul></div>`;
    const body =
      ps([EN[0]]) +
      "<h2>자격요건</h2><ul><li>Java 또는 Kotlin 백엔드 개발 경력 3년 이상</li><li>Spring Boot와 JPA를 활용한 실무 경험</li></ul>" +
      section("우대사항", "extra-box info", ["대용량 트래픽 환경에서 장애 대응을 주도해 본 경험", "코드 리뷰 문화를 만들어 본 경험"]) +
      section("혜택 및 복지", "benefit-box widget", ["연 200만 원 자기계발비와 도서 구입비 지원", "주 2회 재택근무, 10시~16시 코어타임"]) +
      section("Members get more", "promo-box", ["Unlimited access to every job listing", "Alerts for new roles in your city"]) +
      "<h2>채용 절차</h2>" + ps([EN[1]]);
    const markdown = scrape(page("백엔드 개발자 채용", body));
    keepsAndDrops(markdown, [EN[0], "우대사항", "대용량 트래픽 환경에서 장애 대응을", "연 200만 원 자기계발비와 도서 구입비 지원", EN[1]], [...gone, "Unlimited access to every job listing"]);
  });
});
