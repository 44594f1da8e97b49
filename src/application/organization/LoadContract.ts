import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { defaultPaymentCardOf, type PaymentCardInfo } from '../../domain/organization/paymentCard';
import { ORGANIZATION_MESSAGES } from '../../domain/organization/messages';
import {
  canChangePaymentMethod,
  isPaymentCardOrganization,
  visiblePlans,
  type Organization,
  type PlanEntry,
} from '../../domain/organization/organization';
import { InvoiceRequestFlag } from './ports/InvoiceRequestFlag';
import { ContractHeadStart } from './ContractHeadStart';
import { CurrentOrganization } from '../session/CurrentOrganization';
import { fromPort, type Outcome } from '../shared/AppError';
import { settleInvoiceFlag } from './invoiceFlag';

/** The card part of the contract: only card organizations have one; its failure has its own text. */
export type ContractPaymentCard =
  | { readonly status: 'not-card' }
  | { readonly status: 'none' }
  | { readonly status: 'ok'; readonly card: PaymentCardInfo }
  | { readonly status: 'failed'; readonly message: string };

export type ContractPlans =
  | { readonly status: 'ok'; readonly plans: ReadonlyArray<PlanEntry> }
  | { readonly status: 'failed'; readonly message: string };

export interface Contract {
  readonly organization: Organization;
  readonly plans: ContractPlans;
  readonly card: ContractPaymentCard;
  readonly canChangePaymentMethod: boolean;
}

/** The contract screen: the organization, its plans and card, and whether the method may change. */
@injectable()
export class LoadContract {
  constructor(
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
    @inject(InvoiceRequestFlag) private readonly invoiceFlag: InvoiceRequestFlag,
    @inject(ContractHeadStart) private readonly headStart: ContractHeadStart,
  ) {}

  execute(): Promise<Outcome<Contract>> {
    return this.current.run(async (id) => {
      // the two may have been asked for while the guard refreshed the session (ContractHeadStart)
      const [organization, plans] = await Promise.all([this.headStart.organization(id), this.headStart.plans(id)]);
      if (E.isLeft(organization)) return E.left(fromPort(organization.left, ORGANIZATION_MESSAGES.fetchFailed));
      const org = organization.right;
      // only a card organization has a card on file to ask for
      const card = isPaymentCardOrganization(org)
        ? cardOf(await this.headStart.cards(id))
        : ({ status: 'not-card' } as const);
      const requestedLocally = settleInvoiceFlag(this.invoiceFlag, org);
      // the plans and the card are parts of the page: their failures are shown in place
      return E.right({
        organization: org,
        plans: E.isRight(plans)
          ? { status: 'ok', plans: visiblePlans(plans.right) }
          : { status: 'failed', message: fromPort(plans.left, ORGANIZATION_MESSAGES.fetchFailed).message },
        card,
        canChangePaymentMethod: canChangePaymentMethod(org, requestedLocally),
      });
    });
  }
}

const cardOf = (cards: Awaited<ReturnType<ContractHeadStart['cards']>>): ContractPaymentCard => {
  if (E.isLeft(cards)) return { status: 'failed', message: ORGANIZATION_MESSAGES.cardFetchFailed };
  const card = defaultPaymentCardOf(cards.right);
  return card ? { status: 'ok', card } : { status: 'none' };
};
