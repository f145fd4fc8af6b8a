import {
  CheckCircleFilled,
  CloseOutlined,
  CloudUploadOutlined,
  FolderOpenOutlined,
  InboxOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Progress, Space, Tooltip, Typography, Upload, type UploadFile } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fileKind, formatSize } from './model.ts';
import { queueSummary, type UploadItem, type UploadQueue } from './upload-queue.ts';
import { FileIcon } from './widgets.tsx';

/**
 * Choosing files or a whole folder, dropping them (folders too: each file keeps its path inside
 * the dropped folder), and the list of what is going up: one line per file with its own progress,
 * the server's message when it was refused and a way to try again.
 */

/** antd calls beforeUpload once per file with the whole selection: hand the selection over once. */
function takeSelection(onFiles: (files: File[]) => void) {
  return (file: UploadFile | File, list: (UploadFile | File)[]) => {
    if ((list[0] as UploadFile | undefined)?.uid === (file as UploadFile).uid) onFiles(list as File[]);
    return Upload.LIST_IGNORE;
  };
}

export function UploadButtons({
  onFiles,
  disabled,
  folder = true,
  inputId,
  compact,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Offer a whole folder too (not where only files go, as in the students' panel). */
  folder?: boolean;
  /** The files input's id, so a drop zone can open the same picker. */
  inputId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const take = takeSelection(onFiles);
  return (
    <>
      <span data-testid="files-upload">
        <Upload id={inputId} multiple showUploadList={false} beforeUpload={take} disabled={disabled}>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            disabled={disabled}
            aria-label={compact ? t('fileWeb.upload.files') : undefined}
          >
            {compact ? null : t('fileWeb.upload.files')}
          </Button>
        </Upload>
      </span>
      {folder && (
        <span data-testid="files-upload-folder">
          <Upload directory multiple showUploadList={false} beforeUpload={take} disabled={disabled}>
            <Button
              icon={<FolderOpenOutlined />}
              disabled={disabled}
              aria-label={compact ? t('fileWeb.upload.folder') : undefined}
            >
              {compact ? null : t('fileWeb.upload.folder')}
            </Button>
          </Upload>
        </span>
      )}
    </>
  );
}

/**
 * Where to drop files and folders (the whole folder pane takes drops, see drop.ts; this shows where
 * and lights up while something is dragged over). A click or Enter opens the files picker of the
 * buttons (`inputId`).
 */
export function DropZone({ inputId, hint, over }: { inputId: string; hint: string; over: boolean }) {
  const { t } = useTranslation();
  const open = () => document.getElementById(inputId)?.click();
  return (
    <button
      type="button"
      className={`files-drop${over ? ' files-drop-over' : ''}`}
      data-testid="files-dropzone"
      onClick={open}
    >
      <InboxOutlined className="files-drop-icon" />
      <span className="files-drop-text">{t('fileWeb.upload.drop')}</span>
      <span className="files-drop-hint">{hint}</span>
    </button>
  );
}

export function useInputId(): string {
  return `files-pick-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

function ItemLine({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const { t, i18n } = useTranslation();
  const failed = item.status === 'failed';
  const done = item.status === 'done';
  return (
    <li
      className={`files-upload-item files-upload-${item.status}`}
      data-testid="upload-item"
      data-name={item.name}
      data-path={item.relativePath}
      data-status={item.status}
      data-percent={done ? 100 : item.percent}
    >
      <div className="files-upload-line">
        <FileIcon kind={fileKind(item.name)} />
        <Typography.Text className="files-upload-name" ellipsis={{ tooltip: item.relativePath }}>
          {item.relativePath}
        </Typography.Text>
        <Progress
          className="files-upload-progress"
          percent={done ? 100 : item.percent}
          size="small"
          status={failed ? 'exception' : done ? 'success' : 'active'}
          showInfo={false}
          data-testid="upload-progress"
          aria-label={item.name}
        />
        <Typography.Text type="secondary" className="files-upload-size">
          {formatSize(item.size, i18n.language)}
        </Typography.Text>
        <Typography.Text
          type={failed ? 'danger' : done ? 'success' : 'secondary'}
          className="files-upload-status"
          data-testid="upload-status"
        >
          {done ? <CheckCircleFilled /> : null} {t(`fileWeb.upload.status.${item.status}`)}
        </Typography.Text>
        {failed && (
          <Tooltip title={t('fileWeb.upload.retry')}>
            <Button
              size="small"
              type="text"
              icon={<ReloadOutlined />}
              onClick={() => void queue.retry(item.key)}
              aria-label={t('fileWeb.upload.retry')}
              data-testid="upload-retry"
            />
          </Tooltip>
        )}
        {(failed || done || item.status === 'waiting' || item.status === 'uploading') && (
          <Tooltip title={t('fileWeb.upload.remove')}>
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              onClick={() => queue.remove(item.key)}
              aria-label={t('fileWeb.upload.remove')}
              data-testid="upload-remove"
            />
          </Tooltip>
        )}
      </div>
      {failed && item.error && (
        <Typography.Text type="danger" className="files-upload-error" data-testid="upload-error">
          {item.error}
        </Typography.Text>
      )}
    </li>
  );
}

const ATTENTION: Record<UploadItem['status'], number> = {
  failed: 0,
  uploading: 1,
  registering: 1,
  waiting: 2,
  done: 3,
};

/** Failures first (they need a decision), then what is going up, then what is done; else in order. */
function byAttention(items: readonly UploadItem[]): UploadItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => ATTENTION[a.item.status] - ATTENTION[b.item.status] || a.index - b.index)
    .map(({ item }) => item);
}

export function UploadList({ items, queue }: { items: readonly UploadItem[]; queue: UploadQueue }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const s = queueSummary(items);
  return (
    <section className="files-uploads" data-testid="upload-list" aria-live="polite">
      <div className="files-uploads-head">
        <Typography.Text
          strong
          data-testid="upload-summary"
          data-done={s.done}
          data-failed={s.failed}
          data-total={s.total}
        >
          {t('fileWeb.upload.summary', { done: s.done, total: s.total })}
          {s.failed > 0 ? ` · ${t('fileWeb.upload.failedCount', { count: s.failed })}` : ''}
        </Typography.Text>
        <Space size={4}>
          {s.failed > 0 && (
            <Button
              size="small"
              icon={<ReloadOutlined />}
              onClick={() => void queue.retryFailed()}
              data-testid="upload-retry-all"
            >
              {t('fileWeb.upload.retryAll')}
            </Button>
          )}
          {s.done > 0 && (
            <Button size="small" onClick={() => queue.clearDone()} data-testid="upload-clear">
              {t('fileWeb.upload.clear')}
            </Button>
          )}
        </Space>
      </div>
      {s.active > 0 && <Progress percent={s.percent} size="small" data-testid="upload-overall" />}
      <ul className="files-upload-items">
        {byAttention(items).map((item) => (
          <ItemLine key={item.key} item={item} queue={queue} />
        ))}
      </ul>
    </section>
  );
}
