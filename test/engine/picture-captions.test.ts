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

  it("trims a Korean credit written with an equals sign ('사진=부산항만공사') from the caption's end", () => {
    const figure = '<figure><img src="/p/port.jpg" alt=""><figcaption>20일 개장한 부산항 신항 3부두 전경. 사진=부산항만공사</figcaption></figure>';
    const markdown = markdownOf(storyIn("ko", figure, ""));
    expect(markdown).toContain("*20일 개장한 부산항 신항 3부두 전경.*");
    expect(markdown).not.toContain("부산항만공사");
  });
});

