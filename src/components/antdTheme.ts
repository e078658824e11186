/** The antd theme of the whole app (portal and console), in a module of its own so light scopes can use it. */
export const THEME = { token: { colorPrimary: '#0b3d91', borderRadius: 4 } };
