import { Tag } from 'antd';
import type { CustomState } from '@contract/endpoints/customization';
import { useCustomLabels } from './labels';

const COLORS: Record<CustomState, string> = {
  preReview: 'orange',
  offer: 'gold',
  contract: 'cyan',
  executing: 'blue',
  delivered: 'geekblue',
  evaluated: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** A customization order's state as a coloured tag. */
export function CustomStateTag({ state }: { state: CustomState }) {
  const labels = useCustomLabels();
  return (
    <Tag color={COLORS[state]} data-testid="custom-state" data-state={state}>
      {labels.state(state)}
    </Tag>
  );
}
