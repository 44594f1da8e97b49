import { describe, expect, it } from 'vitest';
import { ContractHeadStart } from '../../../src/application/organization/ContractHeadStart';
import { LoadContract } from '../../../src/application/organization/LoadContract';
import { OrganizationGateway } from '../../../src/application/organization/ports/OrganizationGateway';
import { SwitchOrganization } from '../../../src/application/session/SwitchOrganization';
import { HEAD_START_TAKE_WITHIN_MS } from '../../../src/application/shared/HeadStart';
import { BACKENDS, signedIn, type Backend } from '../../support/backends';
import { wholeContract } from '../../support/contract';
import { portCalls } from '../../support/portCalls';

const organizationCalls = (backend: Backend): string[] => portCalls(backend, OrganizationGateway);

// the router asks for the contract's organization and plans beside the guard's refresh on entering 契約情報
describe.each(BACKENDS)('the contract asked for ahead of its screen (%s)', (_name, makeBackend) => {
  it('the first load takes the organization and plans asked for ahead: the same contract, no read of its own', async () => {
    const plain = await signedIn(makeBackend);
    const expected = await wholeContract(plain.container.get(LoadContract));
    const backend = await signedIn(makeBackend);
    const calls = organizationCalls(backend);
    backend.container.get(ContractHeadStart).start();
    expect(calls).toEqual(['organization 1', 'plans 1']);
    const contract = await wholeContract(backend.container.get(LoadContract));
    expect(contract).toEqual(expected);
    // the card on file: asked for ahead too, once the organization's answer said it is a card organization
    expect(calls).toEqual(['organization 1', 'plans 1', 'cards 1']);
    // a later load (a retry, the page opened again) reads what is there now
    await wholeContract(backend.container.get(LoadContract));
    expect(calls).toEqual(['organization 1', 'plans 1', 'cards 1', 'organization 1', 'plans 1', 'cards 1']);
  });

  it('another organization made current after the asking (the refresh, a switch): its own contract, read anew', async () => {
    const backend = await signedIn(makeBackend);
    const calls = organizationCalls(backend);
    backend.container.get(ContractHeadStart).start();
    backend.container.get(SwitchOrganization).execute(2);
    const contract = await wholeContract(backend.container.get(LoadContract));
    expect(contract.organization.id).toBe(2);
    expect(contract.card).toEqual({ status: 'not-card' });
    // (organization 1's card, asked for ahead once its answer came, is nobody's)
    expect(calls.filter((c) => c.endsWith(' 2'))).toEqual(['organization 2', 'plans 2']);
    expect(calls.filter((c) => c.startsWith('cards'))).toEqual(['cards 1']);
  });

  it('answers not taken within the window are not handed out', async () => {
    const backend = await signedIn(makeBackend);
    const calls = organizationCalls(backend);
    backend.container.get(ContractHeadStart).start();
    backend.clock.advance(HEAD_START_TAKE_WITHIN_MS + 1);
    await wholeContract(backend.container.get(LoadContract));
    expect(calls.filter((c) => c.startsWith('organization'))).toEqual(['organization 1', 'organization 1']);
    expect(calls.filter((c) => c.startsWith('cards'))).toEqual(['cards 1', 'cards 1']);
  });

  it('a second start (the screen entered again) asks again, and the load takes the newer answers', async () => {
    const backend = await signedIn(makeBackend);
    const calls = organizationCalls(backend);
    const headStart = backend.container.get(ContractHeadStart);
    headStart.start();
    headStart.start();
    await wholeContract(backend.container.get(LoadContract));
    expect(calls.filter((c) => c.startsWith('organization'))).toEqual(['organization 1', 'organization 1']);
    expect(calls.filter((c) => c.startsWith('cards'))).toEqual(['cards 1', 'cards 1']);
  });

  it('asks for nothing without a session', () => {
    const backend = makeBackend();
    const calls = organizationCalls(backend);
    backend.container.get(ContractHeadStart).start();
    expect(calls).toEqual([]);
  });
});
