export * from './types';
export * from './indicators';
export * from './score';
