/** The envelope's codes and types, free of zod so the lightest browser code can import them. */
/** Result codes of the `{ code, data, msg }` envelope (spec §7, §8). */
export const ResultCode = {
  success: 200,
  refused: -1,
  noToken: -100,
  invalidToken: -101,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export const isTokenFailure = (code: number) =>
  code === ResultCode.noToken || code === ResultCode.invalidToken;

export interface Envelope<T> {
  code: number;
  data: T;
  msg: string;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
