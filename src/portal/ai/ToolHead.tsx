import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AiTool } from './tools';

/** A tool page's heading: its name, what it does, and the way back to the assistant's front door. */
export function ToolHead({ tool }: { tool: AiTool }) {
  const { t } = useTranslation('ai');
  return (
    <header className="at-ai__head">
      <Link to="/ai" data-testid="ai-back">
        {t('home.back')}
      </Link>
      <h1>{t(`tools.${tool}.title`)}</h1>
      <p className="at-ai__intro">
        {t(`tools.${tool}.intro`)} {t('home.grounded')}
      </p>
    </header>
  );
}
