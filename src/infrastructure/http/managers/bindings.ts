import type { ContainerModuleLoadOptions } from 'inversify';
import { InvitationsGateway } from '../../../application/managers/ports/InvitationsGateway';
import { ManagersGateway } from '../../../application/managers/ports/ManagersGateway';
import { HttpInvitationsGateway } from './HttpInvitationsGateway';
import { HttpManagersGateway } from './HttpManagersGateway';

/** Ports of the managers feature (managers and invitations) served by the real API. */
export const bindHttpManagers = ({ bind }: ContainerModuleLoadOptions): void => {
  bind(ManagersGateway).to(HttpManagersGateway);
  bind(InvitationsGateway).to(HttpInvitationsGateway);
};
