import type { ContainerModuleLoadOptions } from 'inversify';
import { AccountGateway } from '../../../application/ports/AccountGateway';
import { ManagerInvitationGateway } from '../../../application/ports/ManagerInvitationGateway';
import { PasswordResetGateway } from '../../../application/ports/PasswordResetGateway';
import { InMemoryAccountGateway } from '../../memory/account/InMemoryAccountGateway';
import { InMemoryManagerInvitationGateway } from '../../memory/account/InMemoryManagerInvitationGateway';
import { InMemoryPasswordResetGateway } from '../../memory/account/InMemoryPasswordResetGateway';

/*
 * Memory-mode bindings: the feature's descriptor (src/features/account.ts) loads them in memory mode; the production
 * build leaves the import out.
 */
/** Ports of the account feature served by the in-memory world. */
export const bindMemoryAccount = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(AccountGateway).to(InMemoryAccountGateway);
  bind(PasswordResetGateway).to(InMemoryPasswordResetGateway);
  bind(ManagerInvitationGateway).to(InMemoryManagerInvitationGateway);
};
