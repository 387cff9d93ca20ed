import { Element, type Document } from "domhandler";
import { descendants, detach, unwrap } from "./content-dom.js";

/**
 * Lazy-loading pages put the real picture in `<noscript>` next to a placeholder `<img>` (blurred,
 * a grey pixel, or no src at all). The noscript's image replaces the placeholder; a noscript
 * without an image ("enable JavaScript") is dropped.
 */
export function revealNoscriptImages(document: Document | Element): void {
  for (const noscript of descendants(document).filter((element) => element.name === "noscript")) {
    if (noscript.parent === null) continue;
    const images = descendants(noscript).filter((element) => element.name === "img");
    if (images.length === 0) {
      detach(noscript);
      continue;
    }
    const placeholder = neighbourImage(noscript, "prev") ?? neighbourImage(noscript, "next");
    if (placeholder !== undefined) detach(placeholder);
    unwrap(noscript);
  }
}

/** The image a sibling is or wraps alone (`<img>`, `<picture><img>`, `<span><img>`), skipping blank text. */
function neighbourImage(noscript: Element, side: "prev" | "next"): Element | undefined {
  let node = noscript[side];
  while (node !== null && node.type === "text" && node.data.trim() === "") node = node[side];
  if (!(node instanceof Element)) return undefined;
  if (node.name === "img") return node;
  if (node.name !== "picture" && node.name !== "span" && node.name !== "a" && node.name !== "div") return undefined;
  const inner = descendants(node).filter((element) => element.name === "img");
  const image = inner.length === 1 ? inner[0] : undefined;
  return image !== undefined && looksLikePlaceholder(image) ? image : undefined;
}

function looksLikePlaceholder(image: Element): boolean {
  const attributes = image.attribs;
  const src = attributes.src ?? "";
  return src === "" || src.startsWith("data:") || src.startsWith("#") || Object.keys(attributes).some((name) => name.startsWith("data-") && name.includes("src")) || /lazy|placeholder|blur/i.test(attributes.class ?? "");
}
