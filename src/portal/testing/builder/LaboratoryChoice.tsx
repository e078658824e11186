import { Empty, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../components/format/money';
import type { LaboratoryChoice as Choice } from '../endpoints';

interface Props {
  value?: number;
  onChange?: (laboratoryId: number) => void;
  /** The laboratories offering every chosen item (undefined while they load). */
  choices: Choice[] | undefined;
  id?: string;
}

/** The laboratories that offer every chosen item, cheapest first, each with its amount and days for one sample each. */
export function LaboratoryChoice({ value, onChange, choices, id }: Props) {
  const { t } = useTranslation('testing');
  if (!choices) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (choices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('builder.noLaboratory')} data-testid="builder-no-lab" />;
  return (
    <Radio.Group id={id} value={value} onChange={(event) => onChange?.(event.target.value as number)} className="at-testing__choices" data-testid="builder-labs">
      {choices.map((choice) => (
        <Radio key={choice.laboratoryId} value={choice.laboratoryId} className="at-testing__choice" data-testid={`builder-lab-${choice.laboratoryId}`}>
          <strong>{choice.name}</strong> <span className="at-testing__muted">{choice.city}</span>
          <div className="at-testing__muted">
            {t('builder.labOffer', { amount: formatFen(choice.amount) })} · {t('common.workingDays', { count: choice.estimatedDays })}
          </div>
        </Radio>
      ))}
    </Radio.Group>
  );
}
