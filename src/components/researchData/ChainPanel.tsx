import { useState } from 'react';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { researchDataChain, type ChainLinkOutput, type DataSetDetail, type verifyOutput } from '@contract/endpoints/researchData';
import { call, type ApiError } from '../../providers/http';
import { formatBeijing } from '../format/beijingTime';

type VerifyResult = z.infer<typeof verifyOutput>;

/** The kinds of break server/lib/dataChain reports, each with its sentence in dataProduct:chain.problems. */
const PROBLEM_KINDS = ['contentChanged', 'brokenLink', 'versionGap', 'badSignature', 'unknownKey', 'headMismatch'] as const;
const VERIFY_COMMAND = 'npm run verify:record -- record.json --key public-key.pem';
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** What a verification found: green with what was checked, or red with every problem in words and its version. */
function VerifyAnswer({ result }: { result: VerifyResult }) {
  const { t } = useTranslation('dataProduct');
  const checked = t('chain.checked', {
    versions: result.versions,
    keys: result.keyIds.join(', ') || t('chain.noKeys'),
    head: result.head.version,
    time: formatBeijing(result.checkedAt),
  });
  if (result.ok)
    return (
      <Alert
        type="success"
        showIcon
        data-testid="chain-result"
        data-ok="true"
        message={t('chain.intact')}
        description={
          <>
            <div>{t('chain.intactDetail', { versions: result.versions })}</div>
            <div>{checked}</div>
          </>
        }
      />
    );
  return (
    <Alert
      type="error"
      showIcon
      data-testid="chain-result"
      data-ok="false"
      message={t('chain.broken')}
      description={
        <>
          <div>{t('chain.brokenDetail', { count: result.problems.length })}</div>
          <ul data-testid="chain-problems" style={{ margin: '8px 0', paddingLeft: 20 }}>
            {result.problems.map((problem, index) => (
              <li key={`${problem.version}-${problem.problem}-${index}`} data-problem={problem.problem} data-version={problem.version}>
                {(PROBLEM_KINDS as readonly string[]).includes(problem.problem)
                  ? t(`chain.problems.${problem.problem}`, { version: problem.version })
                  : t('chain.problems.other', { version: problem.version, problem: problem.problem })}
              </li>
            ))}
          </ul>
          <div>{checked}</div>
        </>
      }
    />
  );
}

/**
 * The data chain of a data set: every signed version (Beijing time, summary, author, rows, shortened hash with a
 * copy action, key id), the Verify button (researchDataChain.verify, open to whoever sees the summary) with its
 * answer, and how to check an exported record offline with only the public key.
 */
export default function ChainPanel({ id, detail }: { id: number; detail: DataSetDetail }) {
  const { t } = useTranslation('dataProduct');
  const [result, setResult] = useState<VerifyResult>();
  const [failure, setFailure] = useState<string>();
  const [running, setRunning] = useState(false);
  const versions = [...detail.versions].sort((a, b) => b.version - a.version);

  const verify = async () => {
    setRunning(true);
    setFailure(undefined);
    try {
      setResult(await call(researchDataChain.verify, { id }, { silent: true }));
    } catch (error) {
      setResult(undefined);
      setFailure((error as ApiError).message);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="chain-panel">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('chain.intro')} {t('chain.timeNote')}
      </Typography.Paragraph>
      <Table<ChainLinkOutput>
        size="small"
        rowKey="version"
        data-testid="chain-versions"
        dataSource={versions}
        pagination={versions.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('chain.noVersions') }}
        columns={[
          { key: 'version', title: t('chain.columns.version'), render: (_, link) => `v${link.version}` },
          { key: 'time', title: t('chain.columns.time'), render: (_, link) => formatBeijing(link.timestamp) },
          { key: 'summary', title: t('chain.columns.summary'), dataIndex: 'summary' },
          { key: 'author', title: t('chain.columns.author'), render: (_, link) => link.author ?? t('chain.noAuthor') },
          { key: 'rows', title: t('chain.columns.rows'), dataIndex: 'rowCount' },
          {
            key: 'hash',
            title: t('chain.columns.hash'),
            render: (_, link) => (
              <Typography.Text code title={link.hash} copyable={{ text: link.hash, tooltips: [t('chain.copyHash'), t('chain.hashCopied')] }}>
                {link.hash.slice(0, 16)}…
              </Typography.Text>
            ),
          },
          { key: 'keyId', title: t('chain.columns.keyId'), render: (_, link) => <Typography.Text code>{link.keyId}</Typography.Text> },
        ]}
      />
      <div>
        <Button type="primary" loading={running} onClick={() => void verify()} data-testid="chain-verify">
          {t('chain.verify')}
        </Button>
      </div>
      {result && <VerifyAnswer result={result} />}
      {failure && <Alert type="warning" showIcon data-testid="chain-result" data-ok="unknown" message={t('chain.verifyFailed', { message: failure })} />}
      <div data-testid="chain-yourself">
        <Typography.Title level={5}>{t('chain.yourself.title')}</Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          {t('chain.yourself.key')}{' '}
          <a href={`${API_BASE}${researchDataChain.publicKey.path}`} target="_blank" rel="noreferrer noopener" data-testid="chain-public-key">
            {researchDataChain.publicKey.path}
          </a>
        </Typography.Paragraph>
        <Typography.Paragraph style={{ marginBottom: 8 }}>{t('chain.yourself.record')}</Typography.Paragraph>
        <Typography.Paragraph>
          <Typography.Text code copyable>
            {VERIFY_COMMAND}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('chain.yourself.format')}
        </Typography.Paragraph>
      </div>
    </Space>
  );
}
