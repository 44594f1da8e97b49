import * as E from 'fp-ts/Either';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import type { PaymentCardsOnFile } from '../../../domain/organization/paymentCard';
import type { PaymentCardStatement } from '../../../domain/organization/invoiceStatement';
import type { Organization, PlanEntry } from '../../../domain/organization/organization';
import { paymentOptionsFor } from '../../../domain/organization/paymentChange';
import type { InvoiceHistoryRow } from '../../../domain/organization/paymentHistory';
import type { Page } from '../../../domain/shared/paging';
import type { AccountRecord, OrganizationRecord } from '../world/platformRecords';
import { organizationOf } from '../platform/server';
import type { World } from '../world/World';
import { pageSlice, servedPerPage } from '../world/paging';
import type { PaymentCardTokenRecord, ContractRecord } from './records';

/** The server's behaviour for the contract and billing calls, shared by both backends. */

const EMPTY_CONTRACT: ContractRecord = {
  division: null,
  url: null,
  tel: '',
  zip: '',
  prefecture: '',
  address: '',
  staffName: '',
  staffEmail: '',
  deliveries: [],
  plans: [],
  defaultPaymentCard: null,
  cards: [],
  invoiceHistories: [],
};

const contractOf = (world: World, organizationId: number): ContractRecord =>
  world.read((s) => s.contracts[organizationId]) ?? EMPTY_CONTRACT;

const withOrganization = <T>(
  world: World,
  account: AccountRecord,
  organizationId: number,
  then: (o: OrganizationRecord) => E.Either<PortError, T>,
) => E.chain(then)(organizationOf(world, account, organizationId));

export const organizationDetail = (
  world: World,
  account: AccountRecord,
  id: number,
): E.Either<PortError, Organization> =>
  withOrganization(world, account, id, (o) => {
    const c = contractOf(world, id);
    return E.right({
      id: o.id,
      name: o.name,
      division: c.division,
      url: c.url,
      tel: c.tel,
      zip: c.zip,
      prefecture: c.prefecture,
      address: c.address,
      staffName: c.staffName,
      staffEmail: c.staffEmail,
      organizationType: o.organizationType,
      invoiceRequesting: o.invoiceRequesting,
      // user_count is what the server bills per guest: the organization's guests as they are now
      paymentCycle: o.paymentCycle,
      enablePayPerGuests: o.enablePayPerGuests,
      userCount: world.read((s) => s.guests.filter((g) => g.organizationId === id).length),
      deliveries: c.deliveries.map((d) => ({ ...d })),
    });
  });

export const plans = (world: World, account: AccountRecord, id: number): E.Either<PortError, PlanEntry[]> =>
  withOrganization(world, account, id, () => E.right(contractOf(world, id).plans.map((p) => ({ ...p }))));

export const cards = (world: World, account: AccountRecord, id: number): E.Either<PortError, PaymentCardsOnFile> =>
  withOrganization(world, account, id, () => {
    const c = contractOf(world, id);
    return E.right({ defaultPaymentCard: c.defaultPaymentCard, cards: c.cards.map((card) => ({ ...card })) });
  });

/** Newest first, paged from 1. */
export const invoiceHistories = (
  world: World,
  account: AccountRecord,
  query: { organizationId: number; page: number; perPage: number },
): E.Either<PortError, Page<InvoiceHistoryRow>> =>
  withOrganization(world, account, query.organizationId, () => {
    if (!Number.isInteger(query.page) || query.page < 1 || !Number.isInteger(query.perPage) || query.perPage < 1) {
      return E.left(PortErrors.invalid('page and per_page must be positive integers'));
    }
    const rows = [...contractOf(world, query.organizationId).invoiceHistories].sort((a, b) =>
      b.createdAt.localeCompare(a.createdAt),
    );
    const perPage = servedPerPage(world, 'invoiceHistories', query.perPage);
    const items = pageSlice(rows, query.page, perPage).map((r) => ({ ...r }));
    return E.right({ items, total: rows.length, page: query.page, perPage });
  });

/** A statement of another organization does not exist for this manager. */
export const cardPaymentStatement = (
  world: World,
  account: AccountRecord,
  id: string,
): E.Either<PortError, PaymentCardStatement> => {
  const found = world.read((s) => s.cardPaymentStatements.find((st) => st.id === id));
  if (!found || !account.organizationIds.includes(found.organizationId))
    return E.left(PortErrors.notFound('Not found'));
  const { organizationId: _owner, ...statement } = found;
  return E.right({ ...statement, items: statement.items.map((item) => ({ ...item })) });
};

const NOT_CHANGEABLE = 'お支払い方法を変更できない契約です。';

/** POST /v1/console/invoice_requests: the organization is marked invoice_requesting. */
export const requestInvoice = (
  world: World,
  account: AccountRecord,
  organizationId: number,
): E.Either<PortError, void> =>
  withOrganization(world, account, organizationId, (o) => {
    if (paymentOptionsFor(o).invoiceDisabled) return E.left(PortErrors.conflict(NOT_CHANGEABLE));
    world.write((s) => {
      const target = s.organizations.find((x) => x.id === organizationId);
      if (target) target.invoiceRequesting = true;
    });
    return E.right(undefined);
  });

/** The card provider's side: a token for a card it has accepted (the fake provider calls this). */
export const issuePaymentCardToken = (world: World, card: PaymentCardTokenRecord['card']): string => {
  const id = `tok_demo_${world.nextId('cardToken')}`;
  world.write((s) => s.cardTokens.push({ id, card, used: false, createdAt: world.now().toISOString() }));
  return id;
};

/** POST /v1/console/credit_cards: the token's card becomes the default card and the organization pays by card. */
export const registerPaymentCard = (
  world: World,
  account: AccountRecord,
  organizationId: number,
  token: string,
): E.Either<PortError, void> =>
  withOrganization(world, account, organizationId, (o) => {
    if (paymentOptionsFor(o).cardDisabled) return E.left(PortErrors.conflict(NOT_CHANGEABLE));
    const issued = world.read((s) => s.cardTokens.find((t) => t.id === token));
    if (!issued || issued.used) return E.left(PortErrors.invalid('カードトークンが無効です。'));
    world.write((s) => {
      const record = s.cardTokens.find((t) => t.id === token);
      if (record) record.used = true;
      const cardId = `car_${token.replace(/^tok_/, '')}`;
      const contract = s.contracts[organizationId] ?? { ...EMPTY_CONTRACT };
      s.contracts[organizationId] = {
        ...contract,
        defaultPaymentCard: cardId,
        cards: [{ id: cardId, ...issued.card }],
      };
      const target = s.organizations.find((x) => x.id === organizationId);
      if (target) target.organizationType = 'card';
    });
    return E.right(undefined);
  });
