import { beforeAll, describe, expect, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { EN_COOKIE, EN_FOOTER, EN_MENU, EN_STORY, cards, clean, li, linkItems, onceInOrder, shell, ps } from "../helpers/judge8-pages.js";

// WordPress themes and page builders (Twenty Twenty-One, Elementor, Divi, WPBakery) and shop blogs
// (Shopify, WooCommerce), in English, German and Polish: the post's lists, tables, captions and quotes
// stay; tag lists, share bars, newsletter boxes, author boxes and "more from" cards go.

beforeAll(loadConverter);

const EN = EN_STORY;
const MENU = EN_MENU;
const FOOTER = EN_FOOTER;
const COOKIE = EN_COOKIE;
const PL = [
  "Zarząd portu zdecydował we wtorek, że nabrzeże północne zostanie odbudowane z kamienia, po dwóch latach sporów o koszt betonu i wygląd starej fasady.",
  "Prace ruszą we wrześniu, a nabrzeże pozostanie otwarte dla promu przez cały czas, z tymczasowym pomostem na południowym brzegu dla kutrów rybackich.",
  "Zarząd liczy na mur, który przetrwa sto lat; poprzedni, zbudowany w 1911 roku, łatano jedenaście razy, zanim burza z 2024 roku go zniszczyła.",
] as const;
const RELATED = cards("You may also like", [["A new ferry for the bay", "The old ferry retires after forty years of service."], ["Harbour festival returns", "Music, boats and fish on the quay all weekend."], ["Storm damage, one year on", "What the storm of 2024 changed along the coast."]]);
const SHARE = '<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Share this:</h3><ul><li><a href="/x?share=facebook">Facebook</a></li><li><a href="/x?share=twitter">X</a></li><li><a href="/x?share=email">Email</a></li></ul></div>';
const NEWSLETTER = '<div class="newsletter-signup"><h3>Get the harbour news</h3><p>Sign up for our weekly newsletter and never miss a story.</p><form><input type="email" placeholder="Your email"><button>Subscribe</button></form></div>';

describe("main content: WordPress themes and page builders", () => {
  it("Twenty Twenty-One (entry-content, Gutenberg-less classic editor): keeps a captioned image [caption] block, a list of links, a table without thead and a pullquote; drops tags, share bar, post navigation and related cards", () => {
    const content =
      `${ps(EN.slice(0, 1))}<div id="attachment_77" style="width: 650px" class="wp-caption aligncenter"><img aria-describedby="caption-attachment-77" class="size-large wp-image-77" src="/wp-content/uploads/2026/03/quay.jpg" width="640" height="400" alt=""><p id="caption-attachment-77" class="wp-caption-text">The north quay after the storm of 2024</p></div>${ps(EN.slice(1, 2))}` +
      `<p>Read the documents:</p><ul>${linkItems(["Site plan", "Engineering report", "Cost estimate"], "/wp-content/uploads/2026/03/doc-")}</ul>` +
      '<table><tbody><tr><td>Demolition</td><td>£0.4m</td></tr><tr><td>New wall</td><td>£1.6m</td></tr><tr><td>Landing stage</td><td>£0.2m</td></tr></tbody></table>' +
      `<blockquote class="wp-block-quote"><p>A harbour without a quay is a town without a street.</p><cite>Mary Penrose, board chair</cite></blockquote>${ps(EN.slice(2))}`;
    const main =
      '<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main"><article id="post-77" class="post-77 post type-post status-publish format-standard hentry category-news tag-harbour entry">' +
      '<header class="entry-header alignwide"><h1 class="entry-title">A stone wall for the north quay</h1></header>' +
      `<div class="entry-content">${content}${SHARE}</div>` +
      '<footer class="entry-footer default-max-width"><div class="posted-by"><span class="posted-on">Published <time class="entry-date published" datetime="2026-03-03">March 3, 2026</time></span><span class="byline">By <a href="/author/mary/" rel="author">Mary</a></span></div><div class="post-taxonomies"><span class="cat-links">Categorized as <a href="/category/news/" rel="category tag">News</a> </span><span class="tags-links">Tagged <a href="/tag/harbour/" rel="tag">harbour</a>, <a href="/tag/quay/" rel="tag">quay works</a></span></div></footer></article>' +
      `<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="/ferry/" rel="prev"><p class="meta-nav">Previous post</p><p class="post-title">A new ferry for the bay</p></a></div></div></nav>${RELATED}</main></div></div>`;
    const page = shell({ title: "A stone wall for the north quay", site: "Harbour Board", cookie: COOKIE, menu: MENU, footer: FOOTER, main });
    const markdown = scrape(page, "https://harbourboard.example/2026/03/03/a-stone-wall-for-the-north-quay/");
    onceInOrder(markdown, ["A stone wall for the north quay", EN[0], "The north quay after the storm of 2024", EN[1], "Read the documents:", "Site plan", "Engineering report", "Cost estimate", "Demolition", "£0.4m", "New wall", "Landing stage", "A harbour without a quay is a town without a street.", EN[2], EN[3]]);
    clean(markdown, ["Share this", "Tagged", "quay works", "Previous post", "You may also like", "Harbour festival returns", COOKIE, "Privacy policy"]);
  });

  it("Elementor (de): keeps text-editor widgets, an image widget with caption, an icon-list widget (a list without links in a wrapper named 'widget') and a table in a text widget; drops the posts widget, the share buttons widget and the form widget", () => {
    const widget = (kind: string, inner: string) => `<div class="elementor-element elementor-widget elementor-widget-${kind}" data-widget_type="${kind}.default"><div class="elementor-widget-container">${inner}</div></div>`;
    const DE = [
      "Der Gemeinderat hat am Dienstag beschlossen, die alte Kaimauer am Nordhafen in Naturstein neu zu bauen, nach zwei Jahren Streit über die Kosten und das Aussehen der Fassade.",
      "Die Arbeiten beginnen im September, und der Kai bleibt für die Fähre die ganze Zeit geöffnet; die Fischer bekommen einen provisorischen Steg am Südufer.",
      "Der Rat rechnet mit einer Mauer, die hundert Jahre hält; die alte, gebaut 1911, war elfmal geflickt worden, bevor der Sturm von 2024 sie brach.",
    ];
    const column = (inner: string) => `<div class="elementor-column elementor-col-100 elementor-top-column elementor-element"><div class="elementor-widget-wrap elementor-element-populated">${inner}</div></div>`;
    const section = (inner: string) => `<section class="elementor-section elementor-top-section elementor-element elementor-section-boxed"><div class="elementor-container elementor-column-gap-default">${inner}</div></section>`;
    const body =
      section(column(widget("theme-post-title", '<h1 class="elementor-heading-title elementor-size-default">Neue Kaimauer für den Nordhafen</h1>') + widget("post-info", '<ul class="elementor-inline-items elementor-icon-list-items elementor-post-info"><li class="elementor-icon-list-item"><span class="elementor-post-info__item--type-date">3. März 2026</span></li><li><span class="elementor-post-info__item--type-author">Redaktion</span></li></ul>'))) +
      section(column(
        widget("text-editor", ps(DE.slice(0, 2))) +
        widget("image", '<figure class="wp-caption"><img src="/wp-content/uploads/kai.jpg" alt="Kaimauer" width="800" height="500"><figcaption class="widget-image-caption wp-caption-text">Die alte Kaimauer im Winter</figcaption></figure>') +
        widget("heading", '<h2 class="elementor-heading-title elementor-size-default">Was geplant ist</h2>') +
        widget("icon-list", '<ul class="elementor-icon-list-items"><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i class="fas fa-check"></i></span><span class="elementor-icon-list-text">eine Mauer aus Granit</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i class="fas fa-check"></i></span><span class="elementor-icon-list-text">ein beleuchteter Steg</span></li><li class="elementor-icon-list-item"><span class="elementor-icon-list-icon"><i class="fas fa-check"></i></span><span class="elementor-icon-list-text">ein neuer Fußweg</span></li></ul>') +
        widget("text-editor", `<table><thead><tr><th>Abschnitt</th><th>Kosten</th></tr></thead><tbody><tr><td>Abriss</td><td>0,4 Mio. €</td></tr><tr><td>Neubau</td><td>1,6 Mio. €</td></tr></tbody></table>${ps(DE.slice(2))}`) +
        widget("share-buttons", '<div class="elementor-grid"><div class="elementor-grid-item"><div class="elementor-share-btn elementor-share-btn_facebook"><span class="elementor-share-btn__text">Teilen auf Facebook</span></div></div></div>'),
      )) +
      section(column(widget("heading", '<h2 class="elementor-heading-title">Weitere Beiträge</h2>') + widget("posts", `<div class="elementor-posts-container elementor-posts elementor-grid">${["Hafenfest 2026", "Neuer Fährplan", "Sturmschäden"].map((h, n) => `<article class="elementor-post elementor-grid-item"><a class="elementor-post__thumbnail__link" href="/p${n}"><div class="elementor-post__thumbnail"><img src="/t${n}.jpg" alt=""></div></a><div class="elementor-post__text"><h3 class="elementor-post__title"><a href="/p${n}">${h}</a></h3><div class="elementor-post__excerpt"><p>Kurz berichtet aus dem Hafen und der Stadt.</p></div><a class="elementor-post__read-more" href="/p${n}">Weiterlesen »</a></div></article>`).join("")}</div>`))) +
      section(column(widget("form", '<form class="elementor-form"><div class="elementor-field-group"><label>E-Mail</label><input type="email"></div><button type="submit"><span class="elementor-button-text">Newsletter abonnieren</span></button></form>')));
    const main = `<main id="content" class="site-main"><div data-elementor-type="single-post" class="elementor elementor-123 elementor-location-single post-123 post type-post">${body}</div></main>`;
    const page = shell({ lang: "de", title: "Neue Kaimauer für den Nordhafen", site: "Hafenverein", cookie: "Wir verwenden Cookies, um unsere Website für Sie optimal zu gestalten.", menu: ["Start", "Verein", "Termine", "Kontakt"], footer: ["Impressum", "Datenschutz"], main });
    const markdown = scrape(page, "https://hafenverein.example/neue-kaimauer/");
    // The post-info list, whose items (date, author) go by their names, goes with them: no bare "-" bullet.
    expect(markdown).not.toMatch(/^\s*[-*]\s*$/m);
    onceInOrder(markdown, ["Neue Kaimauer für den Nordhafen", DE[0] as string, DE[1] as string, "Die alte Kaimauer im Winter", "Was geplant ist", "eine Mauer aus Granit", "ein beleuchteter Steg", "ein neuer Fußweg", "Abschnitt", "Abriss", "0,4 Mio. €", DE[2] as string]);
    clean(markdown, ["Weitere Beiträge", "Hafenfest 2026", "Kurz berichtet", "Weiterlesen", "Teilen auf Facebook", "Newsletter abonnieren", "Wir verwenden Cookies", "Datenschutz"]);
  });

  it("Divi (et_pb_text) and WPBakery (wpb_text_column): keeps each module's text, list and image caption; drops the blog module of other posts and the sidebar", () => {
    const divi =
      '<div id="et-main-area"><div id="main-content"><article id="post-9" class="et_pb_post post-9 post"><div class="entry-content"><div class="et-l et-l--post"><div class="et_builder_inner_content et_pb_gutters3">' +
      '<div class="et_pb_section et_pb_section_0 et_section_regular"><div class="et_pb_row et_pb_row_0"><div class="et_pb_column et_pb_column_4_4 et_pb_column_0">' +
      '<div class="et_pb_module et_pb_post_title et_pb_post_title_0 et_pb_bg_layout_light"><div class="et_pb_title_container"><h1 class="entry-title">A stone wall for the north quay</h1><p class="et_pb_title_meta_container">by <span class="author vcard"><a href="/author/mary/">Mary</a></span> | Mar 3, 2026 | <a href="/category/news/" rel="category tag">News</a></p></div></div>' +
      `<div class="et_pb_module et_pb_text et_pb_text_0 et_pb_text_align_left et_pb_bg_layout_light"><div class="et_pb_text_inner">${ps(EN.slice(0, 2))}</div></div>` +
      '<div class="et_pb_module et_pb_image et_pb_image_0"><span class="et_pb_image_wrap"><img src="/wp-content/uploads/quay.jpg" alt="The quay" title="quay"></span></div>' +
      '<div class="et_pb_module et_pb_text et_pb_text_1"><div class="et_pb_text_inner"><p><em>The quay in winter, seen from the ferry</em></p></div></div>' +
      '<div class="et_pb_module et_pb_text et_pb_text_2"><div class="et_pb_text_inner"><h3>Timeline</h3><ol><li>September: old wall comes down</li><li>November: new foundations</li><li>March: stone wall finished</li></ol></div></div>' +
      `<div class="et_pb_module et_pb_text et_pb_text_3"><div class="et_pb_text_inner">${ps(EN.slice(2))}</div></div>` +
      '</div></div></div>' +
      `<div class="et_pb_section et_pb_section_1"><div class="et_pb_row"><div class="et_pb_column"><div class="et_pb_module et_pb_text et_pb_text_4"><div class="et_pb_text_inner"><h2>More from the harbour</h2></div></div><div class="et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper"><div class="et_pb_blog_grid clearfix"><div class="et_pb_ajax_pagination_container"><div class="et_pb_salvattore_content">${["A new ferry for the bay", "Harbour festival returns", "Storm damage, one year on"].map((h, n) => `<article class="et_pb_post clearfix et_pb_blog_item_0_${n} post type-post"><div class="et_pb_image_container"><a href="/p${n}" class="entry-featured-image-url"><img src="/t${n}.jpg" alt="${h}"></a></div><h2 class="entry-title"><a href="/p${n}">${h}</a></h2><p class="post-meta"><span class="published">Feb ${n + 1}, 2026</span></p><div class="post-content"><div class="post-content-inner"><p>News from the quay and the town, told short.</p></div><a href="/p${n}" class="more-link">read more</a></div></article>`).join("")}</div></div></div></div></div></div></div>` +
      '</div></div></div></article></div></div>';
    const page = shell({ title: "A stone wall for the north quay", site: "Harbour Board", cookie: COOKIE, menu: MENU, footer: FOOTER, main: divi });
    const markdown = scrape(page, "https://harbourboard.example/a-stone-wall/");
    onceInOrder(markdown, ["A stone wall for the north quay", EN[0], EN[1], "The quay in winter, seen from the ferry", "Timeline", "September: old wall comes down", "November: new foundations", "March: stone wall finished", EN[2], EN[3]]);
    clean(markdown, ["More from the harbour", "Harbour festival returns", "News from the quay and the town", "read more", COOKIE, "Privacy policy"]);

    const wpb =
      '<div class="container"><div class="row"><div class="col-md-8"><div class="post-content">' +
      '<div class="vc_row wpb_row vc_row-fluid"><div class="wpb_column vc_column_container vc_col-sm-12"><div class="vc_column-inner"><div class="wpb_wrapper">' +
      '<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper"><h1>Nowe nabrzeże północne</h1>' + ps(PL.slice(0, 2)) + "</div></div>" +
      '<div class="wpb_single_image wpb_content_element vc_align_center"><figure class="wpb_wrapper vc_figure"><div class="vc_single_image-wrapper vc_box_border_grey"><img src="/wp-content/uploads/nabrzeze.jpg" class="vc_single_image-img attachment-full" alt="Nabrzeże" width="800" height="500"></div><figcaption class="vc_figure-caption">Nabrzeże północne po burzy w 2024 roku</figcaption></figure></div>' +
      `<div class="wpb_text_column wpb_content_element"><div class="wpb_wrapper"><p>Plan prac:</p><ul><li>rozbiórka starego muru</li><li>nowe fundamenty<ul><li>palowanie</li><li>płyta betonowa</li></ul></li><li>mur z granitu</li></ul>${ps(PL.slice(2))}</div></div>` +
      '</div></div></div></div></div>' +
      `<div class="tags"><span>Tagi:</span> <a href="/tag/port" rel="tag">port</a> <a href="/tag/remont" rel="tag">remont nabrzeża</a></div></div>` +
      `<div class="col-md-4"><div class="widget widget_recent_entries"><h4 class="widget-title">Najnowsze wpisy</h4><ul>${linkItems(["Nowy prom w zatoce", "Festyn portowy", "Szkody po burzy"], "/wpis/")}</ul></div></div></div></div>`;
    const page2 = shell({ lang: "pl", title: "Nowe nabrzeże północne", site: "Port Północ", cookie: "Ta strona używa plików cookie.", menu: ["Start", "Aktualności", "Kontakt"], footer: ["Polityka prywatności"], main: wpb });
    const markdown2 = scrape(page2, "https://portpolnoc.example/nowe-nabrzeze/");
    onceInOrder(markdown2, ["Nowe nabrzeże północne", PL[0], PL[1], "Nabrzeże północne po burzy w 2024 roku", "Plan prac:", "rozbiórka starego muru", "nowe fundamenty", "palowanie", "płyta betonowa", "mur z granitu", PL[2]]);
    clean(markdown2, ["Najnowsze wpisy", "Festyn portowy", "remont nabrzeża", "Ta strona używa plików cookie", "Polityka prywatności"]);
  });
});

describe("main content: shop blogs", () => {
  it("Shopify blog article (article__content rte): keeps a product table with links, a numbered how-to and a captioned image; drops the product recommendation grid, the newsletter and the blog sidebar tags", () => {
    const rte =
      `<div class="article-template__content page-width page-width--narrow rte" itemprop="articleBody">${ps(EN.slice(0, 1))}` +
      '<p><img src="//cdn.shopify.example/s/files/1/rope.jpg?v=1" alt="Coiled mooring rope on the quay" style="float: none;"></p><p><em>Three-strand rope after one winter on the quay</em></p>' +
      '<h2>How to splice an eye</h2><ol><li>Unlay the rope for about twelve turns.</li><li>Tuck each strand against the lay.</li><li>Taper the last tucks and roll the splice under your foot.</li></ol>' +
      '<h2>What we used</h2><table><tbody><tr><th>Item</th><th>Price</th></tr><tr><td><a href="/products/three-strand-rope">Three-strand rope, 12 mm</a></td><td>€3.20 / m</td></tr><tr><td><a href="/products/swedish-fid">Swedish fid</a></td><td>€18.00</td></tr></tbody></table>' +
      `${ps(EN.slice(1, 2))}</div>`;
    const main =
      '<main id="MainContent" class="content-for-layout" role="main"><div class="shopify-section"><article class="article-template" itemscope itemtype="http://schema.org/BlogPosting">' +
      '<div class="page-width page-width--narrow"><header><h1 class="article-template__title" itemprop="headline">Splicing mooring rope, step by step</h1><span class="circle-divider caption-with-letter-spacing" itemprop="dateCreated pubdate datePublished"><time datetime="2026-03-03">March 3, 2026</time></span></header></div>' +
      rte +
      '<div class="article-template__social-sharing page-width page-width--narrow"><div class="share-button"><details><summary class="share-button__button">Share</summary><div class="share-button__fallback"><input type="text" value="https://shop.example/blogs/news/splicing"><button class="share-button__copy">Copy link</button></div></details></div></div>' +
      '<div class="article-template__back element-margin-top center"><a href="/blogs/news" class="article-template__link link animate-arrow">Back to blog</a></div></article></div>' +
      `<div class="shopify-section"><div class="product-recommendations"><h2>Shop the story</h2><ul class="grid product-grid">${["Three-strand rope", "Swedish fid", "Whipping twine"].map((h, n) => `<li class="grid__item"><div class="card-wrapper product-card-wrapper"><div class="card card--standard"><div class="card__media"><img src="/p${n}.jpg" alt=""></div><div class="card__content"><h3 class="card__heading"><a href="/products/p${n}">${h}</a></h3><div class="price"><span class="price-item">From €${n + 3}.00</span></div></div></div></div></li>`).join("")}</ul></div></div>` +
      `<div class="shopify-section">${NEWSLETTER}</div></main>`;
    const page = shell({ title: "Splicing mooring rope, step by step", site: "Quayside Chandlery", cookie: COOKIE, menu: ["Shop", "Rope", "Hardware", "Blog"], footer: ["Shipping", "Returns", "Terms of service"], main });
    const markdown = scrape(page, "https://shop.example/blogs/news/splicing-mooring-rope");
    onceInOrder(markdown, ["Splicing mooring rope, step by step", EN[0], "Three-strand rope after one winter on the quay", "How to splice an eye", "Unlay the rope for about twelve turns.", "Tuck each strand against the lay.", "Taper the last tucks", "What we used", "Three-strand rope, 12 mm", "€3.20 / m", "Swedish fid", "€18.00", EN[1]]);
    clean(markdown, ["Shop the story", "Whipping twine", "From €", "Get the harbour news", "Copy link", "Back to blog", COOKIE, "Terms of service"]);
  });

  it("WooCommerce shop's WordPress blog (es): keeps a gallery block's captions and a list; drops the 'Productos relacionados' loop and the widget sidebar", () => {
    const ES = [
      "La junta del puerto acordó el martes reconstruir en piedra el muro del muelle norte, tras dos años de discusiones sobre el coste del hormigón y el aspecto de la fachada antigua.",
      "Las obras empiezan en septiembre y el muelle seguirá abierto al transbordador durante todo el tiempo, con un embarcadero provisional en el lado sur para los pesqueros.",
      "La junta espera que el muro dure cien años; el anterior, construido en 1911, fue remendado once veces antes de que el temporal de 2024 lo derribara.",
    ];
    const content =
      ps(ES.slice(0, 2)) +
      '<figure class="wp-block-gallery has-nested-images columns-2 is-cropped"><figure class="wp-block-image size-large"><img src="/wp-content/uploads/cabo1.jpg" alt=""><figcaption class="wp-element-caption">Cabo de tres cordones</figcaption></figure><figure class="wp-block-image size-large"><img src="/wp-content/uploads/cabo2.jpg" alt=""><figcaption class="wp-element-caption">Gaza terminada</figcaption></figure><figcaption class="blocks-gallery-caption wp-element-caption">Antes y después del empalme</figcaption></figure>' +
      "<ul><li>un pasador sueco</li><li>cinta adhesiva</li><li>un cuchillo afilado</li></ul>" +
      ps(ES.slice(2));
    const main =
      '<div id="primary" class="content-area"><main id="main" class="site-main"><article class="post type-post hentry"><header class="entry-header"><h1 class="entry-title">Cómo empalmar un cabo</h1></header>' +
      `<div class="entry-content">${content}</div></article>` +
      `<section class="related products"><h2>Productos relacionados</h2><ul class="products columns-3">${["Cabo de amarre", "Pasador sueco", "Hilo de falcacear"].map((h, n) => `<li class="product type-product"><a href="/producto/p${n}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img src="/p${n}.jpg" alt=""><h2 class="woocommerce-loop-product__title">${h}</h2><span class="price"><bdi>${n + 9},00&nbsp;€</bdi></span></a><a href="?add-to-cart=${n}" class="button add_to_cart_button">Añadir al carrito</a></li>`).join("")}</ul></section></main></div>` +
      `<div id="secondary" class="widget-area" role="complementary"><section class="widget woocommerce widget_product_categories"><h2 class="widget-title">Categorías</h2><ul class="product-categories">${li(['<a href="/cat/cabos">Cabos</a>', '<a href="/cat/herrajes">Herrajes</a>'])}</ul></section></div>`;
    const page = shell({ lang: "es", title: "Cómo empalmar un cabo", site: "Náutica del Muelle", cookie: "Utilizamos cookies para mejorar su experiencia.", menu: ["Tienda", "Blog", "Contacto"], footer: ["Aviso legal", "Política de cookies"], main });
    const markdown = scrape(page, "https://nauticadelmuelle.example/blog/como-empalmar-un-cabo/");
    onceInOrder(markdown, ["Cómo empalmar un cabo", ES[0] as string, ES[1] as string, "Cabo de tres cordones", "Gaza terminada", "Antes y después del empalme", "un pasador sueco", "cinta adhesiva", "un cuchillo afilado", ES[2] as string]);
    clean(markdown, ["Productos relacionados", "Hilo de falcacear", "Añadir al carrito", "Categorías", "Herrajes", "Utilizamos cookies", "Aviso legal"]);
  });
});
