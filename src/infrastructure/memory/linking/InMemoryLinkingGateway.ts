import { inject, injectable } from 'inversify';
import type * as E from 'fp-ts/Either';
import type { LinkingGateway } from '../../../application/linking/ports/LinkingGateway';
import type { PortError } from '../../../application/ports/PortError';
import type { CodeKind, LinkRequest } from '../../../domain/linking/connection';
import { MemoryBackend } from '../MemoryBackend';
import * as server from './server';

/** Every linking call is public: a 401 here would not mean an expired console session. */
const PUBLIC = { unauthorizedIsExpected: true } as const;

@injectable()
export class InMemoryLinkingGateway implements LinkingGateway {
  constructor(@inject(MemoryBackend) private readonly backend: MemoryBackend) {}

  requestCode(kind: CodeKind, email: string): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.requestCode(this.backend.world, kind, email), PUBLIC);
  }

  link(request: LinkRequest): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.link(this.backend.world, request), PUBLIC);
  }

  unlink(secret: string): Promise<E.Either<PortError, void>> {
    return this.backend.anonymous(() => server.unlink(this.backend.world, secret), PUBLIC);
  }
}
