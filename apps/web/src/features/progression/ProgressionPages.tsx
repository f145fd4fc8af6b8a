import { Space } from 'antd';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { AmbaPanel } from './AmbaPanel.tsx';
import { CohortPanel } from './CohortPanel.tsx';
import { SectorPanel } from './SectorPanel.tsx';

/**
 * Learner progression screens (issue 19 item 6): each is the engine list of its resource, then
 * the rates of the programme's cohorts with their definitions and chart; admission adds the AMBA
 * checks of MBA programmes, employment the employer sectors.
 */
const stack = { width: '100%' } as const;

export const AdmissionPage = () => (
  <Space orientation="vertical" size="large" style={stack}>
    <ResourcePage resource="admission" />
    <CohortPanel part="admission" />
    <AmbaPanel />
  </Space>
);

export const RetentionPage = () => (
  <Space orientation="vertical" size="large" style={stack}>
    <ResourcePage resource="retention" />
    <CohortPanel part="retention" />
  </Space>
);

export const EmploymentPage = () => (
  <Space orientation="vertical" size="large" style={stack}>
    <ResourcePage resource="employment" />
    <CohortPanel part="employment" />
    <SectorPanel />
  </Space>
);
