import { useState } from 'react';
import type { Endpoint, InputOf } from '@contract/endpoint';
import { call, type AnswerOf } from '../../providers/http';
import { notify } from '../../providers/notify';

/**
 * Runs one contract call from the data set view, in the console and on the portal alike (no Refine there): on
 * success it shows `success` and answers the data; on failure the http client has shown why and it answers
 * undefined. `running` drives the button's spinner.
 */
export function useCallAction<E extends Endpoint>(endpoint: E, success?: string) {
  const [running, setRunning] = useState(false);
  const run = async (input: InputOf<E>): Promise<AnswerOf<E> | undefined> => {
    setRunning(true);
    try {
      const data = await call(endpoint, input);
      if (success) notify('success', success);
      return data;
    } catch {
      return undefined;
    } finally {
      setRunning(false);
    }
  };
  return { run, running };
}
