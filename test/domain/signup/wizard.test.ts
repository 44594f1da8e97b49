import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '../../../src/domain/signup/address';
import { EMPTY_COMPANY } from '../../../src/domain/signup/company';
import { addressOf, EMPTY_DRAFT, withAddress, type SignupDraft } from '../../../src/domain/signup/draft';
import { boundsOf } from '../../../src/domain/signup/installation';
import { resumedDraft } from '../../../src/domain/signup/wizard';

const TODAY = '2026-11-20';
const BOUNDS = boundsOf(TODAY, undefined);
const START = '2026-11-27';
const COMPANY = {
  ...EMPTY_COMPANY,
  name: '株式会社ドラフト',
  address: {
    ...EMPTY_ADDRESS,
    zip: '1000001',
    prefecture: '東京都',
    address: '千代田区千代田',
    staffName: '申込 花子',
    tel: '0312345678',
  },
};

describe('the draft a mail link opens with (account-billing-signup §2: the input is kept across a reload)', () => {
  it('none stored: an empty draft on step 2', () => {
    expect(resumedDraft(undefined, BOUNDS, START)).toEqual(EMPTY_DRAFT);
  });

  it('a draft pointing past an invalid step comes back on that step', () => {
    const stored: SignupDraft = { ...EMPTY_DRAFT, step: 4 };
    expect(resumedDraft(stored, BOUNDS, START).step).toBe(2);
  });

  it('a draft left on step 6 comes back to the confirmation: the terms tick is never stored', () => {
    const stored: SignupDraft = { ...EMPTY_DRAFT, company: COMPANY, step: 6 };
    expect(resumedDraft(stored, BOUNDS, START).step).toBe(5);
  });

  it('Pro chosen without dates gets its three, from the first reservable day', () => {
    const stored: SignupDraft = { ...EMPTY_DRAFT, quantities: { ...EMPTY_DRAFT.quantities, pro: '1' } };
    expect(resumedDraft(stored, BOUNDS, START).installation.map((c) => c.date)).toEqual([START, START, START]);
  });
});

describe("the wizard's two addresses", () => {
  it("the company's and the delivery address are read and changed apart", () => {
    const draft = withAddress(EMPTY_DRAFT, 'delivery', (a) => ({ ...a, zip: '1000001' }));
    expect(addressOf(draft, 'delivery').zip).toBe('1000001');
    expect(addressOf(draft, 'company')).toEqual(EMPTY_DRAFT.company.address);
  });
});
