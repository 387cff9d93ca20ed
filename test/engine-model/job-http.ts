import { getJson } from "../engine/engine-http.js";

/** Polls an extract or agent job until it leaves `processing` (bounded by the test timeout). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function waitForJob(url: string): Promise<any> {
  for (;;) {
    const { body } = await getJson(url);
    if (body.status !== "processing") return body;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
