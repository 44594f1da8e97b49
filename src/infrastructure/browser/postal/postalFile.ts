import type { PostalAddress } from '../../../domain/signup/address';
import { prefectureOfCode } from '../../../domain/signup/prefectures';

/**
 * One per-3-digit data file, in the public postal-data host's shape (scripts/postal-data.mjs writes it so):
 * { "1000001": [13, "千代田区", "千代田", ""] } (prefecture code, city, area, street). Read tolerantly: an entry of
 * another shape is skipped, a missing street is empty, unknown prefecture codes are skipped.
 */
export type PostalFile = ReadonlyMap<string, PostalAddress>;

export const readPostalFile = (data: unknown): PostalFile => {
  const entries = new Map<string, PostalAddress>();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return entries;
  for (const [code, value] of Object.entries(data as Record<string, unknown>)) {
    if (!/^\d{7}$/.test(code) || !Array.isArray(value)) continue;
    const [prefectureCode, city, area, street] = value as unknown[];
    const prefecture = typeof prefectureCode === 'number' ? prefectureOfCode(prefectureCode) : undefined;
    if (!prefecture || typeof city !== 'string') continue;
    entries.set(code, {
      prefecture,
      city,
      area: typeof area === 'string' ? area : '',
      street: typeof street === 'string' ? street : '',
    });
  }
  return entries;
};

/** Files already fetched, by prefix: each prefix is fetched at most once per page (failures are retried). */
export class PostalFileCache {
  private readonly files = new Map<string, Promise<PostalFile>>();

  get(prefix: string, load: () => Promise<PostalFile>): Promise<PostalFile> {
    const cached = this.files.get(prefix);
    if (cached) return cached;
    const loading = load();
    this.files.set(prefix, loading);
    loading.catch(() => this.files.delete(prefix));
    return loading;
  }
}
