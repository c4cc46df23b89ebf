import { Button, type ButtonProps } from '@fluentui/react-components';
import { FlagRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { ReportContentDialog } from './ReportContentDialog';

interface ReportActionProps {
  /** The AI output being reported, as the user saw it. */
  content: string;
  /** ai_assistant, analysis, meal_suggestion, recipe… */
  contentType: string;
  /** The reported social post or comment, so an admin can hide it. */
  contentId?: string;
  /** Visible label; the accessible name always says what is reported. */
  label?: string;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  /** What the button reports, for screen readers; AI output by default. */
  accessibleName?: string;
  /** The dialog's title, when the content is not AI output. */
  dialogTitle?: string;
}

/** A 'Report' button to place next to any AI output; opens the 'Report AI-Generated Content' dialog. */
export function ReportAction({
  content,
  contentType,
  contentId,
  label = 'Report',
  appearance = 'subtle',
  size,
  accessibleName = 'Report AI-generated content',
  dialogTitle,
}: ReportActionProps) {
  const [isOpen, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button appearance={appearance} size={size} icon={<FlagRegular />} onClick={() => setOpen(true)} aria-label={accessibleName} title={accessibleName}>
        {label}
      </Button>
      <ReportContentDialog
        open={isOpen}
        onClose={close}
        content={content}
        contentType={contentType}
        contentId={contentId}
        title={dialogTitle}
        intro={dialogTitle && 'Tell us what is wrong with it. Reports are reviewed by our team.'}
      />
    </>
  );
}
