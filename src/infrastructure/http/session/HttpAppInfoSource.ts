import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { injectable } from 'inversify';
import type { AppInfoSource } from '../../../application/ports/AppInfoSource';
import { PortErrors, type PortError } from '../../../application/ports/PortError';

const AppInfoCodec = t.type({ current_commit: t.string });

/** GET {site origin}/app_info.json, never cached, no credentials. */
@injectable()
export class HttpAppInfoSource implements AppInfoSource {
  async currentCommit(): Promise<E.Either<PortError, string>> {
    try {
      const response = await fetch(`/app_info.json?ts=${Date.now()}`, { cache: 'no-store', credentials: 'omit' });
      if (!response.ok) return E.left(PortErrors.unavailable('server', response.status));
      const decoded = AppInfoCodec.decode(await response.json());
      return E.isLeft(decoded)
        ? E.left(PortErrors.contractViolation('app_info.json', 'current_commit missing'))
        : E.right(decoded.right.current_commit);
    } catch {
      return E.left(PortErrors.unavailable('network'));
    }
  }
}
