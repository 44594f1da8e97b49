import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { abstractOf } from '../../domain/session/news';
import { NewsFeed, type NewsItem } from '../ports/NewsFeed';

/**
 * The login page's banner: the feed's latest item, its content cut at 120 characters (account-billing-signup §9), or
 * null when there is none or the feed cannot be read (a banner that fails to load is no banner: the login form never
 * waits for it).
 */
@injectable()
export class LoadLatestNews {
  constructor(@inject(NewsFeed) private readonly news: NewsFeed) {}

  async execute(): Promise<NewsItem | null> {
    const latest = await this.news.latest();
    if (E.isLeft(latest) || latest.right === null) return null;
    return { ...latest.right, content: abstractOf(latest.right.content) };
  }
}
