import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { AccountGateway } from '../../../application/account/ports/AccountGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { Me } from '../../../domain/session/session';
import { HttpClient, HttpClientToken } from '../HttpClient';
import { toMe } from '../session/codecs';
import { RenamedManagerCodec, renamedManagerOf } from './codecs';

@injectable()
export class HttpAccountGateway implements AccountGateway {
  constructor(@inject(HttpClientToken) private readonly http: HttpClient) {}

  async rename(managerId: number, name: string): Promise<E.Either<PortError, Me | null>> {
    const saved = await this.http.json({
      method: 'PATCH',
      api: 'v1',
      path: `/v1/console/managers/${managerId}`,
      body: { name },
      required: { managerId },
      codec: RenamedManagerCodec,
    });
    return E.map((w: typeof RenamedManagerCodec._A) => {
      const manager = renamedManagerOf(w);
      return manager === null ? null : toMe(manager);
    })(saved);
  }
}
