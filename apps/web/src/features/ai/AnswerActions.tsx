import { CopyOutlined, DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../components/clipboard.ts';
import type { Statue } from './api.ts';

/**
 * Rating (Helpful 2, Unhelpful 1; the same click again resets to 0) and copy, shown only once an
 * answer has finished streaming (spec 000 section 4).
 */
export function nextStatue(current: Statue, clicked: Statue): Statue {
  return current === clicked ? '0' : clicked;
}

export function AnswerActions({
  answer,
  statue,
  canRate,
  onRate,
}: {
  answer: string;
  statue: Statue;
  canRate: boolean;
  onRate: (statue: Statue) => void;
}) {
  const { t } = useTranslation();
  const helpful = statue === '2';
  const unhelpful = statue === '1';
  return (
    <Space size={2} className="ai-actions">
      <Tooltip title={helpful ? t('ai.rate.cancel') : t('ai.rate.helpful')}>
        <Button
          type="text"
          size="small"
          disabled={!canRate}
          aria-label={t('ai.rate.helpful')}
          aria-pressed={helpful}
          data-testid="ai-rate-helpful"
          icon={helpful ? <LikeFilled /> : <LikeOutlined />}
          onClick={() => onRate(nextStatue(statue, '2'))}
        />
      </Tooltip>
      <Tooltip title={unhelpful ? t('ai.rate.cancel') : t('ai.rate.unhelpful')}>
        <Button
          type="text"
          size="small"
          disabled={!canRate}
          aria-label={t('ai.rate.unhelpful')}
          aria-pressed={unhelpful}
          data-testid="ai-rate-unhelpful"
          icon={unhelpful ? <DislikeFilled /> : <DislikeOutlined />}
          onClick={() => onRate(nextStatue(statue, '1'))}
        />
      </Tooltip>
      <Tooltip title={t('ai.copy')}>
        <Button
          type="text"
          size="small"
          aria-label={t('ai.copy')}
          data-testid="ai-copy"
          icon={<CopyOutlined />}
          onClick={() => void copyText(answer)}
        />
      </Tooltip>
    </Space>
  );
}
