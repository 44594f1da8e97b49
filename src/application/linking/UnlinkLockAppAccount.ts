import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { unlinkSecretOf } from '../../domain/linking/connection';
import { LINKING_MESSAGES as M } from '../../domain/linking/messages';
import { LinkingGateway } from './ports/LinkingGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/**
 * The disconnection page: releases the link with the secret of the mail. No secret, or one
 * the server does not know (unknown, used, expired), is an invalid code (無効なコードです。);
 * anything else that goes wrong, transport failures included, is the page's one sentence for a
 * failure to release (the page shows it in place of the result, with a link to ask again).
 */
@injectable()
export class UnlinkLockAppAccount {
  constructor(@inject(LinkingGateway) private readonly linking: LinkingGateway) {}

  async execute(rawSecret: string | null): Promise<Outcome<void>> {
    const secret = unlinkSecretOf(rawSecret);
    if (secret === null) return E.left(AppErrors.invalid(M.unlinkInvalidCode));
    const released = await this.linking.unlink(secret);
    if (E.isRight(released)) return E.right(undefined);
    return E.left(
      fromPort(released.left, M.unlinkFailed, {
        plain: true,
        messages: { Invalid: M.unlinkInvalidCode, NotFound: M.unlinkInvalidCode },
      }),
    );
  }
}
