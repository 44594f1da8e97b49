import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { TOKEN_MESSAGES } from '../../domain/tokens/messages';
import {
  type ApiToken,
  isRevoked,
  type IssuedToken,
  TOKEN_PAGE_SIZE,
  validateApplicationName,
} from '../../domain/tokens/token';
import { TokensGateway } from './ports/TokensGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import {
  answerMayBeLost,
  type CreateLookUp,
  everyItemOf,
  lookUpCreate,
  lookUpFailureOf,
  noteExisting,
} from '../shared/lostAnswer';
import { CREATED_THINGS, LOST_ANSWER_MESSAGES } from '../../domain/shared/lostAnswer';

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
    const applicationName = form.applicationName.trim();
    return this.organization.run(async (organizationId) => {
      // names repeat: only a live token of this name that was not listed before the send is this attempt's; a token
      // whose name the server leaves out (applicationName is optional) cannot be told apart
      const lookUp: CreateLookUp<ApiToken> = {
        thing: CREATED_THINGS.token,
        read: () =>
          everyItemOf((page) =>
            this.tokens.list({ organizationId, page, perPage: TOKEN_PAGE_SIZE, sort: 'created_at', order: 'desc' }),
          ),
        idOf: (token) => token.id,
        likeness: (token) =>
          isRevoked(token)
            ? 'other'
            : token.applicationName === null
              ? 'unsure'
              : token.applicationName === applicationName
                ? 'same'
                : 'other',
        where: 'APIトークンの一覧',
      };
      const before = await noteExisting(lookUp);
      const issued = await this.tokens.issue(organizationId, applicationName);
      if (E.isRight(issued) || !answerMayBeLost(issued.left)) return fromPortResult(issued, TOKEN_MESSAGES.issueFailed);
      const looked = await lookUpCreate(lookUp, before);
      // found: the plain token was only in the lost (or unreadable) answer; the manager revokes it and issues another
      return E.left(
        looked.verdict === 'created'
          ? AppErrors.refused(LOST_ANSWER_MESSAGES.tokenIssuedUnseen)
          : lookUpFailureOf(lookUp, looked.verdict),
      );
    });
  }
}
