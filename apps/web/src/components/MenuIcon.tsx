import {
  AimOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  ProfileOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icons by antd icon name (the menu data names them). A fixed map rather than the whole
 * icon package, which would add about a megabyte to the shell; legacy lower-case names
 * ('home', 'setting') map to the same icons.
 */
type IconType = ComponentType<{ 'aria-hidden'?: boolean }>;

const ICONS: Record<string, IconType> = {
  AimOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LinkOutlined,
  ProfileOutlined,
  ReadOutlined,
  RiseOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  SolutionOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
};

const LEGACY: Record<string, string> = Object.fromEntries(
  Object.keys(ICONS).map((name) => [name.replace(/Outlined$/, '').toLowerCase(), name]),
);

export function iconComponent(name: string | null | undefined): IconType {
  if (!name) return AppstoreOutlined;
  return ICONS[name] ?? ICONS[LEGACY[name.toLowerCase()] ?? ''] ?? AppstoreOutlined;
}

/**
 * Always beside a title that names the item, so hidden from screen readers (antd's icons name
 * themselves "dashboard", "team"... in English, which would be read before every title).
 */
export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = iconComponent(name);
  return <Icon aria-hidden />;
}
