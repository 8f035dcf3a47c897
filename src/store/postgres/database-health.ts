/**
 * Whether a PostgreSQL server answers, as this process has seen it: a small circuit breaker per
 * server (DATABASE_URL, DATABASE_READ_URL), so that a server that has stopped answering (frozen:
 * its sockets open, nothing coming back) costs one request its time budget, not every request.
 *
 *   answering --a statement or connection timed out--> probing
 *   probing   --the probe answered--> answering;  --no answer--> silent
 *   silent    --a background probe, once a second, answered--> answering
 *
 * A timeout alone proves nothing: a big query on a server that answers well runs past its budget
 * too (QUERY_TIMEOUT_MS), and so does a wait for a pool whose connections are all busy. So a
 * timeout only starts a probe, `SELECT 1` on a connection of its own within a short deadline
 * (DATABASE_PROBE_TIMEOUT_MS, probe.ts), and only a probe without an answer trips the breaker. An
 * error the server sent (a cancelled statement, a lock timeout) is an answer, and starts nothing.
 * While the probe runs, new statements wait for its verdict (at most its deadline); while silent,
 * they are refused at once with NotAnsweringError, which the store calls unavailable (503 with
 * Retry-After, src/http/errors.ts).
 */
import { errorCode, QueryTimeoutError } from '../store.js';

/** A statement refused without asking the server: it has not answered a probe (503 unavailable). */
export class NotAnsweringError extends Error {
  constructor(readonly database: string) {
    super(`the ${database} database is not answering; refused without asking it until a probe gets an answer`);
    this.name = 'NotAnsweringError';
  }
}

/**
 * node-postgres's own words for a wait that ended without an answer: a statement's read timeout, a
 * pool that gave no connection in time, a new connection whose startup got no answer.
 */
const NO_ANSWER = /^(Query read timeout|timeout exceeded when trying to connect|Connection terminated due to connection timeout)/;

/** Whether an error is a wait for the server that ran out (the request's budget included), which a probe must explain. */
export function isNoAnswer(error: unknown): boolean {
  if (error instanceof QueryTimeoutError || errorCode(error) === 'ETIMEDOUT') return true;
  return error instanceof Error && NO_ANSWER.test(error.message);
}

export interface HealthOptions {
  /** As the operator knows it: `primary`, `replica`. */
  name: string;
  /**
   * Whether the server answers now. `rejoining`: it has been silent, and the probe may ask more
   * of it before statements go to it again (a replica: that it has caught up).
   */
  probe(rejoining: boolean): Promise<boolean>;
  /** Between two probes while silent; also how long after an answered probe a timeout is taken for slowness. */
  probeIntervalMs: number;
  /** When the server stops answering or answers again: for the log. */
  onChange?(answering: boolean): void;
}

type State = 'answering' | 'probing' | 'silent';

export class DatabaseHealth {
  private state: State = 'answering';
  private verdict: Promise<boolean> = Promise.resolve(true);
  private lastAnswer = -Infinity;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: HealthOptions) {}

  get name(): string {
    return this.options.name;
  }

  /** False while the server has not answered a probe: statements are refused. */
  get answering(): boolean {
    return this.state !== 'silent';
  }

  /** Whether statements may go to the server now: at once, or when the probe under way has answered. */
  async admits(): Promise<boolean> {
    if (this.state === 'answering') return true;
    return this.state === 'probing' ? this.verdict : false;
  }

  /** Resolves when statements may go to the server; rejects with NotAnsweringError while it does not answer. */
  async admit(): Promise<void> {
    if (!(await this.admits())) throw new NotAnsweringError(this.options.name);
  }

  /** A statement or connection failed: a wait that ran out is explained by a probe. */
  failed(error: unknown): void {
    if (this.state !== 'answering' || this.closed || !isNoAnswer(error)) return;
    // A probe answered a moment ago: this timeout is a slow query's, not the server's silence.
    if (Date.now() - this.lastAnswer < this.options.probeIntervalMs) return;
    this.state = 'probing';
    this.verdict = this.ask(false).then((answered) => {
      if (answered) this.state = 'answering';
      else this.trip();
      return answered;
    });
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private async ask(rejoining: boolean): Promise<boolean> {
    const answered = await this.options.probe(rejoining).catch(() => false);
    if (answered) this.lastAnswer = Date.now();
    return answered;
  }

  private trip(): void {
    this.state = 'silent';
    this.options.onChange?.(false);
    this.probeLater();
  }

  private probeLater(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => {
      void this.ask(true).then((answered) => {
        if (this.closed) return;
        if (!answered) return this.probeLater();
        this.state = 'answering';
        this.options.onChange?.(true);
      });
    }, this.options.probeIntervalMs);
    // Probing never keeps a process alive that has nothing else to do (a command that is done).
    this.timer.unref();
  }
}
