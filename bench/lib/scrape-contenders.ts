import Firecrawl from "@mendable/firecrawl-js";
import { request } from "undici";
import { WebDataClient } from "../../src/client.js";

/** The scrape every contender sends: the same URL and formats, so the server does the same work. */
export const SCRAPE_TARGET = "https://example.com/docs/getting-started";
export const SCRAPE_FORMATS = ["markdown"];

/** One scrape call, resolved once the JSON body is parsed. */
export type ScrapeCall = () => Promise<unknown>;

/** Ours: `WebDataClient.scrape` (validation, retry policy, timeouts, error mapping, response parsing). */
export function webDataScrape(baseUrl: string, apiKey: string): ScrapeCall {
  const client = new WebDataClient({ apiKey, baseUrl });
  return () => client.scrape({ url: SCRAPE_TARGET, formats: ["markdown"] });
}

/** The floor: one `undici.request` with the same body and headers, then `body.json()`. */
export function rawUndiciScrape(baseUrl: string, apiKey: string): ScrapeCall {
  const url = `${baseUrl}/scrape`;
  const headers = { authorization: `Bearer ${apiKey}`, "content-type": "application/json", accept: "application/json" };
  return async () => {
    const res = await request(url, { method: "POST", headers, body: JSON.stringify({ url: SCRAPE_TARGET, formats: SCRAPE_FORMATS }) });
    const body = (await res.body.json()) as { success?: boolean };
    if (res.statusCode !== 200 || body.success !== true) throw new Error(`raw scrape failed with HTTP ${res.statusCode}`);
    return body;
  };
}

/** The official SDK (`@mendable/firecrawl-js`, axios based); it appends `/v2` itself. */
export function sdkScrape(origin: string, apiKey: string): ScrapeCall {
  const firecrawl = new Firecrawl({ apiKey, apiUrl: origin });
  return () => firecrawl.scrape(SCRAPE_TARGET, { formats: ["markdown"] });
}
