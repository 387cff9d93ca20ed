import { notImplemented } from "../../server-kit/index.js";
import type { EngineHandler, EngineRouteTable } from "./engine-routes.js";

const hostedHint =
  "Until then, use the hosted service for it: set WEBDATA_API_KEY and leave WEBDATA_BASE_URL unset (or point the client's baseUrl at https://api.firecrawl.dev/v2).";

const needsModel = (operation: string) =>
  `${operation} needs a language model, and this local engine has none yet (createLocalEngine's \`model\` option is reserved for it). ${hostedHint}`;

const needsBrowser = (operation: string) =>
  `${operation} needs a browser, and this local engine has none yet (createLocalEngine's \`browser\` option is reserved for it). ${hostedHint}`;

const answer = (message: string): EngineHandler => () => notImplemented(message);

/**
 * Operations that need a model or a browser: a clear 501 saying what to configure (docs/architecture.md,
 * "The engine"). The engine's route table lists these first; a real handler listed later replaces one.
 */
export const unsupportedRoutes: EngineRouteTable = {
  interact: answer(needsBrowser("Interact")),
  stopInteraction: answer(needsBrowser("Interact")),
  "browser.create": answer(needsBrowser("A browser session")),
  "crawl.paramsPreview": answer(needsModel("Crawl params preview (turning a prompt into crawl options)")),
};
