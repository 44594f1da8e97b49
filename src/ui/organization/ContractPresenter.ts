import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { LoadContract, type Contract } from '../../application/organization/LoadContract';
import { formatPaymentCardInfo } from '../../domain/organization/paymentCard';
import { CONTRACT_TEXTS } from '../../domain/organization/messages';
import {
  billableUserCountOf,
  deliveryNameOf,
  formatZip,
  paymentTypeLabelOf,
} from '../../domain/organization/organization';
import { Presenter } from '../shared/Presenter';

export interface DeliveryLine {
  readonly name: string;
  readonly address: string;
  readonly staffName: string;
  readonly tel: string;
}

/** Everything the contract screen shows, as ready-made text. */
export interface ContractView {
  readonly organizationId: string;
  readonly companyName: string;
  readonly division: string;
  readonly address: string;
  readonly staffName: string;
  readonly staffEmail: string;
  readonly tel: string;
  readonly deliveries: ReadonlyArray<DeliveryLine>;
  readonly plans:
    | { readonly ok: true; readonly lines: ReadonlyArray<{ readonly name: string; readonly quantity: number }> }
    | { readonly ok: false; readonly message: string };
  readonly paymentMethod: string;
  readonly canChangePaymentMethod: boolean;
  /** undefined: not a card organization, so no card line. `loading`: its card is still being read. */
  readonly card?: { readonly text: string; readonly failed: boolean; readonly loading?: true };
  readonly billableUserCount?: number;
}

const addressOf = (zip: string, prefecture: string, address: string): string =>
  [zip ? `〒${formatZip(zip)}` : '', `${prefecture}${address}`].filter(Boolean).join(' ');

const cardLine = (card: Contract['card']): ContractView['card'] => {
  switch (card.status) {
    case 'not-card':
      return undefined;
    case 'loading':
      return { text: CONTRACT_TEXTS.cardLoading, failed: false, loading: true };
    case 'none':
      return { text: CONTRACT_TEXTS.noPaymentCard, failed: false };
    case 'ok':
      return { text: formatPaymentCardInfo(card.card), failed: false };
    case 'failed':
      return { text: card.message, failed: true };
  }
};

export const toContractView = ({ organization: o, plans, card, canChangePaymentMethod }: Contract): ContractView => {
  const billable = billableUserCountOf(o);
  const cardView = cardLine(card);
  return {
    organizationId: String(o.id),
    companyName: o.name,
    division: o.division ?? '',
    address: addressOf(o.zip, o.prefecture, o.address),
    staffName: o.staffName,
    staffEmail: o.staffEmail,
    tel: o.tel,
    deliveries: o.deliveries.map((d) => ({
      name: deliveryNameOf(d),
      address: addressOf(d.zip, d.prefecture, d.address),
      staffName: d.staffName,
      tel: d.tel,
    })),
    plans:
      plans.status === 'ok'
        ? { ok: true, lines: plans.plans.map((p) => ({ name: p.name, quantity: p.amount })) }
        : { ok: false, message: plans.message },
    paymentMethod: paymentTypeLabelOf(o.organizationType, o.invoiceRequesting),
    canChangePaymentMethod,
    ...(cardView ? { card: cardView } : {}),
    ...(billable !== undefined ? { billableUserCount: billable } : {}),
  };
};

export type ContractState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly view: ContractView };

/** /organization: the contract as ready-made text. */
@injectable()
export class ContractPresenter extends Presenter<ContractState> {
  private readonly latest = this.latestRequest();

  constructor(@inject(LoadContract) private readonly loadContract: LoadContract) {
    super({ status: 'loading' });
  }

  /**
   * The contract is drawn once the organization and its plans are there; a card organization's card line says it is
   * being read until its own answer comes (LoadContract.execute), then is drawn again with it.
   */
  override async open(): Promise<void> {
    this.store.set({ status: 'loading' });
    const answer = await this.latest.run(() => this.loadContract.execute());
    if (!answer.current) return;
    const result = answer.value;
    if (E.isLeft(result)) {
      this.store.set({ status: 'failed', message: result.left.message });
      return;
    }
    const { contract, card } = result.right;
    this.store.set({ status: 'ready', view: toContractView(contract) });
    if (card === null) return;
    const read = await this.latest.run(() => card);
    if (!read.current) return;
    this.store.set({ status: 'ready', view: toContractView({ ...contract, card: read.value }) });
  }
}
