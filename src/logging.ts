/**
 * The process's logger (pino): short, coloured lines for a person at a terminal, one JSON object a
 * line otherwise (LOG_FORMAT chooses; src/config.ts). A request is one line: request id, key id
 * (never a secret), route, status, duration, and why an error answer was given or how a stream
 * ended (src/http/request-log.ts; docs/deployment.md "Logs").
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty, { type PrettyOptions } from 'pino-pretty';
import { type Config } from './config.js';
import { printable } from './text/printable.js';

/**
 * Fields that JSON lines carry for machines and a person does not need as JSON: the request's
 * message says them (method, path, status, ms, key), or `prettyMessage` words them.
 */
const MACHINE_FIELDS = 'pid,hostname,reqId,keyId,route,method,status,ms,lines,aborted,errorCode,violation';

/**
 * A pretty line's message: the logged message, then what a person reading a request's line needs
 * (docs/deployment.md "Logs"): the error code of an error answer and its first violation's path,
 * the lines a stream wrote and whether its client went away, and the request id that the answer's
 * `X-Request-Id` carries, on every line of a request.
 */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const parts: string[] = [];
  if (log[messageKey] !== undefined) parts.push(String(log[messageKey]));
  if (typeof log.errorCode === 'string') parts.push(typeof log.violation === 'string' ? `${log.errorCode} at ${log.violation}` : log.errorCode);
  if (typeof log.lines === 'number') parts.push(`${log.lines} lines`);
  if (log.aborted === true) parts.push('aborted (connection closed early)');
  if (log.reqId !== undefined) parts.push(`req=${String(log.reqId)}`);
  // One line, even when it quotes the client (a violation path names the members it sent).
  return printable(parts.join(' '));
}

/** The pretty format's options (tests print JSON lines with them through pino-pretty's prettyFactory). */
export function prettyOptions(colorize: boolean): PrettyOptions {
  return {
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: MACHINE_FIELDS,
    messageFormat: prettyMessage,
    singleLine: true,
    // Synchronous: a line written just before the process exits is not lost.
    sync: true,
  };
}

/** `destination`: where lines go instead of standard output (tests read them). */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel };
  if (config.logFormat === 'json') return destination ? pino(options, destination) : pino(options);
  return pino(options, pretty({ ...prettyOptions(process.stdout.isTTY === true), ...(destination ? { destination } : {}) }));
}
