import { Art, Bar, Columns, Dot, Panel, TrendLine, WindowDots } from "./art-parts";

const bars = [42, 58, 50, 74, 66, 88, 96, 118];

/** Performance marketing: a campaign dashboard with KPI tiles, revenue bars and a channel mix. */
export function DashboardVisual() {
  return (
    <Art>
      <Panel x={20} y={24} w={440} h={312} rx={16} />
      <WindowDots x={40} y={44} />
      <Bar x={20} y={60} w={440} h={1.5} tone="faint" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${40 + i * 140} 76)`}>
          <rect
            width={124}
            height={62}
            rx={10}
            className={i === 0 ? "fill-primary/10" : "fill-muted-foreground/5"}
          />
          <Bar x={12} y={14} w={50} h={5} />
          <Bar x={12} y={30} w={i === 0 ? 72 : 58} h={10} tone="ink" />
          <path
            d={i === 2 ? "M92 46l8 4 8-6" : "M92 50l8-6 8 2"}
            className={i === 2 ? "stroke-destructive" : "stroke-success"}
            strokeWidth={2}
          />
        </g>
      ))}
      <Bar x={40} y={156} w={80} h={6} tone="ink" />
      <Columns x={44} base={310} step={30} w={18} heights={bars} />
      <TrendLine
        points={bars.map((h, i) => `${53 + i * 30},${290 - h * 0.9}`).join(" ")}
        stroke="stroke-foreground/60"
      />
      <Dot cx={263} cy={184} r={4.5} tone="ink" />
      <Bar x={40} y={316} w={250} h={1.5} tone="faint" />
      <circle cx={372} cy={226} r={46} className="stroke-muted-foreground/15" strokeWidth={16} />
      <circle
        cx={372}
        cy={226}
        r={46}
        className="stroke-primary"
        strokeWidth={16}
        strokeDasharray="180 289"
        transform="rotate(-90 372 226)"
      />
      <circle
        cx={372}
        cy={226}
        r={46}
        className="stroke-primary/40"
        strokeWidth={16}
        strokeDasharray="62 289"
        strokeDashoffset={-184}
        transform="rotate(-90 372 226)"
      />
      {[0, 1].map((i) => (
        <g key={i}>
          <Dot cx={330} cy={298 + i * 16} r={4} tone={i === 0 ? "primary" : "soft"} />
          <Bar x={340} y={295 + i * 16} w={i === 0 ? 60 : 44} h={6} />
        </g>
      ))}
    </Art>
  );
}
