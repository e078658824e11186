import '@ant-design/v5-patch-for-react-19';
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';
import { THEME } from '../../../components/antdTheme';
import '../../../components/antdA11y.css';
import { CompareBoard } from './CompareBoard';
import '../materials.css';

/**
 * Every materials page: antd with the app's theme in the page's language, the page, and the floating
 * comparison board. Lighter than AntdScope on purpose (no antd App, whose Modal brings antd's Form into the
 * first load; no date pickers here): notices go through notify(), which loads antd's message on first use.
 */
export function MaterialsScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={THEME}>
      <div className="at-container at-mat">{children}</div>
      <CompareBoard />
    </ConfigProvider>
  );
}
