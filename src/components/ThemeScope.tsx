import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { useTranslation } from 'react-i18next';
import { THEME } from './antdTheme';
import { watchScrollRegions } from './scrollRegions';
import './antdA11y.css';

/**
 * The app's antd theme and the page's language around every lazy portal page (themedLazyPage), so that a page
 * without a scope of its own still gets readable colours and antd texts in its language. Feature scopes
 * (AntdScope, MaterialsScope) inside it add the rest.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useEffect(watchScrollRegions, []);
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
