import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { DeleteOutlined, FilePdfOutlined, FileWordOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AI_LIMITS, aiDocuments, type AnswerDraft, type DraftBlock } from '@contract/endpoints/ai';
import { fileNameOf, saveBlob } from '../../../components/download/saveBlob';
import { callFile } from '../../../providers/http';
import { pageLanguage } from '../tools';
import { addParagraphAfter, copyDraft, editCell, editColumn, removeBlock, replaceBlock } from './draftEdits';

type TableBlock = Extract<DraftBlock, { type: 'table' }>;

function TableEditor({ block, onChange }: { block: TableBlock; onChange: (block: DraftBlock) => void }) {
  const { t } = useTranslation('ai');
  return (
    <table className="at-ai__draft-table" data-testid="ai-draft-table">
      <thead>
        <tr>
          {block.columns.map((column, index) => (
            <th key={index}>
              <Input size="small" value={column} maxLength={200} aria-label={t('draft.column', { n: index + 1 })} onChange={(event) => onChange(editColumn(block, index, event.target.value))} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {block.rows.map((cells, row) => (
          <tr key={row}>
            {cells.map((cell, column) => (
              <td key={column}>
                <Input
                  size="small"
                  value={cell}
                  maxLength={500}
                  aria-label={t('draft.cell', { row: row + 1, column: column + 1 })}
                  data-testid="ai-draft-cell"
                  onChange={(event) => onChange(editCell(block, row, column, event.target.value))}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A draft the answer proposed, edited in the browser: title, headings and paragraphs as text, table cells, paragraphs
 * added or removed; exported as DOCX or PDF by the server from exactly what is shown here.
 */
export function DraftEditor({ draft }: { draft: AnswerDraft }) {
  const { t, i18n } = useTranslation('ai');
  const [edited, setEdited] = useState(() => copyDraft(draft));
  const [exporting, setExporting] = useState<'docx' | 'pdf'>();
  const setBlocks = (blocks: DraftBlock[]) => setEdited((current) => ({ ...current, blocks }));

  const exportAs = async (format: 'docx' | 'pdf') => {
    setExporting(format);
    try {
      const { blob, headers } = await callFile(aiDocuments.draftExport, { title: edited.title, blocks: edited.blocks, format, language: pageLanguage(i18n.language) });
      saveBlob(blob, fileNameOf(headers['content-disposition']) ?? `${edited.title}.${format}`);
    } catch {
      // http.ts has shown the server's message.
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <section className="at-ai__draft" data-testid="ai-draft" aria-label={t(`draft.kind.${draft.kind}`)}>
      <strong>{t(`draft.kind.${draft.kind}`)}</strong>
      <Input value={edited.title} maxLength={200} aria-label={t('draft.title')} data-testid="ai-draft-title" onChange={(event) => setEdited((current) => ({ ...current, title: event.target.value }))} />
      {edited.blocks.map((block, index) => (
        <div key={index} className="at-ai__draft-block">
          <div style={{ flex: 1, minWidth: 0 }}>
            {block.type === 'heading' && (
              <Input value={block.text} maxLength={500} aria-label={t('draft.heading')} data-testid="ai-draft-heading" onChange={(event) => setBlocks(replaceBlock(edited.blocks, index, { type: 'heading', text: event.target.value }))} />
            )}
            {block.type === 'paragraph' && (
              <Input.TextArea
                value={block.text}
                maxLength={AI_LIMITS.draftTextMax}
                autoSize={{ minRows: 2, maxRows: 12 }}
                aria-label={t('draft.paragraph')}
                data-testid="ai-draft-paragraph"
                onChange={(event) => setBlocks(replaceBlock(edited.blocks, index, { type: 'paragraph', text: event.target.value }))}
              />
            )}
            {block.type === 'table' && <TableEditor block={block} onChange={(next) => setBlocks(replaceBlock(edited.blocks, index, next))} />}
          </div>
          <Space direction="vertical" size={4}>
            <Button size="small" icon={<PlusOutlined />} aria-label={t('draft.addParagraph')} title={t('draft.addParagraph')} data-testid="ai-draft-add" disabled={edited.blocks.length >= AI_LIMITS.draftBlocksMax} onClick={() => setBlocks(addParagraphAfter(edited.blocks, index))} />
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('draft.remove')} title={t('draft.remove')} data-testid="ai-draft-remove" onClick={() => setBlocks(removeBlock(edited.blocks, index))} />
          </Space>
        </div>
      ))}
      {edited.blocks.length === 0 && (
        <Button icon={<PlusOutlined />} onClick={() => setBlocks(addParagraphAfter(edited.blocks, -1))} data-testid="ai-draft-add">
          {t('draft.addParagraph')}
        </Button>
      )}
      <Space wrap>
        <Button type="primary" icon={<FileWordOutlined />} loading={exporting === 'docx'} disabled={exporting !== undefined} onClick={() => void exportAs('docx')} data-testid="ai-export-docx">
          {t('draft.exportDocx')}
        </Button>
        <Button icon={<FilePdfOutlined />} loading={exporting === 'pdf'} disabled={exporting !== undefined} onClick={() => void exportAs('pdf')} data-testid="ai-export-pdf">
          {t('draft.exportPdf')}
        </Button>
      </Space>
    </section>
  );
}
