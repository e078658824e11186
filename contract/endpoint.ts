import type { z } from 'zod';
import type { Access } from './permissions';

/**
 * One API call of the `/atsteel/` contract: the server registers it, validates its input and output
 * with these schemas and checks `access`; the browser calls it through the http client with the same types.
 */
export interface Endpoint<
  I extends z.ZodTypeAny = z.ZodTypeAny,
  O extends z.ZodTypeAny = z.ZodTypeAny,
  F extends boolean = boolean,
> {
  method: 'GET' | 'POST';
  path: `/atsteel/${string}`;
  input: I;
  output: O;
  access: Access;
  /** The caller receives the whole `{code, data, msg}` body (spec §7), not just `data`. */
  fullBody?: F;
  /** The answer is a file (e.g. an image), not the envelope; refusals still answer the envelope. */
  blob?: boolean;
  /** A POST whose input is the query string and whose body is multipart/form-data with one file. */
  upload?: boolean;
  summary: string;
}

export const defineEndpoint = <I extends z.ZodTypeAny, O extends z.ZodTypeAny, F extends boolean = false>(
  endpoint: Endpoint<I, O, F>,
) => endpoint;

export type InputOf<E extends Endpoint> = z.input<E['input']>;
export type OutputOf<E extends Endpoint> = z.output<E['output']>;

/**
 * Just what the browser needs to call an endpoint (method, path, full body), typed by the endpoint but
 * without its schemas, for code that must stay light (see contract/lightRoutes.ts).
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  method: E['method'];
  path: E['path'];
  fullBody?: E['fullBody'];
  /** Carries the endpoint's type only; never set. */
  readonly endpoint?: E;
}
