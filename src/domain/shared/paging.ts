export interface Page<T> {
  readonly items: ReadonlyArray<T>;
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

export const totalPages = (total: number, perPage: number): number =>
  perPage <= 0 ? 0 : Math.ceil(Math.max(0, total) / perPage);
