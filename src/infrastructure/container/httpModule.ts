import { ContainerModule } from 'inversify';
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
export const httpModule = (options: { readonly fetchImpl?: typeof fetch } = {}) =>
  new ContainerModule(({ bind }) => {
    bind(HttpClientToken)
      .toDynamicValue((ctx) => new HttpClient(ctx.get(AppConfig), ctx.get(AuthStore), ctx.get(SessionEvents), undefined, options.fetchImpl))
      .inSingletonScope();
    bind(SessionGateway).to(HttpSessionGateway);
    bind(ConsoleFunctionsGateway).to(HttpConsoleFunctionsGateway);
    bind(ErrorReportGateway).to(HttpErrorReportGateway);
    bind(NewsFeed).to(HttpNewsFeed);
  });
