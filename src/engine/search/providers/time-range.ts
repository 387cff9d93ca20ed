/** A `tbs` time filter (docs/api.md §1) read into what providers can express. */
export interface TimeRange {
  /** `qdr:h|d|w|m|y`: results from the last hour, day, week, month or year. */
  period?: "h" | "d" | "w" | "m" | "y";
  /** `cdr:1,cd_min:MM/DD/YYYY,cd_max:MM/DD/YYYY` as ISO dates (YYYY-MM-DD). */
  from?: string;
  to?: string;
}

function isoDate(usDate: string | undefined): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(usDate?.trim() ?? "");
  if (match === null) return undefined;
  return `${match[3]}-${match[1]?.padStart(2, "0")}-${match[2]?.padStart(2, "0")}`;
}

/** Reads `qdr:…` and `cdr:1,cd_min:…,cd_max:…` (other parts, e.g. `sbd:1`, are ignored). */
export function parseTbs(tbs: string | undefined): TimeRange | undefined {
  if (tbs === undefined || tbs.trim() === "") return undefined;
  const parts = new Map(tbs.split(",").map((part) => {
    const [key = "", ...rest] = part.split(":");
    return [key.trim(), rest.join(":").trim()] as const;
  }));
  const period = parts.get("qdr");
  if (period !== undefined && /^[hdwmy]$/.test(period)) return { period: period as TimeRange["period"] & string };
  if (parts.get("cdr") === "1") {
    const from = isoDate(parts.get("cd_min"));
    const to = isoDate(parts.get("cd_max"));
    if (from !== undefined || to !== undefined) return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }
  return undefined;
}
