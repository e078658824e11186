import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnswerDraft } from '@contract/endpoints/ai';
import { initAiI18n } from '../testing';

/** The draft editor: what the user changed is what the export call sends, and the file is saved under the server's name. */
const exports = vi.hoisted(() => [] as { path: string; input: unknown }[]);
const saved = vi.hoisted(() => [] as string[]);
vi.mock('../../../providers/http', () => ({
  callFile: vi.fn(async (endpoint: { path: string }, input: unknown) => {
    exports.push({ path: endpoint.path, input });
    return { blob: new Blob(['docx']), headers: { 'content-disposition': 'attachment; filename="Q355B-datasheet.docx"' } };
  }),
}));
vi.mock('../../../components/download/saveBlob', () => ({
  saveBlob: (_blob: Blob, name: string) => saved.push(name),
  fileNameOf: (disposition: string | undefined) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1],
}));
const { DraftEditor } = await import('./DraftEditor');

const draft: AnswerDraft = {
  kind: 'datasheet',
  title: 'Q355B datasheet',
  blocks: [
    { type: 'heading', text: 'Mechanical properties' },
    { type: 'paragraph', text: 'From GB/T 1591-2018 [1].' },
    { type: 'table', columns: ['Thickness', 'Yield (MPa)'], rows: [['≤ 16', '355']] },
    { type: 'paragraph', text: 'To remove' },
  ],
};

describe('the draft editor', { timeout: 30_000 }, () => {
  beforeAll(initAiI18n);

  it('sends the edited title, texts and cells, an added paragraph and not a removed one', async () => {
    render(
      <AntdApp>
        <DraftEditor draft={draft} />
      </AntdApp>,
    );
    fireEvent.change(screen.getByTestId('ai-draft-title'), { target: { value: 'Q355B plate datasheet' } });
    fireEvent.change(screen.getAllByTestId('ai-draft-paragraph')[0], { target: { value: 'Values of GB/T 1591-2018.' } });
    fireEvent.change(screen.getAllByTestId('ai-draft-cell')[1], { target: { value: '355 min' } });
    fireEvent.click(screen.getAllByTestId('ai-draft-remove')[3]);
    fireEvent.click(screen.getAllByTestId('ai-draft-add')[0]);
    fireEvent.change(screen.getAllByTestId('ai-draft-paragraph')[0], { target: { value: 'Scope: plates.' } });
    fireEvent.click(screen.getByTestId('ai-export-docx'));
    await waitFor(() => expect(saved).toEqual(['Q355B-datasheet.docx']));
    expect(exports).toEqual([
      {
        path: '/atsteel/ai/draftExport',
        input: {
          title: 'Q355B plate datasheet',
          format: 'docx',
          language: 'en',
          blocks: [
            { type: 'heading', text: 'Mechanical properties' },
            { type: 'paragraph', text: 'Scope: plates.' },
            { type: 'paragraph', text: 'Values of GB/T 1591-2018.' },
            { type: 'table', columns: ['Thickness', 'Yield (MPa)'], rows: [['≤ 16', '355 min']] },
          ],
        },
      },
    ]);
    // The stored answer's draft is untouched.
    expect(draft.title).toBe('Q355B datasheet');
    fireEvent.click(screen.getByTestId('ai-export-pdf'));
    await waitFor(() => expect(exports.at(-1)?.input).toMatchObject({ format: 'pdf' }));
  });
});
