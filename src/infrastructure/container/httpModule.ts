import { ContainerModule } from 'inversify';
import { ConsoleFunctionsGateway } from '../../application/session/ports/ConsoleFunctionsGateway';
import { ErrorReportGateway } from '../../application/ports/ErrorReportGateway';
import { NewsFeed } from '../../application/ports/NewsFeed';
import { SessionGateway } from '../../application/session/ports/SessionGateway';
import { HttpConsoleFunctionsGateway } from '../http/session/HttpConsoleFunctionsGateway';
import { HttpErrorReportGateway } from '../http/session/HttpErrorReportGateway';
import { HttpNewsFeed } from '../http/session/HttpNewsFeed';
import { HttpSessionGateway } from '../http/session/HttpSessionGateway';

/**
 * The shared part served by the real API: session and platform ports, which /login and the
 * route guard need. Each feature's Http adapters load with its first route (FeatureLoader).
 */
export const httpModule = () =>
  new ContainerModule(({ bind }) => {
    bind(SessionGateway).to(HttpSessionGateway);
    bind(ConsoleFunctionsGateway).to(HttpConsoleFunctionsGateway);
    bind(ErrorReportGateway).to(HttpErrorReportGateway);
    bind(NewsFeed).to(HttpNewsFeed);
  });
