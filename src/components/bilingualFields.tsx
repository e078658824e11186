import { Button, Form, Input, Space, Tabs } from 'antd';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { CONTENT_LANGUAGES, type ContentLanguage } from '@contract/endpoints/content';
import { MSG } from '@contract/messages';
import { RichTextEditor } from './richText/RichTextEditor';
import { PictureUpload } from './upload/PictureUpload';
import { zodRule } from './zodRule';
import { message as text } from '../providers/i18n';

/**
 * The parts every administrator-written, bilingual record shares (content articles, industry entries): the
 * Chinese / English tabs with title, summary and rich-text body (`titleZh` … `bodyEn`; a title in at least one
 * language), and the cover picture (`coverFileId`, `contentPicture`) with a 'remove' link.
 */
export interface BilingualLabels {
  title: string;
  summary: string;
  body: string;
  /** Shown under the Chinese title: one language is enough. */
  languageHint: string;
  language: (language: ContentLanguage) => string;
  /** The editor's accessible name for that language's body. */
  bodyLabel: (language: ContentLanguage) => string;
}

interface BilingualTabsProps {
  /** Test ids: `<prefix>-title-zh`, `<prefix>-summary-en`, `<prefix>-body-zh` … */
  testIdPrefix: string;
  limits: { titleMax: number; summaryMax: number };
  /** The contract's schemas of one language's title, summary and body (the other language's are the same). */
  schemas: { title: z.ZodTypeAny; summary: z.ZodTypeAny; body: z.ZodTypeAny };
  labels: BilingualLabels;
}

const suffixOf = (language: ContentLanguage) => (language === 'zh' ? 'Zh' : 'En');

export function BilingualTabs({ testIdPrefix, limits, schemas, labels }: BilingualTabsProps) {
  const form = Form.useFormInstance();
  /** The contract's rule 'a title in at least one language', shown on the Chinese title. */
  const titleRequired: Rule = {
    validator: async (_, value: string | undefined) => {
      if (!value?.trim() && !(form.getFieldValue('titleEn') as string | undefined)?.trim()) throw new Error(text(MSG.contentTitleRequired));
    },
  };
  return (
    <Tabs
      items={CONTENT_LANGUAGES.map((language) => {
        const suffix = suffixOf(language);
        return {
          key: language,
          label: labels.language(language),
          forceRender: true,
          children: (
            <>
              <Form.Item
                name={`title${suffix}`}
                label={labels.title}
                rules={language === 'zh' ? [titleRequired, zodRule(schemas.title)] : [zodRule(schemas.title)]}
                dependencies={language === 'zh' ? ['titleEn'] : undefined}
                extra={language === 'zh' ? labels.languageHint : undefined}
              >
                <Input maxLength={limits.titleMax} data-testid={`${testIdPrefix}-title-${language}`} />
              </Form.Item>
              <Form.Item name={`summary${suffix}`} label={labels.summary} rules={[zodRule(schemas.summary)]}>
                <Input.TextArea maxLength={limits.summaryMax} showCount autoSize={{ minRows: 2, maxRows: 5 }} data-testid={`${testIdPrefix}-summary-${language}`} />
              </Form.Item>
              <div data-testid={`${testIdPrefix}-body-${language}`}>
                <Form.Item name={`body${suffix}`} label={labels.body} rules={[zodRule(schemas.body)]}>
                  <RichTextEditor picturePurpose="contentPicture" label={labels.bodyLabel(language)} />
                </Form.Item>
              </div>
            </>
          ),
        };
      })}
    />
  );
}

interface CoverFieldProps {
  label: string;
  extra?: string;
  removeLabel: string;
  testId: string;
  /** Banners must have one. */
  required?: boolean;
}

/** The cover picture (`coverFileId`): upload, preview, remove. */
export function CoverField({ label, extra, removeLabel, testId, required = false }: CoverFieldProps) {
  const form = Form.useFormInstance();
  return (
    <Form.Item label={label} required={required} extra={extra}>
      <Space align="start" data-testid={testId}>
        <Form.Item
          name="coverFileId"
          noStyle
          rules={required ? [{ validator: async (_, value) => { if (!value) throw new Error(text(MSG.contentCoverRequired)); } }] : []}
        >
          <PictureUpload purpose="contentPicture" />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(before, after) => before.coverFileId !== after.coverFileId}>
          {() =>
            form.getFieldValue('coverFileId') ? (
              <Button type="link" onClick={() => form.setFieldValue('coverFileId', null)}>
                {removeLabel}
              </Button>
            ) : null
          }
        </Form.Item>
      </Space>
    </Form.Item>
  );
}
