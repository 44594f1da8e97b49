import type { Either } from 'fp-ts/Either';
import type { PortError } from './PortError';

export interface NewsItem {
  readonly title: string;
  readonly content: string;
  readonly link: string;
}

/** The external news feed whose first item the login page shows. */
export interface NewsFeed {
  latest(): Promise<Either<PortError, NewsItem | null>>;
}
export const NewsFeed = Symbol.for('NewsFeed');
