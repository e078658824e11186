/** The antd theme of the whole app (portal and console), in a module of its own so light scopes can use it. */

/**
 * Text and link colours readable on white and on our light backgrounds (WCAG AA, 4.5:1; guarded by
 * antdTheme.test.ts). antd's defaults are not: links take `colorInfo` (#1677ff, 4.1:1), descriptions 45 % black
 * (3.4:1), placeholders and disabled text 25 % black (1.8:1), error text #ff4d4f (3.3:1).
 */
export const TEXT_COLOURS = {
  colorPrimary: '#0b3d91',
  colorLink: '#0b3d91',
  colorTextSecondary: '#595959',
  colorTextTertiary: '#626262',
  colorTextQuaternary: '#6b6b6b',
  colorTextPlaceholder: '#6b6b6b',
  colorError: '#cf1322',
  // antd also paints live text with it (a table's 'no data'), so it is readable too; disabled controls still look
  // disabled by their grey background.
  colorTextDisabled: '#6b6b6b',
} as const;

/** The page backgrounds text is shown on: white, the shell's and cards' light tints. */
export const LIGHT_BACKGROUNDS = ['#ffffff', '#f5f8ff', '#f5f5f5', '#fafafa', '#f0f5ff', '#eef3fb', '#e6f4ff', '#e6f0ff'] as const;

/**
 * The text of status tags (success, processing, warning), each on its own light background (error tags already
 * take TEXT_COLOURS.colorError). antd paints it in
 * the status colour itself (#52c41a on #f6ffed is 2.2:1); darker shades of the same hues, for tags only, so icons,
 * badges and alerts keep their usual colours.
 */
export const STATUS_TAG_COLOURS = {
  colorSuccess: '#237804',
  colorInfo: '#0b3d91',
  colorWarning: '#ad4e00',
} as const;

/**
 * The text of tags in antd's preset colours (`<Tag color="orange">`): antd paints it in shade 7 of the palette on
 * shade 1, which for these hues is below 4.5:1 (orange #d46b08 on #fff7e6 is 3.3:1). The first darker shade of the
 * same palette that reaches it, for tags only; the other preset colours' shade 7 already does (antdTheme.test.ts).
 */
export const PRESET_TAG_TEXT = {
  cyan7: '#006d75',
  green7: '#237804',
  orange7: '#ad4e00',
  yellow7: '#876800',
  volcano7: '#ad2102',
  lime7: '#3f6600',
  gold7: '#874d00',
} as const;

export const THEME = { token: { ...TEXT_COLOURS, borderRadius: 4 }, components: { Tag: { ...STATUS_TAG_COLOURS, ...PRESET_TAG_TEXT } } };
