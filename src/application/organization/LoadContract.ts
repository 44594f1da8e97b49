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
  /** a card organization's card, still being read (LoadContract.execute) */
  | { readonly status: 'loading' }
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

/** The contract with its card still on its way (LoadContract.execute). */
export interface ContractInParts {
  readonly contract: Contract;
  /** The card on file, read after the organization; null when there is none to read (not a card organization). */
  readonly card: Promise<ContractPaymentCard> | null;
}

/** The contract screen: the organization, its plans and card, and whether the method may change. */
@injectable()
export class LoadContract {
  constructor(
    @inject(CurrentOrganization) private readonly current: CurrentOrganization,
    @inject(InvoiceRequestFlag) private readonly invoiceFlag: InvoiceRequestFlag,
    @inject(ContractHeadStart) private readonly headStart: ContractHeadStart,
  ) {}

  /**
   * The contract as its parts come: the organization with its plans first, its `card` 'loading' while a card
   * organization's card on file is read after it (only the organization's answer says whether there is one to ask
   * for), and that card as `card`. The screen draws the rest a round trip sooner on a phone (Lighthouse's LCP of
   * /account/ is the address).
   */
  execute(): Promise<Outcome<ContractInParts>> {
    return this.current.run(async (id) => {
      // the two may have been asked for while the guard refreshed the session (ContractHeadStart)
      const [organization, plans] = await Promise.all([this.headStart.organization(id), this.headStart.plans(id)]);
      if (E.isLeft(organization)) return E.left(fromPort(organization.left, ORGANIZATION_MESSAGES.fetchFailed));
      const org = organization.right;
      // only a card organization has a card on file to ask for
      const card = isPaymentCardOrganization(org) ? this.headStart.cards(id).then(cardOf) : null;
      const requestedLocally = settleInvoiceFlag(this.invoiceFlag, org);
      // the plans and the card are parts of the page: their failures are shown in place
      return E.right({
        contract: {
          organization: org,
          plans: E.isRight(plans)
            ? { status: 'ok', plans: visiblePlans(plans.right) }
            : { status: 'failed', message: fromPort(plans.left, ORGANIZATION_MESSAGES.fetchFailed).message },
          card: card ? { status: 'loading' } : { status: 'not-card' },
          canChangePaymentMethod: canChangePaymentMethod(org, requestedLocally),
        },
        card,
      });
    });
  }
}

const cardOf = (cards: Awaited<ReturnType<ContractHeadStart['cards']>>): ContractPaymentCard => {
  if (E.isLeft(cards)) return { status: 'failed', message: ORGANIZATION_MESSAGES.cardFetchFailed };
  const card = defaultPaymentCardOf(cards.right);
  return card ? { status: 'ok', card } : { status: 'none' };
};
