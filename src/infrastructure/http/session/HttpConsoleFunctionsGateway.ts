import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ConsoleFunctionsGateway } from '../../../application/session/ports/ConsoleFunctionsGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { PlanFunctions } from '../../../domain/shared/plan';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { ConsoleFunctionsCodec, toPlanFunctions } from './codecs';

@injectable()
export class HttpConsoleFunctionsGateway implements ConsoleFunctionsGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async fetch(organizationId: number): Promise<E.Either<PortError, PlanFunctions>> {
    const result = await this.http.json({
      method: 'GET',
      api: 'v2',
      path: '/console_functions/',
      query: { organization_id: organizationId },
      required: { organizationId },
      codec: ConsoleFunctionsCodec,
    });
    return E.map((wire: typeof ConsoleFunctionsCodec._A) => toPlanFunctions(organizationId, wire))(result);
  }
}
