import { describe, expect, it } from "vitest";
import { mainContentMarkdown } from "../helpers/main-content-markdown.js";
import { storyIn, storyText } from "../helpers/judge10p-pages.js";

const markdownOf = mainContentMarkdown("https://example.com/news/story");

describe("main content: a caption set in an inline element beside its picture", () => {
  it("prints it on a line of its own under the picture, as a figcaption", () => {
    const figure = '<div class="caption-box"><img src="/img/log.jpg" alt=""><span class="caption">A page of the 1911 logbook, with the storm of 3 November.</span></div>';
    const markdown = markdownOf(storyIn("en", "", figure + `<p>${storyText("en", 1)}</p>`));
    expect(markdown).toContain("![](https://example.com/img/log.jpg)\n\n*A page of the 1911 logbook, with the storm of 3 November.*");
  });

  it("leaves a checkbox's icon and label, a short label and a caption broken over lines as they were", () => {
    const label = '<p><label><input type="checkbox"><span class="box"><img src="/i/check.svg" alt="✓"></span><span class="text">Przyprawa w mini kostkach Knorr</span></label></p>';
    expect(markdownOf(storyIn("pl", "", label))).not.toContain("*Przyprawa");
    const short = '<div><img src="/i/pin.png" alt=""><span>Harbour</span></div>';
    expect(markdownOf(storyIn("en", "", short + `<p>${storyText("en", 1)}</p>`))).not.toContain("*Harbour*");
    const broken = '<div><img src="/i/sig.png" alt=""><span>The harbour at night, seen from the pier<br></span></div>';
    expect(markdownOf(storyIn("en", "", broken + `<p>${storyText("en", 1)}</p>`))).not.toContain("*The harbour at night");
  });

  it("keeps a caption that opens with 'Photo:' over a sentence about the picture, and drops one that only names who took it", () => {
    const described = '<figure><img src="/p/gym.jpg" alt=""><figcaption>Photo: the old gym on its last day, with pupils watching from the fence.</figcaption></figure>';
    expect(markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p>${described}<p>${storyText("en", 2)}</p>`))).toContain("Photo: the old gym on its last day");
    const credit = '<figure><img src="/p/gym.jpg" alt=""><figcaption>Photo: Hans Müller für die Süddeutsche Zeitung</figcaption></figure>';
    expect(markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p>${credit}<p>${storyText("en", 2)}</p>`))).not.toContain("Hans Müller");
  });

  it("prints a lazy picture whose file is in an attribute of the site's own naming ('data-src-big'), not an empty image", () => {
    const figure = '<div class="image-wrap"><img class="riloadr" data-src-big="/p/zverev-big.jpg" data-src-small="/p/zverev-small.jpg" alt="Zverev at the net"></div>';
    const markdown = markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p>${figure}<p>${storyText("en", 2)}</p>`));
    expect(markdown).toContain("![Zverev at the net](https://example.com/p/zverev-big.jpg)");
    expect(markdown).not.toContain("]()");
  });

  it("leaves out a picture with no file at all (its source in a script's attribute), alone or beside a real one in a link", () => {
    const pictures = '<img data-interchange="[/p/a.jpg, small]" alt=""><p><a href="/gallery/1"><img alt=""> <img src="/p/b.jpg" alt="The quay at dawn"></a></p>';
    const markdown = markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p>${pictures}<p>${storyText("en", 2)}</p>`));
    expect(markdown).toContain("[![The quay at dawn](https://example.com/p/b.jpg)](https://example.com/gallery/1)");
    expect(markdown).not.toContain("]()");
  });

  it("leaves out a link that lost all it held (an author's name that went as a byline, a previous-article link's labels), not printed as '[](…)'", () => {
    const author = '<div class="info"><a class="pull-left" href="/autor/ana-perez.html" title="Ana Pérez"><figure class="picture"><img src="/img/authors/ana-perez.png" alt="Ana Pérez"></figure></a><div class="info pull-left"><a href="/autor/ana-perez.html"><p itemprop="author">Ana Pérez</p></a></div></div>';
    const prevNext = '<div class="row"><div class="col-xs-6"><a class="navigation-link navigation-link--prev" href="/2026/03/older-story/"><div class="navigation-link__description"> Vorheriger Artikel</div><div class="navigation-link__title"> Midilänge: das Trend-Piece für den...</div></a></div></div>';
    const markdown = markdownOf(storyIn("en", "", `${author}<p>${storyText("en", 1)}</p>${prevNext}`));
    expect(markdown).not.toMatch(/(?<!!)\[\]\(/u);
    expect(markdown).toContain(storyText("en", 1));
  });

  it("leaves out a loading spinner's picture, and a link that held only it (no empty '[](…)')", () => {
    const pictures = '<p><img src="/wp-content/plugins/ratings/images/loading.gif" alt="loading"> Rated by readers.</p><p><a href="/recipes/soup"><img src="/assets/recipe-loader.gif" alt=""></a></p>';
    const markdown = markdownOf(storyIn("en", "", `<p>${storyText("en", 1)}</p>${pictures}<p>${storyText("en", 2)}</p>`));
    expect(markdown).not.toContain("loading.gif");
    expect(markdown).not.toContain("loader.gif");
    expect(markdown).not.toContain("[](");
  });

  it("trims a Korean credit written with an equals sign ('사진=부산항만공사') from the caption's end", () => {
    const figure = '<figure><img src="/p/port.jpg" alt=""><figcaption>20일 개장한 부산항 신항 3부두 전경. 사진=부산항만공사</figcaption></figure>';
    const markdown = markdownOf(storyIn("ko", figure, ""));
    expect(markdown).toContain("*20일 개장한 부산항 신항 3부두 전경.*");
    expect(markdown).not.toContain("부산항만공사");
  });

  it("keeps the story's lead picture and its caption, between the headline and the body", () => {
    const markdown = markdownOf(leadPicturePage('<figure><img src="/p/aqaba.jpg" alt=""><figcaption>The new quay at Aqaba port, seen from the breakwater.</figcaption></figure>'));
    expect(markdown).toContain("![](https://example.com/p/aqaba.jpg)");
    expect(markdown).toContain("*The new quay at Aqaba port, seen from the breakwater.*");
    expect(markdown).toContain("Experts expect the new port");
    const wrapped = markdownOf(leadPicturePage('<div class="lead-media"><figure><img src="/p/aqaba.jpg" alt=""><figcaption>The new quay at Aqaba port, seen from the breakwater.</figcaption></figure></div>'));
    expect(wrapped).toContain("*The new quay at Aqaba port, seen from the breakwater.*");
  });

  it("does not take a teaser card's picture before the body for the story's", () => {
    const markdown = markdownOf(leadPicturePage('<figure><a href="/other-story"><img src="/p/other.jpg" alt=""><figcaption>Why the ferry timetable changes in winter</figcaption></a></figure>'));
    expect(markdown).not.toContain("ferry timetable");
  });
});

describe("main content: what follows a story's body in its own box", () => {
  it("keeps a figure with its caption and a short note set in italics after the body", () => {
    const tail = '<figure><img src="/p/map.jpg" alt=""><figcaption>Map of the new quay and its access roads.</figcaption></figure><p class="correction"><em>Correction: an earlier version of this story gave the wrong length of the quay.</em></p><div class="tags"><span>Tags:</span> <a href="/t/1">Aqaba</a> <a href="/t/2">Ports</a></div>';
    const markdown = markdownOf(leadPicturePage("", tail));
    expect(markdown).toContain("*Map of the new quay and its access roads.*");
    expect(markdown).toContain("Correction: an earlier version");
    expect(markdown).not.toContain("Tags:");
  });

  it("leaves out a teaser's figure after the body", () => {
    const teaser = '<figure><a href="/other-story"><img src="/p/other.jpg" alt=""><figcaption>Why the ferry timetable changes in winter</figcaption></a></figure>';
    expect(markdownOf(leadPicturePage("", teaser))).not.toContain("ferry timetable");
  });
});

/** A story whose body is a box of its own after the headline, its meta line, its sharing row and `lead`; `tail` after the body. */
function leadPicturePage(lead: string, tail = ""): string {
  return (
    '<!doctype html><html lang="en"><head><title>New port opens in Aqaba - Port Daily</title></head><body><header><a href="/">Port Daily</a><nav><a href="/news">News</a> <a href="/economy">Economy</a></nav></header>' +
    '<main><article><div class="cat"><a href="/economy">Economy</a></div><h1>New port opens in Aqaba with room for a million containers a year</h1>' +
    '<div class="meta"><span class="author">By Ahmed Ali</span> <span class="date">20 November 2026</span></div><div class="share"><span>Share</span> <a href="#">Facebook</a> <a href="#">X</a></div>' +
    lead +
    "<div class=\"body\"><p>The government today opened a new container port in the city of Aqaba, able to handle up to a million containers a year, in a step meant to strengthen the kingdom's place as a regional hub for sea transport.</p>" +
    "<p>The transport minister said at the opening that the project had created more than a thousand new jobs, and that the second phase would start next year.</p>" +
    "<h2>The project in numbers</h2><ul><li>Cost: 450 million dinars</li><li>Length of the quay: 1,200 metres</li><li>Cranes: 8</li></ul>" +
    "<p>Experts expect the new port to cut the cost of imports for local traders by up to 15 percent.</p></div>" +
    tail +
    "</article></main></body></html>"
  );
}
