import { lazy, Suspense } from 'react';
import { Empty, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { questionnaireAdmin, type Question, type Questionnaire, type QuestionnaireResults as Results } from '@contract/endpoints/community';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import type { ResultBar } from './QuestionnaireResultChart';
import QuestionnaireTextAnswers from './QuestionnaireTextAnswers';

/** @ant-design/charts is large: the bars load in their own chunk when the results open. */
const QuestionnaireResultChart = lazy(() => import('./QuestionnaireResultChart'));

type QuestionResult = Results['questions'][number];

/** A share in per cent with one decimal (0 when nobody answered). */
const percentOf = (count: number, of: number) => (of === 0 ? 0 : Math.round((count * 1000) / of) / 10);

/** The mean of a rating's distribution ('1'..'5' → count), with one decimal; null when nobody rated. */
function ratingAverage(counts: QuestionResult['counts']) {
  const rated = counts.reduce((sum, entry) => sum + entry.count, 0);
  if (rated === 0) return null;
  return Math.round((counts.reduce((sum, entry) => sum + Number(entry.key) * entry.count, 0) * 10) / rated) / 10;
}

/**
 * The results of a questionnaire, one block per question: choice questions as bars of counts and shares of those
 * who answered it (a multiple choice may add up to more than 100 %), ratings as their average and distribution,
 * text questions as their answers, paged.
 */
export default function QuestionnaireResults({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t, i18n } = useTranslation('community');
  const pick = (zh: string, en: string) => (i18n.language === 'en' ? en || zh : zh || en);
  const results = useRemote((signal) => call(questionnaireAdmin.results, { id: questionnaire.id }, { signal }), `${questionnaire.id}`);
  if (!results.data) return <Skeleton active />;

  const bars = (asked: Question | undefined, result: QuestionResult): ResultBar[] =>
    result.counts.map((entry) => {
      const option = asked?.options.find((candidate) => candidate.id === entry.key);
      const label = result.kind === 'rating' ? t('admin.ratingValue', { value: entry.key }) : option ? pick(option.zh, option.en) : entry.key;
      return { label, count: entry.count, percent: percentOf(entry.count, result.answered) };
    });

  const body = (asked: Question | undefined, result: QuestionResult) => {
    if (result.kind === 'text') return <QuestionnaireTextAnswers questionnaireId={questionnaire.id} questionId={result.questionId} />;
    if (result.answered === 0) return <Typography.Text type="secondary">{t('admin.noAnswersYet')}</Typography.Text>;
    const shown = bars(asked, result);
    const average = result.kind === 'rating' ? ratingAverage(result.counts) : null;
    return (
      <>
        {average !== null && (
          <Typography.Text strong data-testid={`questionnaire-average-${result.questionId}`}>
            {t('admin.ratingAverage', { average })}
          </Typography.Text>
        )}
        {result.kind === 'multiple' && <Typography.Text type="secondary">{t('admin.multipleNote')}</Typography.Text>}
        <Suspense fallback={<Skeleton active />}>
          <QuestionnaireResultChart bars={shown} />
        </Suspense>
        <Space wrap size={[16, 0]} data-testid={`questionnaire-counts-${result.questionId}`}>
          {shown.map((bar) => (
            <Typography.Text key={bar.label}>{t('admin.countShare', { label: bar.label, count: bar.count, percent: bar.percent })}</Typography.Text>
          ))}
        </Space>
      </>
    );
  };

  return (
    <List
      header={t('admin.answersTotal', { count: results.data.answers })}
      locale={{ emptyText: <Empty description={t('admin.noQuestions')} /> }}
      dataSource={results.data.questions}
      renderItem={(result, index) => {
        const asked = questionnaire.questions.find((entry) => entry.id === result.questionId);
        return (
          <List.Item key={result.questionId} data-testid={`questionnaire-result-${result.questionId}`}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text strong>{`${index + 1}. ${asked ? pick(asked.textZh, asked.textEn) : ''}`}</Typography.Text>
              <Typography.Text type="secondary">
                {result.kind === 'text'
                  ? t('admin.textAnswers', { count: result.answered })
                  : t('admin.answeredOf', { answered: result.answered, total: results.data?.answers ?? 0 })}
              </Typography.Text>
              {body(asked, result)}
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
