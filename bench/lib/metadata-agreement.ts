import type { ExpectedMetadata } from "./readability-corpus.js";

/** The corpus's metadata fields and the engine's names for them. */
export const metadataFields = [
  { expected: "title", ours: "title" },
  { expected: "byline", ours: "author" },
  { expected: "excerpt", ours: "description" },
  { expected: "lang", ours: "language" },
  { expected: "publishedTime", ours: "publishedTime" },
] as const;

function normalise(value: unknown): string {
  const text = Array.isArray(value) ? String(value[0] ?? "") : typeof value === "string" ? value : "";
  return text.replace(/\s+/g, " ").trim().toLowerCase();
}

/** Per field: pages where the corpus has a value, and how many of them we match (normalised equality). */
export interface FieldAgreement {
  field: string;
  pages: number;
  agree: number;
}

export function metadataAgreement(pairs: ReadonlyArray<{ expected: ExpectedMetadata; ours: Record<string, unknown> }>): FieldAgreement[] {
  return metadataFields.map(({ expected, ours }) => {
    let pages = 0;
    let agree = 0;
    for (const pair of pairs) {
      const want = normalise(pair.expected[expected]);
      if (want === "") continue;
      pages++;
      const got = normalise(pair.ours[ours]);
      // Dates agree on the instant, whatever the notation.
      if (expected === "publishedTime" ? Date.parse(got) === Date.parse(want) : got === want) agree++;
    }
    return { field: `${expected} (${ours})`, pages, agree };
  });
}
