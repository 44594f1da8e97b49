import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { AppConfig } from '../../../application/ports/AppConfig';
import type { NewsFeed, NewsItem } from '../../../application/ports/NewsFeed';
import { PortErrors, type PortError } from '../../../application/ports/PortError';
import { describeDecodeErrors } from '../codecs/common';

const FeedCodec = t.exact(
  t.type({ items: t.array(t.exact(t.type({ title: t.string, content: t.string, link: t.string }))) }),
);

/** The external news feed: no token, no XSRF header, it is another origin. */
@injectable()
export class HttpNewsFeed implements NewsFeed {
  constructor(@inject(AppConfig) private readonly config: AppConfig) {}

  async latest(): Promise<E.Either<PortError, NewsItem | null>> {
    if (!this.config.newsFeedUrl) return E.right(null);
    try {
      const response = await fetch(this.config.newsFeedUrl, {
        credentials: 'omit',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return E.left(PortErrors.unavailable('server', response.status));
      const decoded = FeedCodec.decode(await response.json());
      if (E.isLeft(decoded)) return E.left(PortErrors.contractViolation('news', describeDecodeErrors(decoded.left)));
      const first = decoded.right.items[0];
      return E.right(first && /^https?:\/\//.test(first.link) ? first : first ? { ...first, link: '' } : null);
    } catch {
      return E.left(PortErrors.unavailable('network'));
    }
  }
}
