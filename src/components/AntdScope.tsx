import '@ant-design/v5-patch-for-react-19';
import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useTranslation } from 'react-i18next';
import { THEME } from './antdTheme';
import { watchScrollRegions } from './scrollRegions';
import './antdA11y.css';

/** antd with the page's locale (dayjs too, or DatePicker stays English) and the App context for notices. */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  useEffect(watchScrollRegions, []);
  dayjs.locale(english ? 'en' : 'zh-cn');
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={THEME}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}
