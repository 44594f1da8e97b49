import * as E from 'fp-ts/Either';
import type {
  PaymentCardHolder,
  PaymentCardProvider,
  PaymentCardProviderUnavailable,
  PaymentCardSession,
  PaymentCardTokenError,
  SecureFieldsState,
  SecureFieldTargets,
} from '../../../application/organization/ports/PaymentCardProvider';
import { EMPTY_SECURE_FIELDS } from '../../../application/organization/ports/PaymentCardProvider';
import { loadScriptGlobal, type ScriptHost } from './loadScript';
// PAY.JP requires its SDK from its own host: never bundled, never self-hosted (the one script the CSP lets in)
import { PAYJP_SCRIPT_URL } from '../trustedScriptUrl';

export const PAYJP_LOAD_TIMEOUT_MS = 10_000;

/** Provider's words when its own response says nothing usable. */
const TOKEN_FAILED = 'カード情報を確認できませんでした。入力内容をご確認ください。';

type FieldType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

/** The part of PAY.JP's v2 script (https://js.pay.jp/v2/pay.js) this adapter uses (https://pay.jp/docs/payjs). */
interface PayjpChangeEvent {
  readonly complete?: unknown;
  readonly error?: unknown;
}
interface PayjpElement {
  mount(target: string): void;
  on(event: 'change', handler: (event: PayjpChangeEvent) => void): void;
  clear(): void;
  unmount(): void;
}
interface PayjpInstance {
  elements(): { create(type: FieldType, options?: object): PayjpElement };
  createToken(element: PayjpElement, data: object): Promise<unknown>;
}
type PayjpFactory = (publicKey: string, options?: object) => PayjpInstance;

const messageIn = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = (value as Record<string, unknown>).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/** createToken answers { id } or { error: { message } }; anything else is a failure, not a token. */
export const tokenOf = (response: unknown): E.Either<PaymentCardTokenError, string> => {
  if (typeof response === 'object' && response !== null) {
    const record = response as Record<string, unknown>;
    if ('error' in record)
      return E.left({ _tag: 'PaymentCardTokenError', message: messageIn(record.error) ?? TOKEN_FAILED });
    if (typeof record.id === 'string' && record.id !== '') return E.right(record.id);
  }
  return E.left({ _tag: 'PaymentCardTokenError', message: TOKEN_FAILED });
};

class PayjpPaymentCardSession implements PaymentCardSession {
  private readonly fields: Record<FieldType, PayjpElement>;
  private state: SecureFieldsState = EMPTY_SECURE_FIELDS;

  constructor(private readonly payjp: PayjpInstance) {
    const elements = payjp.elements();
    this.fields = {
      cardNumber: elements.create('cardNumber'),
      cardExpiry: elements.create('cardExpiry'),
      cardCvc: elements.create('cardCvc'),
    };
  }

  mount(targets: SecureFieldTargets, onChange: (state: SecureFieldsState) => void): void {
    const key = { cardNumber: 'numberComplete', cardExpiry: 'expiryComplete', cardCvc: 'cvcComplete' } as const;
    const mountOne = (type: FieldType, target: string) => {
      this.fields[type].mount(`#${target}`);
      this.fields[type].on('change', (event) => {
        const error = messageIn(event.error);
        this.state = {
          ...this.state,
          [key[type]]: event.complete === true,
          ...(error ? { error } : { error: undefined }),
        };
        onChange(this.state);
      });
    };
    mountOne('cardNumber', targets.number);
    mountOne('cardExpiry', targets.expiry);
    mountOne('cardCvc', targets.cvc);
  }

  async createToken(holder: PaymentCardHolder): Promise<E.Either<PaymentCardTokenError, string>> {
    try {
      // three_d_secure: PAY.JP opens its own sub-window for the card issuer's check
      return tokenOf(
        await this.payjp.createToken(this.fields.cardNumber, {
          three_d_secure: true,
          card: { name: holder.name, phone: holder.phone },
        }),
      );
    } catch (error) {
      return E.left({ _tag: 'PaymentCardTokenError', message: messageIn(error) ?? TOKEN_FAILED });
    }
  }

  clear(): void {
    Object.values(this.fields).forEach((field) => field.clear());
  }

  destroy(): void {
    Object.values(this.fields).forEach((field) => field.unmount());
  }
}

/** PAY.JP's browser SDK, loaded from js.pay.jp the first time the payment page needs it. */
export class PayjpPaymentCardProvider implements PaymentCardProvider {
  private loading: Promise<E.Either<PaymentCardProviderUnavailable, PayjpFactory>> | null = null;

  constructor(
    private readonly publicKey: string,
    private readonly host?: ScriptHost,
    private readonly timeoutMs = PAYJP_LOAD_TIMEOUT_MS,
    // tests point this at a local stand-in; production always uses PAY.JP's own host
    private readonly scriptUrl = PAYJP_SCRIPT_URL,
  ) {}

  async load(): Promise<E.Either<PaymentCardProviderUnavailable, PaymentCardSession>> {
    if (this.publicKey === '') return E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'no-key' });
    this.loading ??= this.loadFactory();
    const factory = await this.loading;
    if (E.isLeft(factory)) {
      this.loading = null;
      return factory;
    }
    try {
      return E.right(new PayjpPaymentCardSession(factory.right(this.publicKey, { threeDSecureWorkflow: 'subwindow' })));
    } catch {
      return E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'missing-global' });
    }
  }

  private async loadFactory(): Promise<E.Either<PaymentCardProviderUnavailable, PayjpFactory>> {
    const loaded = await loadScriptGlobal(this.scriptUrl, 'Payjp', this.timeoutMs, this.host);
    if (E.isLeft(loaded)) return E.left({ _tag: 'PaymentCardProviderUnavailable', reason: loaded.left });
    return typeof loaded.right === 'function'
      ? E.right(loaded.right as PayjpFactory)
      : E.left({ _tag: 'PaymentCardProviderUnavailable', reason: 'missing-global' });
  }
}
