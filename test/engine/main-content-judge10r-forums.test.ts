import { writeFileSync } from "node:fs";
import { beforeAll, describe, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { clean, linkItems, onceInOrder } from "../helpers/judge8-pages.js";

// A forum thread's short replies ("+1", "¡Gracias!") are mostly their poster's name, the post's title
// and date links: on their own numbers they would go. The replies repeat the first post's shape, and
// a block at the same place as one the first post keeps is kept (thread-posts.ts). A block only a
// reply has (a signature of links) and the board's chrome around the thread still go.

beforeAll(loadConverter);

function check(name: string, markdown: string, kept: readonly string[], gone: readonly string[]): void {
  if (process.env.J10_DUMP !== undefined) writeFileSync(`/tmp/j10/${name}.md`, markdown);
  onceInOrder(markdown, kept);
  clean(markdown, gone);
}

describe("main content: short forum replies", () => {
  it("phpBB-style thread (es): every short reply stays, after the first post; a reply's signature of links, the jump box and the board's menus go", () => {
    const post = (n: number, user: string, body: string, signature = "") =>
      `<div id="p${n}" class="post has-profile bg${(n % 2) + 1}"><div class="inner"><dl class="postprofile" id="profile${n}"><dt class="has-profile-rank"><a href="./memberlist.php?mode=viewprofile&u=${n}" class="username">${user}</a></dt><dd class="profile-rank">Grumete</dd><dd class="profile-posts"><strong>Mensajes:</strong> <a href="./search.php?author_id=${n}">${n * 23}</a></dd></dl>` +
      `<div class="postbody"><div id="post_content${n}"><h3><a href="#p${n}">Re: Fundas de invierno</a></h3><p class="author"><a href="./viewtopic.php?p=${n}#p${n}" title="Mensaje">Mensaje</a> por <strong><a href="./memberlist.php?mode=viewprofile&u=${n}" class="username">${user}</a></strong> » mar 03 mar, 2026 9:1${n}</p><div class="content">${body}</div>${signature}</div></div><div class="back2top"><a href="#top" class="top" title="Arriba">Arriba</a></div></div></div><hr class="divider">`;
    const posts =
      post(1, "marta_vela", "Queremos cambiar las fundas de invierno de doce lanchas del club este año y estoy pidiendo presupuestos. ¿Alguien ha comparado los tejidos habituales después de varios inviernos a la intemperie?<br><br>Gracias de antemano, Marta") +
      post(2, "jon_amarra", "Acrílico, sin duda. Aguanta bien, solo se decolora.", '<div class="signature"><a href="https://blog.example/jon">Mi blog</a> | <a href="https://shop.example/jon">Mi tienda</a></div>') +
      post(3, "pili", "+1 al acrílico.") +
      post(4, "marta_vela", "¡Gracias! Acrílico entonces.");
    const page =
      '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Fundas de invierno - Foro de Vela del Puerto</title></head><body>' +
      `<div id="wrap"><div class="headerbar" role="banner"><a href="./index.php" class="logo">Foro de Vela del Puerto</a></div><div class="navbar" role="navigation"><ul>${linkItems(["Índice del foro", "Preguntas frecuentes", "Registrarse", "Identificarse"], "./")}</ul></div>` +
      '<div id="page-body" class="page-body" role="main"><h2 class="topic-title"><a href="./viewtopic.php?t=5">Fundas de invierno</a></h2><div class="action-bar bar-top"><a href="./posting.php?mode=reply&t=5" class="button">Publicar una respuesta</a><div class="pagination">4 mensajes • Página <strong>1</strong> de <strong>1</strong></div></div>' +
      posts +
      `<div class="action-bar bar-bottom"><div class="dropdown-container" id="jumpbox"><span class="button">Ir a</span><ul class="dropdown-contents">${linkItems(["Vela ligera", "Crucero", "Mercadillo"], "./viewforum.php?f=")}</ul></div></div></div>` +
      `<div id="page-footer" class="page-footer" role="contentinfo"><ul>${linkItems(["Privacidad", "Condiciones"], "./ucp.php?mode=")}</ul><p>Desarrollado por phpBB</p></div></div></body></html>`;
    const markdown = scrape(page, "https://foro.velapuerto.example/viewtopic.php?t=5");
    check("phpbb-es", markdown, ["Queremos cambiar las fundas de invierno", "Gracias de antemano, Marta", "Acrílico, sin duda. Aguanta bien, solo se decolora.", "+1 al acrílico.", "¡Gracias! Acrílico entonces."], ["Mi blog", "Mi tienda", "Crucero", "Mercadillo", "Preguntas frecuentes", "Privacidad", "Desarrollado por phpBB"]);
  });

  it("a thread page without an h1 (no role=main either): the topic's h2, all one link to the page itself, is its title and stays over the posts, replies included", () => {
    const post = (n: number, user: string, body: string) =>
      `<div id="p${n}" class="post has-profile bg${(n % 2) + 1}"><div class="inner"><dl class="postprofile"><dt><a href="/memberlist.php?u=${n}" class="username">${user}</a></dt><dd class="profile-posts"><strong>Posts:</strong> <a href="/search.php?author_id=${n}">${n * 17}</a></dd></dl>` +
      `<div class="postbody"><div id="post_content${n}"><h3><a href="#p${n}">Re: Covers</a></h3><p class="author"><a href="/viewtopic.php?p=${n}#p${n}">Post</a> by <strong><a href="/u/${n}" class="username">${user}</a></strong> » Tue Mar 03, 2026 9:1${n} am</p><div class="content">${body}</div></div></div></div></div><hr class="divider">`;
    const posts =
      post(1, "wilma", "Our club wants to replace the winter covers on twelve dinghies this year and I am collecting quotes. Has anyone compared the usual fabrics after a few winters outside?<br><br>Thanks in advance, Wilma") +
      post(2, "jonas", "We used acrylic canvas for four winters. Still fine, it only fades.") +
      post(3, "petra", "+1 for acrylic.");
    const page =
      '<!doctype html><html lang="en"><head><title>Winter covers for dinghies - Harbour Sailing Forum</title></head><body><div id="wrap">' +
      `<div class="headerbar"><a href="/">Harbour Sailing Forum</a><ul class="linklist">${linkItems(["Board index", "FAQ", "Register", "Login"], "/")}</ul></div>` +
      `<div id="page-body"><h2 class="topic-title"><a href="/viewtopic.php?t=5">Winter covers for dinghies</a></h2><div class="action-bar"><a href="/posting.php?mode=reply&t=5" class="button">Post Reply</a></div>${posts}</div>` +
      '<div id="page-footer"><a href="/ucp.php?mode=privacy">Privacy</a> | <a href="/ucp.php?mode=terms">Terms</a><p>Powered by phpBB</p></div></div></body></html>';
    const markdown = scrape(page, "https://forum.harbour.example/viewtopic.php?t=5");
    check("phpbb-en", markdown, ["Winter covers for dinghies", "Our club wants to replace", "We used acrylic canvas for four winters.", "+1 for acrylic."], ["Board index", "Post Reply", "Powered by phpBB"]);
  });

  it("a stream of teaser blocks that repeat the story's class after it still goes (they are links, not posts of a thread)", () => {
    const story = ["The harbour board voted on Tuesday to rebuild the north quay wall in stone, after two years of argument over the cost of concrete.", "Work starts in September and the quay stays open to the ferry throughout, with a temporary landing stage on the south bank.", "Residents can see the plans in the town hall until the end of June and send written objections, which the board will discuss in the autumn."];
    const teaser = (n: number, title: string) => `<div class="story teaser"><h3><a href="/news/${n}">${title}</a></h3><p><a href="/news/${n}">Read more</a></p></div>`;
    const main = `<main><h1>Stone wall approved</h1><div class="story">${story.map((line) => `<p>${line}</p>`).join("")}</div>${teaser(1, "Ferry fares rise again in May")}${teaser(2, "Lighthouse open day on Sunday")}${teaser(3, "Storm damage bill comes in")}</main>`;
    const page = `<!doctype html><html lang="en"><head><title>Stone wall approved</title></head><body><header><nav><ul>${linkItems(["Home", "News"], "/")}</ul></nav></header>${main}<footer><p>© 2026 Harbour Times</p></footer></body></html>`;
    const markdown = scrape(page);
    check("teasers", markdown, ["Stone wall approved", story[0] as string, story[2] as string], ["Ferry fares rise again", "Lighthouse open day", "Read more"]);
  });
});
