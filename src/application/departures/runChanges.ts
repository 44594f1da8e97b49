import type { GuestId } from '../../domain/guests/guest';
import { canSend, markSending, markSettled, type DepartureRecord } from '../../domain/departures/record';
import type { OrganizationId } from '../../domain/shared/ids';
import type { Clock } from '../ports/Clock';
import type { CurrentOrganization } from '../session/CurrentOrganization';
import type { CallPool } from '../shared/CallPool';
import type { DepartureLedger } from './DepartureLedger';
import { sendChange, type DeparturePorts } from './sendChange';

export interface ChangeRun {
  readonly ledger: DepartureLedger;
  readonly ports: DeparturePorts;
  readonly organization: CurrentOrganization;
  readonly clock: Clock;
  /** The manager whose click this is (the record's 実施者). */
  readonly by: string;
}

/**
 * Sends the given changes of a kept record, each its own request through the pool (four at most in flight). Whether a
 * change may go is decided when its turn comes, on the record as it is then: one already sent and in flight, or done,
 * is skipped, so two clicks (or two screens) never send one change twice; one whose pool was left (the manager went
 * away) never starts and stays 未実行 in the record. Answers are written to the record as they come.
 */
export const runChanges = async (
  run: ChangeRun,
  who: { readonly organizationId: OrganizationId; readonly guestId: GuestId },
  keys: ReadonlyArray<string>,
  pool: CallPool,
): Promise<DepartureRecord | undefined> => {
  const current = (): DepartureRecord | undefined => run.ledger.get(who.organizationId, who.guestId);
  await Promise.all(
    [...new Set(keys)].map((key) =>
      pool.run(async () => {
        const record = current();
        const entry = record?.entries.find((e) => e.change.key === key);
        if (record === undefined || entry === undefined || !canSend(entry)) return;
        const refused = run.organization.refusal();
        if (refused) {
          run.ledger.keep(markSettled(record, key, { ok: false, message: refused.message }, run.clock.now(), run.by));
          return;
        }
        run.ledger.keep(markSending(record, key));
        const answer = await sendChange(run.ports, who.guestId, entry.change);
        const latest = current();
        if (latest) run.ledger.keep(markSettled(latest, key, answer, run.clock.now(), run.by));
      }),
    ),
  );
  return current();
};
