import { makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';

const useStyles = makeStyles({
  paragraph: { margin: `0 0 ${tokens.spacingVerticalS}`, whiteSpace: 'pre-wrap', ':last-child': { marginBottom: 0 } },
  list: { margin: `0 0 ${tokens.spacingVerticalS}`, paddingLeft: tokens.spacingHorizontalXL, ':last-child': { marginBottom: 0 } },
});

/** `**bold**` spans as <strong>; everything else stays plain text, so nothing a message contains is ever HTML. */
function inline(text: string): ReactNode[] {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
        <strong key={index}>{part.slice(2, -2)}</strong>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}

type Block = { kind: 'list'; items: string[] } | { kind: 'paragraph'; text: string };

function blocks(text: string): Block[] {
  const result: Block[] = [];
  for (const line of text.split('\n')) {
    const bullet = /^\s*[-*•]\s+(.*)$/.exec(line);
    const last = result.at(-1);
    if (bullet) {
      if (last?.kind === 'list') last.items.push(bullet[1]!);
      else result.push({ kind: 'list', items: [bullet[1]!] });
    } else if (line.trim() === '') {
      result.push({ kind: 'paragraph', text: '' });
    } else if (last?.kind === 'paragraph' && last.text !== '') {
      last.text += `\n${line}`;
    } else {
      result.push({ kind: 'paragraph', text: line });
    }
  }
  return result.filter((block) => block.kind === 'list' || block.text !== '');
}

/** A chat message as readable text: paragraphs, bullet lists and bold, rendered as React elements (never raw HTML). */
export function ChatMessageText({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <>
      {blocks(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className={styles.list}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className={styles.paragraph}>
            {inline(block.text)}
          </p>
        ),
      )}
    </>
  );
}
