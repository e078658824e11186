import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileProtectOutlined,
  HeartOutlined,
  HomeOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  FileSearchOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons the server's menu may name; listed one by one so the bundle holds only these. */
const ICONS: Record<string, ReactNode> = {
  HomeOutlined: <HomeOutlined />,
  EnvironmentOutlined: <EnvironmentOutlined />,
  HeartOutlined: <HeartOutlined />,
  UserOutlined: <UserOutlined />,
  BankOutlined: <BankOutlined />,
  TeamOutlined: <TeamOutlined />,
  ApartmentOutlined: <ApartmentOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  AuditOutlined: <AuditOutlined />,
  FileProtectOutlined: <FileProtectOutlined />,
  ShopOutlined: <ShopOutlined />,
  FileSearchOutlined: <FileSearchOutlined />,
  // Payments and the library.
  WalletOutlined: <WalletOutlined />,
  AccountBookOutlined: <AccountBookOutlined />,
  ReadOutlined: <ReadOutlined />,
  TransactionOutlined: <TransactionOutlined />,
  BookOutlined: <BookOutlined />,
};

export const menuIcon = (name: string | null) => (name ? ICONS[name] : undefined);
