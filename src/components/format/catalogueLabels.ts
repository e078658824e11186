/** Any translate function: i18next's `t`, or a fixed one of a namespace (the exports take such a one). */
type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * Codes the catalogue and the matching send as they are, in the page's language: one helper each, used
 * wherever such a code shows (labels in locales: common.json `countries`, materials.json `fillerFamilies`).
 */

/** A country or standards system ('CN' → 中国 / China); a code without a label as it is. */
export const countryLabel = (code: string, t: Translate) => t(`common:countries.${code}`, { defaultValue: code });

/**
 * A welding filler family: the alloy systems in words ('niMo' → 高强度镍钼钢 / High-strength Ni-Mo); the AWS
 * numbers of stainless fillers ('308', '2209') are the same in both languages and stay as they are.
 */
export const fillerFamilyLabel = (key: string, t: Translate) => t(`materials:fillerFamilies.${key}`, { defaultValue: key });

/** A composition row's element: symbols and sums ('Mn', 'Nb+V+Ti', 'CEV') as printed, 'others' limits in words. */
export const elementLabel = (el: string, t: Translate) => t(`materials:elementNames.${el}`, { defaultValue: el });
