import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { NewsFeed, type NewsItem } from '../ports/NewsFeed';

/**
 * The login page's banner: the feed's latest item, or null when there is none or the feed cannot be
 * read (a banner that fails to load is no banner: the login form never waits for it).
 */
@injectable()
export class LoadLatestNews {
  constructor(@inject(NewsFeed) private readonly news: NewsFeed) {}

  async execute(): Promise<NewsItem | null> {
    const latest = await this.news.latest();
    return E.isRight(latest) ? latest.right : null;
  }
}
