import type { OrderLine } from '@contract/endpoints/testKits';

/** An item's name in the page's language (Chinese unless English). */
export const lineName = (line: Pick<OrderLine, 'nameZh' | 'nameEn'>, language: string) => (language.startsWith('en') ? line.nameEn : line.nameZh);
