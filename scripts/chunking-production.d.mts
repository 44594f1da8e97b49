export function productionChunking(mode: string): { codeSplitting: object } | null;
