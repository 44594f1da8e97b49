import type { ContainerModuleLoadOptions } from 'inversify';
import { AccountGateway } from '../../../application/ports/AccountGateway';
import { ManagerInvitationGateway } from '../../../application/ports/ManagerInvitationGateway';
import { PasswordResetGateway } from '../../../application/ports/PasswordResetGateway';
import { InMemoryAccountGateway } from '../../memory/account/InMemoryAccountGateway';
import { InMemoryManagerInvitationGateway } from '../../memory/account/InMemoryManagerInvitationGateway';
import { InMemoryPasswordResetGateway } from '../../memory/account/InMemoryPasswordResetGateway';

/* Memory-mode bindings: imported only by memoryModule, which the production build never loads. */
/** Ports of the account feature served by the in-memory world. */
export const bindMemoryAccount = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(AccountGateway).to(InMemoryAccountGateway);
  bind(PasswordResetGateway).to(InMemoryPasswordResetGateway);
  bind(ManagerInvitationGateway).to(InMemoryManagerInvitationGateway);
};
