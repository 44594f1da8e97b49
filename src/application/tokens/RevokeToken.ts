import { inject, injectable } from 'inversify';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import type { ApiTokenId } from '../../domain/tokens/token';
import { TokensGateway } from './ports/TokensGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import type { Outcome } from '../shared/AppError';

/** Revokes a token; it stays listed with its revoke date. */
@injectable()
export class RevokeToken {
  constructor(
    @inject(TokensGateway) private readonly tokens: TokensGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(id: ApiTokenId): Promise<Outcome<void>> {
    return this.organization.call(TOKEN_MESSAGES.revokeFailed, () => this.tokens.revoke(id));
  }
}
