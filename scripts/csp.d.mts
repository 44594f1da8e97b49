export const TRUSTED_TYPES_POLICY: string;
export function newsFeedSource(newsFeedUrl?: string): string;
export function contentSecurityPolicy(options?: {
  apiOrigin?: string;
  newsFeedUrl?: string;
  extraConnect?: string[];
  trustedTypes?: boolean;
}): string;
