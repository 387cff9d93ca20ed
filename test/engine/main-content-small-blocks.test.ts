import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");


const figure = (caption: string) => `<figure><img src="/ferry.jpg" alt="A ferry"><figcaption>${caption}</figcaption></figure>`;

describe("main content: small boilerplate blocks", () => {
  it("keeps a caption's own words and drops a plain photo credit printed after them (a linked one stays)", () => {
    const markdown = markdownOf(
      storyPage(
        `<h1>The last ferry</h1>${paragraphs("story", 2)}` +
          figure("The ferry leaves the harbour at dawn. Foto: Max Muster/Harbour Press") +
          paragraphs("middle", 2) +
          figure('The crew on deck (Photo: <a href="https://photos.example.net/x">Jane Doe</a>)') +
          paragraphs("more", 2) +
          figure(". Imagen: Agencia Sur") +
          paragraphs("end", 2),
      ),
    );
    expect(markdown).toContain("The ferry leaves the harbour at dawn.");
    expect(markdown).toContain("The crew on deck (Photo: [Jane Doe]");
    for (const gone of ["Max Muster", "Harbour Press", "Agencia Sur"]) expect(markdown).not.toContain(gone);
    for (const part of ["story", "middle", "more", "end"]) expect(markdown).toContain(sentence(part, 1));
  });

  it("keeps a caption that speaks of a photo in its sentence", () => {
    const caption = "The source: a spring above the harbour, image courtesy of the museum, in 1998.";
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 2)}${figure(caption)}${paragraphs("end", 2)}`));
    expect(markdown).toContain(caption);
  });

  it("drops a closed popup (a dialog hidden with aria-hidden) however much text it holds", () => {
    const popup = `<div class="overlay" role="dialog" aria-hidden="true"><div class="popup-body">${paragraphs("popup", 12)}</div></div>`;
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 6)}${popup}`));
    expect(markdown).toContain(sentence("story", 5));
    expect(markdown).not.toContain(sentence("popup", 0));
  });

  it("drops a meta line of a name and a date after the story, and keeps two names alone", () => {
    const markdown = markdownOf(
      storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}<div class="entry-footer"><span>Jane Harbour</span> | 29.07.2006 um 14:26</div><p>Northport | Southport</p>`),
    );
    expect(markdown).toContain(sentence("story", 3));
    expect(markdown).not.toContain("Jane Harbour");
    expect(markdown).not.toContain("29.07.2006");
    expect(markdown).toContain("Northport | Southport");
  });

  it("drops a slideshow's legends (every item opens with a counter over the same total) beside a story", () => {
    const slide = (n: number) => `<li><h2><span class="counter">${n}/4</span> Harbour scene ${n}</h2>${paragraphs(`slide${n}`, 1)}</li>`;
    const slides = `<div class="gallery"><ul class="legends">${[1, 2, 3, 4].map(slide).join("")}</ul></div>`;
    const steps = "<ol><li>1 of the crew checks the ropes.</li><li>2 of the crew raise the ramp.</li><li>The captain signs the log.</li></ol>";
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 8)}${steps}${slides}${paragraphs("end", 2)}`));
    expect(markdown).toContain(sentence("story", 7));
    expect(markdown).toContain(sentence("end", 1));
    expect(markdown).toContain("2 of the crew raise the ramp.");
    expect(markdown).not.toContain("Harbour scene");
    expect(markdown).not.toContain(sentence("slide3", 0));
  });

  it("drops the box around a form (heading, small print, price), not the story around it", () => {
    const box =
      '<div class="offer"><h3>Get the whole archive</h3><div class="offer-body"><p>Instant access to every issue of the paper.</p>' +
      '<div class="buy"><p>4,90 EUR</p><form action="/checkout"><input name="email"><button>Go</button></form></div></div></div>';
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 4)}${box}${paragraphs("end", 3)}`));
    expect(markdown).toContain(sentence("story", 3));
    expect(markdown).toContain(sentence("end", 2));
    for (const gone of ["Get the whole archive", "Instant access", "4,90 EUR"]) expect(markdown).not.toContain(gone);
  });

  it("drops a line made of a marked-up author and date in any language, and keeps a sentence with a date in it", () => {
    const meta = '<p class="info"><span><a rel="author" href="/a/tomas">Tomáš Novák</a></span> <span>·</span> <time datetime="2021-04-20">20. dubna 2021</time></p>';
    const sentenceWithDate = '<p>The ferry sailed for the last time on <time datetime="1998-06-14">14 June 1998</time>, by order of the harbour board.</p>';
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${meta}${paragraphs("story", 4)}${sentenceWithDate}${paragraphs("end", 2)}`));
    expect(markdown).toContain(sentence("story", 3));
    expect(markdown).not.toContain("Tomáš Novák");
    expect(markdown).not.toContain("dubna");
    expect(markdown).toContain("for the last time on 14 June 1998");
  });

  it("stays whole on a hostile page: thousands of forms, deep nesting, a short line over many empty elements", () => {
    const forms = Array.from({ length: 2000 }, (_, n) => `<div><span>Box ${n}</span><form><input name="q${n}"></form></div>`).join("");
    const deep = `${"<div>".repeat(300)}<time>1 May</time>${"<span></span>".repeat(2000)}${"</div>".repeat(300)}`;
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 6)}${forms}${deep}${paragraphs("end", 2)}`));
    expect(markdown).toContain(sentence("story", 5));
    expect(markdown).toContain(sentence("end", 1));
    expect(markdown).not.toContain("Box 1999");
  });

  it("drops links with nothing to read or see in them (icon controls), keeps a linked picture", () => {
    const controls =
      '<div class="thumb"><a href="/photos/large.jpg"><img src="/photos/ferry.jpg" alt="The ferry"></a>' +
      '<div class="thumbcaption"><a href="/file/ferry" title="Enlarge"></a>The ferry in the fog.</div></div>' +
      '<p><a href="#prev" title="Previous photo"></a><a href="#next" title="Next photo"></a></p>';
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 3)}${controls}${paragraphs("end", 2)}`));
    expect(markdown).toContain("/photos/ferry.jpg");
    expect(markdown).toContain("The ferry in the fog.");
    for (const gone of ["Enlarge", "Previous photo", "Next photo"]) expect(markdown).not.toContain(gone);
  });

  it("drops a chart's labels drawn in HTML, keeps short paragraphs of words and a table of figures", () => {
    const label = (text: string) => `<div class="label"><p>${text}</p></div>`;
    const chart = `<div class="chart">${["$915", "600", "300", "$263", "0", "’17", "’18", "’19", "’20", "’21"].map(label).join("")}</div>`;
    const pantry = `<div class="pantry">${["flour", "salt", "eggs", "milk", "sugar", "yeast", "butter", "honey"].map((word) => `<p>${word}</p>`).join("")}</div>`;
    const table = "<table><tr><th>Year</th><th>Cost</th></tr><tr><td>2017</td><td>263</td></tr><tr><td>2028</td><td>915</td></tr></table>";
    const markdown = markdownOf(storyPage(`<h1>The last ferry</h1>${paragraphs("story", 3)}${chart}${paragraphs("middle", 2)}${pantry}${table}${paragraphs("end", 2)}`));
    expect(markdown).not.toContain("$915");
    expect(markdown).not.toContain("’18");
    expect(markdown).toContain("honey");
    expect(markdown).toContain("| 2028 | 915 |");
    expect(markdown).toContain(sentence("end", 1));
  });
});
