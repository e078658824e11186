import { Button, Upload } from 'antd';
import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadPurpose } from '@contract/endpoints/files';
import { useStoredUpload } from '../../../../components/upload/useStoredUpload';

export interface ChosenFile {
  id: string;
  name: string;
}

/** One file stored on our server as soon as it is chosen (type and size checked first by the purpose's rules). */
export function StoredFileChooser({
  purpose,
  value,
  onChange,
  label,
  testId,
}: {
  purpose: UploadPurpose;
  value: ChosenFile | undefined;
  onChange: (file: ChosenFile | undefined) => void;
  label: string;
  testId: string;
}) {
  const { rule, uploading, beforeUpload, customRequest } = useStoredUpload(purpose, (stored) => onChange({ id: stored.id, name: stored.name }));
  return (
    <div className="at-quality-sim__file" data-testid={testId}>
      <Upload accept={rule.accept} showUploadList={false} maxCount={1} disabled={uploading} beforeUpload={beforeUpload} customRequest={customRequest}>
        <Button icon={uploading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading} data-testid={`${testId}-upload`}>
          {label}
        </Button>
      </Upload>
      {value && (
        <span data-testid={`${testId}-name`}>
          {value.name}{' '}
          <Button type="link" size="small" icon={<DeleteOutlined />} aria-label="remove" onClick={() => onChange(undefined)} />
        </span>
      )}
    </div>
  );
}
