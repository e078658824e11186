import { EnvironmentOutlined, HeartOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons the server's menu may name; listed one by one so the bundle holds only these. */
const ICONS: Record<string, ReactNode> = {
  HomeOutlined: <HomeOutlined />,
  EnvironmentOutlined: <EnvironmentOutlined />,
  HeartOutlined: <HeartOutlined />,
  UserOutlined: <UserOutlined />,
};

export const menuIcon = (name: string | null) => (name ? ICONS[name] : undefined);
