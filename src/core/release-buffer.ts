/** Whether the bytes are the whole of an ArrayBuffer of their own (a small Buffer shares Node's pool). */
export function ownsItsMemory(bytes: Uint8Array): boolean {
  return bytes.buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.byteLength > 0;
}

/** Below this, a buffer is left to the garbage collector: freeing it early buys nothing. */
const releaseFromBytes = 16 * 1024;

/**
 * Frees a big buffer's memory now instead of at some later garbage collection. V8 collects a dead
 * buffer only when its small wrapper object is collected, so a thread that reads multi-megabyte
 * documents (a status probe of a link-farm crawl: 6 MB a probe) holds tens of MB of them dead,
 * and glibc keeps what it freed late in its arenas (bench P7). Detaches the ArrayBuffer: every
 * view of it reads as empty afterwards, so only for bytes nothing will read again (and that no
 * pending socket write still points into). Buffers that share their memory are left alone.
 */
export function releaseNow(bytes: Uint8Array): void {
  if (bytes.byteLength < releaseFromBytes || !ownsItsMemory(bytes)) return;
  try {
    // ES2024's ArrayBuffer.prototype.transfer (Node ≥ 21); length 0: the old memory is freed at once.
    (bytes.buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0);
  } catch {
    // Not detachable (e.g. a buffer Node keeps for itself): the collector frees it.
  }
}
