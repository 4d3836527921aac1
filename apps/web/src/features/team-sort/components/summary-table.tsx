import { PLAYTIME_BUCKETS } from '@app/shared';
import { useId } from 'react';
import type { SummaryRow } from '../team-sort';
import { ScrollArea } from '~/components/ui/scroll-area';
import { PageSection } from '~/components/layout/page';

export function SummaryTable({ rows }: { rows: SummaryRow[] }) {
  const headingId = useId();
  return (
    <PageSection id={headingId} title="Teams" compact>
      <ScrollArea label="Teams summary">
        <table className="table table-sm" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                Team
              </th>
              <th scope="col" rowSpan={2} className="text-right">
                Members
              </th>
              <th scope="colgroup" colSpan={PLAYTIME_BUCKETS.length} className="text-center">
                Playtime in hours per day
              </th>
              <th scope="col" rowSpan={2} className="text-right">
                Total hours
              </th>
            </tr>
            <tr>
              {PLAYTIME_BUCKETS.map((bucket) => (
                <th key={bucket.label} scope="col" className="text-right">
                  {bucket.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.label}-${row.team_id ?? 'none'}`}>
                <th scope="row">{row.label}</th>
                <td className="text-right">{row.members}</td>
                {row.playtime.map((count, index) => (
                  <td key={PLAYTIME_BUCKETS[index]!.label} className="text-right">
                    {count}
                  </td>
                ))}
                <td className="text-right">{row.total_hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </PageSection>
  );
}
