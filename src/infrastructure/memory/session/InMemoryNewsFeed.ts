import * as E from 'fp-ts/Either';
import { injectable } from 'inversify';
import type { NewsFeed, NewsItem } from '../../../application/ports/NewsFeed';
import type { PortError } from '../../../application/ports/PortError';
import { DEMO_NEWS } from '../world/platformSeed';

/** The demo news feed (the real one is another site, so no session rules apply). */
@injectable()
export class InMemoryNewsFeed implements NewsFeed {
  async latest(): Promise<E.Either<PortError, NewsItem | null>> {
    return E.right(DEMO_NEWS[0] ?? null);
  }
}
