import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: counters, credits, ratings and calls to action in more languages (judge10p)", () => {
  it("drops a picture's counter beside it, a caption's credit, a rating with its scale, a support box, a German cookie notice and a meta line of counts", () => {
    const cases: [string, string, string, string][] = [
      ["ru", '<div><img src="/g.jpg" alt=""><p>Фото 1 из 12</p></div>', "", "Фото 1 из 12"],
      ["tr", '<div><img src="/g.jpg" alt=""><p>Fotoğraf 1 / 12</p></div>', "", "Fotoğraf 1"],
      ["ru", '<figure><img src="/p.jpg" alt=""><figcaption>Старый порт на рассвете. Фото: Иван Петров / ТАСС</figcaption></figure>', "", "ТАСС"],
      ["en", "", "<div><p>Note : 4,5/5 (12 votes)</p></div>", "12 votes"],
      ["tr", "", '<div><h3>Bağımsız gazeteciliğe destek olun</h3><p>Okurlarımızın desteğiyle ayakta duruyoruz. Bağış yaparak bize katkı sağlayabilirsiniz.</p><a href="/bagis">Bağış yap</a></div>', "Bağış"],
      ["de", "", '<div class="c"><p>Wir verwenden Cookies, um Ihnen das beste Erlebnis zu bieten. Mit der Nutzung stimmen Sie zu.</p><button>Akzeptieren</button></div>', "Wir verwenden Cookies"],
      ["ru", "", "<p>12.03.2024 | Просмотров: 1523 | Комментариев: 4</p>", "Комментариев"],
    ];
    for (const [language, before, after, leak] of cases) {
      const markdown = markdownOf(storyIn(language, before, after));
      expect(markdown, leak).not.toContain(leak);
      expect(markdown, language).toContain(storyText(language, 0));
    }
    const caption = markdownOf(storyIn("ru", '<figure><img src="/p.jpg" alt=""><figcaption>Старый порт на рассвете. Фото: Иван Петров / ТАСС</figcaption></figure>', ""));
    expect(caption).toContain("Старый порт на рассвете.");
  });

  it("keeps a score in a sentence, counts without a picture, a note that starts with a figure, a sentence about donations and a line of facts with counts", () => {
    const kept: [string, string][] = [
      ["en", "<p>Note: 3/4 of the boats were repaired before the storm came.</p>"],
      ["en", "<p>Round 1 of 3</p>"],
      ["tr", "<p>Belediye, bağış kampanyasının sonuçlarını gelecek hafta açıklayacak.</p>"],
      ["de", "<p>Kalorien: 450 | Eiweiß: 20</p>"],
    ];
    for (const [language, block] of kept) {
      const text = block.replace(/<[^>]+>/g, "");
      expect(markdownOf(storyIn(language, "", block + `<p>${storyText(language, 1)}</p>`)), text).toContain(text);
    }
  });
});

describe("main content: a line of a date and a byline in elements of their own (judge10p)", () => {
  it("drops a theme's meta line of spans, and keeps the same words written as one run of text and a line of spans that are facts with counts", () => {
    const spans = markdownOf(storyIn("es", '<div class="entry-meta"><span>Publicado el 12 marzo, 2024</span> <span>por Ana García</span></div>', ""));
    expect(spans).not.toContain("Ana García");
    expect(spans).not.toContain("Publicado el");
    const run = markdownOf(storyIn("en", "<p>Tuesday 15 October 2019 by Jane Doe</p>", ""));
    expect(run).toContain("Tuesday 15 October 2019 by Jane Doe");
    const sentence = markdownOf(storyIn("en", "<p><span>On 12 March 2024</span> the council met <span>by the pier</span>.</p>", ""));
    expect(sentence).toContain("the council met");
    const facts = markdownOf(storyIn("de", "", "<div><span>Kalorien: 450</span> <span>Eiweiß: 20</span></div>"));
    expect(facts).toContain("Kalorien: 450");
  });
});
