import type { Plugin } from 'vite';

export function currentCommit(env?: Readonly<Record<string, string | undefined>>, cwd?: string): string;
export function appInfoJson(commit: string): string;
export function appInfo(): Plugin;
