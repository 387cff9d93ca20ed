/**
 * Article facts from a page's JSON-LD (`<script type="application/ld+json">`, schema.org): the
 * author, publication date, headline, description and text of the first article-like item.
 */
export interface ArticleFacts {
  author?: string;
  publishedTime?: string;
  modifiedTime?: string;
  headline?: string;
  description?: string;
  /**
   * The article's text (`articleBody`), for pages whose HTML does not hold it (`article-body.ts`);
   * `null` when the page's items give two different texts (a list of articles: none is the page's).
   */
  body?: string | null;
  /** The address of the page the body's item says it is (`url`, `mainEntityOfPage`), if it says one. */
  bodyPage?: string | undefined;
}

/** JSON-LD blocks larger than this (characters) are not read. */
const MAX_BLOCK = 256 * 1024;
const articleTypes = /article|posting|report|newsarticle|webpage|creativework|recipe|review/i;

const wrapperStart = /^(?:\/\/\s*)?(?:<!\[CDATA\[|<!--)/;
const wrapperEnd = /(?:\/\/\s*)?(?:\]\]>|-->)$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function names(value: Json | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string") return value.trim() === "" ? [] : [value.trim()];
  if (Array.isArray(value)) return value.flatMap(names);
  if (typeof value === "object") return names(value.name);
  return [];
}

function text(value: Json | undefined): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function items(value: Json, out: Array<{ [key: string]: Json }>, depth = 0): void {
  if (depth > 4 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) items(item, out, depth + 1);
    return;
  }
  out.push(value);
  if (value["@graph"] !== undefined) items(value["@graph"], out, depth + 1);
}

const howToTypes = /^(?:howto|recipe)$/i;
/** Steps read of a how-to or a recipe, at most (nested sections included). */
const MAX_STEPS = 200;

/**
 * A how-to's or a recipe's text (schema.org): its description, then its steps in order (`step` or
 * `recipeInstructions`: texts, steps with a text or a name, sections with their steps), a line each.
 */
function howToText(item: { [key: string]: Json }): string | undefined {
  const lines: string[] = [];
  const description = text(item.description);
  if (description !== undefined) lines.push(description);
  const visit = (value: Json | undefined, depth: number): void => {
    if (value === undefined || value === null || depth > 4 || lines.length > MAX_STEPS) return;
    if (typeof value === "string") {
      if (value.trim() !== "") lines.push(value.trim());
    } else if (Array.isArray(value)) {
      for (const entry of value) visit(entry, depth + 1);
    } else if (typeof value === "object") {
      const own = text(value.text) ?? (value.itemListElement === undefined ? text(value.name) : undefined);
      if (value.itemListElement !== undefined && text(value.name) !== undefined) lines.push(text(value.name) as string);
      if (own !== undefined) lines.push(own);
      visit(value.itemListElement, depth + 1);
    }
  };
  visit(item.step ?? item.recipeInstructions, 0);
  return lines.length === 0 ? undefined : lines.join("\n");
}

/** Reads one JSON-LD block into `facts` (fields already set are kept: the first block wins). */
export function readJsonLd(source: string, facts: ArticleFacts): void {
  if (source.length > MAX_BLOCK) return;
  let parsed: Json;
  try {
    // Some CMSs wrap the JSON in a CDATA section (or an HTML comment) for old XHTML parsers.
    parsed = JSON.parse(source.trim().replace(wrapperStart, "").replace(wrapperEnd, "")) as Json;
  } catch {
    return; // Broken JSON-LD is common and not worth an error.
  }
  const found: Array<{ [key: string]: Json }> = [];
  items(parsed, found);
  for (const item of found) {
    const type = item["@type"];
    const types = Array.isArray(type) ? type.filter((t): t is string => typeof t === "string") : typeof type === "string" ? [type] : [];
    // A how-to or a recipe says its text as a description and steps (`howToText`).
    const howTo = types.some((t) => howToTypes.test(t)) ? howToText(item) : undefined;
    const article = types.some((t) => articleTypes.test(t));
    noteBody(facts, howTo ?? (article ? text(item.articleBody) : undefined), item);
    if (!article) continue;
    const authors = names(item.author);
    if (facts.author === undefined && authors.length > 0) facts.author = authors.join(", ");
    facts.publishedTime ??= text(item.datePublished);
    facts.modifiedTime ??= text(item.dateModified);
    facts.headline ??= text(item.headline);
    facts.description ??= text(item.description);
  }
}

/**
 * Keeps an item's text as the page's. A second, different one (a `@graph` or an array of several
 * articles, one block per teaser) makes the page a list: none of the texts is the page's own.
 */
function noteBody(facts: ArticleFacts, body: string | undefined, item: { [key: string]: Json }): void {
  if (body === undefined || facts.body === null) return;
  if (facts.body === undefined) facts.bodyPage = pageOf(item);
  facts.body = facts.body === undefined || facts.body === body ? body : null;
}

/** The page an item says it is: its `mainEntityOfPage` (an address or a node's `@id`), else its `url`. */
function pageOf(item: { [key: string]: Json }): string | undefined {
  const main = item.mainEntityOfPage;
  const mainAddress = text(main !== null && typeof main === "object" && !Array.isArray(main) ? main["@id"] : main);
  return mainAddress ?? text(item.url);
}
