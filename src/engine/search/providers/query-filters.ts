/** `categories` as search operators every provider backed by a web search engine understands. */
const categoryOperators: Record<string, string> = {
  github: "site:github.com",
  research: "(site:arxiv.org OR site:scholar.google.com OR site:semanticscholar.org OR site:pubmed.ncbi.nlm.nih.gov OR site:researchgate.net)",
  pdf: "filetype:pdf",
  developer: "(site:github.com OR site:stackoverflow.com OR site:developer.mozilla.org OR site:docs.python.org OR site:npmjs.com)",
};

/** The query with `categories` and `includeDomains` added as `site:`/`filetype:` operators. */
export function queryWithFilters(query: string, categories: readonly string[], includeDomains: readonly string[]): string {
  const parts = [query.trim()];
  const operators = categories.map((name) => categoryOperators[name]).filter((op): op is string => op !== undefined);
  if (operators.length === 1) parts.push(operators[0] as string);
  else if (operators.length > 1) parts.push(`(${operators.join(" OR ")})`);
  if (includeDomains.length === 1) parts.push(`site:${includeDomains[0]?.trim()}`);
  else if (includeDomains.length > 1) parts.push(`(${includeDomains.map((d) => `site:${d.trim()}`).join(" OR ")})`);
  return parts.join(" ");
}

/** The category a result belongs to, by its URL (the service labels results this way). */
export function categoryOf(url: string, categories: readonly string[]): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  const host = parsed.hostname.toLowerCase();
  const path = parsed.pathname.toLowerCase();
  if (categories.includes("github") && (host === "github.com" || host.endsWith(".github.com"))) return "github";
  if (categories.includes("pdf") && path.endsWith(".pdf")) return "pdf";
  if (categories.includes("research") && /(^|\.)(arxiv\.org|scholar\.google\.com|semanticscholar\.org|ncbi\.nlm\.nih\.gov|researchgate\.net)$/.test(host)) return "research";
  return undefined;
}
