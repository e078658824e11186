import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@contract/permissions';
import { companyInfo } from '@contract/endpoints/company';
import { useRemote } from '../../../../components/useRemote';
import { call } from '../../../../providers/http';
import { useSession } from '../../../../providers/session';
import { categoryName, points } from '../../../../components/quality';
import { qualityApply, qualitySimulation, type QualityApplicationDetail, type Submission } from '../../endpoints';
import { ApplicationForm, type ApplicationValues } from '../components/ApplicationForm';
import { Missing } from '../components/Missing';
import { SimulationScope } from '../components/SimulationScope';
import { SimulationSteps } from '../components/Steps';
import { useQueryId } from '../hooks';
import { SIMULATION_PATHS } from '../paths';

interface Loaded {
  submission: Submission;
  application?: QualityApplicationDetail;
  company?: { name: string; creditCode: string | null };
}

/** The form's first values: the rejected application's, else the caller's company (name and credit code), this year. */
function initialOf({ application, company }: Loaded): Partial<ApplicationValues> {
  if (application) {
    const { userType, companyName, creditCode, address, productName, steelmakingLine, rollingLine, contactName, contactInfo, instructions, year } = application;
    return { userType, companyName, creditCode, address, productName, steelmakingLine, rollingLine, contactName, contactInfo, instructions, year };
  }
  return { companyName: company?.name ?? '', creditCode: company?.creditCode ?? '', instructions: '', year: new Date().getFullYear() };
}

/**
 * /economy/economyApply?submissionId= — apply for the formal ranking with a scored submission;
 * ?id= — correct and resubmit a rejected application.
 */
export default function EconomyApplyPage() {
  const { t, i18n } = useTranslation('qualitySimulation');
  const navigate = useNavigate();
  const { permissions } = useSession();
  const submissionId = useQueryId('submissionId');
  const applicationId = useQueryId('id');
  const hasCompany = permissions?.includes(PERMISSIONS.companyRead) ?? false;
  const [submitting, setSubmitting] = useState(false);

  const answer = useRemote<Loaded>(async (signal) => {
    if (applicationId) {
      const application = await call(qualityApply.get, { id: applicationId }, { signal });
      return { submission: application.submission, application };
    }
    if (!submissionId) throw new Error('no id');
    const [submission, company] = await Promise.all([
      call(qualitySimulation.submission, { id: submissionId }, { signal }),
      hasCompany ? call(companyInfo.getCompanyDetail, {}, { signal, silent: true }).catch(() => undefined) : Promise.resolve(undefined),
    ]);
    return { submission, company };
  }, `${applicationId}#${submissionId}#${hasCompany}`);
  const loaded = answer.data;

  const submit = async (values: ApplicationValues) => {
    const { userType } = values;
    if (!loaded || !userType) return;
    setSubmitting(true);
    try {
      const saved = await call(qualityApply.save, {
        ...values,
        userType,
        submissionId: loaded.submission.id,
        ...(loaded.application ? { id: loaded.application.id } : {}),
      });
      void navigate(SIMULATION_PATHS.applied(saved.id));
    } catch {
      // Shown by the http client.
    } finally {
      setSubmitting(false);
    }
  };

  const body = () => {
    if ((!applicationId && !submissionId) || (answer.error !== undefined && !loaded)) return <Missing />;
    if (!loaded) return <Skeleton active />;
    const { submission, application } = loaded;
    const blocked = application
      ? application.state !== 'rejected' && t('apply.notEditable', { state: t(`quality:state.${application.state}`) })
      : !submission.score
        ? t('apply.notScored')
        : submission.applicationId !== null && t('apply.alreadyApplied');
    return (
      <>
        <Card>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'category', label: t('preview.category'), children: categoryName(submission.category, i18n.language) },
              { key: 'grade', label: t('preview.grade'), children: `${submission.limits.grade.name} (${submission.limits.grade.standardCode})` },
              { key: 'file', label: t('preview.file'), children: submission.dataFileName },
              { key: 'n', label: t('preview.n'), children: submission.n },
              {
                key: 'total',
                label: t('apply.total'),
                children: submission.score ? (
                  <span data-testid="quality-apply-total">
                    {points(submission.score.total)} · <Link to={SIMULATION_PATHS.complete(submission.id)}>{t('apply.seeScore')}</Link>
                  </span>
                ) : (
                  '—'
                ),
              },
            ]}
          />
        </Card>
        {application?.state === 'rejected' && (
          <Alert type="error" showIcon data-testid="quality-apply-reject-reason" message={t('apply.rejected')} description={application.rejectReason ?? ''} />
        )}
        {blocked ? (
          <Alert
            type="warning"
            showIcon
            message={blocked}
            data-testid="quality-apply-blocked"
            action={
              <Link to={submission.score ? SIMULATION_PATHS.myApplications : SIMULATION_PATHS.preview(submission.id)}>
                <Button>{submission.score ? t('apply.toConsole') : t('complete.toPreview')}</Button>
              </Link>
            }
          />
        ) : (
          <Card title={t('apply.formTitle')}>
            <p className="at-quality-sim__muted">{t('apply.lead')}</p>
            <ApplicationForm initial={initialOf(loaded)} submitting={submitting} onSubmit={(values) => void submit(values)} />
          </Card>
        )}
      </>
    );
  };

  return (
    <SimulationScope testId="quality-apply" signedIn>
      <h1>{applicationId ? t('apply.correctTitle') : t('apply.title')}</h1>
      <SimulationSteps current="apply" />
      {body()}
    </SimulationScope>
  );
}
