import { describe, expect, it } from 'vitest';
import { LoadContract } from '../../../src/application/organization/LoadContract';
import { OrganizationGateway } from '../../../src/application/organization/ports/OrganizationGateway';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { BACKENDS, signedIn } from '../../support/backends';
import { wholeContract } from '../../support/contract';
import { rightOf } from '../../support/outcomes';
import { portCalls } from '../../support/portCalls';

// the contract screen draws the organization and its plans before a card organization's card on file is read
describe.each(BACKENDS)('the contract in parts (%s)', (_name, makeBackend) => {
  it('a card organization: the contract with its card loading, then the card; the same as the whole contract', async () => {
    const backend = await signedIn(makeBackend);
    const calls = portCalls(backend, OrganizationGateway);
    const whole = await wholeContract(backend.container.get(LoadContract));
    calls.length = 0;
    const parts = rightOf(await backend.container.get(LoadContract).execute());
    expect(parts.contract.card).toEqual({ status: 'loading' });
    // the card is asked for once the organization's answer said it is a card organization, not before
    expect(calls).toEqual(['organization 1', 'plans 1', 'cards 1']);
    expect(parts.card).not.toBeNull();
    const card = await parts.card;
    expect(card).toEqual(whole.card);
    expect(card?.status).toBe('ok');
    expect({ ...parts.contract, card }).toEqual(whole);
  });

  it('an invoice organization: no card to read, and none asked for', async () => {
    const backend = await signedIn(makeBackend);
    backend.container.get(SwitchOrganization).execute(2);
    const calls = portCalls(backend, OrganizationGateway);
    const parts = rightOf(await backend.container.get(LoadContract).execute());
    expect(parts.contract.card).toEqual({ status: 'not-card' });
    expect(parts.card).toBeNull();
    expect(calls).toEqual(['organization 2', 'plans 2']);
  });
});
