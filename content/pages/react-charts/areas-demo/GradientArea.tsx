import { useTheme } from '@mui/material/styles';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';

// A fixed id, unique on the page, so that the server and the browser render the same one.
const gradientId = 'build-server-cpu-gradient';

const minutes = Array.from({ length: 31 }, (_, index) => index * 2);

// CPU load of a build server during one hour, in percent.
const cpuLoad = [
  22, 25, 31, 48, 67, 81, 88, 91, 86, 79, 74, 70, 62, 55, 49, 44, 52, 63, 71, 78, 83, 80, 68, 57,
  43, 36, 31, 28, 26, 24, 23,
];

export default function GradientArea() {
  const theme = useTheme();
  const color = theme.palette.primary.main;

  return (
    <LineChart
      height={300}
      xAxis={[{ data: minutes, valueFormatter: (minute: number) => `${minute} min` }]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { label: 'CPU load', data: cpuLoad, area: true, showMark: false, color },
      ]}
      hideLegend
      sx={{
        [`& .${areaElementClasses.root}`]: { fill: `url(#${gradientId})` },
      }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor={color} stopOpacity={0.6} />
          <stop offset="100%" stopColor={color} stopOpacity={0.05} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
