import { Badge } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';

/** High and low in colour and in words (never colour alone); 'Normal' is quiet. */
export function LabFlagBadge({ flag }: { flag: string | null | undefined }) {
  if (flag === 'high')
    return (
      <Badge appearance="tint" color="danger" icon={<ArrowUpRegular />}>
        High
      </Badge>
    );
  if (flag === 'low')
    return (
      <Badge appearance="tint" color="warning" icon={<ArrowDownRegular />}>
        Low
      </Badge>
    );
  if (flag === 'normal')
    return (
      <Badge appearance="tint" color="success">
        Normal
      </Badge>
    );
  return (
    <Badge appearance="outline" color="subtle">
      No range
    </Badge>
  );
}
