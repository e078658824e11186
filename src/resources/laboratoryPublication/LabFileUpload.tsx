import { useState } from 'react';
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DRAWING_FILE_TYPES } from '@contract/endpoints/labPublication';
import { MSG } from '@contract/messages';
import { useStoredUpload } from '../../components/upload/useStoredUpload';
import { message as text } from '../../providers/i18n';

interface Props {
  /** The stored file's id (the form field's value). */
  value?: string | null;
  onChange?: (id: string | null) => void;
  /** The name of the file already saved with the row, until another is chosen. */
  savedName?: string;
  /** A drawing takes PDF or images only; a document any `labFile` type. */
  drawing: boolean;
  hint: string;
  id?: string;
}

/**
 * The file of a drawing or document (`labFile`), uploaded to our server as soon as it is chosen; the form keeps
 * its id. Type and size are checked here for comfort, the server checks them again by content.
 */
export function LabFileUpload({ value, onChange, savedName, drawing, hint, id }: Props) {
  const { t } = useTranslation('labPublication');
  const { message } = App.useApp();
  const [name, setName] = useState<string>();
  const upload = useStoredUpload('labFile', (stored) => {
    setName(stored.name);
    onChange?.(stored.id);
  });
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (drawing && !(DRAWING_FILE_TYPES as readonly string[]).includes(file.type)) {
      void message.error(text(MSG.publicationDrawingType));
      return Upload.LIST_IGNORE;
    }
    return upload.beforeUpload(file);
  };
  const shown = name ?? (value ? savedName : undefined);

  return (
    <Space direction="vertical" size={4} data-testid="publication-file">
      <Space wrap>
        <Upload
          id={id}
          accept={drawing ? '.pdf,.jpg,.jpeg,.png' : upload.rule.accept}
          showUploadList={false}
          maxCount={1}
          disabled={upload.uploading}
          beforeUpload={beforeUpload}
          customRequest={upload.customRequest}
        >
          <Button icon={upload.uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={upload.uploading}>
            {upload.uploading ? t('manage.uploading') : value ? t('manage.replaceFile') : t('manage.chooseFile')}
          </Button>
        </Upload>
        {value && shown && <Typography.Text data-testid="publication-file-name">{shown}</Typography.Text>}
      </Space>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </Space>
  );
}
