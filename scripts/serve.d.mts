import type { Server } from 'node:http';

export function encodingFor(acceptEncoding?: string): 'br' | 'gzip' | null;
export function fileFor(root: string, requestUrl: string): { status: 200; file: string | null } | { status: 400 | 404 };
export function createStaticServer(
  rootDir: string,
  options?: { apiOrigin?: string; newsFeedUrl?: string; brotliQuality?: number; warm?: boolean },
): Server;
export function isMockHttpBuild(root: string): boolean;
