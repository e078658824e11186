import { useState } from 'react';
import { Badge, Button, Space } from 'antd';
import { CloseOutlined, DiffOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/limits';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { message } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { compareBoard, useCompareBoard } from '../model/compareBoard';
import { compareProblem } from '../model/compareRules';

/** The floating comparison board on materials pages: the chosen grades, compare, clear. */
export function CompareBoard() {
  const { t } = useTranslation('materials');
  const navigate = useNavigate();
  const { items } = useCompareBoard();
  const [open, setOpen] = useState(true);
  if (items.length === 0) return null;

  const compare = () => {
    const problem = compareProblem(items);
    if (problem) notify('warning', message(problem));
    else navigate(MATERIAL_PATHS.compare);
  };

  return (
    <aside className="at-mat-board" aria-label={t('board.label')} data-testid="compare-board">
      <header className="at-mat-board__head">
        <Badge count={items.length} color="#0b3d91" showZero />
        <strong>{t('board.title', { count: items.length, max: LIMITS.comparisonMax })}</strong>
        <Button
          type="text"
          size="small"
          icon={open ? <DownOutlined /> : <UpOutlined />}
          aria-label={open ? t('board.collapse') : t('board.expand')}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        />
      </header>
      {open && (
        <>
          <ul className="at-mat-board__list">
            {items.map((item) => (
              <li key={item.id}>
                <Link to={MATERIAL_PATHS.detail(item.type, item.id)}>{item.name}</Link>
                <span className="at-mat-muted">{item.standard}</span>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t('board.remove', { name: item.name })}
                  onClick={() => compareBoard.remove(item.id)}
                />
              </li>
            ))}
          </ul>
          <Space className="at-mat-board__actions">
            <Button type="primary" icon={<DiffOutlined />} onClick={compare} data-testid="board-compare">
              {t('board.compare')}
            </Button>
            <Button onClick={() => compareBoard.clear()} data-testid="board-clear">
              {t('board.clear')}
            </Button>
          </Space>
        </>
      )}
    </aside>
  );
}
