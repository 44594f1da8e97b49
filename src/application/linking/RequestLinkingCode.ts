import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateCodeRequest, type CodeKind } from '../../domain/linking/connection';
import { LINKING_MESSAGES } from '../../domain/linking/messages';
import { LinkingGateway } from './ports/LinkingGateway';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';

/** Issues a connection code or a release code to the given address. */
@injectable()
export class RequestLinkingCode {
  constructor(@inject(LinkingGateway) private readonly linking: LinkingGateway) {}

  async execute(kind: CodeKind, input: { readonly email: string }): Promise<Outcome<void>> {
    const errors = validateCodeRequest(input);
    if (errors.email !== undefined) return E.left(AppErrors.invalidFields(errors));
    return fromPortResult(
      await this.linking.requestCode(kind, input.email.trim()),
      LINKING_MESSAGES.codeRequestFailed,
      { plain: true },
    );
  }
}
