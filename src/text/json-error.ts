/**
 * Where and why a text is not JSON, from the parser's own message (`... in JSON at position 12`):
 * a 1-based line and column (characters), and the reason in lower case. A text that ends too soon
 * has its problem just past its end.
 */
export interface JsonProblem { line: number; column: number; reason: string }

export function jsonProblem(text: string, error: Error): JsonProblem {
  const found = /^(.*?)(?: in JSON)? at position (\d+)/.exec(error.message);
  const reason = (found ? found[1]! : error.message).replace(/^./, (c) => c.toLowerCase());
  const at = found ? Math.min(Number(found[2]), text.length) : text.length;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - (before.lastIndexOf('\n') + 1) + 1;
  return { line, column, reason };
}
