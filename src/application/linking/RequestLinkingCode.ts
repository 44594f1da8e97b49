import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { validateCodeRequest, type CodeKind } from '../../domain/linking/connection';
import { LINKING_MESSAGES } from '../../domain/linking/messages';
import { LinkingGateway } from '../ports/LinkingGateway';

/** Issues a connection code or a release code to the given address. */
@injectable()
export class RequestLinkingCode {
  constructor(@inject(LinkingGateway) private readonly linking: LinkingGateway) {}

  async execute(kind: CodeKind, input: { readonly email: string }): Promise<E.Either<string, void>> {
    const invalid = validateCodeRequest(input).email;
    if (invalid !== undefined) return E.left(invalid);
    const sent = await this.linking.requestCode(kind, input.email.trim());
    return E.isLeft(sent) ? E.left(LINKING_MESSAGES.codeRequestFailed) : E.right(undefined);
  }
}
