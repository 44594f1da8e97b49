import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PaymentCardsOnFile } from '../../domain/organization/paymentCard';
import { isPaymentCardOrganization, type Organization, type PlanEntry } from '../../domain/organization/organization';
import type { OrganizationId } from '../../domain/shared/ids';
import type { PortError } from '../ports/PortError';
import { HeadStart } from '../shared/HeadStart';
import { OrganizationGateway } from './ports/OrganizationGateway';

const organizationKey = (id: OrganizationId) => ['organization', id];
const plansKey = (id: OrganizationId) => ['organization-plans', id];
const cardsKey = (id: OrganizationId) => ['contract-card', id];

/**
 * The contract's reads, asked for while the guard refreshes the session on entering 契約情報 (HeadStart): the
 * organization and its plans at once, and the card on file as soon as the organization's answer says it is a card
 * organization (only those have one; null otherwise). The page's data is then there when the page first asks for it,
 * instead of one render and two round trips later (Lighthouse's LCP of /account/ is its address). LoadContract takes
 * them by HeadStart's rules (once, the same manager and organization, within its window).
 */
@injectable()
export class ContractHeadStart {
  constructor(
    @inject(HeadStart) private readonly headStart: HeadStart,
    @inject(OrganizationGateway) private readonly gateway: OrganizationGateway,
  ) {}

  start(): void {
    this.headStart.start((id) => {
      const organization = this.gateway.organization(id);
      const cards = organization.then((o) =>
        E.isRight(o) && isPaymentCardOrganization(o.right) ? this.gateway.cards(id) : null,
      );
      return [
        { key: organizationKey(id), answer: organization },
        { key: plansKey(id), answer: this.gateway.plans(id) },
        { key: cardsKey(id), answer: cards },
      ];
    });
  }

  organization(id: OrganizationId): Promise<E.Either<PortError, Organization>> {
    return this.headStart.take(organizationKey(id)) ?? this.gateway.organization(id);
  }

  plans(id: OrganizationId): Promise<E.Either<PortError, ReadonlyArray<PlanEntry>>> {
    return this.headStart.take(plansKey(id)) ?? this.gateway.plans(id);
  }

  /** A card organization's card on file (LoadContract asks only when the organization it took says so). */
  async cards(id: OrganizationId): Promise<E.Either<PortError, PaymentCardsOnFile>> {
    const asked = this.headStart.take<E.Either<PortError, PaymentCardsOnFile> | null>(cardsKey(id));
    return (asked ? await asked : null) ?? this.gateway.cards(id);
  }
}
