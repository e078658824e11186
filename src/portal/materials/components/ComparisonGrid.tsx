import { Fragment } from 'react';
import { Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { compareBoard } from '../model/compareBoard';
import type { ComparisonRow } from '../model/comparisonTable';
import type { GradeDetail } from '../model/types';

const GROUPS: ComparisonRow['group'][] = ['basic', 'composition', 'mechanical', 'physical'];

/** Grades side by side: one column per grade, rows aligned by attribute; cells that differ are marked. */
export function ComparisonGrid({ grades, rows, onlyDifferences }: { grades: GradeDetail[]; rows: ComparisonRow[]; onlyDifferences: boolean }) {
  const { t } = useTranslation('materials');
  const shown = onlyDifferences ? rows.filter((row) => row.differs.some(Boolean)) : rows;
  return (
    <div className="at-mat-compare-wrap">
      <table className="at-mat-compare" data-testid="comparison-table">
        <thead>
          <tr>
            <th scope="col">{t('compare.item')}</th>
            {grades.map((grade) => (
              <th scope="col" key={grade.id} data-testid="comparison-grade">
                <Link to={MATERIAL_PATHS.detail(grade.type, grade.id)}>{grade.name}</Link>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('board.remove', { name: grade.name })}
                  onClick={() => compareBoard.remove(grade.id)}
                />
              </th>
            ))}
          </tr>
        </thead>
        {GROUPS.map((group) => {
          const groupRows = shown.filter((row) => row.group === group);
          if (groupRows.length === 0) return null;
          return (
            <tbody key={group}>
              <tr className="at-mat-compare__group">
                <th scope="rowgroup" colSpan={grades.length + 1}>
                  {t(`compare.groups.${group}`)}
                </th>
              </tr>
              {groupRows.map((row) => (
                <tr key={row.key} data-testid={`comparison-row-${row.key}`}>
                  <th scope="row">
                    {row.label}
                    {row.unit && <span className="at-mat-muted"> ({row.unit})</span>}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={grades[index].id} className={row.differs[index] ? 'at-mat-diff' : undefined} data-differs={row.differs[index] || undefined}>
                      {cell.text ? (
                        <Fragment>
                          {cell.text}
                          {cell.source && <span className="at-mat-source">{cell.source}</span>}
                        </Fragment>
                      ) : (
                        <span className="at-mat-muted">—</span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
