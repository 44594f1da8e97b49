import type { ContainerModuleLoadOptions } from 'inversify';
import { AccountGateway } from '../../../application/account/ports/AccountGateway';
import { ManagerInvitationGateway } from '../../../application/account/ports/ManagerInvitationGateway';
import { PasswordResetGateway } from '../../../application/account/ports/PasswordResetGateway';
import type { FeatureWorld } from '../world/FeatureWorld';
import { accountHandlers } from './handlers';
import { InMemoryAccountGateway } from './InMemoryAccountGateway';
import { InMemoryManagerInvitationGateway } from './InMemoryManagerInvitationGateway';
import { InMemoryPasswordResetGateway } from './InMemoryPasswordResetGateway';
import { accountSlice } from './slice';

/** The account feature's part of the demo world: its slice and the handlers of its endpoints. */
export const accountWorld: FeatureWorld = { slice: accountSlice, handlers: accountHandlers };

/** Ports of the account feature served by the in-memory world (memory mode). */
export const bindMemoryAccount = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(AccountGateway).to(InMemoryAccountGateway);
  bind(PasswordResetGateway).to(InMemoryPasswordResetGateway);
  bind(ManagerInvitationGateway).to(InMemoryManagerInvitationGateway);
};
