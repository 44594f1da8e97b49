import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { PIN_MESSAGES } from '../../domain/pins/messages';
import { type Pin, PIN_PAGE_SIZE } from '../../domain/pins/pin';
import type { KeypadTab } from '../../domain/keypads/registration';
import type { Page } from '../../domain/shared/paging';
import { PinsGateway } from './ports/PinsGateway';
import { fromPortResult, type Outcome } from '../shared/AppError';

/** One page of a keypad's PINs, with what the count line needs. */
export interface KeypadPinsPage extends Page<Pin> {
  readonly registeredCount: number;
  readonly totalWithRegistering: number;
}

/** locks-pins: one tab's page of 30; the registered count comes from the registered tab's total. */
@injectable()
export class ListKeypadPins {
  constructor(@inject(PinsGateway) private readonly pins: PinsGateway) {}

  async execute(keypadId: number, tab: KeypadTab, page: number): Promise<Outcome<KeypadPinsPage>> {
    const list = fromPortResult(
      await this.pins.list({
        keypadId,
        page: Math.max(1, page),
        perPage: PIN_PAGE_SIZE,
        isRegistered: tab === 'registered',
      }),
      PIN_MESSAGES.loadFailed,
    );
    if (E.isLeft(list)) return list;
    let registeredCount = list.right.total;
    if (tab === 'registering') {
      const registered = fromPortResult(
        await this.pins.list({ keypadId, page: 1, perPage: 1, isRegistered: true }),
        PIN_MESSAGES.loadFailed,
      );
      if (E.isLeft(registered)) return registered;
      registeredCount = registered.right.total;
    }
    return E.right({
      items: list.right.items,
      total: list.right.total,
      page: Math.max(1, page),
      perPage: PIN_PAGE_SIZE,
      registeredCount,
      totalWithRegistering: list.right.totalWithRegistering,
    });
  }
}
