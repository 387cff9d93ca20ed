import { describe, expect, it } from "vitest";
import { isHeadingSlug } from "../../src/engine/content/heading-slug.js";

describe("isHeadingSlug", () => {
  it("accepts the heading's own words, joined, with or without a number telling twins apart", () => {
    expect(isHeadingSlug("sharing-with-a-single-developer", "Sharing with a single developer ¶")).toBe(true);
    expect(isHeadingSlug("example-1-amend-a-shared-changeset", "Example 1: Amend a shared changeset")).toBe(true);
    expect(isHeadingSlug("setting-up-the-server-2", "Setting up the server")).toBe(true);
    expect(isHeadingSlug("über-die-geteilte-geschichte", "Über die geteilte Geschichte")).toBe(true);
  });

  it("refuses short ids, other words, and words merely found in order", () => {
    expect(isHeadingSlug("share-this-story", "Share this story")).toBe(false);
    expect(isHeadingSlug("comments-for-this-post", "Sharing with a single developer")).toBe(false);
    expect(isHeadingSlug("sharing-single-developer-tips", "Sharing, for a single developer, some tips")).toBe(false);
    expect(isHeadingSlug("sharing-with-a-single-developer-extra", "Sharing with a single developer")).toBe(false);
  });
});
