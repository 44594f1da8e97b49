import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Guest } from '../../domain/guests/guest';
import { GUEST_MESSAGES } from '../../domain/guests/messages';
import type { BulkResult } from '../../domain/shared/bulk';
import { GuestsGateway } from './ports/GuestsGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';
import type { CallPool } from '../shared/CallPool';
import { sendEach } from '../shared/sendEach';

/** Not in the spec: a ticked guest who is already connected gets no request mail. */
export const ALREADY_CONNECTED = 'アプリと連携済みのため、連携依頼は送りません。';

type TickedGuest = Pick<Guest, 'id' | 'name' | 'isConnected'>;

/**
 * The guests list's 「連携依頼」 for every ticked guest: POST guests/account_connection_request once per guest (the
 * call takes a list, but one per guest gives each its own answer), answered with the spec's 連携依頼しました。 or
 * 保存に失敗しました。…; a connected guest is refused without a call.
 */
@injectable()
export class RequestGuestConnections {
  constructor(
    @inject(GuestsGateway) private readonly guests: GuestsGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(
    ticked: ReadonlyArray<TickedGuest>,
    pool: CallPool,
    onResult: (result: BulkResult<TickedGuest>) => void = () => undefined,
  ): Promise<Outcome<ReadonlyArray<BulkResult<TickedGuest>>>> {
    return this.organization.run(async (organizationId) => {
      const results = new Map<TickedGuest, BulkResult<TickedGuest>>();
      const tell = (result: BulkResult<TickedGuest>): void => {
        results.set(result.item, result);
        onResult(result);
      };
      ticked
        .filter((guest) => guest.isConnected)
        .forEach((guest) => tell({ item: guest, status: 'refused', message: ALREADY_CONNECTED }));
      await sendEach(
        pool,
        ticked.filter((guest) => !guest.isConnected),
        (guest) => this.guests.requestConnection(organizationId, [guest.id]),
        ({ item, answer }) =>
          tell(
            E.isRight(answer)
              ? { item, status: 'done', message: GUEST_MESSAGES.connectionRequested }
              : {
                  item,
                  status: 'failed',
                  message: fromPort(answer.left, GUEST_MESSAGES.connectionRequestFailed).message,
                },
          ),
      );
      return E.right(ticked.flatMap((guest) => results.get(guest) ?? []));
    });
  }
}
