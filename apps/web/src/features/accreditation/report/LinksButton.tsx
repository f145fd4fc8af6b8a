import type { SectionOutline } from '@accredit/shared';
import { LinkOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewerLinksDialog } from '../links/ReviewerLinksDialog.tsx';

/** The reviewers' links of a report (issue 21 item 7), opened from the report's header. */
export function LinksButton({ reportId, sections }: { reportId: string; sections: SectionOutline[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<LinkOutlined />} onClick={() => setOpen(true)} data-testid="report-links">
        {t('accReportWeb.actions.links')}
      </Button>
      <ReviewerLinksDialog
        reportId={reportId}
        sections={sections.map((s) => ({ id: s.id, title: s.title }))}
        open={open}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
