import { Button } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { message } from '../../../providers/i18n';
import { notify } from '../../../providers/notify';
import { compareBoard, useCompareBoard } from '../model/compareBoard';
import { isOnBoard, type BoardGrade } from '../model/compareRules';

/** Adds a grade to the comparison board and says what the board's rules did. */
function addToComparison(grade: BoardGrade, t: (key: string, options?: Record<string, unknown>) => string) {
  const result = compareBoard.add(grade);
  if (result.outcome === 'added') notify('success', t('board.added', { name: grade.name }));
  else if (result.outcome === 'alreadyAdded') notify('info', t('board.alreadyAdded', { name: grade.name }));
  else if (result.message) notify('warning', message(result.message));
}

export function CompareButton({ grade, size = 'small', block }: { grade: BoardGrade; size?: 'small' | 'middle'; block?: boolean }) {
  const { t } = useTranslation('materials');
  const board = useCompareBoard();
  const added = isOnBoard(board, grade.id);
  return (
    <Button
      size={size}
      block={block}
      icon={added ? <CheckOutlined /> : <PlusOutlined />}
      onClick={() => (added ? compareBoard.remove(grade.id) : addToComparison(grade, t))}
      aria-pressed={added}
      data-testid={`compare-toggle-${grade.name}`}
    >
      {added ? t('actions.inCompare') : t('actions.compare')}
    </Button>
  );
}
