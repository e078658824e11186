import type { WeldingResultsInput } from './types';
import { MATCH_PROCESSES, type MatchProcess } from './constants';
import { numberOf } from './urlState';

/**
 * A welding query in the address of /mind/seeDetailLHJ:
 *   b=<base metal id>&bn=<its label> (once, or twice for a joint)  proc=GTAW  t=<mm>
 */
interface WeldingBase {
  id: number;
  label: string;
}

export interface WeldingState {
  bases: WeldingBase[];
  process?: MatchProcess;
  thickness?: number;
}

export function encodeWelding(state: WeldingState): URLSearchParams {
  const params = new URLSearchParams();
  for (const base of state.bases) {
    params.append('b', String(base.id));
    params.append('bn', base.label);
  }
  if (state.process) params.set('proc', state.process);
  if (state.thickness !== undefined) params.set('t', String(state.thickness));
  return params;
}

export function decodeWelding(params: URLSearchParams): WeldingState {
  const labels = params.getAll('bn');
  const bases = params
    .getAll('b')
    .map((value, index) => ({ id: numberOf(value), label: labels[index] || `#${value}` }))
    .filter((base): base is WeldingBase => base.id !== undefined && Number.isInteger(base.id) && base.id > 0)
    .slice(0, 2);
  const process = MATCH_PROCESSES.find((item) => item === params.get('proc'));
  return { bases, process, thickness: numberOf(params.get('t')) };
}

/** Consumables shown per process: the best few, so that every process fits on a screen. */
const CONSUMABLES_PER_PROCESS = 5;

export const weldingInput = (state: WeldingState): WeldingResultsInput => ({
  baseIds: state.bases.map((base) => base.id),
  limit: CONSUMABLES_PER_PROCESS,
  ...(state.process ? { process: state.process } : {}),
  ...(state.thickness !== undefined ? { thickness: state.thickness } : {}),
});
