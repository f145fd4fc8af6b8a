import { Modal, Table, type TableProps } from 'antd';
import type { ImportProblem } from './api.ts';

/**
 * The rows an import refused (row, column, message), ten a page, in a modal: the synchronous
 * import's answer (ImportButton) and a failed import job's result (JobDrawer).
 */
export function ImportProblemsModal({
  problems,
  onClose,
  title,
  labels,
  scroll,
}: {
  /** null: closed. */
  problems: ImportProblem[] | null;
  onClose: () => void;
  title: string;
  labels: { row: string; column: string; message: string };
  scroll?: TableProps<ImportProblem>['scroll'];
}) {
  return (
    <Modal open={problems !== null} onCancel={onClose} footer={null} title={title} width={720}>
      <Table
        rowKey={(p) => `${p.row}-${p.column}`}
        size="small"
        pagination={{ pageSize: 10 }}
        dataSource={problems ?? []}
        scroll={scroll}
        columns={[
          { title: labels.row, dataIndex: 'row', width: 80 },
          { title: labels.column, dataIndex: 'column', width: 200 },
          { title: labels.message, dataIndex: 'message' },
        ]}
      />
    </Modal>
  );
}
