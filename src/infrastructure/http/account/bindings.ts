import type { ContainerModuleLoadOptions } from 'inversify';
import { AccountGateway } from '../../../application/account/ports/AccountGateway';
import { ManagerInvitationGateway } from '../../../application/account/ports/ManagerInvitationGateway';
import { PasswordResetGateway } from '../../../application/account/ports/PasswordResetGateway';
import { HttpAccountGateway } from './HttpAccountGateway';
import { HttpManagerInvitationGateway } from './HttpManagerInvitationGateway';
import { HttpPasswordResetGateway } from './HttpPasswordResetGateway';

/** Ports of the account feature served by the real API. */
export const bindHttpAccount = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(AccountGateway).to(HttpAccountGateway);
  bind(PasswordResetGateway).to(HttpPasswordResetGateway);
  bind(ManagerInvitationGateway).to(HttpManagerInvitationGateway);
};
