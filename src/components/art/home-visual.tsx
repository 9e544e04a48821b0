import {
  Art,
  Bar,
  Box,
  CheckBadge,
  Dot,
  Panel,
  TrendArea,
  TrendLine,
  WindowDots,
  Wire,
} from "./art-parts";

const trend = "64,212 100,200 136,204 172,176 208,182 244,150 280,136 316,112";

/** Home: the agency's four crafts in one scene: a dashboard, a workflow and an app. */
export function HomeVisual() {
  return (
    <Art>
      <Panel x={40} y={36} w={300} h={212} />
      <WindowDots x={58} y={54} />
      <Bar x={40} y={70} w={300} h={1.5} tone="faint" />
      <Bar x={60} y={86} w={90} h={8} tone="ink" />
      <Bar x={60} y={100} w={56} />
      <Box x={262} y={84} w={60} h={22} rx={11} className="fill-success/15" />
      <path d="M274 99l6-6 5 4 7-8" className="stroke-success" strokeWidth={2} />
      <Bar x={296} y={92} w={18} h={6} tone="success" />
      <TrendArea points={trend} base={232} />
      <TrendLine points={trend} />
      <Dot cx={316} cy={112} r={5} />
      <Panel x={16} y={226} w={214} h={108} />
      <Wire d="M64 280h38M140 280h38" />
      {[46, 122, 198].map((cx, index) => (
        <g key={cx}>
          <circle
            cx={cx}
            cy={280}
            r={18}
            className={index === 1 ? "fill-primary" : "fill-primary/15"}
          />
          <Bar x={cx - 16} y={308} w={32} h={5} />
        </g>
      ))}
      <path d="M115 280l5-8 5 8-5 8z" className="fill-primary-foreground" />
      <Panel x={332} y={100} w={128} h={236} rx={24} />
      <Bar x={376} y={112} w={40} h={5} tone="muted" />
      <Box x={346} y={130} w={100} h={64} rx={10} className="fill-primary/15" />
      <circle cx={396} cy={162} r={16} className="fill-primary" />
      <Bar x={346} y={206} w={76} h={7} tone="ink" />
      <Bar x={346} y={220} w={96} />
      <Bar x={346} y={232} w={60} />
      <Box x={346} y={290} w={100} h={28} rx={14} className="fill-primary" />
      <Bar x={378} y={301} w={36} h={6} tone="inverse" />
      <CheckBadge x={410} y={248} size={26} />
    </Art>
  );
}
