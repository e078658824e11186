import { useState } from 'react';
import { Button, Card, Checkbox, Empty, Form, Input, Radio, Rate, Result, Skeleton, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_LIMITS, questionnairePublic, type Question } from '@contract/endpoints/community';
import { useRemote } from '../../components/useRemote';
import { call } from '../../providers/http';
import { useSession } from '../../providers/session';

/** The text in the page's language, or the other one when only that was written. */
export const inLanguage = (language: string, zh: string, en: string) => (language.startsWith('en') ? en || zh : zh || en);

type Values = Record<string, string | string[] | number | undefined>;

/**
 * /questionnaire — the published questionnaire in the page's language: visitors are asked to sign in, a user who
 * answered sees "already answered", a sent form "thanks"; nothing published shows a deliberate empty state.
 */
export default function QuestionnairePage() {
  const { t, i18n } = useTranslation('community');
  const { token } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const answer = useRemote((signal) => call(questionnairePublic.current, {}, { signal }), token ? 'signed-in' : 'visitor');
  const language = i18n.language;
  const text = (zh: string, en: string) => inLanguage(language, zh, en);

  if (answer.loading && !answer.data) return <Skeleton active />;
  const current = answer.data;
  const questionnaire = current?.questionnaire;
  if (!questionnaire) {
    return (
      <Card title={t('questionnaire.title')}>
        <div data-testid="questionnaire-empty"><Empty description={t('questionnaire.empty')} /></div>
      </Card>
    );
  }

  const send = async (values: Values) => {
    const answers = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | string[] | number>;
    setSending(true);
    try {
      await call(questionnairePublic.save, { questionnaireId: questionnaire.id, answers });
      setSent(true);
    } catch {
      // The http client has shown why.
    } finally {
      setSending(false);
    }
  };

  const field = (question: Question) => {
    const options = question.options.map((option) => ({ value: option.id, label: text(option.zh, option.en) }));
    if (question.kind === 'single') return <Radio.Group options={options} />;
    if (question.kind === 'multiple') return <Checkbox.Group options={options} />;
    if (question.kind === 'rating') return <Rate count={QUESTIONNAIRE_LIMITS.ratingMax} />;
    return <Input.TextArea rows={3} maxLength={QUESTIONNAIRE_LIMITS.answerTextMax} showCount />;
  };

  const body = () => {
    if (sent) return <div data-testid="questionnaire-thanks"><Result status="success" title={t('questionnaire.thanks')} /></div>;
    if (current.answered) return <div data-testid="questionnaire-answered"><Result status="info" title={t('questionnaire.answered')} /></div>;
    if (!token) {
      return (
        <div data-testid="questionnaire-visitor">
        <Result
          status="info"
          title={t('questionnaire.signIn')}
          extra={
            <Button type="primary" onClick={() => void navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`)} data-testid="questionnaire-sign-in">
              {t('questionnaire.signInAction')}
            </Button>
          }
        />
        </div>
      );
    }
    return (
      <Form<Values> layout="vertical" onFinish={send} data-testid="questionnaire-form">
        {questionnaire.questions.map((question, index) => (
          <Form.Item
            key={question.id}
            name={question.id}
            label={`${index + 1}. ${text(question.textZh, question.textEn)}`}
            rules={question.required ? [{ required: true, message: t('questionnaire.required') }] : []}
            data-testid={`question-${question.id}`}
          >
            {field(question)}
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={sending} data-testid="questionnaire-submit">
          {t('questionnaire.submit')}
        </Button>
      </Form>
    );
  };

  return (
    <Card title={<span data-testid="questionnaire-title">{text(questionnaire.titleZh, questionnaire.titleEn)}</span>}>
      {text(questionnaire.introZh, questionnaire.introEn) && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{text(questionnaire.introZh, questionnaire.introEn)}</Typography.Paragraph>
      )}
      {body()}
    </Card>
  );
}
