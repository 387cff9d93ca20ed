/**
 * Why a document could not be converted. Raised in the worker and handed back as data (an error
 * object loses its class crossing threads); the page processor turns it into a `FetchFailure`.
 */
export type DocumentFailureKind = "unreadable" | "limit" | "timeout";

export class DocumentFailure extends Error {
  override readonly name = "DocumentFailure";
  constructor(
    readonly kind: DocumentFailureKind,
    message: string,
  ) {
    super(message);
  }
}
