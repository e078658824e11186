import { useState } from 'react';
import { Alert, Button, Card, List, Skeleton, Space, Switch } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { homePage, type HomeSectionConfig } from '@contract/endpoints/homePage';
import { useRemote } from '../../components/useRemote';
import { useAction } from '../../console/useAction';
import { call } from '../../providers/http';
import { message } from '../../providers/i18n';
import { moved } from './order';

/**
 * The home page's sections as administrators arrange them: a switch each (shown or not) and moving up or down;
 * saved together (the server takes the whole list, each section once).
 */
export default function HomeSectionsPage() {
  const { t } = useTranslation('homeConsole');
  const stored = useRemote((signal) => call(homePage.listLoactionConfig, {}, { signal }), 'homeSections');
  const save = useAction(homePage.updateLoactionConfig, { success: message('homeSectionsSaved') });
  /** The administrator's arrangement until it is saved (or undone); the stored one otherwise. */
  const [edited, setSections] = useState<HomeSectionConfig[]>();
  const sections = edited ?? stored.data;
  if (!sections) return <Skeleton active />;
  const changed = edited !== undefined && JSON.stringify(edited) !== JSON.stringify(stored.data);

  const submit = async () => {
    if (await save.run({ sections })) {
      setSections(undefined);
      stored.reload();
    }
  };
  return (
    <Card title={t('title')} data-testid="home-sections-admin">
      <Alert type="info" showIcon message={t('intro')} style={{ marginBottom: 16 }} />
      <List
        bordered
        dataSource={sections}
        renderItem={(section, index) => (
          <List.Item
            data-testid={`home-section-${section.code}`}
            actions={[
              <Button key="up" icon={<ArrowUpOutlined />} aria-label={t('moveUp', { name: t(`sections.${section.code}.name`) })} disabled={index === 0} onClick={() => setSections(moved(sections, index, -1))} />,
              <Button
                key="down"
                icon={<ArrowDownOutlined />}
                aria-label={t('moveDown', { name: t(`sections.${section.code}.name`) })}
                disabled={index === sections.length - 1}
                onClick={() => setSections(moved(sections, index, 1))}
              />,
              <Switch
                key="shown"
                checked={section.enabled}
                checkedChildren={t('shown')}
                unCheckedChildren={t('hidden')}
                aria-label={t('show', { name: t(`sections.${section.code}.name`) })}
                onChange={(enabled) => setSections(sections.map((other) => (other.code === section.code ? { ...other, enabled } : other)))}
              />,
            ]}
          >
            <List.Item.Meta title={`${index + 1}. ${t(`sections.${section.code}.name`)}`} description={t(`sections.${section.code}.text`)} />
          </List.Item>
        )}
      />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" loading={save.running} disabled={!changed} onClick={() => void submit()} data-testid="home-sections-save">
          {t('save')}
        </Button>
        <Button disabled={!changed} onClick={() => setSections(undefined)}>
          {t('reset')}
        </Button>
      </Space>
    </Card>
  );
}
