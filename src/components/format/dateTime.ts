import dayjs from 'dayjs';

/** What every screen shows where a time is missing. */
export const NO_TIME = '—';

/** The one way times are shown: `2026-11-24 16:05`, in the viewer's time zone. */
export const formatDateTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : NO_TIME);

/** A day: `2026-11-24`. */
export const formatDate = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD') : NO_TIME);
