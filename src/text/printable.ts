/**
 * C0 and C1 control characters. Text a person reads on a terminal (a pretty log line, a table the
 * CLI prints) may quote what a client or an operator sent: a newline or an escape sequence there
 * would split the line or drive the terminal, so each becomes a space. A key id or a secret never
 * holds one (docs/api.md "Authentication").
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const EVERY_CONTROL = new RegExp(CONTROL.source, 'g');

/** The text with every control character, tab and newline included, shown as a space. */
export const printable = (text: string): string => text.replace(EVERY_CONTROL, ' ');

/** Whether the text holds a control character. */
export const hasControl = (text: string): boolean => CONTROL.test(text);
