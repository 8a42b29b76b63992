import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { averageConversions, averageSpend, campaigns } from './campaigns';
import type { Campaign } from './campaigns';

const channels: Campaign['channel'][] = ['Search', 'Social', 'Email'];

export default function QuadrantScatter() {
  return (
    <ScatterChart
      height={360}
      series={channels.map((channel) => {
        const items = campaigns.filter((campaign) => campaign.channel === channel);
        return {
          label: channel,
          markerSize: 6,
          data: items.map((campaign) => ({
            id: campaign.id,
            x: campaign.spend,
            y: campaign.conversions,
          })),
          valueFormatter: (value, { dataIndex }) =>
            value &&
            `${items[dataIndex].name}: ${value.x}k € spent, ${value.y} conversions`,
        };
      })}
      xAxis={[{ label: 'Spend (thousand €)', min: 0 }]}
      yAxis={[{ label: 'Conversions', min: 0, width: 55 }]}
    >
      <ChartsReferenceLine
        x={averageSpend}
        label="Average spend"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
      <ChartsReferenceLine
        y={averageConversions}
        label="Average conversions"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4' }}
      />
    </ScatterChart>
  );
}
