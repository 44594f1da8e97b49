/** A card on file, as the card endpoint lists it (cards.data). */
export interface PaymentCardInfo {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
}

/** The card endpoint's answer: the default card id and the cards. */
export interface PaymentCardsOnFile {
  readonly defaultPaymentCard: string | null;
  readonly cards: ReadonlyArray<PaymentCardInfo>;
}

/** The card the contract screen shows: the default one, or the first when no default matches. */
export const defaultPaymentCardOf = (onFile: PaymentCardsOnFile): PaymentCardInfo | undefined =>
  onFile.cards.find((card) => card.id === onFile.defaultPaymentCard) ?? onFile.cards[0];

/** Visa •••• 4242 有効期限 03/2027 */
export const formatPaymentCardInfo = (
  card: Pick<PaymentCardInfo, 'brand' | 'last4' | 'expMonth' | 'expYear'>,
): string => `${card.brand} •••• ${card.last4} 有効期限 ${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
