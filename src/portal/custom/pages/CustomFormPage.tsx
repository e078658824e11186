import { Alert, Button, Result, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRemote } from '../../../components/useRemote';
import { call } from '../../../providers/http';
import { useSession } from '../../../providers/session';
import { CustomScope } from '../CustomScope';
import { CUSTOM_PATHS, customization, type CustomOrderDetail, type CustomTypeLists } from '../endpoints';
import type { KnownGrade } from '../form/BaseGradesSelect';
import { CustomForm } from '../form/CustomForm';
import { EMPTY_FORM, fromDetail } from '../form/model';
import { loginPath } from '../paths';

const positiveId = (raw: string | null) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** A new request, preselecting the grade a material page linked with (`?gradeId=&gradeName=`). */
function NewRequest({ lists }: { lists: CustomTypeLists }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const gradeId = positiveId(params.get('gradeId'));
  const known: KnownGrade[] = gradeId ? [{ id: gradeId, name: params.get('gradeName') || `#${gradeId}`, standardNo: '' }] : [];
  return (
    <CustomForm
      lists={lists}
      initialValues={{ ...EMPTY_FORM, baseGradeIds: gradeId ? [gradeId] : [] }}
      knownGrades={known}
      onSaved={(saved) => void navigate(CUSTOM_PATHS.detail(saved.id))}
    />
  );
}

/** Changing a saved request: only while the server offers 'edit' (under pre-review). */
function EditRequest({ id, lists }: { id: number; lists: CustomTypeLists }) {
  const { t } = useTranslation('customForm');
  const navigate = useNavigate();
  const detail = useRemote<CustomOrderDetail>((signal) => call(customization.detail, { id }, { signal }), String(id));
  if (detail.error) return <Result status="warning" title={t('edit.loadFailed')} />;
  if (!detail.data) return <Skeleton active />;
  if (!detail.data.nextActions.includes('edit'))
    return (
      <Result
        status="info"
        title={t('edit.locked')}
        subTitle={t('edit.lockedText')}
        extra={
          <Link to={CUSTOM_PATHS.detail(id)} data-testid="custom-edit-detail">
            {t('actions.viewDetail')}
          </Link>
        }
      />
    );
  return (
    <>
      <Alert type="info" showIcon message={t('edit.intro')} style={{ marginBottom: 16 }} />
      <CustomForm
        lists={lists}
        initialValues={fromDetail(detail.data)}
        knownGrades={detail.data.baseGrades}
        editId={id}
        onSaved={(saved) => void navigate(CUSTOM_PATHS.detail(saved.id))}
      />
    </>
  );
}

/** /custom — the product customization request (`?id=N` changes one still under pre-review); visitors sign in first. */
export default function CustomFormPage() {
  const { t } = useTranslation('customForm');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { token } = useSession();
  const editId = positiveId(params.get('id'));
  const lists = useRemote((signal) => call(customization.typeList, {}, { signal }), 'typeList', Boolean(token));

  return (
    <CustomScope testId="custom-form-page">
      <header className="at-custom__head">
        <div>
          <h1>{editId ? t('edit.title') : t('intro.title')}</h1>
          <p className="at-custom__muted">{t('intro.text')}</p>
        </div>
        {token && (
          <Button onClick={() => void navigate(CUSTOM_PATHS.list)} data-testid="custom-my-orders">
            {t('intro.myOrders')}
          </Button>
        )}
      </header>
      {!token ? (
        <Result
          status="info"
          title={t('intro.visitor')}
          extra={
            <Button type="primary" onClick={() => void navigate(loginPath(location.pathname + location.search))} data-testid="custom-sign-in">
              {t('intro.signIn')}
            </Button>
          }
        />
      ) : !lists.data ? (
        <Skeleton active />
      ) : editId ? (
        <EditRequest key={editId} id={editId} lists={lists.data} />
      ) : (
        <NewRequest lists={lists.data} />
      )}
    </CustomScope>
  );
}
