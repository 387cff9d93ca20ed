import type { Rewrite } from "./content-emit.js";
import type { TreeNode } from "./content-tree.js";
import type { ScanOutput } from "./scan-output.js";
import { attributeValue, valuePattern } from "./tag-attributes.js";

/**
 * A code block's language where the page names it in a way the markdown converter does not read:
 * it reads `class="language-x"` on the `<code>` in a `<pre>` (or on a `<pre>` without one), and
 * prints a bare fence otherwise. Documentation generators name it elsewhere: Sphinx on a wrapper
 * (`<div class="highlight-python">`), MkDocs and Jekyll's Rouge on a wrapper too (`<div
 * class="language-ruby highlighter-rouge">`), GitHub as `highlight-source-python`, Prettify as
 * `lang-py`, SyntaxHighlighter as `brush: php`, others in `lang` or `data-lang`. The block's
 * `<code>` (or the `<pre>`) is rewritten with `class="language-x"`, so the fence says ```python.
 */

/** Class tokens that name a language: `language-x`, `lang-x`, GitHub's `highlight-source-x`, Sphinx's `highlight-x`. */
const languageClass = /(?:^|\s)(?:language-|lang-|highlight-source-|highlight-)([a-z0-9][\w+#.-]{0,30})(?=\s|$)/i;
/** SyntaxHighlighter's `class="brush: php; …"`. */
const brushClass = /(?:^|[\s;])brush:\s*([a-z0-9][\w+#.-]{0,30})/i;
const languageAttributes = ["data-lang", "data-language", "lang"].map((name) => valuePattern(name));
/** Names that say no language. */
const noLanguage = new Set(["default", "none", "nohighlight", "plain", "plaintext", "text", "txt", "undefined", "null"]);
/** Wrappers above the `<pre>` read for a language (each holding nothing else with text). */
const WRAPPERS = 3;

export function labelCodeLanguage(pre: TreeNode, output: ScanOutput, rewrites: Map<TreeNode, Rewrite>): void {
  // The converter reads the class of a `<code>` that is the block's first element, else the `<pre>`'s.
  const first = pre.children[0];
  const code = first !== undefined && first.name === "code" ? first : undefined;
  if (rewrites.has(pre) || (code !== undefined && rewrites.has(code)) || /(?:^|\s)language-/i.test((code ?? pre).className)) return;
  const language = (code === undefined ? undefined : namedBy(code, output)) ?? namedBy(pre, output) ?? namedAbove(pre);
  if (language === undefined) return;
  // Both tags say it: which one the converter reads depends on text before the code.
  rewrites.set(pre, { kind: "startTag", html: `<pre class="language-${language}">` });
  if (code !== undefined) rewrites.set(code, { kind: "startTag", html: `<code class="language-${language}">` });
}

/** The language an element's class or language attribute names. */
function namedBy(node: TreeNode, output: ScanOutput): string | undefined {
  const named = languageClass.exec(node.className)?.[1] ?? brushClass.exec(node.className)?.[1];
  if (named !== undefined) return usable(named);
  const tag = output.between(node.openStart, node.openEnd);
  for (const pattern of languageAttributes) {
    const value = attributeValue(tag, pattern);
    if (value !== undefined) return usable(value);
  }
  return undefined;
}

/** The language a wrapper around the block names in its class (`highlight-python`, `language-ruby highlighter-rouge`). */
function namedAbove(pre: TreeNode): string | undefined {
  let frame = pre.parent;
  for (let level = 0; frame !== null && level < WRAPPERS && frame.text === pre.text; level++, frame = frame.parent) {
    const named = languageClass.exec(frame.className)?.[1];
    if (named !== undefined) return usable(named);
  }
  return undefined;
}

/** A language name as a fence can carry it (lower case, no spaces), or undefined for one that says none. */
function usable(name: string): string | undefined {
  const language = name.trim().toLowerCase();
  return /^[a-z0-9][\w+#.-]{0,30}$/.test(language) && !noLanguage.has(language) ? language : undefined;
}
