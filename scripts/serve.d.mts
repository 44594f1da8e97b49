import type { Server } from 'node:http';

export function encodingFor(acceptEncoding?: string): 'br' | 'gzip' | null;
export function createStaticServer(rootDir: string, options?: { apiOrigin?: string }): Server;
