import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { linkRequestOf, validateConnection, type ConnectionForm } from '../../domain/linking/connection';
import { LINKING_MESSAGES } from '../../domain/linking/messages';
import { MESSAGES } from '../../domain/shared/messages';
import { LinkingGateway } from './ports/LinkingGateway';
import { AppErrors, fromPort, type Outcome } from '../shared/AppError';

/**
 * Links the lock-app account with the code. Any refusal of what was typed (wrong e-mail,
 * password or code, a used or expired code) gets the spec's one sentence, which deliberately
 * does not say which of the three was wrong; a server or network failure says so instead.
 */
@injectable()
export class LinkLockAppAccount {
  constructor(@inject(LinkingGateway) private readonly linking: LinkingGateway) {}

  async execute(form: ConnectionForm): Promise<Outcome<void>> {
    const errors = validateConnection(form);
    if (errors.code !== undefined || errors.email !== undefined || errors.password !== undefined)
      return E.left(AppErrors.invalidFields(errors));
    const linked = await this.linking.link(linkRequestOf(form));
    if (E.isRight(linked)) return E.right(undefined);
    const refused = LINKING_MESSAGES.linkFailed;
    return E.left(
      fromPort(linked.left, MESSAGES.processingFailed, {
        messages: { Invalid: refused, Unauthorized: refused, NotFound: refused, Conflict: refused, PlanLimit: refused },
      }),
    );
  }
}
