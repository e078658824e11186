import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MatchExplanationOutput } from '@contract/endpoints/intelligentMatching';
import { categoryText, conditionText, elementText, percent, points, propertyText } from './format';
import './matchExplanation.css';

type Explanation = MatchExplanationOutput;
type ElementRow = Explanation['composition']['elements'][number];
type PropertyRow = Explanation['properties']['items'][number];

const score = (row: { points: number; maxPoints: number }) => `${points(row.points)} / ${points(row.maxPoints)}`;

/**
 * Why a matching result scored what it did: each element's, property's and the category's points out of their
 * maximum. Used by the matching pages and by the similar grades of an R&D data set.
 */
export function MatchExplanation({ explanation }: { explanation: Explanation }) {
  const { t } = useTranslation(['matching', 'materials']);
  const { composition, properties, category } = explanation;
  return (
    <div className="at-match-explanation" data-testid="explanation">
      <p>
        <strong>{points(explanation.score)}</strong>{' '}
        {t('explain.summary', { composition: score(composition), properties: score(properties), category: score(category) })}
        {explanation.coverage < 1 && <span className="at-mat-muted"> · {t('explain.coverage', { percent: percent(explanation.coverage) })}</span>}
      </p>
      <h3>{t('explain.composition')}</h3>
      <Table<ElementRow>
        size="small"
        pagination={false}
        rowKey="el"
        dataSource={composition.elements}
        data-testid="explanation-elements"
        columns={[
          { title: t('explain.element'), dataIndex: 'el' },
          { title: t('explain.queryValue'), render: (_, row) => elementText(t, row.query) },
          { title: t('explain.candidateValue'), render: (_, row) => elementText(t, row.candidate) },
          { title: t('explain.similarity'), render: (_, row) => `${percent(row.similarity)} %` },
          { title: t('explain.points'), render: (_, row) => score(row) },
          { title: t('explain.basis'), render: (_, row) => (row.basis === 'compared' ? '' : <Tag>{t(`explain.bases.${row.basis}`)}</Tag>) },
        ]}
      />
      <h3>{t('explain.properties')}</h3>
      {properties.status !== 'compared' && <p className="at-mat-muted">{t(`explain.propertyStatus.${properties.status}`)}</p>}
      {properties.condition.query && (
        <p className="at-mat-muted">
          {t('explain.conditionPair', {
            query: conditionText(t, properties.condition.query),
            candidate: conditionText(t, properties.condition.candidate),
            affinity: properties.condition.affinity,
          })}
        </p>
      )}
      {properties.items.length > 0 && (
        <Table<PropertyRow>
          size="small"
          pagination={false}
          rowKey="property"
          dataSource={properties.items}
          data-testid="explanation-properties"
          columns={[
            { title: t('form.property'), render: (_, row) => t(`properties.${row.property}`) },
            { title: t('explain.queryValue'), render: (_, row) => propertyText(t, row.property, row.query) },
            { title: t('explain.candidateValue'), render: (_, row) => propertyText(t, row.property, row.candidate) },
            { title: t('explain.similarity'), render: (_, row) => (row.basis === 'compared' ? `${percent(row.similarity)} %` : '') },
            { title: t('explain.points'), render: (_, row) => (row.basis === 'compared' ? score(row) : <Tag>{t('explain.bases.oneSided')}</Tag>) },
          ]}
        />
      )}
      <h3>{t('explain.category')}</h3>
      <p>
        {t('explain.categoryPair', { query: categoryText(t, category.query), candidate: categoryText(t, category.candidate) })} · {score(category)}
      </p>
    </div>
  );
}
