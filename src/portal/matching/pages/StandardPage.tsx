import { useState } from 'react';
import { Table, Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_TYPES, type MaterialType } from '../../materials';
import { countryLabel } from '../../../components/format/catalogueLabels';
import { LoadState } from '../components/LoadState';
import { MatchingScope } from '../components/MatchingScope';
import { PageHead } from '../components/PageHead';
import { EMPTY_STATE, encodeState } from '../model/urlState';
import type { ConditionOutput } from '../model/types';
import { MATCHING_PATHS, withQuery } from '../paths';
import { useCondition } from '../useCondition';

type Standard = ConditionOutput['standards'][number];

/** /mind/standard — the standards grades can be matched against; each starts a matching against itself. */
function Standards() {
  const { t } = useTranslation(['matching', 'materials']);
  const [type, setType] = useState<MaterialType>('steel');
  const condition = useCondition(type);
  const start = (standard: Standard) => withQuery(MATCHING_PATHS.form, encodeState({ ...EMPTY_STATE, type, standards: [standard.number] }));
  return (
    <>
      <PageHead title={t('standards.title')} intro={t('standards.intro')} />
      <Tabs activeKey={type} onChange={(key) => setType(key as MaterialType)} items={MATERIAL_TYPES.map((key) => ({ key, label: t(`materials:types.${key}`) }))} />
      {condition.data ? (
        <Table<Standard>
          size="small"
          rowKey="number"
          dataSource={condition.data.standards}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          data-testid="standards"
          columns={[
            { title: t('standards.number'), render: (_, standard) => standard.code, sorter: (a, b) => a.code.localeCompare(b.code) },
            {
              title: t('standards.country'),
              render: (_, standard) => countryLabel(standard.country, t),
              filters: condition.data.countries.map((facet) => ({ text: countryLabel(facet.key, t), value: facet.key })),
              onFilter: (value, standard) => standard.country === value,
            },
            { title: t('standards.count'), dataIndex: 'count', sorter: (a, b) => a.count - b.count },
            { title: '', render: (_, standard) => <Link to={start(standard)}>{t('standards.matchAgainst')}</Link> },
          ]}
        />
      ) : (
        <LoadState remote={condition} />
      )}
    </>
  );
}

export default function StandardPage() {
  return (
    <MatchingScope>
      <Standards />
    </MatchingScope>
  );
}
