import { useState } from 'react';
import { List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { questionnaireAdmin } from '@contract/endpoints/community';
import { formatBeijing } from '../../components/format/beijingTime';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';

const PAGE_SIZE = 10;

/** The written answers to one text question of a questionnaire, newest first, a page at a time. */
export default function QuestionnaireTextAnswers({ questionnaireId, questionId }: { questionnaireId: number; questionId: string }) {
  const { t } = useTranslation('community');
  const [pageNum, setPageNum] = useState(1);
  const answers = useRemote(
    (signal) => call(questionnaireAdmin.textAnswers, { id: questionnaireId, questionId, pageNum, pageSize: PAGE_SIZE }, { signal }),
    `${questionnaireId}:${questionId}:${pageNum}`,
  );
  const page = answers.data ?? answers.latest;
  return (
    <List
      size="small"
      bordered
      loading={answers.loading}
      data-testid={`questionnaire-text-${questionId}`}
      locale={{ emptyText: t('admin.noTextAnswers') }}
      dataSource={page?.list ?? []}
      pagination={
        (page?.total ?? 0) > PAGE_SIZE && { current: pageNum, pageSize: PAGE_SIZE, total: page?.total, onChange: setPageNum, showSizeChanger: false, size: 'small' }
      }
      renderItem={(answer, index) => (
        <List.Item key={`${answer.createTime}-${index}`} extra={<Typography.Text type="secondary">{formatBeijing(answer.createTime)}</Typography.Text>}>
          <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{answer.text}</Typography.Text>
        </List.Item>
      )}
    />
  );
}
