import type { Plugin } from 'vite';
export function buildPostalData(): Map<string, string>;
export function postalData(): Plugin;
