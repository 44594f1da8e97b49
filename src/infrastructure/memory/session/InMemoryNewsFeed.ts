import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { NewsFeed, NewsItem } from '../../../application/ports/NewsFeed';
import type { PortError } from '../../../application/ports/PortError';
import { World } from '../world/World';

/** The demo world's news feed (the real one is another site, so no session rules apply). */
@injectable()
export class InMemoryNewsFeed implements NewsFeed {
  constructor(@inject(World) private readonly world: World) {}

  async latest(): Promise<E.Either<PortError, NewsItem | null>> {
    return E.right(this.world.read((s) => s.news[0] ?? null));
  }
}
