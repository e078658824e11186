import { useEffect, useRef, useState, type RefObject } from 'react';
import { Badge, Button, Space } from 'antd';
import { CloseOutlined, DiffOutlined, DownOutlined, UpOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/limits';
import { MATERIAL_PATHS } from '../../../components/materialPaths';
import { message } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { compareBoard, useCompareBoard } from '../model/compareBoard';
import { compareProblem } from '../model/compareRules';

const OPEN_KEY = 'materialCompareBoardOpen';

/** Expanded or collapsed as the user left it in this tab; at first collapsed on a phone, where it would cover much. */
function initiallyOpen() {
  // On the server (src/serverRender.tsx) the board is empty and not shown.
  if (typeof window === 'undefined') return true;
  const stored = sessionStorage.getItem(OPEN_KEY);
  if (stored !== null) return stored === '1';
  return !window.matchMedia?.('(max-width: 800px)').matches;
}

/**
 * While the board floats over the page, the page's end leaves room for it (`--at-floating-space`, shell.css), so
 * that nothing stays hidden under it once scrolled to.
 */
function useRoomAtPageEnd(board: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = board.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--at-floating-space', `${element.offsetHeight + 24}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--at-floating-space');
    };
  }, [board, shown]);
}

/** The floating comparison board on materials pages: the chosen grades, compare, clear. Not on the comparison page. */
export function CompareBoard() {
  const { t } = useTranslation('materials');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { items } = useCompareBoard();
  const [open, setOpenState] = useState(initiallyOpen);
  const board = useRef<HTMLElement>(null);
  const shown = items.length > 0 && pathname !== MATERIAL_PATHS.compare;
  useRoomAtPageEnd(board, shown);
  if (!shown) return null;

  const setOpen = (next: boolean) => {
    sessionStorage.setItem(OPEN_KEY, next ? '1' : '0');
    setOpenState(next);
  };

  const compare = () => {
    const problem = compareProblem(items);
    if (problem) notify('warning', message(problem));
    else navigate(MATERIAL_PATHS.compare);
  };

  return (
    <aside ref={board} className="at-mat-board" aria-label={t('board.label')} data-testid="compare-board">
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
