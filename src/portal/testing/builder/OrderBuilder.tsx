import { useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, Space, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddressSelect } from '../../../components/address/AddressSelect';
import { clearErrorsOnChange } from '../../../components/formErrors';
import { useRemote } from '../../../components/useRemote';
import { zodRule } from '../../../components/zodRule';
import { call } from '../../../providers/http';
import { clearBasket } from '../basket';
import { examineContent, examineOrder, kitOrderInput, orderLines, orderPublic, testOrderInput, TEST_LIMITS, userAddress, type DetectionItem, type Sample } from '../endpoints';
import { TESTING_PATHS } from '../paths';
import { EstimateView } from './EstimateView';
import { ItemSearch } from './ItemSearch';
import { LaboratoryChoice } from './LaboratoryChoice';
import { LinesTable } from './LinesTable';
import { linesInput, sampleTotal, type BuilderStart, type LineRow } from './model';
import { PreviewModal, type Preview } from './PreviewModal';
import { SampleSheetUpload } from './SampleSheetUpload';
import { SamplesTable } from './SamplesTable';
import { ServiceAgreement, serviceAgreedRule } from './ServiceAgreement';
import { useDebounced } from './useDebounced';

interface Values {
  projectName: string;
  lines: LineRow[];
  laboratoryId?: number;
  addressId?: number;
  samples: Sample[];
  remarks: string;
  agreed?: boolean;
}

const field = testOrderInput.shape;
/** The fields every action checks; placing the order checks the agreement too. */
const CHECKED = ['projectName', 'lines', 'laboratoryId', 'addressId', 'samples', 'remarks'] as const;

/**
 * The order builder of /cloud/checkList and, with `batch`, of /cloud/highThroughput (samples from a spreadsheet,
 * each item done on every sample by default). It starts from a draft, a kit or the basket; the laboratories, the
 * estimate and the preview are the server's answers; saving keeps a draft, placing it opens its payment.
 */
export function OrderBuilder({ start, batch }: { start: BuilderStart; batch: boolean }) {
  const { t } = useTranslation('testing');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<'preview' | 'save' | 'place'>();
  const [preview, setPreview] = useState<Preview>();
  const kit = start.kitId !== undefined;

  const lines = Form.useWatch('lines', form) ?? start.lines;
  const laboratoryId = Form.useWatch('laboratoryId', form) ?? undefined;
  const itemIds = [...new Set(lines.map((line) => line.itemId))].sort((a, b) => a - b).join(',');
  const choices = useRemote((signal) => call(examineContent.laboratories, { items: itemIds }, { signal }), itemIds, itemIds !== '');
  const addresses = useRemote((signal) => call(userAddress.getAddress, { pageNum: 1, pageSize: 100 }, { signal }), 'addresses');

  const estimateInput = useDebounced(JSON.stringify({ laboratoryId, lines: linesInput(lines) }));
  const estimateWanted = laboratoryId !== undefined && orderLines.safeParse(linesInput(lines)).success;
  const estimate = useRemote(
    (signal) => call(examineContent.estimate, JSON.parse(estimateInput) as { laboratoryId: number; lines: ReturnType<typeof linesInput> }, { signal, silent: true }),
    estimateInput,
    estimateWanted && estimateInput === JSON.stringify({ laboratoryId, lines: linesInput(lines) }),
  );
  const shownEstimate = estimateWanted ? (estimate.data ?? estimate.latest) : undefined;

  // A laboratory that no longer offers every chosen item is no longer chosen.
  const offered = choices.data;
  useEffect(() => {
    if (offered && laboratoryId !== undefined && !offered.some((choice) => choice.laboratoryId === laboratoryId)) form.setFieldValue('laboratoryId', undefined);
  }, [offered, laboratoryId, form]);
  // The default delivery address once the addresses are known.
  const known = addresses.data?.list;
  useEffect(() => {
    if (known && form.getFieldValue('addressId') === undefined) {
      const chosen = known.find((address) => address.isDefault) ?? known[0];
      if (chosen) form.setFieldValue('addressId', chosen.id);
    }
  }, [known, form]);

  const quantityForNew = () => (batch ? Math.max(1, sampleTotal(form.getFieldValue('samples') as Sample[])) : 1);
  const addItem = (item: DetectionItem) =>
    form.setFieldValue('lines', [...lines, { itemId: item.id, condition: '', quantity: quantityForNew(), nameZh: item.nameZh, nameEn: item.nameEn }]);
  const sheetRead = (samples: Sample[]) => {
    const total = Math.max(1, sampleTotal(samples));
    form.setFieldsValue({ samples, lines: lines.map((line) => ({ ...line, quantity: total })) });
  };

  /** The order as the contract takes it, after the browser's checks (the contract's rules). */
  const checkedInput = async (submit: boolean) => {
    const values = await form.validateFields(submit ? [...CHECKED, 'agreed'] : [...CHECKED]).catch(() => undefined);
    if (!values) return undefined;
    const input = {
      ...(start.id ? { id: start.id } : {}),
      projectName: values.projectName,
      laboratoryId: values.laboratoryId,
      addressId: values.addressId,
      lines: linesInput(values.lines),
      samples: values.samples,
      remarks: values.remarks ?? '',
      batch,
      submit,
    };
    const parsed = (kit ? kitOrderInput : testOrderInput).safeParse({ ...input, kitId: start.kitId });
    if (!parsed.success) {
      void message.error(t('builder.checkFields'));
      return undefined;
    }
    return input as typeof input & { laboratoryId: number; addressId: number };
  };

  const run = async (action: 'preview' | 'save' | 'place') => {
    const input = await checkedInput(action === 'place');
    if (!input) return;
    setBusy(action);
    try {
      if (action === 'preview') {
        setPreview(await call(examineOrder.preview, { ...input, ...(start.kitId ? { kitId: start.kitId } : {}) }));
        return;
      }
      const saved = start.kitId ? await call(examineOrder.saveJCB, { ...input, kitId: start.kitId }) : await call(examineOrder.saveJC, input);
      if (!start.id && !kit) clearBasket();
      if (action === 'save') {
        void message.success(t('builder.saved'));
        void navigate(TESTING_PATHS.myOrder(saved.id));
        return;
      }
      try {
        const { orderNo } = await call(orderPublic.pay, { id: saved.id });
        void navigate(TESTING_PATHS.pay(orderNo));
      } catch {
        // Placed but the payment did not open: the order's page offers it again.
        void navigate(TESTING_PATHS.myOrder(saved.id));
      }
    } catch {
      // The http client has shown the server's reason.
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      validateTrigger="onSubmit"
      onValuesChange={clearErrorsOnChange(form)}
      initialValues={{
        projectName: start.projectName,
        lines: start.lines,
        laboratoryId: start.laboratoryId,
        addressId: start.addressId,
        samples: start.samples,
        remarks: start.remarks,
        agreed: false,
      }}
      data-testid="order-builder"
    >
      <Card title={t('builder.project')}>
        {kit && (
          <p data-testid="builder-kit">
            <Tag color="blue">{t('fields.kit')}</Tag> {start.kitName}
          </p>
        )}
        <Form.Item name="projectName" label={t('fields.projectName')} rules={[zodRule(field.projectName)]}>
          <Input maxLength={TEST_LIMITS.projectNameMax} placeholder={t('builder.projectHint')} data-testid="builder-project" />
        </Form.Item>
        <Form.Item name="lines" label={t('builder.items')} rules={[zodRule(kit ? kitOrderInput.shape.lines : orderLines)]}>
          <LinesTable kit={kit} />
        </Form.Item>
        {!kit && (
          <Space wrap className="at-testing__add-item">
            <ItemSearch chosen={lines.map((line) => line.itemId)} onAdd={addItem} />
            <Link to={TESTING_PATHS.check}>{t('builder.browseItems')}</Link>
          </Space>
        )}
      </Card>

      <Card title={t('builder.laboratory')} className="at-testing__section">
        {itemIds === '' ? (
          <p className="at-testing__muted">{t('builder.itemsFirst')}</p>
        ) : (
          <Form.Item name="laboratoryId" rules={[zodRule(field.laboratoryId)]}>
            <LaboratoryChoice choices={choices.data} />
          </Form.Item>
        )}
      </Card>

      <Card title={t('builder.estimate')} className="at-testing__section" data-testid="builder-estimate">
        {shownEstimate ? <EstimateView estimate={shownEstimate} /> : <p className="at-testing__muted">{t('builder.estimateHint')}</p>}
      </Card>

      <Card title={t('builder.samples')} className="at-testing__section">
        {batch && (
          <div className="at-testing__batch">
            <SampleSheetUpload onParsed={sheetRead} />
          </div>
        )}
        <Form.Item name="samples" rules={[zodRule(field.samples)]}>
          <SamplesTable />
        </Form.Item>
      </Card>

      <Card title={t('builder.delivery')} className="at-testing__section">
        <Form.Item
          name="addressId"
          label={t('fields.address')}
          rules={[zodRule(field.addressId)]}
          extra={<Link to={TESTING_PATHS.deliveryAddress}>{t(known?.length ? 'builder.manageAddresses' : 'builder.addAddress')}</Link>}
        >
          <AddressSelect
            addresses={known}
            placeholder={t('builder.chooseAddress')}
            notFoundContent={t('builder.noAddress')}
            defaultLabel={t('builder.defaultAddress')}
            testId="builder-address"
          />
        </Form.Item>
        <Form.Item name="remarks" label={t('fields.remarks')} rules={[zodRule(field.remarks)]}>
          <Input.TextArea rows={3} maxLength={TEST_LIMITS.remarksMax} showCount data-testid="builder-remarks" />
        </Form.Item>
        <Form.Item name="agreed" rules={[serviceAgreedRule]}>
          <ServiceAgreement />
        </Form.Item>
      </Card>

      <div className="at-testing__actions at-testing__section">
        <Button onClick={() => void run('preview')} loading={busy === 'preview'} disabled={busy !== undefined} data-testid="builder-preview">
          {t('builder.preview')}
        </Button>
        <Button onClick={() => void run('save')} loading={busy === 'save'} disabled={busy !== undefined} data-testid="builder-save">
          {t('builder.saveDraft')}
        </Button>
        <Button type="primary" onClick={() => void run('place')} loading={busy === 'place'} disabled={busy !== undefined} data-testid="builder-place">
          {t('builder.place')}
        </Button>
      </div>
      <PreviewModal preview={preview} kitName={start.kitName} onClose={() => setPreview(undefined)} />
    </Form>
  );
}
