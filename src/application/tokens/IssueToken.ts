import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import { validateApplicationName, type IssuedToken } from '../../domain/tokens/token';
import { TokensGateway } from '../ports/TokensGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, type Outcome } from '../shared/AppError';

export interface IssueTokenForm {
  readonly applicationName: string;
}

/**
 * Issues a token for an application. The plain token goes back to the screen only: nothing
 * here keeps it, stores it or logs it.
 */
@injectable()
export class IssueToken {
  constructor(
    @inject(TokensGateway) private readonly tokens: TokensGateway,
    @inject(CurrentOrganization) private readonly organization: CurrentOrganization,
  ) {}

  execute(form: IssueTokenForm): Promise<Outcome<IssuedToken>> {
    const invalid = validateApplicationName(form.applicationName);
    if (invalid !== undefined) return Promise.resolve(E.left(AppErrors.invalidFields({ applicationName: invalid })));
    return this.organization.call(TOKEN_MESSAGES.issueFailed, (organizationId) => this.tokens.issue(organizationId, form.applicationName.trim()));
  }
}
