import { ContainerModule } from 'inversify';
import { bindHttpLocks } from './features/locks';
import { bindHttpRemote } from './features/remote';
import { bindHttpLogs } from './features/logs';
import { bindHttpAccount } from './features/account';
import { bindHttpLinking } from './features/linking';
import { bindHttpOrganization } from './features/organization';
import { bindHttpGroups } from './features/groups';
import { bindHttpGuests } from './features/guests';
import { bindHttpCards } from './features/cards';
import { bindHttpPins } from './features/pins';
import { AppConfig } from '../../application/ports/AppConfig';
import { AuthStore } from '../../application/ports/AuthStore';
import { ConsoleFunctionsGateway } from '../../application/ports/ConsoleFunctionsGateway';
import { ErrorReportGateway } from '../../application/ports/ErrorReportGateway';
import { NewsFeed } from '../../application/ports/NewsFeed';
import { SessionEvents } from '../../application/ports/SessionEvents';
import { SessionGateway } from '../../application/ports/SessionGateway';
import { HttpClient, HttpClientToken } from '../http/HttpClient';
import { HttpConsoleFunctionsGateway } from '../http/session/HttpConsoleFunctionsGateway';
import { HttpErrorReportGateway } from '../http/session/HttpErrorReportGateway';
import { HttpNewsFeed } from '../http/session/HttpNewsFeed';
import { HttpSessionGateway } from '../http/session/HttpSessionGateway';

/** Every port served by the real API. Features add their Http adapters here. */
export const httpModule = (settings: { readonly fetchImpl?: typeof fetch } = {}) =>
  new ContainerModule((options) => {
    const { bind } = options;
    bind(HttpClientToken)
      .toDynamicValue((ctx) => new HttpClient(ctx.get(AppConfig), ctx.get(AuthStore), ctx.get(SessionEvents), undefined, settings.fetchImpl))
      .inSingletonScope();
    bind(SessionGateway).to(HttpSessionGateway);
    bind(ConsoleFunctionsGateway).to(HttpConsoleFunctionsGateway);
    bind(ErrorReportGateway).to(HttpErrorReportGateway);
    bind(NewsFeed).to(HttpNewsFeed);
    bindHttpLocks(options);
    bindHttpRemote(options);
    bindHttpLogs(options);
    bindHttpAccount(options);
    bindHttpLinking(options);
    bindHttpOrganization(options);
    bindHttpGroups(options);
    bindHttpGuests(options);
    bindHttpCards(options);
    bindHttpPins(options);
  });
