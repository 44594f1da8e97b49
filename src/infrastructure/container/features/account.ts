import type { ContainerModuleLoadOptions } from 'inversify';
import { AccountGateway } from '../../../application/ports/AccountGateway';
import { ManagerInvitationGateway } from '../../../application/ports/ManagerInvitationGateway';
import { PasswordResetGateway } from '../../../application/ports/PasswordResetGateway';
import { HttpAccountGateway } from '../../http/account/HttpAccountGateway';
import { HttpManagerInvitationGateway } from '../../http/account/HttpManagerInvitationGateway';
import { HttpPasswordResetGateway } from '../../http/account/HttpPasswordResetGateway';

/** Ports of the account feature served by the real API. */
export const bindHttpAccount = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(AccountGateway).to(HttpAccountGateway);
  bind(PasswordResetGateway).to(HttpPasswordResetGateway);
  bind(ManagerInvitationGateway).to(HttpManagerInvitationGateway);
};
