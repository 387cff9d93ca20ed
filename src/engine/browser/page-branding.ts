import type { Page } from "playwright-core";
import { brandingScript } from "./branding-script.js";

/**
 * The `branding` format (the service's `BrandingProfile`): colour scheme, colours, fonts,
 * typography, spacing, buttons and inputs, logo and favicon, read from the rendered page's computed
 * styles by one bounded `evaluate` and shaped here. The page is hostile: what its world returns is
 * checked field by field, strings are cut, and a page that stalls the script gets no branding.
 */
export interface Branding {
  colorScheme: "light" | "dark";
  brandName?: string;
  logo: string | null;
  fonts: { family: string; role: string }[];
  colors: Record<string, string>;
  typography: {
    fontFamilies: Record<string, string>;
    fontStacks: Record<string, string[]>;
    fontSizes: Record<string, string>;
    lineHeights: Record<string, number>;
    fontWeights: Record<string, number>;
  };
  spacing: { baseUnit: number; padding: Record<string, number>; borderRadius?: string };
  components: Record<string, Record<string, string>>;
  images: { logo: string | null; favicon: string | null; ogImage: string | null };
  layout: Record<string, unknown>;
  animations: Record<string, string>;
}

/** Longest the in-page pass may take, in milliseconds. */
export const BRANDING_TIMEOUT_MS = 5_000;

type Rgba = [number, number, number, number];
type Counted = [string, number][];

/** Runs the in-page pass within `timeoutMs` and shapes it; `undefined` (with the reason) when the page gave nothing usable. */
export async function readBranding(page: Page, timeoutMs = BRANDING_TIMEOUT_MS): Promise<{ branding?: Branding; note?: string }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), Math.max(100, timeoutMs));
  });
  try {
    const raw: unknown = await Promise.race([evaluateIsolated(page, brandingScript), late]);
    if (raw === "late") return { note: `branding is missing: the page did not let its styles be read within ${Math.round(timeoutMs / 1000)} s.` };
    if (typeof raw !== "object" || raw === null) return { note: "branding is missing: the page's styles could not be read." };
    return { branding: shapeBranding(raw as Record<string, unknown>) };
  } catch (error) {
    return { note: `branding is missing: the page's styles could not be read (${(error instanceof Error ? error.message : String(error)).split("\n")[0]}).` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `expression` in a fresh isolated world of the page's main frame (same DOM, its own
 * JavaScript globals) and answers its value. In the page's own world the page could have replaced
 * any built-in the script uses (`String.prototype.slice`, `Map`, `getComputedStyle`) and so decide
 * what it counts and how many megabytes come back to the engine; in an isolated world its scripts
 * cannot reach the pass at all.
 */
async function evaluateIsolated(page: Page, expression: string): Promise<unknown> {
  const session = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await session.send("Page.getFrameTree");
    const { executionContextId } = await session.send("Page.createIsolatedWorld", { frameId: frameTree.frame.id, worldName: "webdata-branding" });
    const { result, exceptionDetails } = await session.send("Runtime.evaluate", { expression, contextId: executionContextId, returnByValue: true });
    if (exceptionDetails !== undefined) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as unknown;
  } finally {
    await session.detach().catch(() => {});
  }
}

// --- checking what the page returned ---

function text(value: unknown, max = 200): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed.slice(0, max);
}

function url(value: unknown): string | null {
  const candidate = text(value, 100_000);
  if (candidate === undefined) return null;
  if (/^data:image\//i.test(candidate)) return candidate.length <= 30_000 ? candidate : null;
  return /^https?:\/\//i.test(candidate) && candidate.length <= 2048 ? candidate : null;
}

function rgba(value: unknown): Rgba | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const numbers = value.map(Number);
  if (!numbers.every((n) => Number.isFinite(n))) return undefined;
  const [r, g, b, a] = numbers as Rgba;
  if ([r, g, b].some((n) => n < 0 || n > 255) || a < 0 || a > 1) return undefined;
  return [Math.round(r), Math.round(g), Math.round(b), a];
}

function counted(value: unknown, max = 20): Counted {
  if (!Array.isArray(value)) return [];
  const out: Counted = [];
  for (const entry of value.slice(0, max)) {
    if (!Array.isArray(entry) || entry.length !== 2) continue;
    const [key, count] = entry as unknown[];
    if ((typeof key === "string" || typeof key === "number") && typeof count === "number" && Number.isFinite(count)) out.push([String(key).slice(0, 300), count]);
  }
  return out;
}

function hex(color: Rgba): string {
  const part = (n: number) => n.toString(16).padStart(2, "0");
  const alpha = color[3] < 1 ? part(Math.round(color[3] * 255)) : "";
  return `#${part(color[0])}${part(color[1])}${part(color[2])}${alpha}`.toUpperCase();
}

function fromKey(key: string): Rgba | undefined {
  return rgba(key.split(",").map(Number));
}

/** Relative luminance (WCAG), 0 black … 1 white. */
function luminance([r, g, b]: Rgba): number {
  const channel = (n: number) => {
    const c = n / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** A colour, not a grey: what a brand picks. */
function colourful(color: Rgba | undefined): color is Rgba {
  return color !== undefined && color[3] > 0.5 && Math.max(color[0], color[1], color[2]) - Math.min(color[0], color[1], color[2]) > 40;
}

function distance(a: Rgba, b: Rgba): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
}

/** A font stack split into families, quotes removed. */
function stack(value: unknown): string[] {
  const family = text(value, 500);
  if (family === undefined) return [];
  return family
    .split(",")
    .map((part) => part.trim().replace(/^["']|["']$/g, "").trim())
    .filter((part) => part !== "")
    .slice(0, 10);
}

const generic = new Set(["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-sans-serif", "ui-serif", "ui-monospace", "-apple-system", "blinkmacsystemfont"]);

/** The family a stack asks for first (the brand's choice, not the fallback). */
function lead(families: string[]): string | undefined {
  return families.find((family) => !generic.has(family.toLowerCase())) ?? families[0];
}

interface FontInfo {
  family: string[];
  size?: string;
  weight?: number;
  lineHeight?: number;
}

function font(value: unknown): FontInfo | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const size = text(raw.size, 20);
  const weight = typeof raw.weight === "number" && raw.weight >= 1 && raw.weight <= 1000 ? raw.weight : undefined;
  const lineHeight = typeof raw.lineHeight === "number" && Number.isFinite(raw.lineHeight) && raw.lineHeight > 0 && raw.lineHeight < 10 ? Math.round(raw.lineHeight * 100) / 100 : undefined;
  return { family: stack(raw.family), ...(size && /^[\d.]+px$/.test(size) ? { size } : {}), ...(weight ? { weight } : {}), ...(lineHeight ? { lineHeight } : {}) };
}

function set<T>(target: Record<string, T>, key: string, value: T | undefined): void {
  if (value !== undefined) target[key] = value;
}

interface Button {
  background?: Rgba;
  text?: Rgba;
  border?: Rgba;
  radius?: string;
}

function buttons(value: unknown): Button[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 20).flatMap((entry) => {
    if (typeof entry !== "object" || entry === null) return [];
    const raw = entry as Record<string, unknown>;
    const radius = text(raw.radius, 40);
    return [{ background: rgba(raw.background), text: rgba(raw.text), border: rgba(raw.border), ...(radius ? { radius } : {}) }];
  });
}

function component(button: Button | undefined): Record<string, string> | undefined {
  if (button === undefined) return undefined;
  const out: Record<string, string> = {};
  out.background = button.background !== undefined && button.background[3] > 0 ? hex(button.background) : "transparent";
  if (button.text) out.textColor = hex(button.text);
  if (button.border) out.borderColor = hex(button.border);
  if (button.radius) out.borderRadius = button.radius;
  return out;
}

/** The base unit most spacings are multiples of (8, else 4, else the smallest common value). */
function baseUnit(spacings: Counted): number {
  const total = spacings.reduce((sum, [, count]) => sum + count, 0);
  for (const unit of [8, 4]) {
    const fitting = spacings.filter(([value]) => Number(value) % unit === 0).reduce((sum, [, count]) => sum + count, 0);
    if (total > 0 && fitting / total >= 0.6) return unit;
  }
  const smallest = spacings.map(([value]) => Number(value)).filter((n) => n >= 2).sort((a, b) => a - b)[0];
  return smallest ?? 4;
}

function brandName(raw: Record<string, unknown>): string | undefined {
  const site = text(raw.siteName, 100);
  if (site) return site;
  const alt = text(raw.logoAlt, 100)?.replace(/\s*logo\s*$/i, "").trim();
  if (alt) return alt;
  const title = text(raw.title, 200);
  if (title === undefined) return undefined;
  const parts = title.split(/\s+[|–—·-]\s+/).map((part) => part.trim()).filter(Boolean);
  return parts.length > 1 ? parts.at(-1) : title.slice(0, 100);
}

/** Turns the page's observations into the service's branding object. */
export function shapeBranding(raw: Record<string, unknown>): Branding {
  const background = rgba(raw.background) ?? ([255, 255, 255, 1] as Rgba);
  const declared = `${text(raw.colorSchemeMeta, 40) ?? ""} ${text(raw.colorSchemeCss, 40) ?? ""}`.toLowerCase();
  const colorScheme = /\bdark\b/.test(declared) && !/\blight\b/.test(declared) ? "dark" : luminance(background) < 0.4 ? "dark" : "light";
  const texts = counted(raw.textColors).map(([key]) => fromKey(key)).filter((c): c is Rgba => c !== undefined && c[3] > 0);
  const textPrimary = texts[0] ?? rgba(raw.bodyText);
  const textSecondary = textPrimary === undefined ? undefined : texts.find((c) => distance(c, textPrimary) > 30 && !colourful(c));
  const link = rgba(raw.linkColor) ?? counted(raw.linkColors).map(([key]) => fromKey(key))[0];
  const found = buttons(raw.buttons);
  const filled = found.find((b) => b.background !== undefined && b.background[3] > 0.5 && distance(b.background, background) > 60);
  const other = found.find((b) => b !== filled && (b.background === undefined || b.background[3] < 0.5 || filled?.background === undefined || distance(b.background, filled.background) > 30));
  const accents = counted(raw.accents).map(([key]) => fromKey(key)).filter(colourful);
  const theme = rgba(raw.themeColor);
  const candidates = [filled?.background, colourful(link) ? link : undefined, colourful(theme) ? theme : undefined, ...accents].filter(colourful);
  const primary = candidates[0];
  const distinct = (exclude: (Rgba | undefined)[]) => (color: Rgba) => exclude.every((e) => e === undefined || distance(color, e) > 60);
  const secondaryFromButton = other?.background !== undefined && other.background[3] > 0.5 ? other.background : other?.border;
  const secondary = [secondaryFromButton, ...accents].filter(colourful).find(distinct([primary]));
  const accent = [...accents, theme, link].filter(colourful).find(distinct([primary, secondary])) ?? primary;

  const colors: Record<string, string> = {};
  set(colors, "primary", primary && hex(primary));
  set(colors, "secondary", secondary && hex(secondary));
  set(colors, "accent", accent && hex(accent));
  colors.background = hex(background);
  set(colors, "textPrimary", textPrimary && hex(textPrimary));
  set(colors, "textSecondary", textSecondary && hex(textSecondary));
  set(colors, "link", link && hex(link));

  const body = font(raw.paragraph) ?? font(raw.body);
  const heading = font(raw.h1) ?? font(raw.heading);
  const code = font(raw.code);
  const fontFamilies: Record<string, string> = {};
  set(fontFamilies, "primary", body && lead(body.family));
  set(fontFamilies, "heading", heading && lead(heading.family));
  set(fontFamilies, "code", code && lead(code.family));
  const fontStacks: Record<string, string[]> = {};
  for (const [name, info] of [["primary", font(raw.body)], ["heading", heading], ["body", font(raw.body)], ["paragraph", font(raw.paragraph)]] as const) {
    if (info !== undefined && info.family.length > 0) fontStacks[name] = info.family;
  }
  const fontSizes: Record<string, string> = {};
  for (const [name, info] of [["h1", font(raw.h1)], ["h2", font(raw.h2)], ["h3", font(raw.h3)], ["body", body], ["small", font(raw.small)]] as const) set(fontSizes, name, info?.size);
  const lineHeights: Record<string, number> = {};
  set(lineHeights, "heading", heading?.lineHeight);
  set(lineHeights, "body", body?.lineHeight);
  const used = counted(raw.weights).map(([weight]) => Number(weight)).filter((w) => w >= 100 && w <= 1000);
  const fontWeights: Record<string, number> = {};
  set(fontWeights, "light", used.filter((w) => w < 400).sort((a, b) => a - b)[0]);
  set(fontWeights, "regular", body?.weight ?? (used.includes(400) ? 400 : undefined));
  set(fontWeights, "medium", used.find((w) => w >= 500 && w < 600));
  set(fontWeights, "bold", heading?.weight !== undefined && heading.weight >= 600 ? heading.weight : used.filter((w) => w >= 600).sort((a, b) => b - a)[0]);

  const fonts: { family: string; role: string }[] = [];
  for (const [role, family] of Object.entries(fontFamilies)) {
    const existing = fonts.find((f) => f.family === family);
    if (existing) existing.role += `, ${role}`;
    else fonts.push({ family, role });
  }
  for (const [family] of counted(raw.families, 6)) {
    const name = lead(stack(family));
    if (name !== undefined && !fonts.some((f) => f.family === name)) fonts.push({ family: name, role: "other" });
  }

  const spacings = counted(raw.spacings);
  const commonSpacings = [...new Set(spacings.slice(0, 6).map(([value]) => Number(value)))].sort((a, b) => a - b);
  const padding: Record<string, number> = {};
  if (commonSpacings.length > 0) {
    padding.sm = commonSpacings[0]!;
    padding.md = commonSpacings[Math.floor(commonSpacings.length / 2)]!;
    padding.lg = commonSpacings.at(-1)!;
  }
  const radius = counted(raw.radii)[0]?.[0];
  const components: Record<string, Record<string, string>> = {};
  const primaryButton = component(filled);
  const secondaryButton = component(other);
  if (primaryButton) components.buttonPrimary = primaryButton;
  if (secondaryButton) components.buttonSecondary = secondaryButton;
  if (typeof raw.input === "object" && raw.input !== null) {
    const input = raw.input as Record<string, unknown>;
    const entry: Record<string, string> = {};
    const border = rgba(input.border);
    if (border) entry.borderColor = hex(border);
    set(entry, "borderRadius", text(input.radius, 40));
    if (Object.keys(entry).length > 0) components.input = entry;
  }
  const logo = url(raw.logo);
  const layout: Record<string, unknown> = {};
  const height = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value > 0 && value < 10_000 ? `${Math.round(value)}px` : undefined);
  set(layout, "headerHeight", height(raw.headerHeight));
  set(layout, "footerHeight", height(raw.footerHeight));
  const maxWidth = text(raw.mainMaxWidth, 40);
  if (maxWidth !== undefined && maxWidth !== "none") layout.grid = { maxWidth };
  const animations: Record<string, string> = {};
  const transition = text(raw.transition, 40);
  if (transition !== undefined && transition !== "0s") animations.transitionDuration = transition;
  const name = brandName(raw);
  return {
    colorScheme,
    ...(name === undefined ? {} : { brandName: name }),
    logo,
    fonts,
    colors,
    typography: { fontFamilies, fontStacks, fontSizes, lineHeights, fontWeights },
    spacing: { baseUnit: baseUnit(spacings), padding, ...(radius === undefined ? {} : { borderRadius: radius }) },
    components,
    images: { logo, favicon: url(raw.favicon), ogImage: url(raw.ogImage) },
    layout,
    animations,
  };
}
