import { describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => vi.fn());
vi.mock('antd/es/message', () => ({ default: { success: shown, error: shown, info: shown, warning: shown } }));

const { notify, setNoticeSink } = await import('./notify');

describe('notices', () => {
  it('go to the console while it is mounted, and to the static holder when they announce leaving it', async () => {
    const consoleSink = vi.fn();
    const remove = setNoticeSink(consoleSink);
    notify('success', 'Saved');
    expect(consoleSink).toHaveBeenCalledWith('success', 'Saved');

    notify('success', 'Password changed. Please log in again', { leavingConsole: true });
    expect(consoleSink).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(shown).toHaveBeenCalledWith('Password changed. Please log in again'));
    remove();
  });

  it('shows the same text once within a short window', () => {
    const consoleSink = vi.fn();
    const remove = setNoticeSink(consoleSink);
    notify('error', 'No corresponding ID');
    notify('error', 'No corresponding ID');
    expect(consoleSink).toHaveBeenCalledTimes(1);
    remove();
  });
});
