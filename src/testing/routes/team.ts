import { json } from "../http-io.js";
import { iso, type RouteHandler } from "../state.js";

/** Plan size the mock reports, in credits. */
const PLAN_CREDITS = 100_000;

/** `GET /team/credit-usage`: a static balance for the current calendar month. */
export const creditUsage: RouteHandler = (_request, context) => {
  const now = context.now();
  const start = new Date(now);
  start.setUTCDate(1);
  start.setUTCHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return json(200, {
    success: true,
    data: { remainingCredits: PLAN_CREDITS, planCredits: PLAN_CREDITS, billingPeriodStart: iso(start.getTime()), billingPeriodEnd: iso(end.getTime()) },
  });
};
