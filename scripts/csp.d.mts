export const POSTAL_DATA_SOURCE: string;
export function newsFeedSource(newsFeedUrl?: string): string;
export function contentSecurityPolicy(options?: {
  apiOrigin?: string;
  newsFeedUrl?: string;
  extraConnect?: string[];
}): string;
