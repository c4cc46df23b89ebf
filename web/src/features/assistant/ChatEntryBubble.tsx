import { Button, Card, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { DiamondRegular } from '@fluentui/react-icons';
import type { FoodLogItem } from '../food-log/FoodLogItemRow';
import type { PortionChoice } from '../food-log/PortionPicker';
import { ReportAction } from '../reports/ReportAction';
import { AssistantLoggedFood } from './AssistantLoggedFood';
import type { ChatEntry, SuggestionEntry } from './chatEntries';
import { ChatMessageText } from './ChatMessageText';
import { PhotoMealReview } from './PhotoMealReview';

const useStyles = makeStyles({
  bubble: {
    maxWidth: 'min(92%, 620px)',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusXLarge,
    lineHeight: 1.5,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    wordBreak: 'break-word',
  },
  assistant: { alignSelf: 'flex-start', backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground1 },
  user: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  notice: {
    backgroundColor: tokens.colorStatusWarningBackground1,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorStatusWarningBorder1}`,
  },
  error: { backgroundColor: tokens.colorStatusDangerBackground1, border: `1px solid ${tokens.colorStatusDangerBorder1}` },
  suggestions: { display: 'grid', gap: tokens.spacingVerticalS },
  suggestion: { padding: tokens.spacingHorizontalM, cursor: 'pointer' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface ChatEntryBubbleProps {
  entry: ChatEntry;
  undoneIds: ReadonlySet<string>;
  onUndo(itemId: string, date: string): void;
  onEdit(item: FoodLogItem, choice: PortionChoice, date: string): void;
  onOpenSuggestion(suggestion: SuggestionEntry): void;
  /** Leaves the assistant for a page of the app (it closes first). */
  onNavigate(to: string): void;
  onLogPhotoMeal?(entryKey: string, items: { foodId: string; grams: number }[]): Promise<void>;
}

export function ChatEntryBubble({ entry, undoneIds, onUndo, onEdit, onOpenSuggestion, onNavigate, onLogPhotoMeal }: ChatEntryBubbleProps) {
  const styles = useStyles();
  const isUser = entry.role === 'user';
  const className = mergeClasses(
    styles.bubble,
    isUser ? styles.user : styles.assistant,
    (entry.notice === 'limit' || entry.notice === 'upgrade' || entry.notice === 'warning') && styles.notice,
    entry.notice === 'error' && styles.error,
  );
  const upgrade = () => onNavigate('/upgrade');
  return (
    <div
      className={className}
      data-testid={isUser ? 'chat-user-message' : entry.isStreaming ? 'chat-streaming-reply' : 'chat-assistant-message'}
      aria-busy={entry.isStreaming || undefined}
    >
      {isUser ? <Text>{entry.content}</Text> : <ChatMessageText text={entry.content} />}
      {entry.logged && entry.logged.length > 0 && entry.date && (
        <div data-testid="assistant-logged-food">
          {entry.logged.map((item) => (
            <AssistantLoggedFood
              key={item.id}
              item={item.ref}
              isUndone={undoneIds.has(item.id)}
              onUndo={(itemId) => onUndo(itemId, entry.date!)}
              onEdit={(food, choice) => onEdit(food, choice, entry.date!)}
            />
          ))}
        </div>
      )}
      {entry.suggestions && entry.suggestions.length > 0 && (
        <div className={styles.suggestions}>
          {entry.suggestions.map((suggestion) => (
            <Card
              key={suggestion.recipeId}
              className={styles.suggestion}
              onClick={() => onOpenSuggestion(suggestion)}
              aria-label={`Open the recipe for ${suggestion.name}`}
            >
              <Text weight="semibold">{suggestion.name}</Text>
              <Text size={200}>{suggestion.description}</Text>
              <Text size={200} className={styles.muted}>
                {suggestion.estimatedCalories} kcal · {suggestion.prepTime} · {suggestion.reason}
              </Text>
            </Card>
          ))}
        </div>
      )}
      {entry.photoMeal && onLogPhotoMeal && (
        <PhotoMealReview items={entry.photoMeal.items} isLogged={entry.photoMeal.isLogged} onLog={(items) => onLogPhotoMeal(entry.key, items)} />
      )}
      {(entry.notice === 'limit' || entry.notice === 'upgrade') && (
        <div className={styles.actions}>
          <Button appearance="primary" icon={<DiamondRegular />} onClick={upgrade}>
            Upgrade to Pro
          </Button>
        </div>
      )}
      {!isUser && !entry.notice && !entry.isStreaming && entry.key !== 'welcome' && (
        <div className={styles.actions}>
          <ReportAction content={entry.content} contentType="ai_assistant" size="small" />
        </div>
      )}
    </div>
  );
}
