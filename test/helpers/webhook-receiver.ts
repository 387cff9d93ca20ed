import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** One delivery as the receiver saw it. */
export interface ReceivedDelivery {
  headers: IncomingMessage["headers"];
  /** The exact body bytes, as text. */
  body: string;
  /** The parsed body. */
  event: { type: string; id: string; webhookId: string; success: boolean; data: unknown[]; metadata: Record<string, unknown>; error?: string };
}

/**
 * A webhook receiver on 127.0.0.1: records every delivery, and answers each with what `answer`
 * says (default 200). `answer` may also take over the response (hang, redirect, huge body).
 */
export async function startWebhookReceiver(answer: (delivery: ReceivedDelivery, res: ServerResponse) => number | "handled" = () => 200) {
  const deliveries: ReceivedDelivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const delivery: ReceivedDelivery = { headers: req.headers, body, event: JSON.parse(body) as ReceivedDelivery["event"] };
      deliveries.push(delivery);
      const status = answer(delivery, res);
      if (status !== "handled") res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    deliveries,
    /** Distinct events (by webhookId), in the order first received. */
    events: () => [...new Map(deliveries.map((d) => [d.event.webhookId, d.event])).values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
