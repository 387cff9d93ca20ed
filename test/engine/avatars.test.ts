import { beforeAll, describe, expect, it } from "vitest";
import { loadConverter, scrape } from "../helpers/article-page.js";
import { paragraphs } from "../helpers/main-content-markdown.js";

// A user's picture beside a post (`avatars.ts`): the main content does not print it; the post stays.

beforeAll(loadConverter);

const post = (user: string, avatar: string, body: string) =>
  `<div class="message"><a href="/u/${user}">${avatar}</a><div class="content">${body}</div></div>`;

describe("avatars", () => {
  const thread =
    '<html><head><title>NVMe boot fails on the Pi 5</title></head><body><header><a href="/">Board</a></header><main><h1>NVMe boot fails on the Pi 5</h1>' +
    post("mara", '<img class="avatar avatar-48 photo" src="/uploads/mara.png" alt="">', `${paragraphs("drive", 2)}<p><img src="/uploads/screen-rainbow.png" alt="The rainbow screen"></p>`) +
    post("olek", '<img src="https://secure.gravatar.com/avatar/ab12?s=48&amp;d=mm" alt="olek">', paragraphs("hat", 2)) +
    post("ines", '<img src="/user_avatar/forum.example/ines/48/7.png" alt="">', paragraphs("cable", 2)) +
    "</main></body></html>";

  it("drops users' pictures and the profile links that only held them, keeping the posts and their own pictures", () => {
    const markdown = scrape(thread, "https://forum.example/t/nvme-boot/77");
    expect(markdown).not.toContain("mara.png");
    expect(markdown).not.toContain("gravatar.com");
    expect(markdown).not.toContain("user_avatar");
    expect(markdown).not.toMatch(/\[\]\(/);
    expect(markdown).toContain("![The rainbow screen](https://forum.example/uploads/screen-rainbow.png)");
    for (const word of ["drive", "hat", "cable"]) expect(markdown).toContain(`The ${word} paragraph number 1`);
  });

  it("keeps a picture whose name only looks alike (a film's poster, a gallery named for avatars)", () => {
    const page =
      '<html><head><title>Avatar, reviewed</title></head><body><article><h1>Avatar, reviewed</h1>' +
      `<p><img class="poster" src="/films/avatar-2009.jpg" alt="Avatar poster"></p><p><img class="avatars-gallery" src="/img/still.jpg" alt="A still"></p>${paragraphs("film", 3)}</article></body></html>`;
    const markdown = scrape(page);
    expect(markdown).toContain("avatar-2009.jpg");
    expect(markdown).toContain("still.jpg");
  });
});
