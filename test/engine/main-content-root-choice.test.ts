import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence } from "../helpers/main-content-markdown.js";

// What the article is made of, when names or layout would hide part of it: the fixtures use
// neutral texts, so only the page's structure can keep them.

const markdownOf = mainContentMarkdown("https://example.com/blog/post");

describe("main content: root choice and what belongs to the article", () => {
  it("keeps the story's short blocks when the page builder names every block a widget", () => {
    const block = (inner: string) => `<div class="pb-widget-wrap"><div class="pb-widget-container">${inner}</div></div>`;
    const html =
      "<html><body><div class=\"page\"><div class=\"column\">" +
      block(paragraphs("intro", 2)) +
      block("<p>Cuff: Marlow</p><p>Hoop: Tessa Rings</p><p>Good with longer earrings (:</p>") +
      block(paragraphs("story", 3)) +
      "</div>" +
      '<div class="side">' +
      block('<ul><li><a href="/a">Summer sale</a></li><li><a href="/b">Maxi dresses</a></li><li><a href="/c">Fashion week</a></li></ul>') +
      "</div></div></body></html>";
    const markdown = markdownOf(html);
    for (let n = 0; n < 2; n++) expect(markdown).toContain(sentence("intro", n));
    expect(markdown).toContain("Cuff: Marlow");
    expect(markdown).toContain("Hoop: Tessa Rings");
    for (let n = 0; n < 3; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).not.toContain("Summer sale");
  });

  it("still drops a sidebar named a widget when the story's blocks are not", () => {
    const html =
      "<html><body><div class=\"page\"><div class=\"column\"><h1>The ferry</h1>" +
      paragraphs("story", 4) +
      '</div><div class="side"><div class="widget-box"><p>About me: I write about boats.</p></div></div></div></body></html>';
    const markdown = markdownOf(html);
    for (let n = 0; n < 4; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).not.toContain("About me");
  });

  it("keeps a heading whose wrapper is named a header or a nav when text follows it, not one over a share bar", () => {
    const module = (kind: string, inner: string) => `<div class="mod mod-${kind}">${inner}</div>`;
    const html =
      '<html><body><div class="page">' +
      module("header", "<h1>Legal notice</h1>") +
      module("text", paragraphs("story", 3)) +
      module("header", "<h2>Registered office</h2>") +
      module("text", "<p>Harbour Lane 1</p><p>12345 Bayport</p><p>Phone 0123 456789</p>") +
      '<div class="steps-nav"><h2>Step by step</h2></div>' +
      module("text", paragraphs("step", 2)) +
      module("header", "<h3>Pass it on</h3>") +
      '<div class="mod"><a href="https://social.example/a">Post</a> <a href="https://social.example/b">Mail</a></div>' +
      "</div></body></html>";
    const markdown = markdownOf(html);
    expect(markdown).toContain("Registered office");
    expect(markdown).toContain("Harbour Lane 1");
    expect(markdown).toContain("Step by step");
    for (let n = 0; n < 2; n++) expect(markdown).toContain(sentence("step", n));
    expect(markdown).not.toContain("Pass it on");
  });

  it("keeps the story's closing words set as a heading at its end, not a short heading left over a removed box", () => {
    const closing =
      'All these boats and many more wait for you at <a href="https://shop.example/boats">the harbour shop</a>! And watch out: the big winter sale has already begun, so if you still need a present, now is the time.';
    const html =
      '<html><body><div class="page"><div class="story"><h1>The ferry</h1>' +
      paragraphs("story", 4) +
      `<div class="block"><div class="inner"><h3>${closing}</h3></div></div>` +
      '<div class="block"><h3>Elsewhere</h3><a href="/a">A</a> <a href="/b">B</a></div>' +
      "</div></div></body></html>";
    const markdown = markdownOf(html);
    expect(markdown).toContain("the big winter sale has already begun");
    expect(markdown).not.toContain("Elsewhere");
  });

  it("keeps the lead of a story whose header stands outside its <article>, not the site's banner", () => {
    const lead = "The last ferry crossed the bay on Sunday, and with it ended ninety years of mornings on the water.";
    const html =
      '<html><body><header class="site"><a href="/"><img src="/logo.png" alt="Bay News"></a><ul><li><a href="/a">Harbour</a></li><li><a href="/b">Boats</a></li></ul><p>Bay News: the paper of the bay</p></header>' +
      `<div class="wrap"><header class="story-head"><h1>The last ferry</h1><p>${lead}</p></header>` +
      `<article>${paragraphs("story", 4)}</article></div>` +
      '<footer><a href="/about">About us</a></footer></body></html>';
    const markdown = markdownOf(html);
    expect(markdown).toContain(lead);
    for (let n = 0; n < 4; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).not.toContain("Harbour");
    expect(markdown).not.toContain("the paper of the bay");
  });

  it("puts a thread's title over its posts when a category badge stands beside it, not a banner's name over its menu", () => {
    const post = (name: string, day: number) =>
      `<div class="topic-post"><div class="topic-avatar"><img src="/a/${name}.png" alt=""></div><div class="topic-body"><div class="names"><a href="/u/${name}">${name}</a></div><div class="post-date">Nov ${day}</div>` +
      `<div class="cooked">${paragraphs(name, 1)}</div><div class="post-controls"><button>Like</button> <button>Reply</button></div></div></div>`;
    const suggested = `<div class="suggested-topics"><h3>Suggested topics</h3><table>${["Rudder play", "Winter mooring"].map((topic, n) => `<tr><td><a href="/t/${n}">${topic}</a></td><td>${n + 3}</td><td>Nov ${n + 2}</td></tr>`).join("")}</table></div>`;
    const thread = (titleBox: string) =>
      `<html><body><div class="d-header"><a href="/">Harbour Forum</a> <a href="/login">Log in</a></div><div id="main-outlet">${titleBox}<div class="post-stream">${post("mira", 12)}${post("jon", 12)}${post("mira", 13)}</div>${suggested}</div><footer>Powered by a forum</footer></body></html>`;
    const titled = markdownOf(thread('<div class="topic-title"><h1>Ferry engine will not start after winter</h1><a class="badge-category" href="/c/engines">Engines</a></div>'));
    expect(titled).toMatch(/^# Ferry engine will not start after winter$/m);
    expect(titled).toContain(sentence("jon", 0));
    const banner = markdownOf(thread(`<div class="brand"><h1>Harbour Forum</h1><ul>${["Boats", "Engines", "Moorings", "Weather"].map((label) => `<li><a href="/c/${label}">${label}</a></li>`).join("")}</ul></div>`));
    expect(banner).not.toContain("# Harbour Forum");
    expect(banner).toContain(sentence("mira", 0));
  });

  it("puts the standfirst under a headline that stands outside the story's body with it", () => {
    const dek = "La norma limita los precios del alquiler en zonas tensionadas y obliga a reservar un 30% de las nuevas promociones a vivienda protegida";
    const story = (under: string) =>
      '<html lang="es"><body><div class="cabecera"><a href="/">Diario Ejemplo</a><ul class="secciones"><li><a href="/espana">España</a></li><li><a href="/economia">Economía</a></li></ul></div>' +
      `<div class="noticia"><span class="antetitulo">Vivienda</span><h1>El Gobierno aprueba la ley de vivienda</h1>${under}` +
      '<div class="firma">Por <a href="/autor/lucia">Lucía Martín</a> | Madrid | 14 nov 2026</div>' +
      '<div class="cuerpo"><p>El Consejo de Ministros aprobó este martes la ley de vivienda, después de casi un año de negociaciones entre los socios del Gobierno. La norma entrará en vigor el próximo mes de enero.</p>' +
      "<p>Según el texto, las comunidades autónomas podrán declarar zonas tensionadas en las que el precio del alquiler no podrá subir más de un 3% anual durante los próximos dos años.</p>" +
      "<p>La oposición ya ha anunciado que recurrirá la norma ante el Tribunal Constitucional.</p></div>" +
      '<div class="temas">Temas: <a href="/t/vivienda">Vivienda</a> <a href="/t/alquiler">Alquiler</a></div>' +
      '<div class="mas-noticias"><h3>Más noticias</h3><article><a href="/n1"><h4>La inflación baja al 2,1% en octubre</h4></a></article><article><a href="/n2"><h4>Huelga de transporte el lunes</h4></a></article></div></div></body></html>';
    for (const under of [`<h2 class="subtitulo">${dek}</h2>`, `<p class="entradilla">${dek}</p>`]) {
      const markdown = markdownOf(story(under));
      expect(markdown).toMatch(/^# El Gobierno aprueba la ley de vivienda$/m);
      expect(markdown).toContain(dek);
      expect(markdown.indexOf(dek)).toBeLessThan(markdown.indexOf("El Consejo de Ministros"));
    }
    // A line of links under the headline is no standfirst.
    expect(markdownOf(story('<p class="etiquetas"><a href="/t/ley">Ley de vivienda y alquiler en España</a> <a href="/t/congreso">Congreso</a></p>'))).not.toContain("Ley de vivienda y alquiler");
  });

  it("reads the <noscript> text of a page its script renders, and leaves out a <noscript> beside a visible story", () => {
    const shell =
      '<html><body><div id="app"><div class="loading">Loading</div></div>' +
      `<noscript><div class="post"><h1>The ferry</h1>${paragraphs("story", 4)}</div></noscript></body></html>`;
    const rendered = markdownOf(shell);
    for (let n = 0; n < 4; n++) expect(rendered).toContain(sentence("story", n));
    expect(rendered).not.toContain("<noscript>");

    const visible =
      `<html><body><article><h1>The ferry</h1>${paragraphs("story", 6)}</article>` +
      `<noscript><div class="fallback">${paragraphs("fallback", 4)}</div></noscript></body></html>`;
    const markdown = markdownOf(visible);
    for (let n = 0; n < 6; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).not.toContain("fallback paragraph");
  });

  it("keeps the lead from a story header beside <main> in the body, not a site header's cookie notice", () => {
    const lead =
      "The last ferry crossed the bay on Sunday, and with it ended ninety years of mornings on the water, of horns in the fog and of the captain who knew every passenger by name.";
    const cookie = "By browsing this site you accept the use of cookies that offer you content and services suited to your interests.";
    const html =
      `<html><body><header class="site"><p>${cookie}</p><a href="/">Bay News</a></header>` +
      `<header class="top-header"><p class="date">Sunday</p><h1>The last ferry</h1><div class="lead"><p>${lead}</p><p>${lead.replace("Sunday", "Monday")}</p><p>${lead.replace("Sunday", "Tuesday")}</p></div></header>` +
      `<main class="main">${paragraphs("story", 5)}</main>` +
      '<footer><a href="/about">About us</a></footer></body></html>';
    const markdown = markdownOf(html);
    expect(markdown).toContain(lead);
    for (let n = 0; n < 5; n++) expect(markdown).toContain(sentence("story", n));
    expect(markdown).not.toContain("accept the use of cookies");
  });
});
