import { sendError } from "./api-errors.js";
import type { Router } from "./router.js";

const hostedHint =
  "Until then, use the hosted service for it: set WEBDATA_API_KEY and leave WEBDATA_BASE_URL unset (or point the client's baseUrl at https://api.firecrawl.dev/v2).";

const needsModel = (operation: string) =>
  `${operation} needs a language model, and this local engine has none yet (createLocalEngine's \`model\` option is reserved for it). ${hostedHint}`;

const needsBrowser = (operation: string) =>
  `${operation} needs a browser, and this local engine has none yet (createLocalEngine's \`browser\` option is reserved for it). ${hostedHint}`;

/** Operations that need a model or a browser: a clear 501 saying what to configure (DESIGN.md, "The engine"). */
export function addUnsupportedRoutes(router: Router): void {
  const routes: [string, string, string][] = [
    ["POST", "/agent", needsModel("The agent")],
    ["GET", "/agent/:id", needsModel("The agent")],
    ["DELETE", "/agent/:id", needsModel("The agent")],
    ["POST", "/scrape/:id/interact", needsBrowser("Interact")],
    ["DELETE", "/scrape/:id/interact", needsBrowser("Interact")],
    ["POST", "/interact", needsBrowser("Interact")],
    ["POST", "/browser", needsBrowser("A browser session")],
    ["POST", "/support/ask", needsModel("Support ask")],
    ["POST", "/support/docs-search", needsModel("Support docs search")],
    ["POST", "/batch/scrape", `Batch scrape is not available in the local engine yet; call POST /scrape per URL or start a crawl. ${hostedHint}`],
  ];
  for (const [method, path, message] of routes) {
    router.add(method, path, ({ req, res }) => {
      req.resume();
      sendError(res, 501, message, { code: "NOT_IMPLEMENTED" });
    });
  }
}
