/**
 * The process's logger (pino): short, coloured lines for a person at a terminal, one JSON object a
 * line otherwise (LOG_FORMAT chooses; src/config.ts). A request is one line: request id, key id
 * (never a secret), route, status, duration (src/http/hooks/on-response.ts).
 */
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { type Config } from './config.js';

/** Fields that JSON lines carry for machines and a person does not need on every line. */
const MACHINE_FIELDS = 'pid,hostname,reqId,keyId,route,method,status,ms';

export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  const options = { level: config.logLevel };
  if (config.logFormat === 'json') return pino(options);
  return pino(options, pretty({
    colorize: process.stdout.isTTY,
    translateTime: 'SYS:HH:MM:ss',
    ignore: MACHINE_FIELDS,
    singleLine: true,
    // Synchronous: a line written just before the process exits is not lost.
    sync: true,
  }));
}
