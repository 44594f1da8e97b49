import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { unlinkSecretOf, type UnlinkOutcome } from '../../domain/linking/connection';
import { LinkingGateway } from '../ports/LinkingGateway';

/**
 * The disconnection page: releases the link with the secret of the mail. No secret, or one
 * the server does not know (unknown, used, expired), is an invalid code; anything else that
 * goes wrong is a failure to release.
 */
@injectable()
export class UnlinkLockAppAccount {
  constructor(@inject(LinkingGateway) private readonly linking: LinkingGateway) {}

  async execute(rawSecret: string | null): Promise<UnlinkOutcome> {
    const secret = unlinkSecretOf(rawSecret);
    if (secret === null) return 'invalid-code';
    const released = await this.linking.unlink(secret);
    if (E.isRight(released)) return 'released';
    return released.left._tag === 'Invalid' || released.left._tag === 'NotFound' ? 'invalid-code' : 'failed';
  }
}
