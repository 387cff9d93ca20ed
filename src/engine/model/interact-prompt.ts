import type { LanguageModel, ToolSet } from "ai";
import type { Page } from "playwright-core";
import { z } from "zod/v4";
import { clipText } from "../../core/token-budget.js";
import type { InteractOutcome, LiveSession, PromptRunner } from "../browser/interact/interact-sessions.js";
import { loadAi } from "./load-ai.js";

/** Model steps one prompt may take (each step: one model call and the page actions it asked for). */
export const maxInteractSteps = 16;
/** Tokens of page text one tool result may hold. */
const observationTokens = 3000;
/** Longest one page action may wait for its element, in milliseconds. */
const actionTimeoutMs = 5000;

const system =
  "You operate a web page in a live browser for the user. Tools: snapshot (the page's structure), read (its text), click, type, press, scroll. " +
  "Look before you act (snapshot or read), act one step at a time, and when the task is done reply with the answer in plain words and call no more tools.";

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("domcontentloaded", { timeout: actionTimeoutMs }).catch(() => undefined);
}

async function where(page: Page): Promise<string> {
  return `Page now: ${page.url()} — "${await page.title().catch(() => "")}"`;
}

/** The page's accessibility snapshot (roles, names, values), within the budget. */
async function snapshotOf(page: Page): Promise<string> {
  const tree = await page.locator("body").ariaSnapshot({ timeout: actionTimeoutMs }).catch(async () => page.locator("body").innerText({ timeout: actionTimeoutMs }));
  const clipped = clipText(tree, observationTokens);
  return clipped.truncated ? `${clipped.text}\n[truncated: use read with a selector for a part of the page]` : clipped.text;
}

function target(page: Page, input: { selector?: string | undefined; text?: string | undefined }) {
  if (input.selector !== undefined && input.selector !== "") return page.locator(input.selector).first();
  if (input.text !== undefined && input.text !== "") return page.getByText(input.text, { exact: false }).first();
  throw new Error("Give a CSS selector or the element's visible text.");
}

/** What a page action reports to the model: what happened, or the error (the model can try another way). */
async function act(page: Page, action: () => Promise<string>): Promise<string> {
  try {
    const done = await action();
    await settle(page);
    return `${done}\n${await where(page)}`;
  } catch (error) {
    return `Error: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
  }
}

/** The small tool set the model drives the live page with. */
export function pageTools(ai: typeof import("ai"), page: Page): ToolSet {
  const element = { selector: z.string().optional().describe("CSS selector of the element"), text: z.string().optional().describe("or its visible text") };
  return {
    snapshot: ai.tool({
      description: "The page's structure as an accessibility tree (headings, links, buttons, form fields with their names and values).",
      inputSchema: z.object({}),
      execute: async () => `${await where(page)}\n${await snapshotOf(page)}`,
    }),
    read: ai.tool({
      description: "The visible text of the page, or of one element (CSS selector).",
      inputSchema: z.object({ selector: z.string().optional() }),
      execute: ({ selector }) =>
        act(page, async () => clipText(await page.locator(selector || "body").first().innerText({ timeout: actionTimeoutMs }), observationTokens).text),
    }),
    click: ai.tool({
      description: "Click an element (a link, button, checkbox), by CSS selector or visible text.",
      inputSchema: z.object(element),
      execute: (input) => act(page, async () => (await target(page, input).click({ timeout: actionTimeoutMs }), "Clicked.")),
    }),
    type: ai.tool({
      description: "Type text into a form field (replacing what is there), by CSS selector or visible label text.",
      inputSchema: z.object({ ...element, value: z.string().describe("the text to enter") }),
      execute: (input) =>
        act(page, async () => {
          const field = input.selector ? page.locator(input.selector).first() : page.getByLabel(input.text ?? "", { exact: false }).first();
          await field.fill(input.value, { timeout: actionTimeoutMs });
          return "Typed.";
        }),
    }),
    press: ai.tool({
      description: 'Press a key on the focused element, e.g. "Enter", "Tab", "Escape", "ArrowDown".',
      inputSchema: z.object({ key: z.string() }),
      execute: ({ key }) => act(page, async () => (await page.keyboard.press(key), `Pressed ${key}.`)),
    }),
    scroll: ai.tool({
      description: "Scroll the page up or down by about one screen.",
      inputSchema: z.object({ direction: z.enum(["up", "down"]) }),
      execute: ({ direction }) => act(page, async () => (await page.mouse.wheel(0, direction === "down" ? 800 : -800), `Scrolled ${direction}.`)),
    }),
  };
}

/**
 * Interact `prompt` on the engine: the model drives the session's live page with snapshot, read,
 * click, type, press and scroll (engine-side Playwright calls, not untrusted code) until it answers.
 * `output` is its answer, `result` the page's snapshot at the end (as the service returns it).
 */
export function createPromptRunner(model: LanguageModel): PromptRunner {
  return async (session: LiveSession, prompt: string, options: { timeoutMs: number }): Promise<InteractOutcome> => {
    const ai = await loadAi();
    const page = session.page;
    const deadline = AbortSignal.timeout(options.timeoutMs);
    try {
      const run = await ai.generateText({
        model,
        system,
        prompt: `${await where(page)}\nTask: ${prompt}`,
        tools: pageTools(ai, page),
        stopWhen: ai.stepCountIs(maxInteractSteps),
        abortSignal: deadline,
        maxRetries: 1,
      });
      return { output: run.text.trim(), result: await snapshotOf(page), stdout: "", stderr: "", exitCode: 0, killed: false };
    } catch (error) {
      if (deadline.aborted) return { output: "", result: null, stdout: "", stderr: `The prompt did not finish within ${options.timeoutMs / 1000} s.`, exitCode: null, killed: true };
      return { result: null, stdout: "", stderr: `The agent failed: ${error instanceof Error ? error.message : String(error)}`, exitCode: 1, killed: false };
    }
  };
}
