/**
 * What other portal features may use of materials (eslint: a feature imports another only through its index).
 * Kept to light modules: importing this pulls nothing heavy into another feature's first load.
 */
export { COUNTRIES, MATERIAL_TYPES, isMaterialType, type Country, type MaterialType } from './model/constants';
export { conditionText, rangeText } from './model/format';
export type { SeriesPoint } from './model/chartData';
export { LazySeriesChart, WhenVisible } from './components/LazyCharts';
export { MaterialsScope } from './components/MaterialsScope';
export { SuggestInput } from './components/suggest/SuggestInput';
