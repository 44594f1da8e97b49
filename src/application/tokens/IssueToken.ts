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
import { TokensGateway } from '../ports/TokensGateway';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { AppErrors, fromPortResult, type Outcome } from '../shared/AppError';
import { answerMayBeLost, findInPages } from '../shared/lostAnswer';
import { Clock } from '../ports/Clock';
import { CREATED_THINGS, LOST_ANSWER_MESSAGES } from '../../domain/shared/lostAnswer';

/** How far the server's clock may lag ours when a lost answer is looked up (createdAt is the server's). */
const CLOCK_SKEW_MS = 5 * 60_000;

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
    @inject(Clock) private readonly clock: Clock,
  ) {}

  execute(form: IssueTokenForm): Promise<Outcome<IssuedToken>> {
    const invalid = validateApplicationName(form.applicationName);
    if (invalid !== undefined) return Promise.resolve(E.left(AppErrors.invalidFields({ applicationName: invalid })));
    const applicationName = form.applicationName.trim();
    return this.organization.run(async (organizationId) => {
      const sentAt = this.clock.now().getTime();
      const issued = await this.tokens.issue(organizationId, applicationName);
      if (E.isRight(issued) || !answerMayBeLost(issued.left)) return fromPortResult(issued, TOKEN_MESSAGES.issueFailed);
      // names repeat: a live token of this name created since just before the send (clocks may differ by minutes)
      const isOurs = (token: ApiToken) =>
        token.applicationName === applicationName &&
        !isRevoked(token) &&
        Date.parse(token.createdAt) >= sentAt - CLOCK_SKEW_MS;
      const found = await findInPages(
        (page) =>
          this.tokens.list({ organizationId, page, perPage: TOKEN_PAGE_SIZE, sort: 'created_at', order: 'desc' }),
        TOKEN_PAGE_SIZE,
        isOurs,
      );
      if (E.isLeft(found)) return E.left(AppErrors.unavailable(LOST_ANSWER_MESSAGES.unknown(CREATED_THINGS.token)));
      // found: the plain token was only in the lost answer; the manager revokes it and issues another
      return E.left(
        found.right === null
          ? AppErrors.unavailable(LOST_ANSWER_MESSAGES.notCreated(CREATED_THINGS.token))
          : AppErrors.refused(LOST_ANSWER_MESSAGES.tokenIssuedUnseen),
      );
    });
  }
}
