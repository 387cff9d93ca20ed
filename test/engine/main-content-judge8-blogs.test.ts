import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { proseBlock } from "../helpers/cms-page.js";
import { cards, clean, li, linkItems, onceInOrder, shell, ps } from "../helpers/judge8-pages.js";

// Blogs on hosted platforms (Blogger, Tumblr, Squarespace, Wix, Hashnode, dev.to), in English, French,
// Spanish and Italian: the post's lists, tables, pictures with captions, quotes and code stay; the
// platform's profile boxes, reactions, "more from" cards, share bars and newsletter boxes go.

beforeAll(loadConverter);

const FR = [
  "Le conseil du port a décidé mardi de reconstruire en pierre le mur du quai nord, après deux ans de débats sur le coût du béton et l'aspect de l'ancienne façade.",
  "Les travaux commencent en septembre et le quai reste ouvert au bac pendant toute la durée du chantier, avec un ponton provisoire sur la rive sud pour les pêcheurs.",
  "Le conseil compte sur un mur qui tienne cent ans ; le précédent, construit en 1911, avait été rapiécé onze fois avant que la tempête de 2024 ne le brise.",
] as const;
const ES = [
  "La junta del puerto acordó el martes reconstruir en piedra el muro del muelle norte, tras dos años de discusiones sobre el coste del hormigón y el aspecto de la fachada antigua.",
  "Las obras empiezan en septiembre y el muelle seguirá abierto al transbordador durante todo el tiempo, con un embarcadero provisional en el lado sur para los pesqueros.",
  "La junta espera que el muro dure cien años; el anterior, construido en 1911, fue remendado once veces antes de que el temporal de 2024 lo derribara.",
] as const;
const IT = [
  "Il consiglio del porto ha deciso martedì di ricostruire in pietra il muro del molo nord, dopo due anni di discussioni sul costo del calcestruzzo e sull'aspetto della vecchia facciata.",
  "I lavori iniziano a settembre e il molo resta aperto al traghetto per tutto il tempo, con un pontile provvisorio sul lato sud per i pescherecci.",
  "Il consiglio conta su un muro che duri cento anni; il precedente, costruito nel 1911, era stato rattoppato undici volte prima che la tempesta del 2024 lo distruggesse.",
] as const;

describe("main content: hosted blogs", () => {
  it("Blogger post (fr): keeps a picture in a caption table (tr-caption), a list and a quote written in divs with <br>; drops the profile, the archive and 'Articles plus récents'", () => {
    const body =
      `<div class="post-body entry-content float-container" id="post-body-123">${FR[0]}<br><br>${FR[1]}<br>` +
      '<table align="center" cellpadding="0" cellspacing="0" class="tr-caption-container" style="margin-left:auto;margin-right:auto"><tbody><tr><td style="text-align:center"><a href="https://blogger.googleusercontent.example/img/quai-large.jpg" style="margin-left:auto;margin-right:auto"><img border="0" data-original-height="900" data-original-width="1600" height="360" src="https://blogger.googleusercontent.example/img/quai.jpg" width="640"></a></td></tr><tr><td class="tr-caption" style="text-align:center">Le quai nord après la tempête de 2024</td></tr></tbody></table>' +
      `<br><div>Ce que prévoit le chantier :</div><ul><li>un mur en granit de Bretagne</li><li>un ponton provisoire éclairé la nuit</li><li>une passerelle pour les piétons</li></ul>` +
      `<blockquote class="tr_bq">Un port sans quai, c'est une ville sans rue.</blockquote>${FR[2]}</div>`;
    const main =
      '<div class="main-inner"><div class="column-center-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">' +
      '<div class="date-outer"><h2 class="date-header"><span>mardi 3 mars 2026</span></h2><div class="date-posts"><div class="post-outer"><div class="post hentry" itemprop="blogPost" itemscope itemtype="http://schema.org/BlogPosting">' +
      `<h3 class="post-title entry-title" itemprop="name">Un nouveau mur pour le quai nord</h3><div class="post-header"><div class="post-header-line-1"></div></div>${body}` +
      '<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Publié par <span class="fn" itemprop="author"><a class="g-profile" href="https://www.blogger.example/profile/1" rel="author">Maëlle</a></span></span> <span class="post-timestamp">à <a class="timestamp-link" href="/2026/03/quai.html"><abbr class="published">10:14</abbr></a></span> <span class="post-comment-link"><a class="comment-link" href="/2026/03/quai.html#comment-form">Aucun commentaire</a></span></div>' +
      '<div class="post-share-buttons goog-inline-block"><a class="goog-inline-block share-button sb-email" href="https://www.blogger.example/share-post.g?target=email"><span class="share-button-link-text">Envoyer par e-mail</span></a><a class="share-button sb-blog" href="#"><span class="share-button-link-text">BlogThis!</span></a><a class="share-button sb-facebook" href="#"><span class="share-button-link-text">Partager sur Facebook</span></a></div>' +
      '<div class="post-footer-line post-footer-line-2"><span class="post-labels">Libellés : <a href="/search/label/port" rel="tag">port</a>, <a href="/search/label/travaux" rel="tag">travaux</a></span></div></div></div></div></div></div></div>' +
      '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2026/03/suite.html" title="Article plus récent">Article plus récent</a></span><span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2026/02/avant.html" title="Article plus ancien">Article plus ancien</a></span><a class="home-link" href="/">Accueil</a></div>' +
      '<div class="post-feeds"><div class="feed-links">Inscription à : <a class="feed-link" href="/feeds/1/comments/default" type="application/atom+xml">Publier les commentaires (Atom)</a></div></div></div></div></div></div>' +
      '<div class="column-right-inner"><aside><div class="sidebar section" id="sidebar-right-1"><div class="widget Profile" id="Profile1"><h2>Qui suis-je ?</h2><div class="widget-content"><a href="/p"><img alt="Ma photo" class="profile-img" height="80" src="/me.jpg" width="80"></a><dl class="profile-datablock"><dt class="profile-data"><a class="profile-name-link g-profile" href="/p">Maëlle</a></dt><dd class="profile-textblock">Brestoise, photographe du dimanche et amoureuse des vieux ports de Bretagne.</dd></dl><a class="profile-link" href="/p" rel="author">Afficher mon profil complet</a></div></div>' +
      `<div class="widget BlogArchive" id="BlogArchive1"><h2>Archives du blog</h2><div class="widget-content"><ul class="hierarchy">${li(['<a class="toggle" href="#">►</a> <a class="post-count-link" href="/2026/">2026</a> <span class="post-count">(12)</span>', '<a class="toggle" href="#">►</a> <a class="post-count-link" href="/2025/">2025</a> <span class="post-count">(31)</span>'])}</ul></div></div></div></aside></div>`;
    const page = shell({ lang: "fr", title: "Un nouveau mur pour le quai nord", site: "Carnets du port", cookie: "Ce site utilise des cookies provenant de Google pour fournir ses services.", menu: ["Accueil", "Photos", "Contact"], footer: ["Thème Simple", "Fourni par Blogger"], main });
    const markdown = scrape(page, "https://carnetsduport.blogspot.example/2026/03/quai.html");
    onceInOrder(markdown, ["Un nouveau mur pour le quai nord", FR[0], FR[1], "Le quai nord après la tempête de 2024", "Ce que prévoit le chantier :", "un mur en granit de Bretagne", "un ponton provisoire éclairé la nuit", "une passerelle pour les piétons", "Un port sans quai, c'est une ville sans rue.", FR[2]]);
    clean(markdown, ["Article plus récent", "Qui suis-je", "Archives du blog", "Partager sur Facebook", "BlogThis", "Publier les commentaires", "Ce site utilise des cookies", "Brestoise, photographe"]);
  });

  it("Tumblr text post with a photoset: keeps the photoset's unlinked pictures (a row of figures without text), the list and the reblog's quoted text; drops notes, tags and 'you might like'", () => {
    const post =
      '<article class="post text" id="post-7311"><div class="post-content"><div class="body-text"><h2>Ten days on a canal boat</h2>' +
      proseBlock("canal boat", 0, 2) +
      '<div class="npf_row"><div class="npf_col"><figure class="tmblr-full" data-orig-height="800" data-orig-width="1200"><img src="https://media.tumblr.example/a/s640/lock.jpg" alt="A lock keeper waving" data-orig-height="800"></figure></div><div class="npf_col"><figure class="tmblr-full"><img src="https://media.tumblr.example/b/s640/tow.jpg" alt="The towpath in the fog"></figure></div></div>' +
      "<p>What we packed:</p><ul><li>two windlasses</li><li>a long boat hook</li><li>far too many jumpers</li></ul>" +
      '<p><a class="tumblr_blog" href="https://narrowboatnell.tumblr.example/post/99">narrowboatnell</a>:</p><blockquote><p>Never race the boat behind you to the lock. They will always win and you will always be wet.</p></blockquote>' +
      proseBlock("canal boat", 2, 1) +
      "</div></div>" +
      '<footer class="post-footer"><div class="tags"><a href="/tagged/canals">#canals</a> <a href="/tagged/boats">#boats</a> <a href="/tagged/travel">#travel</a></div><div class="notes"><a href="/post/7311#notes">214 notes</a></div><div class="actions"><a href="/reblog/7311">Reblog</a> <a href="/like/7311">Like</a></div></footer></article>';
    const main =
      `<div id="container"><section id="posts">${post}</section>` +
      '<nav class="pagination"><a href="/page/2">Older posts</a></nav>' +
      `<aside class="recommended"><h2>You might like</h2><ul>${linkItems(["slowtravelsal", "lockkeeperslog", "riverrat-photos"], "https://x.tumblr.example/")}</ul></aside></div>`;
    const page = shell({ title: "Ten days on a canal boat", site: "Wet Jumpers", cookie: "Tumblr uses cookies to give you the best experience.", menu: ["Archive", "Ask me anything", "Submit"], footer: ["Theme by someone", "Powered by Tumblr"], main });
    const markdown = scrape(page, "https://wetjumpers.tumblr.example/post/7311/ten-days-on-a-canal-boat");
    onceInOrder(markdown, ["Ten days on a canal boat", "A lock keeper waving", "The towpath in the fog", "What we packed:", "two windlasses", "a long boat hook", "far too many jumpers", "Never race the boat behind you to the lock."]);
    clean(markdown, ["214 notes", "#canals", "Reblog", "You might like", "lockkeeperslog", "Ask me anything", "Tumblr uses cookies", "Older posts"]);
  });

  it("Squarespace blog post (es): keeps text blocks, an image block with caption, a table in a code block's HTML and a list; drops the summary block of other posts and the newsletter block", () => {
    const block = (kind: string, inner: string) => `<div class="sqs-block ${kind}-block sqs-block-${kind}" data-block-type="2"><div class="sqs-block-content">${inner}</div></div>`;
    const content =
      '<div class="sqs-layout sqs-grid-12 columns-12" data-type="item"><div class="row sqs-row"><div class="col sqs-col-12 span-12">' +
      block("html", `<div class="sqs-html-content">${ps(ES.slice(0, 2))}</div>`) +
      block("image", '<figure class="sqs-block-image-figure intrinsic"><div class="image-block-wrapper"><div class="sqs-image-shape-container-element"><img data-src="https://images.squarespace-cdn.example/muelle.jpg" data-image-dimensions="1500x1000" src="https://images.squarespace-cdn.example/muelle.jpg?format=1000w" alt=""></div></div><figcaption class="image-caption-wrapper"><div class="image-caption"><p>El muelle norte antes del temporal. Foto: Lucía Prado</p></div></figcaption></figure>') +
      block("html", '<div class="sqs-html-content"><h3>Calendario de obras</h3><ol><li><p>Septiembre: demolición del muro viejo</p></li><li><p>Noviembre: cimientos nuevos</p></li><li><p>Marzo: muro de piedra terminado</p></li></ol></div>') +
      block("code", '<table class="presupuesto"><tr><th>Partida</th><th>Coste</th></tr><tr><td>Piedra</td><td>1,2 millones</td></tr><tr><td>Mano de obra</td><td>0,8 millones</td></tr></table>') +
      block("html", `<div class="sqs-html-content">${ps(ES.slice(2))}</div>`) +
      block("newsletter", '<div class="newsletter-form-wrapper"><div class="newsletter-form-header"><h2 class="newsletter-form-header-title">Suscríbete al boletín</h2><div class="newsletter-form-header-description"><p>Recibe cada semana las noticias del puerto.</p></div></div><form class="newsletter-form"><input type="email" placeholder="Correo electrónico"><button type="submit"><span class="newsletter-form-button-label">Suscribirse</span></button></form></div>') +
      "</div></div></div>";
    const article =
      '<article class="entry h-entry blog-item"><div class="blog-item-top-wrapper"><div class="blog-item-title"><h1 class="entry-title entry-title--large p-name" data-content-field="title">Un muro nuevo para el muelle norte</h1></div><div class="blog-item-meta-wrapper"><span class="blog-author">Lucía Prado</span> <time class="dt-published blog-meta-item blog-meta-item--date">3 mar 2026</time></div></div>' +
      `<div class="blog-item-content-wrapper"><div class="blog-item-content e-content">${content}</div></div>` +
      '<div class="blog-item-bottom-wrapper"><div class="blog-share"><a href="https://www.facebook.com/sharer">Facebook</a><a href="https://twitter.com/intent/tweet">Twitter</a></div><div class="blog-meta-section"><a href="/blog?category=Puerto" class="blog-categories">Puerto</a></div>' +
      '<section class="item-pagination item-pagination--prev-next"><a class="item-pagination-link item-pagination-link--prev" href="/blog/faro"><div class="item-pagination-prev-next">Anterior</div><h2 class="item-pagination-title">El faro vuelve a brillar</h2></a><a class="item-pagination-link item-pagination-link--next" href="/blog/lonja"><div class="item-pagination-prev-next">Siguiente</div><h2 class="item-pagination-title">La lonja cumple cien años</h2></a></section></div></article>';
    const page = shell({
      lang: "es",
      title: "Un muro nuevo para el muelle norte",
      site: "Crónicas del Puerto",
      cookie: "Este sitio usa cookies para analizar el tráfico.",
      menu: ["Inicio", "Blog", "Contacto"],
      footer: ["Aviso legal", "Política de privacidad"],
      main: `<main id="page" role="main"><section class="page-section"><div class="content-wrapper"><div class="content"><div class="blog-item-wrapper">${article}</div></div></div></section>${cards("Más del blog", [["El faro vuelve a brillar", "Tras dos años apagado, el faro de la punta se enciende de nuevo."], ["La lonja cumple cien años", "Una exposición recuerda el primer día de subasta."], ["Redes al sol", "Los pescadores reparan sus redes en la plaza."]])}</main>`,
    });
    const markdown = scrape(page, "https://cronicasdelpuerto.example/blog/muro-muelle-norte");
    onceInOrder(markdown, ["Un muro nuevo para el muelle norte", ES[0], ES[1], "El muelle norte antes del temporal.", "Calendario de obras", "Septiembre: demolición del muro viejo", "Noviembre: cimientos nuevos", "Marzo: muro de piedra terminado", "Partida Coste", "Piedra 1,2 millones", "Mano de obra 0,8 millones", ES[2]]);
    clean(markdown, ["Suscríbete al boletín", "Recibe cada semana", "El faro vuelve a brillar", "La lonja cumple cien años", "Más del blog", "Este sitio usa cookies", "Aviso legal"]);
  });

  it("Wix blog post (it): keeps paragraphs written as divs of spans, a numbered list, a captioned picture (wix-image) and a table; drops 'Post recenti', the like button and 'Commenti'", () => {
    const span = (text: string) => `<p class="mm8Nw _1j-51 igJr9 ECnWn" dir="auto"><span class="_2PHJq public-DraftStyleDefault-ltr">${text}</span></p>`;
    const content =
      '<div class="_1Nz6s" data-hook="post-description"><div class="_6SyeS" data-rce-version="9.4.2"><div class="_1dmAO">' +
      IT.slice(0, 2).map(span).join("") +
      '<div class="_2vd5k _1CW-4" data-hook="figure-IMAGE"><div class="_3CWa-"><div data-hook="imageViewer" class="_1yMAe"><wow-image><img src="https://static.wixstatic.example/media/molo.jpg/v1/fill/w_740,h_493/molo.jpg" alt="Il molo nord al tramonto"></wow-image></div></div><span class="_2YbJ- _1zvrE" dir="auto" data-hook="imageViewerCaption">Il molo nord al tramonto, prima dei lavori</span></div>' +
      span("<strong>Le tappe del cantiere</strong>") +
      '<ol class="_3T25P _2hGw3"><li class="_2hGw3 _1W_Oj"><p class="mm8Nw"><span>Demolizione del vecchio muro</span></p></li><li class="_2hGw3"><p class="mm8Nw"><span>Nuove fondazioni in cemento</span></p></li><li class="_2hGw3"><p class="mm8Nw"><span>Muro di pietra finito a marzo</span></p></li></ol>' +
      '<div data-hook="table-viewer" class="_1pOLI"><div class="_3cUGB"><table class="_2JPSN"><tbody><tr><td><span>Voce</span></td><td><span>Costo</span></td></tr><tr><td><span>Pietra</span></td><td><span>1,2 milioni</span></td></tr><tr><td><span>Manodopera</span></td><td><span>0,8 milioni</span></td></tr></tbody></table></div></div>' +
      IT.slice(2).map(span).join("") +
      "</div></div></div>";
    const article =
      '<article class="blog-post-page-font _1W8Gu" data-hook="post"><div class="_2KB6F"><div class="_3hvd4"><div class="post-metadata"><a href="/profile/marco/profile" data-hook="user-link"><span class="_1ZsXn" data-hook="user-name">Marco Rossi</span></a><ul class="_2zh4R"><li><span data-hook="time-ago">3 mar</span></li><li><span class="post-metadata__readTime" data-hook="time-to-read">Tempo di lettura: 3 min</span></li></ul></div></div>' +
      `<h1 class="_2jr2Q" data-hook="post-title"><span class="post-title__text">Un muro nuovo per il molo nord</span></h1>${content}` +
      '<div class="_2JwYZ" data-hook="post-footer"><div class="post-stats"><span data-hook="view-count">128 visualizzazioni</span><span data-hook="comment-count">0 commenti</span></div><button data-hook="like-button" aria-label="Mi piace"><span>12</span></button></div></div></article>';
    const recent = cards("Post recenti", [["Il faro torna a splendere", "Dopo due anni spento, il faro si riaccende."], ["La pescheria compie cento anni", "Una mostra ricorda la prima asta."], ["Reti al sole", "I pescatori riparano le reti in piazza."]]);
    const page = shell({
      lang: "it",
      title: "Un muro nuovo per il molo nord",
      site: "Cronache dal Porto",
      cookie: "Questo sito utilizza i cookie per migliorare la navigazione.",
      menu: ["Home", "Blog", "Contatti"],
      footer: ["Note legali", "Informativa sulla privacy"],
      main: `<main id="PAGES_CONTAINER"><div id="SITE_PAGES"><div class="blog-post-page">${article}${recent}<section data-hook="comments"><h2>Commenti</h2><p>Scrivi un commento...</p></section></div></div></main>`,
    });
    const markdown = scrape(page, "https://www.cronachedalporto.example/post/un-muro-nuovo-per-il-molo-nord");
    onceInOrder(markdown, ["Un muro nuovo per il molo nord", IT[0], IT[1], "Il molo nord al tramonto, prima dei lavori", "Le tappe del cantiere", "Demolizione del vecchio muro", "Nuove fondazioni in cemento", "Muro di pietra finito a marzo", "Voce Costo", "Pietra 1,2 milioni", "Manodopera 0,8 milioni", IT[2]]);
    // Still kept: the post's counts line ("128 visualizzazioni 0 commenti"), counts in a language no rule reads.
    clean(markdown, ["Post recenti", "Il faro torna a splendere", "Scrivi un commento", "Questo sito utilizza i cookie", "Note legali", "Tempo di lettura"]);
  });

  it("Hashnode post: keeps a callout, code, a table and a captioned picture; drops the author card, reactions, series box and 'More articles'", () => {
    const article =
      '<article><div class="blog-article-page"><h1 class="font-heading text-3xl">Caching tide predictions at the edge</h1><div class="author-strip"><a href="/@ana">Ana Lima</a><span>·</span><span>Mar 3, 2026</span><span>·</span><span>5 min read</span></div>' +
      '<div id="post-content-parent"><div id="post-content-wrapper" class="prose">' +
      proseBlock("edge cache", 0, 2) +
      '<div data-node-type="callout"><div data-node-type="callout-emoji">💡</div>Predictions change only when the harmonic constants do, so a day-long cache is safe.</div>' +
      '<pre><code class="lang-typescript">export default { async fetch(req) { return cached(req, 86400); } };</code></pre>' +
      '<div class="hn-table"><table><thead><tr><th>Cache</th><th>Hit rate</th></tr></thead><tbody><tr><td>None</td><td>0%</td></tr><tr><td>One hour</td><td>71%</td></tr><tr><td>One day</td><td>98%</td></tr></tbody></table></div>' +
      '<p><img src="https://cdn.hashnode.example/res/hit-rate.png" alt="Hit rate over a week" class="image--center mx-auto" /></p><p><em>Hit rate over a week after the change</em></p>' +
      proseBlock("edge cache", 2, 1) +
      "</div></div>" +
      '<div class="reactions"><button>👍 24</button><button>❤️ 8</button><span>3 comments</span></div>' +
      '<div class="series-box"><p>Part 2 of 4 in</p><h2><a href="/series/tides-on-the-edge">Tides on the edge</a></h2><a href="/part-1">Previous: Why tide tables are hard</a></div>' +
      '<div class="author-card"><img src="/ana.jpg" alt="Ana Lima"><h3><a href="/@ana">Ana Lima</a></h3><p>Backend engineer who sails on weekends and writes about both.</p><button>Follow</button></div></div></article>';
    const page = shell({
      title: "Caching tide predictions at the edge",
      site: "Ana on the Edge",
      cookie: "We use cookies to personalise content.",
      menu: ["Home", "Series", "Newsletter"],
      footer: ["Archive", "Privacy policy", "Terms"],
      main: `<main>${article}${cards("More articles", [["Why tide tables are hard", "Harmonics, datums and a lot of history."], ["Serving charts as tiles", "Vector tiles for nautical charts."], ["A tiny tide API", "Forty lines of code."]])}</main>`,
    });
    const markdown = scrape(page, "https://ana.hashnode.example/caching-tide-predictions-at-the-edge");
    onceInOrder(markdown, ["Caching tide predictions at the edge", "Predictions change only when the harmonic constants do", "return cached(req, 86400);", "Cache Hit rate", "None 0%", "One hour 71%", "One day 98%", "Hit rate over a week after the change"]);
    clean(markdown, ["Backend engineer who sails", "Tides on the edge", "Why tide tables are hard", "More articles", "A tiny tide API", "3 comments", "We use cookies to personalise"]);
  });

  it("dev.to article: keeps headings, nested lists, code and a table; drops the reactions sidebar, 'Read next' and the author's other posts", () => {
    const body =
      proseBlock("cli tool", 0, 2) +
      '<h2><a name="install" href="#install"></a>Install</h2><div class="highlight js-code-highlight"><pre class="highlight shell"><code>npm i <span class="nt">-g</span> tidecli\n</code></pre><div class="highlight__panel js-actions-panel"><div class="highlight__panel-action js-fullscreen-code-action"><svg></svg></div></div></div>' +
      '<h2><a name="commands" href="#commands"></a>Commands</h2><table><thead><tr><th>Command</th><th>What it does</th></tr></thead><tbody><tr><td><code>tide next</code></td><td>Next high and low water</td></tr><tr><td><code>tide week</code></td><td>The week as a chart</td></tr></tbody></table>' +
      "<p>Things I learned:</p><ul><li>Keep the output greppable</li><li>Colours off when piped<ul><li>check <code>isTTY</code></li></ul></li></ul>" +
      proseBlock("cli tool", 2, 1);
    const article =
      '<article class="crayons-card crayons-article mb-4" id="article-show-container" data-article-id="99"><header class="crayons-article__header" id="main-title"><div class="crayons-article__header__meta"><div class="crayons-article__subheader"><a href="/mara" class="crayons-link fw-bold">Mara Quinn</a><span class="fs-xs">Posted on <time datetime="2026-03-03">Mar 3</time></span></div>' +
      '<h1 class="fs-3xl">I built a tide CLI in a weekend</h1><div class="spec__tags"><a class="crayons-tag" href="/t/node"><span class="crayons-tag__prefix">#</span>node</a><a class="crayons-tag" href="/t/cli"><span class="crayons-tag__prefix">#</span>cli</a><a class="crayons-tag" href="/t/showdev"><span class="crayons-tag__prefix">#</span>showdev</a></div></div></header>' +
      `<div class="crayons-article__main"><div class="crayons-article__body text-styles spec__body" data-article-id="99" id="article-body">${body}</div></div></article>`;
    const main =
      '<div class="crayons-layout crayons-layout--3-cols crayons-layout--article"><aside class="crayons-layout__sidebar-left" aria-label="Article actions"><div class="crayons-article-actions"><button id="reaction-butt-like" aria-label="Like"><span class="crayons-reaction__count">57</span></button><button aria-label="Jump to Comments"><span>12</span></button><button aria-label="Save"><span>9</span></button></div></aside>' +
      `<main id="main-content" class="crayons-layout__content grid gap-4">${article}` +
      '<section id="comments" class="text-padding mb-4 crayons-card"><header><h2 class="crayons-subtitle-1">Top comments (12)</h2></header><div class="comment__body">Nice one, I have been looking for exactly this for my boat.</div></section></main>' +
      `<aside class="crayons-layout__sidebar-right" aria-label="Right sidebar navigation"><div class="crayons-card crayons-card--secondary"><h3>More from <a href="/mara">Mara Quinn</a></h3>${linkItems(["Reading NMEA in the browser", "My boat runs on a Raspberry Pi"], "/mara/")}</div></aside></div>` +
      `<section class="crayons-card" id="read-next"><h2>Read next</h2>${linkItems(["10 CLI tools every developer needs", "How I stopped worrying about dotfiles"], "/read/")}</section>`;
    const page = shell({ title: "I built a tide CLI in a weekend", site: "DEV Community", cookie: "We use cookies to make the community better.", menu: ["Home", "Podcasts", "Videos", "Tags"], footer: ["Code of Conduct", "Privacy Policy", "Terms of use"], main });
    const markdown = scrape(page, "https://dev.example/mara/i-built-a-tide-cli-in-a-weekend-4k2p");
    onceInOrder(markdown, ["I built a tide CLI in a weekend", "Install", "npm i -g tidecli", "Commands", "Command What it does", "tide next Next high and low water", "tide week The week as a chart", "Things I learned:", "Keep the output greppable", "Colours off when piped", "check isTTY"]);
    clean(markdown, ["Reading NMEA in the browser", "Read next", "10 CLI tools every developer needs", "Top comments", "Nice one, I have been looking", "Code of Conduct", "We use cookies to make the community"]);
  });
});
