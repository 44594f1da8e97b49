export const CHUNKED_MODES: ReadonlyArray<string>;
export function routeChunking(mode: string, plan?: Map<string, string> | null): { codeSplitting: object } | null;
export function libraryPlan(
  chunks: ReadonlyArray<{
    fileName: string;
    name: string;
    isEntry: boolean;
    facadeModuleId: string | null;
    imports: string[];
    modules: object;
  }>,
): Map<string, string>;
