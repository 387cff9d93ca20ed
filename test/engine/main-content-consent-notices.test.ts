import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: consent boxes longer than a line, and copyright notices without the sign", () => {
  it("drops an embed's placeholder that names the platform to unlock, with its heading", () => {
    const placeholder =
      '<div class="placeholder"><h2>Twitter freischalten</h2><div class="content-wrapper"><div class="message">Wir respektieren deine Privatsphäre und stellen deshalb ohne dein Einverständnis keine Verbindung zu Twitter her. Hier kannst du deine Einstellungen verwalten, um eine Verbindung zu den Social-Media-Kanälen herzustellen.</div>' +
      '<a href="/user/third-party-services">Datenschutzeinstellungen verwalten</a></div></div>';
    const markdown = markdownOf(storyIn("de", "", placeholder + `<p>${storyText("de", 1)}</p>`));
    expect(markdown).not.toContain("Privatsphäre");
    expect(markdown).not.toContain("Twitter freischalten");
    expect(markdown).toContain(storyText("de", 3));
  });

  it("drops a cookie box of two sentences in a div, and keeps a paragraph of the story about cookies", () => {
    const box = '<div class="notice">Cookies erleichtern die Bereitstellung unserer Dienste. Mit der Nutzung unserer Dienste erklären Sie sich damit einverstanden, dass wir Cookies verwenden. Weitere Informationen finden Sie in unserer Datenschutzerklärung.</div>';
    expect(markdownOf(storyIn("de", "", box))).not.toContain("Cookies erleichtern");
    const story = "<p>Die Verbraucherzentrale kritisiert, dass viele Händler Cookies setzen, bevor Kunden zustimmen können. Mit der Nutzung der Seiten erklären sich Kunden oft unbemerkt einverstanden, sagt die Juristin Anna Berg.</p>";
    expect(markdownOf(storyIn("de", "", story + `<p>${storyText("de", 1)}</p>`))).toContain("Die Verbraucherzentrale kritisiert");
  });

  it("drops a cookie banner longer than a notice after the story (its button dropped), and keeps a story's boxed paragraph about cookies", () => {
    const banner =
      '<div class="pea_wrapper pea_bottomright"><p>Wir verwenden Cookies, um Inhalte und Anzeigen zu personalisieren, Funktionen für soziale Medien anbieten zu können und die Zugriffe auf unsere Website zu analysieren. ' +
      'Außerdem geben wir Informationen zur Nutzung unserer Website an unsere Partner für soziale Medien, Werbung und Analysen weiter. <a href="#">Weitere Informationen</a> <button>Verstanden</button></p></div>';
    // A blog without <main> or <article>: the banner, a paragraph in a box beside the story's, is read with it.
    const line = "Das Orchester hat am Wochenende ein Konzert aus Alltagsgeräuschen gespielt, mit Staubsaugern, Kaffeemaschinen und einem alten Fahrrad, und das Publikum war begeistert von der Idee und dem Klang.";
    const page = `<!doctype html><html lang="de"><head><title>Konzert</title></head><body><nav><a href="/">Start</a> <a href="/blog">Blog</a></nav><div id="content"><article><h1>Ein Konzert aus Geräuschen</h1>${`<p>${line}</p>`.repeat(3)}</article></div>${banner}</body></html>`;
    const markdown = markdownOf(page);
    expect(markdown).not.toContain("Wir verwenden Cookies");
    expect(markdown).toContain(line);
    const boxed =
      '<div class="explainer"><p>Die Verbraucherzentrale kritisiert, dass viele Händler Cookies setzen, bevor Kunden zustimmen können. Wir haben zwanzig Onlineshops getestet: Nur drei fragten vorher, ' +
      'die übrigen setzten Dutzende Cookies schon beim ersten Aufruf der Startseite, darunter solche von Werbenetzwerken aus den USA, die das Surfverhalten über viele Seiten hinweg verfolgen.</p><button>Mehr lesen</button></div>';
    expect(markdownOf(storyIn("de", "", boxed + `<p>${storyText("de", 1)}</p>`))).toContain("Die Verbraucherzentrale kritisiert");
  });

  it("keeps a recipe box that opens with cookies and holds a button", () => {
    const card =
      '<div class="recipe-card"><p>We bake these brown butter cookies every Sunday: cream the butter with the sugar, fold in the flour and the chocolate, and allow them to cool on the tray for ten minutes before you move them, or they break apart.</p>' +
      '<p>They keep for a week in a tin, and the dough freezes well for a month if you roll it into a log first.</p><button>Print</button></div>';
    expect(markdownOf(storyIn("en", "", card + `<p>${storyText("en", 1)}</p>`))).toContain("We bake these brown butter cookies");
  });

  it("drops a site's notice that its rights are reserved and copying forbidden, and keeps a sentence about a reserved right", () => {
    const footer = '<div class="row"><div class="col"><p>Todos los derechos reservados Editora Panamá América S.A. - Ciudad de Panamá - Panamá 2022.</p><p>Prohibida su reproducción total o parcial, sin autorización escrita de su titular</p></div></div>';
    const markdown = markdownOf(storyIn("es", "", footer));
    expect(markdown).not.toContain("derechos reservados");
    expect(markdown).not.toContain("Prohibida su reproducción");
    const sentence = `<p>${storyText("en", 1)} The publisher said all rights reserved to the authors would pass to the city archive when the harbour museum opens in the spring.</p>`;
    expect(markdownOf(storyIn("en", "", sentence))).toContain("all rights reserved to the authors");
  });
});
