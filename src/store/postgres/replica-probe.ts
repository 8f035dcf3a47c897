/**
 * The probe of a read replica (DATABASE_READ_URL). While it answers nothing, reads go to the
 * primary (database-pools.ts), and so see every commit of the primary; sending them back to a
 * replica that has not yet replayed those commits would show clients records vanishing, and a page
 * whose keys came from one server and documents from the other would be read again and again.
 * So a replica that answers again takes reads back only once it has replayed the primary's WAL up
 * to where the primary was when the replica first answered again: the lag is then what it is in
 * normal operation. A server that is not a standby (DATABASE_READ_URL naming a primary) counts as
 * caught up, and so does a replica whose primary does not answer either.
 */
import { probe } from './probe.js';

export class ReplicaProbe {
  /** Where the primary's WAL was when the replica first answered again, in this silence. */
  private target: string | undefined;

  constructor(
    private readonly url: string,
    private readonly deadlineMs: number,
    /** The primary's current WAL position; rejects when the primary does not answer either. */
    private readonly primaryPosition: () => Promise<string>,
  ) {}

  async answers(rejoining: boolean): Promise<boolean> {
    if (!rejoining) {
      this.target = undefined;
      return (await probe(this.url, this.deadlineMs)).answered;
    }
    const answer = await probe(this.url, this.deadlineMs);
    if (!answer.answered) return false;
    // A primary that does not answer has shown reads nothing newer than the replica holds.
    this.target ??= await this.primaryPosition().catch(() => undefined);
    if (this.target === undefined) return true;
    const caughtUp = await probe<{ caught_up: boolean }>(this.url, this.deadlineMs,
      'SELECT NOT pg_is_in_recovery() OR pg_last_wal_replay_lsn() >= $1::pg_lsn AS caught_up', [this.target]);
    if (!caughtUp.answered) return false;
    // An error of the server's own (a role that may not read WAL positions) cannot tell: as before this probe, it takes reads.
    if (caughtUp.rows && caughtUp.rows[0]?.caught_up !== true) return false;
    this.target = undefined;
    return true;
  }
}
