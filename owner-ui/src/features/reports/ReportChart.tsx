import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Report } from '@paani/contracts';

/** The report's chart: its first column along the axis, the series the report names, labelled as its columns. */
export function ReportChart({ report, label }: { report: Report; label: string }) {
  const { chart, table } = report;
  const labels = new Map(table.columns.map((column) => [column.key, column.label]));
  const dataset = table.rows.map((row) => {
    const point: Record<string, string | number> = { [chart.x]: String(row[chart.x] ?? '') };
    for (const key of chart.series) point[key] = Number(row[key] ?? 0);
    return point;
  });
  const series = chart.series.map((key) => ({
    dataKey: key,
    label: labels.get(key) ?? key,
    ...(chart.stacked ? { stack: 'total' } : {}),
  }));
  const xAxis = [{ scaleType: 'band' as const, dataKey: chart.x }];
  return (
    <Box role="img" aria-label={label} data-testid="report-chart" sx={{ width: '100%', height: 320 }}>
      {chart.kind === 'line' ? (
        <LineChart dataset={dataset} series={series} xAxis={[{ scaleType: 'point', dataKey: chart.x }]} height={320} />
      ) : (
        <BarChart dataset={dataset} series={series} xAxis={xAxis} height={320} />
      )}
    </Box>
  );
}
