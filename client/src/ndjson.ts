/**
 * Lines of an NDJSON body, parsed as they arrive. The next chunk is read only when the consumer
 * asks for the next line, so a slow consumer slows the transfer (the server waits for the
 * connection to drain) instead of filling memory; leaving early cancels the body.
 */
export async function* ndjsonLines(body: ReadableStream<Uint8Array>): AsyncGenerator<unknown> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      let start = 0;
      for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n', start)) {
        const line = pending.slice(start, end);
        start = end + 1;
        if (line.trim().length > 0) yield JSON.parse(line) as unknown;
      }
      pending = pending.slice(start);
    }
    pending += decoder.decode();
    if (pending.trim().length > 0) yield JSON.parse(pending) as unknown;
    finished = true;
  } finally {
    // A consumer that stops early (break, throw) closes the connection: the server stops reading.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
