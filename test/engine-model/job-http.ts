import { getJson } from "../engine/engine-http.js";
import { until } from "../helpers/until.js";

/** Polls an extract or agent job until it leaves `processing`; returns that status. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function waitForJob(url: string): Promise<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let body: any;
  await until(async () => {
    body = (await getJson(url)).body;
    return body.status !== "processing";
  }, `the job at ${url} to end`, 25_000);
  return body;
}
