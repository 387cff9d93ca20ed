/**
 * The in-page half of the `branding` format: one bounded pass over the rendered page's computed
 * styles that reports raw observations (colours as sRGB, font stacks, sizes, a few candidate
 * elements). It runs in an isolated world (the page's DOM, not its JavaScript globals, which the
 * page's scripts may have replaced); what it reads is still the page's, so everything it returns is
 * checked and shaped again on the engine's side (`page-branding.ts`); nothing here is trusted.
 */

/** Elements looked at, at most (document order; a huge page costs the same as a big one). */
export const BRANDING_MAX_ELEMENTS = 3000;

/** The expression the isolated world evaluates: returns a plain JSON-able object. */
export const brandingScript = `(() => {
  const MAX = ${BRANDING_MAX_ELEMENTS};
  const canvas = document.createElement("canvas");
  canvas.width = 1; canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  const colorCache = new Map();
  // Any CSS colour (rgb, hsl, oklch, color(...)) to [r, g, b, a] through a 1-pixel canvas.
  const rgba = (value) => {
    if (typeof value !== "string" || value === "" || value === "transparent" || value.length > 200) return null;
    if (colorCache.has(value)) return colorCache.get(value);
    let out = null;
    try {
      const direct = /^rgba?\\((\\d+),\\s*(\\d+),\\s*(\\d+)(?:,\\s*([\\d.]+))?\\)$/.exec(value);
      if (direct) out = [+direct[1], +direct[2], +direct[3], direct[4] === undefined ? 1 : +direct[4]];
      else if (ctx) {
        ctx.clearRect(0, 0, 1, 1);
        ctx.fillStyle = "#000";
        ctx.fillStyle = value;
        ctx.fillRect(0, 0, 1, 1);
        const d = ctx.getImageData(0, 0, 1, 1).data;
        out = [d[0], d[1], d[2], d[3] / 255];
      }
    } catch { out = null; }
    colorCache.set(value, out);
    return out;
  };
  const visible = (el, style) => {
    if (style.display === "none" || style.visibility === "hidden" || +style.opacity === 0) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const abs = (url) => { try { return url ? new URL(url, document.baseURI).href : null; } catch { return null; } };
  const px = (v) => { const n = parseFloat(v); return Number.isFinite(n) ? n : null; };
  const styleOf = (el) => { try { return getComputedStyle(el); } catch { return null; } };
  const textLength = (el) => { let n = 0; for (const c of el.childNodes) if (c.nodeType === 3) n += c.textContent.trim().length; return n; };
  // Computed values are the page's CSS: a font stack or a transition list can be any length, so each is cut here, before it is sent.
  const cut = (v, n) => typeof v === "string" ? v.slice(0, n) : null;
  const fontInfo = (el) => {
    const s = el && styleOf(el);
    if (!s) return null;
    const size = px(s.fontSize), line = px(s.lineHeight);
    return { family: cut(s.fontFamily, 500), size: cut(s.fontSize, 50), weight: +s.fontWeight || null, lineHeight: size && line ? line / size : null };
  };
  const first = (selector) => { try { return document.querySelector(selector); } catch { return null; } };
  const root = document.documentElement, body = document.body || root;
  const rootStyle = styleOf(root), bodyStyle = styleOf(body);
  const bg = [bodyStyle && rgba(bodyStyle.backgroundColor), rootStyle && rgba(rootStyle.backgroundColor)].find((c) => c && c[3] > 0) || null;
  const meta = (name) => { const el = first('meta[name="' + name + '"], meta[property="' + name + '"]'); return el ? cut(el.getAttribute("content"), 4096) : null; };
  const textColors = new Map(), linkColors = new Map(), accents = new Map(), families = new Map(), radii = new Map(), weights = new Map(), spacings = new Map();
  const bump = (map, key, by) => { if (key !== null && key !== undefined && key !== "") map.set(key, (map.get(key) || 0) + (by || 1)); };
  const key = (c) => c ? c.join(",") : null;
  const buttons = [];
  const elements = body.getElementsByTagName("*");
  const n = Math.min(elements.length, MAX);
  for (let i = 0; i < n; i++) {
    const el = elements[i];
    const tag = el.tagName;
    if (tag === "SCRIPT" || tag === "STYLE" || tag === "NOSCRIPT" || tag === "TEMPLATE" || tag === "HEAD") continue;
    const s = styleOf(el);
    if (!s || !visible(el, s)) continue;
    const own = textLength(el);
    const color = rgba(s.color);
    if (own > 0 && color) {
      if (tag === "A") bump(linkColors, key(color), own); else bump(textColors, key(color), own);
      bump(families, cut(s.fontFamily, 500), own);
      bump(weights, String(+s.fontWeight || 400), own);
    }
    const back = rgba(s.backgroundColor);
    if (back && back[3] > 0.5) bump(accents, key(back), 1);
    const border = px(s.borderTopWidth) > 0 ? rgba(s.borderTopColor) : null;
    if (border && border[3] > 0.5) bump(accents, key(border), 0.5);
    const clickable = tag === "BUTTON" || (tag === "A" && /\\b(btn|button|cta)\\b/i.test(String(el.className))) || el.getAttribute("role") === "button" ||
      (tag === "INPUT" && /^(submit|button)$/i.test(el.getAttribute("type") || ""));
    if (clickable && buttons.length < 20) {
      buttons.push({ background: back, text: color, border: border, radius: cut(s.borderTopLeftRadius, 100), area: el.getBoundingClientRect().width * el.getBoundingClientRect().height });
    }
    const radius = cut(s.borderTopLeftRadius, 100);
    if (radius && radius !== "0px" && (clickable || tag === "INPUT" || (back && back[3] > 0.5))) bump(radii, radius, 1);
    for (const v of [s.paddingTop, s.paddingLeft, s.marginTop, s.marginBottom, s.rowGap]) { const p = px(v); if (p && p > 0 && p <= 128) bump(spacings, Math.round(p), 1); }
  }
  const top = (map, count) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([k, v]) => [k, v]);
  const logoEl = first('header img[src*="logo" i], img[alt*="logo" i], img[class*="logo" i], img[id*="logo" i], [class*="logo" i] img, [id*="logo" i] img, header a[href="/"] img, nav a[href="/"] img, a[class*="brand" i] img, header img, nav img');
  let logo = logoEl ? abs(cut(logoEl.currentSrc || logoEl.getAttribute("src"), 4096)) : null;
  let logoAlt = logoEl ? cut(logoEl.getAttribute("alt"), 300) : null;
  if (!logo) {
    const svg = first('header a[href="/"] svg, [class*="logo" i] svg, [id*="logo" i] svg, a[class*="brand" i] svg');
    if (svg) logo = "data:image/svg+xml;base64," + btoa(unescape(encodeURIComponent(svg.outerHTML.slice(0, 20000))));
  }
  const icon = first('link[rel~="icon" i], link[rel="shortcut icon" i], link[rel="apple-touch-icon" i]');
  const heading = first("h1") || first("h2");
  const code = first("code, pre, kbd");
  const paragraph = first("main p, article p, p");
  const small = first("small, figcaption, .muted, .text-muted, footer p");
  const link = first("main a[href], article a[href], p a[href], a[href]");
  const input = first('input:not([type="hidden"]):not([type="submit"]):not([type="button"]), textarea, select');
  const inputStyle = input && styleOf(input);
  const header = first("header, [role=banner]"), footer = first("footer, [role=contentinfo]");
  const main = first("main, [role=main], .container, article");
  return {
    title: cut(document.title, 300),
    siteName: meta("og:site_name") || meta("application-name"),
    logoAlt,
    colorSchemeMeta: meta("color-scheme"),
    colorSchemeCss: rootStyle ? cut(rootStyle.colorScheme, 100) : null,
    background: bg,
    bodyText: bodyStyle ? rgba(bodyStyle.color) : null,
    textColors: top(textColors, 6),
    linkColor: link ? rgba((styleOf(link) || {}).color) : null,
    linkColors: top(linkColors, 3),
    accents: top(accents, 12),
    themeColor: meta("theme-color") ? rgba(meta("theme-color")) : null,
    buttons,
    input: inputStyle ? { border: rgba(inputStyle.borderTopColor), radius: cut(inputStyle.borderTopLeftRadius, 100) } : null,
    families: top(families, 6),
    weights: top(weights, 8),
    radii: top(radii, 4),
    spacings: top(spacings, 12),
    body: fontInfo(body), paragraph: fontInfo(paragraph), heading: fontInfo(heading), h1: fontInfo(first("h1")), h2: fontInfo(first("h2")), h3: fontInfo(first("h3")),
    small: fontInfo(small), code: fontInfo(code),
    headerHeight: header ? header.getBoundingClientRect().height : null,
    footerHeight: footer ? footer.getBoundingClientRect().height : null,
    mainMaxWidth: main ? cut((styleOf(main) || {}).maxWidth, 100) : null,
    transition: cut((styleOf(first("a[href], button") || body) || {}).transitionDuration, 200) || null,
    logo,
    favicon: icon ? abs(cut(icon.getAttribute("href"), 4096)) : abs("/favicon.ico"),
    ogImage: abs(meta("og:image")),
  };
})()`;
