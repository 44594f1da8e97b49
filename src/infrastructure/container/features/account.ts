import type { ContainerModuleLoadOptions } from 'inversify';
import { AccountGateway } from '../../../application/ports/AccountGateway';
import { ManagerInvitationGateway } from '../../../application/ports/ManagerInvitationGateway';
import { PasswordResetGateway } from '../../../application/ports/PasswordResetGateway';
import { HttpAccountGateway } from '../../http/account/HttpAccountGateway';
import { HttpManagerInvitationGateway } from '../../http/account/HttpManagerInvitationGateway';
import { HttpPasswordResetGateway } from '../../http/account/HttpPasswordResetGateway';
import { InMemoryAccountGateway } from '../../memory/account/InMemoryAccountGateway';
import { InMemoryManagerInvitationGateway } from '../../memory/account/InMemoryManagerInvitationGateway';
import { InMemoryPasswordResetGateway } from '../../memory/account/InMemoryPasswordResetGateway';
import { memoryCallsOf } from '../../memory/memoryCallsOf';

/** Ports of the account feature served by the real API. */
export const bindHttpAccount = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(AccountGateway).to(HttpAccountGateway);
  bind(PasswordResetGateway).to(HttpPasswordResetGateway);
  bind(ManagerInvitationGateway).to(HttpManagerInvitationGateway);
};

/** Ports of the account feature served by the in-memory world. */
export const bindMemoryAccount = ({ bind }: ContainerModuleLoadOptions): void => {
  // dynamic values, not decorated classes: this file is in the production bundle's import graph
  bind(AccountGateway).toDynamicValue((ctx) => new InMemoryAccountGateway(memoryCallsOf(ctx)));
  bind(PasswordResetGateway).toDynamicValue((ctx) => new InMemoryPasswordResetGateway(memoryCallsOf(ctx)));
  bind(ManagerInvitationGateway).toDynamicValue((ctx) => new InMemoryManagerInvitationGateway(memoryCallsOf(ctx)));
};
