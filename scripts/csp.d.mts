export function contentSecurityPolicy(options?: { apiOrigin?: string; extraConnect?: string[] }): string;
