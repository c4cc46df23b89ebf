import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** A small aggregate table from the analytics API (columns and rows of text). */
export function AdminDataTable({
  label,
  columns,
  rows,
  empty,
}: {
  label: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  empty: string;
}) {
  const styles = useStyles();
  if (rows.length === 0) return <Text className={styles.empty}>{empty}</Text>;
  return (
    <div className={styles.scroll}>
      <Table size="small" aria-label={label}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.join('|')}>
              {row.map((cell, index) => (
                <TableCell key={columns[index]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
