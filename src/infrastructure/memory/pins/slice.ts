import type { CredentialStatus } from '../keypads/records';
import type { SeedContext } from '../world/seedContext';
import { defineSlice } from '../world/state';

export interface PinRecord {
  id: number;
  keypadId: number;
  name: string;
  pin: string;
  timeFrom: string | null;
  timeTill: string | null;
  status: CredentialStatus;
  /** When the keypad answers; null: a keypad out of reach that has not answered (stays as it is). */
  dueAt: string | null;
}

/** The PINs part of the demo world. */
export interface PinsSlice {
  pins: PinRecord[];
}

/** The fixed keypads and PINs tests rely on (docs/DEMO-WORLD.md). */
export const DEMO_PINS = {
  /** 本社 正面玄関, outdoor keypad: registered, registering, failed and expired PINs. */
  keypad: 101,
  lock: 1,
  /** A registered PIN whose code is reused in conflict tests. */
  cleanerCode: '2580',
  failedName: '臨時作業員',
  expiredName: '来客用（先月）',
  registeringName: '新人研修',
} as const;

/** A PIN starting with 9999 ends as a failed registration job (docs/DEMO-WORLD.md). */
export const FAILING_PIN_PREFIX = '9999';

const seedPins = (ctx: SeedContext): PinsSlice => {
  let id = 0;
  const record = (
    keypadId: number,
    name: string,
    pin: string,
    status: PinRecord['status'],
    period: [string, string] | null = null,
  ): PinRecord => {
    id += 1;
    return {
      id,
      keypadId,
      name,
      pin,
      timeFrom: period?.[0] ?? null,
      timeTill: period?.[1] ?? null,
      status,
      dueAt: null,
    };
  };
  return {
    pins: [
      record(101, '清掃業者', DEMO_PINS.cleanerCode, 'registered'),
      record(101, '警備会社', '7410', 'registered'),
      record(101, '夜間スタッフ', '159753', 'registered', [ctx.daysAgo(10, 18, 0), ctx.daysAhead(80, 9, 0)]),
      record(101, DEMO_PINS.expiredName, '3690', 'registered', [ctx.daysAgo(40, 9, 0), ctx.daysAgo(3, 18, 0)]),
      record(101, '設備点検', '86420', 'registered'),
      record(101, DEMO_PINS.registeringName, '8520', 'registering'),
      record(101, DEMO_PINS.failedName, '99990001', 'failed'),
      record(102, '役員用', '11223344', 'registered'),
      record(103, '配送業者', '4455', 'registered', [ctx.daysAgo(1, 8, 0), ctx.daysAhead(30, 20, 0)]),
      record(131, '入居者101', '1010', 'registered'),
    ],
  };
};

declare module '../world/state' {
  interface WorldSlices {
    pins: PinsSlice;
  }
}

/** The PINs slice; bump the version when its shape changes (a stored world of another version is seeded anew). */
export const pinsSlice = defineSlice({ name: 'pins', version: 2, needs: [], seed: seedPins });
