import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { keepsAndDrops, li, ps } from "../helpers/judge8-pages.js";
import { CHROME_WORDS, said, stackPage } from "../helpers/judge15r-pages.js";

// Lists, tables and captions as hosted builders, page builders, headless CMSs, document exports and news
// CMSs mark up an article: each stays once and in order, the page's chrome (cookie line, menu, sidebar,
// share and tag lists, related cards, footer columns) goes. Guards for what already worked, written by
// the judge15r lane before its rules.

beforeAll(loadConverter);

const S = (language: string, n: number) => said(language, n);
const P = (language: string, ...n: number[]) => ps(n.map((k) => S(language, k)));
const gone = [...CHROME_WORDS];

describe("main content (judge15r): lists, tables and captions of site builders, exports and news CMSs", () => {
  it("Blogger: a caption table under a picture, text split by <br> and a list between", () => {
    const cap = '<table align="center" cellpadding="0" cellspacing="0" class="tr-caption-container" style="margin-left:auto;margin-right:auto"><tbody><tr><td style="text-align:center"><a href="https://blogger.googleusercontent.com/img/a/quay.jpg" style="margin-left:auto;margin-right:auto"><img border="0" data-original-height="900" height="300" src="https://blogger.googleusercontent.com/img/a/quay-s400.jpg" width="400"></a></td></tr><tr><td class="tr-caption" style="text-align:center">The north pier at dawn, before the works</td></tr></tbody></table>';
    const body = `<div class="post hentry"><h3 class="post-title entry-title">The harbour plan</h3><div class="post-header"><div class="post-header-line-1"></div></div><div class="post-body entry-content" id="post-body-7781">${S("en", 0)}<br><br>${cap}<br>${S("en", 1)}<br><br>Three things change:<br><ul>${li(["moorings stay free", "warehouses get new roofs", "the promenade gets lights"])}</ul>${S("en", 2)}<br><br>${S("en", 3)}</div></div>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "The north pier at dawn, before the works", S("en", 1), "moorings stay free", "the promenade gets lights", S("en", 3)], gone);
  });

  it("Blogger: a dash list written with <br> lines and a centred caption under a separator picture", () => {
    const blog = `<div class="post-outer"><div class="post"><h3 class="post-title">The harbour plan</h3><div class="post-body">${S("en", 0)}<br><br><b>What changes:</b><br>- Moorings stay free<br>- Warehouses get roofs<br>- Lights on the promenade<br><br>${S("en", 1)}<br><br><div class="separator" style="clear: both; text-align: center;"><a href="https://blogger.googleusercontent.com/a.jpg" style="margin-left: 1em; margin-right: 1em;"><img border="0" src="https://blogger.googleusercontent.com/a-s320.jpg" width="320"></a></div><div style="text-align: center;"><i>The pier in the fog</i></div><br>${S("en", 2)}<br><br>${S("en", 3)}</div></div></div>`;
    keepsAndDrops(scrape(stackPage(blog)), [S("en", 0), "What changes:", "Moorings stay free", "Lights on the promenade", S("en", 1), "The pier in the fog", S("en", 2), S("en", 3)], gone);
  });

  it("Tumblr: a full-width figure and a numbered list between the paragraphs", () => {
    const body = `<article class="post text"><div class="post-content"><h1>The harbour plan</h1><div class="npf_row"><figure class="tmblr-full" data-orig-height="800" data-orig-width="1200"><img src="https://64.media.tumblr.com/a/s640x960/quay.jpg" data-orig-height="800" data-orig-width="1200"></figure></div>${P("en", 0)}<p>the list:</p><ol>${li(["fix the wall", "paint the cranes", "open the market"])}</ol>${P("en", 1, 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "fix the wall", "open the market", S("en", 3)], gone);
  });

  it("Wix: a list whose items hold paragraphs and an image viewer's caption", () => {
    const p = (t: string) => `<p class="mm8Nw _1j-51 iWv3d _1FoOD" dir="auto"><span class="_2PHJq public-DraftStyleDefault-ltr">${t}</span></p>`;
    const list = `<ul class="_2ZDgX"><li class="_3Dq8g" dir="auto"><p class="mm8Nw">${"Plan approved in March"}</p></li><li class="_3Dq8g"><p class="mm8Nw">Works start in May</p></li><li class="_3Dq8g"><p class="mm8Nw">Promenade opens in 2027</p></li></ul>`;
    const fig = '<div data-hook="imageViewer" class="_3H9s1"><div class="_2kEVY"><img src="https://static.wixstatic.com/media/quay.jpg/v1/fill/w_740,h_493/quay.jpg" alt=""></div><span dir="auto" class="_3ciPI" data-hook="imageViewerCaption">The quay from the water tower</span></div>';
    const body = `<article><h1 data-hook="post-title">The harbour plan</h1><div data-hook="post-description"><div class="post-content__body"><div data-rce-version="8.70.0" class="rich-content-viewer">${p(S("en", 0))}${list}${p(S("en", 1))}${fig}${p(S("en", 2))}${p(S("en", 3))}</div></div></div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Plan approved in March", "Promenade opens in 2027", S("en", 1), "The quay from the water tower", S("en", 3)], gone);
  });

  it("Squarespace: the story split over html, image and list blocks, the caption in the image block", () => {
    const html = (inner: string, id: string) => `<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-${id}"><div class="sqs-block-content"><div class="sqs-html-content">${inner}</div></div></div>`;
    const img = '<div class="sqs-block image-block sqs-block-image" data-block-type="5" id="block-img1"><div class="sqs-block-content"><div class="image-block-outer-wrapper layout-caption-below design-layout-inline"><figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper"><img src="https://images.squarespace-cdn.com/content/quay.jpg" alt=""></div><figcaption class="image-caption-wrapper"><div class="image-caption"><p>Fishing boats wait at the north pier</p></div></figcaption></figure></div></div></div>';
    const body = `<article class="blog-item"><h1 class="entry-title">The harbour plan</h1><div class="blog-item-content e-content"><div class="sqs-layout sqs-grid-12 columns-12"><div class="row sqs-row"><div class="col sqs-col-12 span-12">${html(P("en", 0, 1), "a")}${img}${html(`<ul data-rte-list="default">${li(["<p>Moorings stay free for locals</p>", "<p>Warehouses get new roofs</p>"])}</ul>` + P("en", 2, 3), "b")}</div></div></div></div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 1), "Fishing boats wait at the north pier", "Moorings stay free for locals", "Warehouses get new roofs", S("en", 3)], gone);
  });

  it("Webflow and Framer rich text: full-width figures with captions, numbered and bulleted lists", () => {
    const wf = `<div class="blog-rich-text w-richtext">${P("en", 0)}<figure class="w-richtext-align-fullwidth w-richtext-figure-type-image" style="max-width:1200px"><div><img src="https://uploads-ssl.webflow.com/quay.jpg" loading="lazy" alt=""></div><figcaption>The old crane on the north pier</figcaption></figure>${P("en", 1)}<ol start="" role="list"><li>Survey the wall</li><li>Order the stone</li><li>Rebuild by 2028</li></ol>${P("en", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>The harbour plan</h1>${wf}</article>`)), [S("en", 0), "The old crane on the north pier", S("en", 1), "Survey the wall", "Rebuild by 2028", S("en", 3)], gone);
    const t = (x: string) => `<p class="framer-text">${x}</p>`;
    const fr = `<div class="framer-1abc" data-framer-name="Content" data-framer-component-type="RichTextContainer">${t(S("en", 0))}<ul class="framer-text"><li class="framer-text" data-preset-tag="p"><p class="framer-text">Free moorings for locals</p></li><li class="framer-text"><p class="framer-text">Lights along the promenade</p></li></ul>${t(S("en", 1))}<figure class="framer-image framer-text"><img src="https://framerusercontent.com/images/q.jpg" class="framer-text" alt=""><figcaption class="framer-text">Drawing of the new promenade</figcaption></figure>${t(S("en", 2))}${t(S("en", 3))}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>The harbour plan</h1>${fr}</article>`)), [S("en", 0), "Free moorings for locals", "Lights along the promenade", S("en", 1), "Drawing of the new promenade", S("en", 3)], gone);
  });

  it("(de) Elementor: an icon list widget and an image widget's caption between text widgets", () => {
    const w = (type: string, inner: string) => `<div class="elementor-element elementor-widget elementor-widget-${type}" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
    const icons = `<ul class="elementor-icon-list-items">${["Liegeplätze bleiben kostenlos", "Speicher erhalten neue Dächer", "Promenade mit Beleuchtung"].map((x) => `<li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i aria-hidden="true" class="fas fa-check"></i></span><span class="elementor-icon-list-text">${x}</span></li>`).join("")}</ul>`;
    const img = '<figure class="wp-caption"><img width="800" height="533" src="/wp-content/uploads/kai.jpg" class="attachment-large" alt=""><figcaption class="widget-image-caption wp-caption-text">Die Nordmole im Morgenlicht</figcaption></figure>';
    const col = (inner: string) => `<div class="elementor-column elementor-col-100"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div>`;
    const sec = (inner: string) => `<section class="elementor-section elementor-top-section"><div class="elementor-container">${col(inner)}</div></section>`;
    const body = `<div data-elementor-type="wp-post" class="elementor elementor-123">${sec(w("heading", '<h1 class="elementor-heading-title">Der Hafenplan</h1>') + w("text-editor", P("de", 0, 1)))}${sec(w("icon-list", icons))}${sec(w("image", img))}${sec(w("text-editor", P("de", 2, 3)))}</div>`;
    keepsAndDrops(scrape(stackPage(body, "de", "Der Hafenplan")), [S("de", 1), "Liegeplätze bleiben kostenlos", "Promenade mit Beleuchtung", "Die Nordmole im Morgenlicht", S("de", 2), S("de", 3)], gone);
  });

  it("(fr) Divi, Beaver Builder and Oxygen: modules of text, a photo caption in <small> or a caption div, lists", () => {
    const divi = `<div id="et-main-area"><div class="et_pb_section et_pb_section_0"><div class="et_pb_row"><div class="et_pb_column et_pb_column_4_4"><div class="et_pb_module et_pb_post_title"><h1 class="entry-title">Le port</h1></div><div class="et_pb_module et_pb_text et_pb_text_0"><div class="et_pb_text_inner">${P("fr", 0, 1)}</div></div><div class="et_pb_module et_pb_image"><span class="et_pb_image_wrap"><img src="/wp-content/uploads/quai.jpg" alt=""></span></div><div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner"><p><small>La jetée nord au lever du jour</small></p></div></div><div class="et_pb_module et_pb_text et_pb_text_2"><div class="et_pb_text_inner"><ul>${li(["les mouillages restent gratuits", "les entrepôts sont restaurés"])}</ul>${P("fr", 2, 3)}</div></div></div></div></div></div>`;
    keepsAndDrops(scrape(stackPage(divi, "fr", "Le port")), [S("fr", 1), "La jetée nord au lever du jour", "les mouillages restent gratuits", "les entrepôts sont restaurés", S("fr", 3)], gone);
    const beaver = `<div class="fl-builder-content"><div class="fl-row"><div class="fl-col"><div class="fl-module fl-module-heading"><div class="fl-module-content"><h1 class="fl-heading">Le port</h1></div></div><div class="fl-module fl-module-rich-text"><div class="fl-module-content"><div class="fl-rich-text">${P("fr", 0, 1)}</div></div></div><div class="fl-module fl-module-photo"><div class="fl-module-content"><div class="fl-photo fl-photo-caption-below" itemscope itemtype="https://schema.org/ImageObject"><div class="fl-photo-content"><img class="fl-photo-img" src="/quai.jpg" alt=""></div><div class="fl-photo-caption fl-photo-caption-below" itemprop="caption">Les entrepôts historiques vus du quai</div></div></div></div><div class="fl-module fl-module-rich-text"><div class="fl-module-content"><div class="fl-rich-text"><ol>${li(["Consultation en juin", "Travaux en septembre"])}</ol>${P("fr", 2, 3)}</div></div></div></div></div></div>`;
    keepsAndDrops(scrape(stackPage(beaver, "fr", "Le port")), [S("fr", 1), "Les entrepôts historiques vus du quai", "Consultation en juin", "Travaux en septembre", S("fr", 3)], gone);
    const oxy = `<div id="inner_content-2-7" class="ct-inner-content"><h1 id="headline-3-7" class="ct-headline">Le port</h1><div id="text_block-4-7" class="ct-text-block">${S("fr", 0)}<br><br>${S("fr", 1)}</div><div id="_rich_text-5-7" class="oxy-rich-text"><ul><li>Budget : 12 millions d'euros</li><li>Durée : trois ans</li></ul></div><div id="text_block-6-7" class="ct-text-block">${S("fr", 2)}<br><br>${S("fr", 3)}</div></div>`;
    keepsAndDrops(scrape(stackPage(oxy, "fr", "Le port")), [S("fr", 1), "Budget : 12 millions d'euros", "Durée : trois ans", S("fr", 3)], gone);
  });

  it("headless CMS rich text (Sanity, Contentful, Storyblok): items holding paragraphs, a nested list, a caption", () => {
    const rt = `<div class="prose"><h1>The harbour plan</h1>${P("en", 0)}<ul><li><p>Moorings stay free</p></li><li><p>Warehouses get roofs</p></li></ul>${P("en", 1)}<ol><li><p>Survey</p><ul><li><p>Measure the wall</p></li></ul></li><li><p>Build</p></li></ol>${P("en", 2)}<figure><img src="https://cdn.sanity.io/images/x/y.jpg" alt=""><figcaption>The crane in 1911</figcaption></figure>${P("en", 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article>${rt}</article>`)), [S("en", 0), "Moorings stay free", "Warehouses get roofs", S("en", 1), "Survey", "Measure the wall", "Build", S("en", 2), "The crane in 1911", S("en", 3)], gone);
  });

  it("Notion export: one list per item, numbered items in lists of their own, a simple table", () => {
    const ul = (x: string, id: string) => `<ul id="${id}" class="bulleted-list"><li style="list-style-type:disc">${x}</li></ul>`;
    const ol = (x: string, n: number) => `<ol type="1" id="o${n}" class="numbered-list" start="${n}"><li>${x}</li></ol>`;
    const body = `<article id="abc" class="page sans"><header><h1 class="page-title">The harbour plan</h1><table class="properties"><tbody><tr class="property-row"><th>Created</th><td><time>March 4, 2026</time></td></tr></tbody></table></header><div class="page-body">${P("en", 0)}${ul("Moorings stay free", "a1")}${ul("Warehouses get roofs", "a2")}${ul("Lights on the promenade", "a3")}${P("en", 1)}${ol("Survey the wall", 1)}${ol("Order stone", 2)}${ol("Rebuild", 3)}${P("en", 2)}<table class="simple-table"><tbody><tr><td>Phase</td><td>Cost</td></tr><tr><td>Wall</td><td>4 m</td></tr><tr><td>Roofs</td><td>2 m</td></tr></tbody></table>${P("en", 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Moorings stay free", "Warehouses get roofs", "Lights on the promenade", S("en", 1), "Survey the wall", "Order stone", "Rebuild", S("en", 2), "Wall 4 m", "Roofs 2 m", S("en", 3)], gone);
  });

  it("Notion export: a callout figure holding a list, a toggle's summary and text", () => {
    const body = `<article class="page sans"><header><h1 class="page-title">The harbour plan</h1></header><div class="page-body">${P("en", 0)}<figure class="block-color-gray_background callout" style="white-space:pre-wrap;display:flex" id="c1"><div style="font-size:1.5em"><span class="icon">💡</span></div><div style="width:100%"><p>Remember before the works:</p><ul class="bulleted-list"><li style="list-style-type:disc">Move your boat by May</li></ul><ul class="bulleted-list"><li style="list-style-type:disc">Empty the sheds</li></ul></div></figure>${P("en", 1)}<ul class="toggle"><li><details open=""><summary>Who pays?</summary><p>The city pays two thirds and the port board the rest.</p></details></li></ul>${P("en", 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Remember before the works:", "Move your boat by May", "Empty the sheds", S("en", 1), "Who pays?", "The city pays two thirds", S("en", 3)], gone);
  });

  it("Google Docs export: a list of classed items, bullets written into paragraphs, numbers in spans", () => {
    const p = (x: string) => `<p class="c3"><span class="c1">${x}</span></p>`;
    const gl = `<ul class="c6 lst-kix_k3x-0 start">${["Moorings stay free", "Warehouses get roofs"].map((x) => `<li class="c3 c5 li-bullet-0"><span class="c1">${x}</span></li>`).join("")}</ul>`;
    const bullets = ["• Survey the old wall", "• Order stone from the quarry", "• Rebuild the quay by 2028"].map(p).join("");
    const numbered = [["1.", "Consult the residents"], ["2.", "Award the contract"]].map(([n, x]) => `<p class="c3"><span class="c2">${n}</span><span class="c1">&nbsp;${x}</span></p>`).join("");
    const body = `<div class="doc-content"><p class="c4 title"><span class="c7">The harbour plan</span></p>${p(S("en", 0))}${gl}${p(S("en", 1))}${bullets}${p(S("en", 2))}${numbered}${p(S("en", 3))}</div>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Moorings stay free", "Warehouses get roofs", S("en", 1), "Survey the old wall", "Rebuild the quay by 2028", S("en", 2), "Consult the residents", "Award the contract", S("en", 3)], gone);
  });

  it("Confluence: an info macro over a list, a wrapped table", () => {
    const body = `<div id="main-content" class="wiki-content"><h1 id="title-text">The harbour plan</h1>${P("en", 0)}<div class="confluence-information-macro confluence-information-macro-information"><span class="aui-icon aui-icon-small aui-iconfont-info confluence-information-macro-icon"></span><div class="confluence-information-macro-body"><p>Before you start:</p><ul>${li(["Book the crane", "Tell the harbour master"])}</ul></div></div>${P("en", 1)}<div class="table-wrap"><table class="relative-table wrapped confluenceTable"><colgroup><col><col></colgroup><tbody><tr><th class="confluenceTh">Phase</th><th class="confluenceTh">Owner</th></tr><tr><td class="confluenceTd">Wall survey</td><td class="confluenceTd">Port office</td></tr><tr><td class="confluenceTd">Roofs</td><td class="confluenceTd">City works</td></tr></tbody></table></div>${P("en", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Before you start:", "Book the crane", "Tell the harbour master", S("en", 1), "Wall survey Port office", "Roofs City works", S("en", 3)], gone);
  });

  it("(es) Arc XP: a media item's caption without its credit, a list; an interstitial link goes", () => {
    const p = (x: string) => `<p class="c-paragraph">${x}</p>`;
    const body = `<article class="b-article-body"><h1 class="c-heading b-headline">El plan del puerto</h1>${p(S("es", 0))}<figure class="c-media-item"><div class="c-image-wrapper"><img class="c-image" src="https://cloudfront.example/resizer/quay.jpg" alt="Muelle"></div><figcaption class="c-media-item__fig-caption"><span class="c-media-item__title">El muelle norte al amanecer</span><span class="c-media-item__credit">(Foto: Ana Ruiz)</span></figcaption></figure>${p(S("es", 1))}<ul class="c-list">${li(["Amarres gratuitos para los vecinos", "Nuevos tejados para los almacenes"])}</ul>${p(S("es", 2))}<div class="c-interstitial-link"><p>Lea también: <a href="/puerto/grua">La vieja grúa se va al museo</a></p></div>${p(S("es", 3))}</article>`;
    keepsAndDrops(scrape(stackPage(body, "es", "El plan del puerto")), [S("es", 0), "El muelle norte al amanecer", S("es", 1), "Amarres gratuitos para los vecinos", "Nuevos tejados para los almacenes", S("es", 3)], [...gone, "La vieja grúa"]);
  });

  it("Brightspot: an enhancement's figure caption and a list stay, an enhancement of related links goes", () => {
    const body = `<div class="Page-articleBody"><h1 class="Page-headline">The harbour plan</h1><div class="RichTextArticleBody RichTextBody">${P("en", 0)}<div class="Enhancement" data-align-center><div class="Enhancement-item"><figure class="Figure"><picture><img class="Image" src="/dims4/quay.jpg" alt=""></picture><div class="Figure-content"><div class="Figure-caption"><p>The harbour board's drawing of the new wall</p></div><div class="Figure-credit">Harbour Board</div></div></figure></div></div>${P("en", 1)}<ul>${li(["<b>Cost:</b> £12m", "<b>Length:</b> 400 m"])}</ul>${P("en", 2)}<div class="Enhancement"><div class="Enhancement-item"><div class="ListW"><div class="ListW-title">Related</div><ul class="ListW-items">${["Night ferry returns", "Old crane goes to museum"].map((x, n) => `<li class="ListW-items-item"><div class="PagePromo"><a class="Link" href="/story/${n}">${x}</a></div></li>`).join("")}</ul></div></div></div>${P("en", 3)}</div></div>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "The harbour board's drawing of the new wall", S("en", 1), "Cost: £12m", "Length: 400 m", S("en", 3)], gone);
  });

  it("Méthode, Escenic and WordPress VIP: inline media captions, a fact box's list, a gallery with its captions", () => {
    const methode = `<div class="article-body" itemprop="articleBody"><p class="article-body-text">${S("en", 0)}</p><div class="inline-media inline-media--full"><figure><img src="/a.jpg" alt=""><figcaption><span class="inline-media__caption">Workers repair the north pier</span> <span class="inline-media__credit">Photo: Harbour Times</span></figcaption></figure></div><p class="article-body-text">${S("en", 1)}</p><ul class="article-body-list">${li(["<strong>Cost</strong>: 12 million", "<strong>Start</strong>: spring"])}</ul><p class="article-body-text">${S("en", 2)}</p><p class="article-body-text">${S("en", 3)}</p></div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>The harbour plan</h1>${methode}</article>`)), [S("en", 0), "Workers repair the north pier", S("en", 1), "Cost: 12 million", "Start: spring", S("en", 3)], gone);
    const escenic = `<div class="article-content"><div class="body"><div class="text">${P("en", 0, 1)}</div><div class="factbox"><h3>Fact box</h3><ul>${li(["Built 1911", "Repaired 11 times", "400 metres long"])}</ul></div><div class="text">${P("en", 2, 3)}</div></div></div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>The harbour plan</h1>${escenic}</article>`)), [S("en", 1), "Fact box", "Built 1911", "400 metres long", S("en", 2)], gone);
    const vip = `<div class="entry-content wp-block-post-content">${P("en", 0)}<figure class="wp-block-gallery has-nested-images columns-2"><figure class="wp-block-image"><img src="/a.jpg" alt=""><figcaption class="wp-element-caption">The crane in 1911</figcaption></figure><figure class="wp-block-image"><img src="/b.jpg" alt=""><figcaption class="wp-element-caption">The crane today</figcaption></figure><figcaption class="blocks-gallery-caption wp-element-caption">Then and now</figcaption></figure>${P("en", 1)}<ul class="wp-block-list">${li(["Moorings stay free", "Warehouses get roofs"])}</ul>${P("en", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>The harbour plan</h1>${vip}</article>`)), [S("en", 0), "The crane in 1911", "The crane today", "Then and now", S("en", 1), "Moorings stay free", S("en", 3)], gone);
  });

  it("AMP: amp-img figures and a carousel of captioned figures", () => {
    const body = `<article class="amp-article"><h1>The harbour plan</h1>${P("en", 0)}<figure class="amp-fig"><amp-img src="/quay.jpg" width="1200" height="800" layout="responsive" alt="The quay"><noscript><img src="/quay.jpg" alt="The quay"></noscript></amp-img><figcaption>Boats at the north pier in March</figcaption></figure>${P("en", 1)}<amp-carousel type="slides" width="400" height="300" layout="responsive"><figure><amp-img src="/a.jpg" width="400" height="300"></amp-img><figcaption>The crane, 1911</figcaption></figure><figure><amp-img src="/b.jpg" width="400" height="300"></amp-img><figcaption>The crane, 2024</figcaption></figure></amp-carousel>${P("en", 2, 3)}</article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Boats at the north pier in March", S("en", 1), "The crane, 1911", "The crane, 2024", S("en", 3)], gone);
  });

  it("an article split over sibling containers: text, a full-width figure block, then more text with a list and a table", () => {
    const body = `<article class="longform"><div class="container narrow"><h1>The harbour plan</h1>${P("en", 0, 1)}</div><div class="full-bleed"><figure><img src="/wide.jpg" alt=""><figcaption>The harbour from the lighthouse</figcaption></figure></div><div class="container narrow"><h2>What changes</h2><ul>${li(["Moorings stay free", "Warehouses get roofs", "Lights on the promenade"])}</ul>${P("en", 2)}<table><tr><th>Phase</th><th>Year</th></tr><tr><td>Wall</td><td>2027</td></tr><tr><td>Roofs</td><td>2028</td></tr></table>${P("en", 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 1), "The harbour from the lighthouse", "What changes", "Moorings stay free", "Lights on the promenade", S("en", 2), "Wall 2027", S("en", 3)], gone);
    const noArticle = `<div class="section"><div class="wrap"><h1>The harbour plan</h1>${P("en", 0, 1)}</div></div><div class="section section--image"><div class="wrap wide"><img src="/wide.jpg" alt=""><p class="caption">The harbour from the lighthouse</p></div></div><div class="section"><div class="wrap"><ul>${li(["Moorings stay free", "Warehouses get roofs", "Lights on the promenade"])}</ul>${P("en", 2, 3)}</div></div>`;
    keepsAndDrops(scrape(stackPage(noArticle)), [S("en", 1), "The harbour from the lighthouse", "Moorings stay free", "Lights on the promenade", S("en", 2), S("en", 3)], gone);
  });

  it("a list of sources, nested numbered lists, a definition list and captions in <small>, wp-caption-text, aria-describedby and a two-picture figure", () => {
    const src = `<ul>${[["https://www.portauthority.example/report-2025.pdf", "Port authority annual report 2025"], ["https://stats.example.org/fisheries", "National fisheries statistics"], ["https://en.wikipedia.org/wiki/Harbour", "Harbour (encyclopedia entry)"]].map(([h, t]) => `<li><a href="${h}">${t}</a></li>`).join("")}</ul>`;
    const nested = `<ol><li>Survey<ol><li>Measure the wall</li><li>Test the stone</li></ol></li><li>Build<ol type="a"><li>Lay the footing</li><li>Raise the wall</li></ol></li></ol>`;
    const dl = '<dl><dt>Berth</dt><dd>A place where a boat moors.</dd><dt>Bollard</dt><dd>A short post for mooring lines.</dd></dl>';
    const small = '<div class="image"><img src="/a.jpg" alt=""><small>The wall before the storm</small></div>';
    const wpc = '<div id="attachment_12" style="width: 810px" class="wp-caption aligncenter"><img aria-describedby="caption-attachment-12" src="/b.jpg" width="800" height="533"><p id="caption-attachment-12" class="wp-caption-text">The wall after the storm</p></div>';
    const aria = '<div class="media"><img src="/c.jpg" alt="" aria-describedby="cap-c"></div><div id="cap-c" class="media-note">Stone arrives from the quarry</div>';
    const two = '<figure class="pair"><img src="/d.jpg" alt=""><img src="/e.jpg" alt=""><figcaption>Left: the crane in 1911. Right: the crane today.</figcaption></figure>';
    const body = `<article><h1>The harbour plan</h1><div class="article-body">${P("en", 0)}<p>Our sources:</p>${src}${P("en", 1)}${nested}${dl}${small}${P("en", 2)}${wpc}${aria}${two}${P("en", 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Port authority annual report 2025", "National fisheries statistics", "Harbour (encyclopedia entry)", S("en", 1), "Measure the wall", "Test the stone", "Lay the footing", "Raise the wall", "Berth", "A place where a boat moors.", "A short post for mooring lines.", "The wall before the storm", S("en", 2), "The wall after the storm", "Stone arrives from the quarry", "Left: the crane in 1911. Right: the crane today.", S("en", 3)], gone);
  });

  it("a two-picture figure labelled by a note inside it", () => {
    const src = `<div class="links-list"><ul>${[["https://www.portauthority.example/report.pdf", "Port authority annual report"], ["https://stats.example.org/fisheries", "National fisheries statistics"], ["https://www.unesco.example/harbours", "Historic harbours survey"]].map(([h, t]) => `<li><a href="${h}" target="_blank" rel="noopener">${t}</a></li>`).join("")}</ul></div>`;
    const body = `<article><h1>The harbour plan</h1><div class="post-body">${P("en", 0)}${src}${P("en", 1)}<figure role="group" aria-labelledby="fc1"><img src="/a.jpg" alt=""><img src="/b.jpg" alt=""><div id="fc1" class="fig-note">Before and after the storm of 2024</div></figure>${P("en", 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "Port authority annual report", "Historic harbours survey", S("en", 1), "Before and after the storm of 2024", S("en", 3)], gone);
  });

  it("a one-page company site: the 'About us' box of <br> lines and a services list", () => {
    const body = `<section id="about" class="section about"><div class="container"><h2 class="section-title">About us</h2><div class="box about-box"><p>Harbour Boatworks builds and repairs wooden boats on the north pier.<br>We were founded in 1952 by three fishermen's sons.<br>Today twelve shipwrights work in our yard, from apprentices to masters.<br>We build about four new boats a year and repair many more.</p><p>Our yard is open to visitors on Saturdays.<br>School classes can book a guided tour.</p></div></div></section><section id="services" class="section"><h2>What we do</h2><ul class="services">${li(["Restoration of classic boats", "New wooden dinghies", "Winter storage"])}</ul></section>`;
    keepsAndDrops(scrape(stackPage(body, "en", "Harbour Boatworks")), ["Harbour Boatworks builds and repairs", "We were founded in 1952", "Today twelve shipwrights", "Our yard is open to visitors", "School classes can book"], gone);
  });

  it("two pictures in one figure with one caption, a caption in <small> under a picture", () => {
    const body = `<article><h1>The harbour plan</h1><div class="article__body">${P("en", 0)}<figure class="media-pair"><div class="media-pair__items"><picture><source srcset="/a.webp"><img src="/a.jpg" alt="Quay in 1930"></picture><picture><source srcset="/b.webp"><img src="/b.jpg" alt="Quay in 2024"></picture></div><figcaption class="media-pair__caption">The quay in 1930 and in 2024. <small class="credit">Photos: city archive</small></figcaption></figure>${P("en", 1)}<div class="photo"><img src="/c.jpg" alt=""><p><small>The harbour master's office, built in 1911</small></p></div>${P("en", 2, 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "The quay in 1930 and in 2024.", S("en", 1), "The harbour master's office, built in 1911", S("en", 2)], gone);
  });

  it("a key-points box before the first paragraph and a timeline list after the last", () => {
    const body = `<article class="story"><h1>The harbour plan</h1><div class="story-body"><div class="key-points"><h2>Key points</h2><ul>${li(["The council approved the plan", "Works start in spring", "Rents may rise"])}</ul></div>${P("en", 0, 1, 2, 3)}<h2>Timeline</h2><ul>${li(["1911: quay built", "2024: storm damage", "2027: new wall"])}</ul></div></article>`;
    keepsAndDrops(scrape(stackPage(body)), ["Key points", "The council approved the plan", "Rents may rise", S("en", 0), S("en", 3), "Timeline", "1911: quay built", "2027: new wall"], gone);
  });

  it("captions an image points to with aria-describedby: a line before it, a <small> in its figcaption, a span after its wrapper", () => {
    const a = '<div class="media-block"><p id="d1" class="media-description">A fishing boat leaves the north pier at six in the morning.</p><img src="/a.jpg" alt="" aria-describedby="d1"></div>';
    const b = '<figure><img src="/b.jpg" alt="" aria-describedby="d2"><figcaption><small id="d2">The crane on its last day at the quay</small></figcaption></figure>';
    const c = '<div class="img-wrap"><picture><img src="/c.jpg" alt="" aria-describedby="d3"></picture></div><span id="d3" class="img-desc">The harbour office seen from the water</span>';
    const body = `<article><h1>The harbour plan</h1><div class="post-body">${P("en", 0)}${a}${P("en", 1)}${b}${P("en", 2)}${c}${P("en", 3)}</div></article>`;
    keepsAndDrops(scrape(stackPage(body)), [S("en", 0), "A fishing boat leaves the north pier", S("en", 1), "The crane on its last day at the quay", S("en", 2), "The harbour office seen from the water", S("en", 3)], gone);
  });

  it("(he) a caption whose photographer's credit goes, and a table with its caption", () => {
    const he = `<div class="article-body">${P("he", 0)}<figure><img src="/a.jpg" alt=""><figcaption>המזח הצפוני בשחר <span class="credit">צילום: דני לוי</span></figcaption></figure>${P("he", 1)}<table><caption>שלבי העבודה</caption><tr><th>שלב</th><th>מועד</th></tr><tr><td>סקר</td><td>אפריל</td></tr><tr><td>בנייה</td><td>ספטמבר</td></tr></table>${P("he", 2, 3)}</div>`;
    keepsAndDrops(scrape(stackPage(`<article><h1>תוכנית הנמל</h1>${he}</article>`, "he", "תוכנית הנמל")), [S("he", 0), "המזח הצפוני בשחר", S("he", 1), "שלבי העבודה", "סקר אפריל", S("he", 2)], [...gone, "דני לוי"]);
  });
});
