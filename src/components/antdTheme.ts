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

export const THEME = { token: { ...TEXT_COLOURS, borderRadius: 4 }, components: { Tag: STATUS_TAG_COLOURS } };
