import { expect, it } from "vitest";
import { cli } from "../cli/cli-harness.js";
import { renderFixtureRoutes } from "../helpers/render-fixtures.js";
import { chromiumPath, describeWithBrowser, startSite } from "./browser-fixture.js";

describeWithBrowser("webdata scrape of a page that never shows text", () => {
  it("prints the result, exits 0, and says on stderr that the page was empty, suggesting --wait-for", async () => {
    const site = await startSite(renderFixtureRoutes());
    try {
      const run = await cli(["scrape", `${site.url}/spinner`, "--allow-private"], { env: { WEBDATA_CHROMIUM: chromiumPath } });
      expect(run.code).toBe(0);
      expect(run.stderr).toContain("warning: The page showed no text");
      expect(run.stderr).toContain("--wait-for");
      // A page that renders within the cap comes back with its text and no such warning.
      const late = await cli(["scrape", `${site.url}/timer-500`, "--allow-private"], { env: { WEBDATA_CHROMIUM: chromiumPath } });
      expect(late.stdout).toContain("FIXTURE-timer-500");
      expect(late.stderr).not.toContain("showed no text");
    } finally {
      await site.close();
    }
  });
});
