import { useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import { ShareAltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DataSetDetail } from '@contract/endpoints/researchData';
import { GrantsList } from './GrantsList';
import { ShareModal } from './ShareModal';
import { VisibilityTag } from './StatusTags';

/** The owner's sharing: the current visibility with its meaning, the Share dialog, and the grants to revoke. */
export function SharingCard({ detail, onChanged }: { detail: DataSetDetail; onChanged: () => void }) {
  const { t } = useTranslation(['researchDataView', 'researchData']);
  const [open, setOpen] = useState(false);
  return (
    <Card
      size="small"
      title={t('sharing.title')}
      data-testid="dataset-sharing"
      extra={
        <Button type="primary" icon={<ShareAltOutlined />} onClick={() => setOpen(true)} disabled={detail.recycled} data-testid="dataset-share">
          {t('sharing.share')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <div>
          <Typography.Text strong>{t('sharing.current')}: </Typography.Text>
          <VisibilityTag visibility={detail.visibility} />
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t(`researchData:visibilityHelp.${detail.visibility}`)}
          </Typography.Paragraph>
        </div>
        {detail.sharing && <GrantsList sharing={detail.sharing} onChanged={onChanged} />}
      </Space>
      <ShareModal
        detail={detail}
        open={open}
        onClose={() => setOpen(false)}
        onShared={() => {
          setOpen(false);
          onChanged();
        }}
      />
    </Card>
  );
}
