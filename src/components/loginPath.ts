/** The login page that brings the user back to `here` (a path with its query, without the language prefix). */
export const loginPath = (here: string) => `/login?redirect=${encodeURIComponent(here)}`;
