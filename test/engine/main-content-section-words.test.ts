import { describe, expect, it } from "vitest";
import { mainContentMarkdown, paragraphs, sentence, storyPage } from "../helpers/main-content-markdown.js";

// A widget's or the comments' word as the title of the article's own section, and as the first word of
// a step (`chrome-text.ts`): the section and the step stay; the widgets and the comments still go.

const markdownOf = mainContentMarkdown("https://docs.harbour.example/guide/mqtt");

describe("a section of the article titled with a widget's or the comments' word", () => {
  it("keeps a paper's Discussion section and a tutorial's Comments and Print sections written as paragraphs", () => {
    const markdown = markdownOf(
      storyPage(
        `<h1>Tidal height predicts ferry delays</h1>${paragraphs("method", 2)}<h2>Discussion</h2>${paragraphs("channel", 2)}<h2>Conclusion</h2>${paragraphs("tide", 1)}` +
          '<h2>Comments</h2><p>Comments in the example start with a hash and explain each call; delete them once the code makes sense to you and keep the rest.</p>' +
          "<h3>Print</h3><p>Use print for quick checks and the logging module once the program grows beyond a single file, so the output can be turned down.</p>",
      ),
    );
    expect(markdown).toContain("## Discussion");
    expect(markdown).toContain(sentence("channel", 1));
    expect(markdown).toContain("## Comments\n\nComments in the example start with a hash");
    expect(markdown).toContain("### Print\n\nUse print for quick checks");
  });

  it("keeps a table of settings under a widget's word", () => {
    const table = "<table><thead><tr><th>Setting</th><th>Default</th></tr></thead><tbody><tr><td>host</td><td>localhost</td></tr><tr><td>port</td><td>1883</td></tr><tr><td>keepalive</td><td>60 seconds between pings</td></tr><tr><td>clean session</td><td>true for a new client</td></tr></tbody></table>";
    const markdown = markdownOf(storyPage(`<h1>Getting started</h1>${paragraphs("client", 2)}<h2>Loading</h2><p>Reading the settings file is optional.</p>${table}${paragraphs("topic", 1)}`));
    expect(markdown).toContain("## Loading");
    expect(markdown).toContain("| keepalive | 60 seconds between pings |");
  });

  it("still drops the comments under their heading, and a widget's heading over its links", () => {
    const comments = '<ol class="comment-list"><li><p>Great write-up, thanks for sharing the numbers with us all.</p></li><li><p>Did pinning the zone hurt your availability story?</p></li></ol>';
    const markdown = markdownOf(storyPage(`<h1>Ferry times</h1>${paragraphs("ferry", 3)}<h2>2 Comments</h2>${comments}<h3>Share this</h3><ul><li><a href="https://x.example/share">X</a></li><li><a href="https://fb.example/share">Facebook</a></li></ul>`));
    expect(markdown).toContain(sentence("ferry", 2));
    expect(markdown).not.toContain("Comments");
    expect(markdown).not.toContain("Great write-up");
    expect(markdown).not.toContain("Share this");
  });
});

describe("a section of the article whose title names a subscription, a donation or a thing not to miss", () => {
  const section = (title: string, topic: string) => `<h2>${title}</h2>${paragraphs(topic, 1)}`;
  const guide =
    `<h1>A weekend in Port Alder</h1>${paragraphs("town", 1)}${section("Don't miss the sunset at the pier", "pier")}${section("Subscription boxes and local produce", "farm")}` +
    `${section("How the town funds its lifeboat with donations", "lifeboat")}${section("Getting there", "road")}`;

  it("keeps the sections of a travel guide", () => {
    const markdown = markdownOf(storyPage(guide));
    for (const title of ["Don't miss the sunset at the pier", "Subscription boxes and local produce", "How the town funds its lifeboat with donations"]) expect(markdown).toContain(`## ${title}`);
    for (const topic of ["pier", "farm", "lifeboat"]) expect(markdown).toContain(sentence(topic, 0));
  });

  it("keeps such a section when a table, a numbered list or a list of points opens it", () => {
    const table = "<table><thead><tr><th>Provider</th><th>Free tier</th><th>Paid plan</th></tr></thead><tbody><tr><td>TideAPI</td><td>1,000 calls a day</td><td>$49 a month</td></tr><tr><td>OpenTides</td><td>unlimited</td><td>donations</td></tr></tbody></table>";
    const steps = "<ol><li>TideAPI: create an account and copy the key from the dashboard.</li><li>SeaLevel: request access and wait for the approval.</li><li>OpenTides: send a User-Agent with your contact address.</li></ol>";
    const points = "<ul><li>TideAPI counts a request for a whole year as 365 calls.</li><li>SeaLevel limits bursts to ten requests a second.</li></ul>";
    const markdown = markdownOf(storyPage(`<h1>Choosing a tide API</h1>${paragraphs("api", 1)}<h2>Subscription plans compared</h2>${table}<h2>How to sign up for each</h2>${steps}<h2>Don't miss the rate limits</h2>${points}${section("Our pick", "pick")}`));
    expect(markdown).toContain("| OpenTides | unlimited | donations |");
    expect(markdown).toContain("2. SeaLevel: request access and wait for the approval.");
    expect(markdown).toContain("- SeaLevel limits bursts to ten requests a second.");
    expect(markdown).toContain("## Don't miss the rate limits");
  });

  it("still drops a call to subscribe or to give, in its box or over its form between the sections", () => {
    const pitch = "<p>Our reporting is paid for by readers like you, and every contribution, big or small, keeps it free for everyone to read in the town.</p>";
    const box = `<div class="box"><h3>Support our journalism</h3>${pitch}<a href="/donate">Give now</a></div>`;
    const inline = `<h2>Subscribe to the Harbour newsletter</h2>${pitch}<form action="/subscribe"><input type="email" name="email"><button>Sign me up</button></form>`;
    const benefits = '<h2>Never miss a story</h2><ul><li>The morning briefing at seven</li><li>Breaking news as it happens</li></ul><form action="/join"><input type="email" name="email"></form>';
    const button = "<h2>Donations keep the lifeboat afloat</h2><ul><li>Fuel for a year of rescues</li><li>New flares and life jackets</li></ul><button>Donate</button>";
    const markdown = markdownOf(storyPage(`${guide}${box}${inline}${benefits}${button}${section("Where to eat", "fish")}`));
    expect(markdown).not.toContain("Support our journalism");
    expect(markdown).not.toContain("Subscribe to the Harbour newsletter");
    expect(markdown).not.toContain("paid for by readers");
    expect(markdown).not.toContain("Never miss");
    expect(markdown).not.toContain("morning briefing");
    expect(markdown).not.toContain("flares");
    expect(markdown).toContain("## Where to eat");
  });

  it("drops a newsletter box whose heading stands in a header of its own, the box's words under it in a block beside it", () => {
    const box =
      '<div class="factbox"><span class="factbox-header"><h3>Sign up for the Harbour newsletter</h3></span><div class="factbox-content"><p>Simply pop your email into the box at the top of this article and get the news straight to you.</p>' +
      "<p>Every day we will send you a roundup of the latest from the harbour, all in one handy email.</p></div></div>";
    const markdown = markdownOf(storyPage(`${guide}${box}${section("Where to eat", "fish")}`));
    expect(markdown).not.toContain("Simply pop your email");
    expect(markdown).not.toContain("handy email");
    expect(markdown).toContain("## Where to eat");
  });
});

describe("chrome headings in wrappers of their own inside the story's column", () => {
  it("take only their section, not the story's paragraphs after the wrapper", () => {
    for (const wrapped of ["<section><h3>Comments</h3></section>", "<div><h3>Related articles</h3></div>"]) {
      const markdown = markdownOf(storyPage(`<h1>The harbour plan</h1>${paragraphs("story", 3)}${wrapped}${paragraphs("after", 3)}`));
      expect(markdown, wrapped).toContain(sentence("after", 0));
      expect(markdown, wrapped).toContain(sentence("after", 2));
    }
  });
});

describe("an accordion's titles, in links to nowhere", () => {
  it("stay though the site's menu names the same topics", () => {
    const menu = '<nav><a href="/insurance">Car insurance</a> <a href="/loans">Car loans</a></nav>';
    const item = (title: string, text: string) => `<li class="accordion-item"><a class="accordion-title" role="tab"><h3>${title}</h3></a><div class="accordion-content">${text}</div></li>`;
    const accordion = `<ul class="accordion">${item("Car insurance", sentence("insurance", 1))}${item("Car loans", sentence("loans", 1))}</ul>`;
    const markdown = markdownOf(storyPage(`${menu}<h1>What a lease costs</h1>${paragraphs("lease", 2)}${accordion}${paragraphs("end", 1)}`));
    expect(markdown).toContain("Car insurance");
    expect(markdown).toContain("Car loans");
  });
});

describe("a step that starts with a widget's word", () => {
  it("keeps the items of a numbered list, and drops a widget's line in a box", () => {
    const steps = "<ol><li>Connect to the broker.</li><li>Subscribe to the topic <code>sensors/#</code>.</li><li>Share on the team channel what you received.</li><li>Close the connection.</li></ol>";
    const markdown = markdownOf(storyPage(`<h1>Getting started</h1>${paragraphs("client", 2)}${steps}${paragraphs("topic", 2)}<div class="box"><p>Subscribe to our newsletter</p></div>`));
    expect(markdown).toContain("2. Subscribe to the topic `sensors/#`.");
    expect(markdown).toContain("3. Share on the team channel what you received.");
    expect(markdown).not.toContain("newsletter");
  });

  it("keeps the steps of a bulleted checklist (a box before each), and drops a share bar's words in a list", () => {
    const checklist = '<ul class="checklist"><li><input type="checkbox"> Move valuables upstairs</li><li><input type="checkbox"> Keep a torch and batteries</li><li><input type="checkbox"> Sign up for flood alerts</li></ul>';
    const shareBar = '<ul class="share"><li>Share</li><li>Print</li><li>Tweet</li></ul>';
    const markdown = markdownOf(storyPage(`<h1>Getting ready</h1>${paragraphs("flood", 2)}<h2>Checklist</h2>${checklist}${paragraphs("river", 2)}${shareBar}`));
    expect(markdown).toContain("Sign up for flood alerts");
    expect(markdown).toContain("Keep a torch and batteries");
    expect(markdown).not.toContain("Print");
  });
});

describe("a share button alone in a block", () => {
  it("goes, and a sentence that opens with the word stays", () => {
    const markdown = markdownOf(
      storyPage(`<h1>Tide tables</h1>${paragraphs("tide", 2)}<p>Share prices of the ferry company fell by a tenth after the vote, then recovered within the week.</p><p class="button-wrapper"><a class="button" href="/p/tides?utm_source=share"><span>Share</span></a></p>${paragraphs("end", 1)}`),
    );
    expect(markdown).toContain("Share prices of the ferry company fell");
    expect(markdown).not.toContain("[Share]");
    expect(markdown).toContain(sentence("end", 0));
  });
});

describe("a link back to the top of the page", () => {
  it("goes after each section, in English and German, and a sentence about the top stays", () => {
    const back = (label: string) => `<p><a href="#main" class="back-to-top">${label}</a></p>`;
    const markdown = markdownOf(
      storyPage(`<h1>Boating safety</h1><h2>Before you go</h2>${paragraphs("forecast", 2)}${back("Back to top")}<h2>On the water</h2>${paragraphs("channel", 2)}${back("↑ Nach oben")}<p>Climb to the top of the lighthouse for the best view of the channel and the harbour walls.</p>`),
    );
    expect(markdown).not.toContain("Back to top");
    expect(markdown).not.toContain("Nach oben");
    expect(markdown).toContain("Climb to the top of the lighthouse");
    expect(markdown).toContain(sentence("channel", 1));
  });
});
