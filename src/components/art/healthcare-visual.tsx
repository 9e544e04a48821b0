import { Art, Bar, CheckBadge, Panel, TrendLine, WindowDots } from "./art-parts";

/** Healthcare: a patient monitor's pulse line, an intake record and a care badge. */
export function HealthcareVisual() {
  return (
    <Art>
      <Panel x={20} y={40} w={300} h={170} rx={16} />
      <WindowDots x={40} y={60} />
      <Bar x={250} y={56} w={50} h={8} tone="success" />
      {[0, 1, 2, 3].map((i) => (
        <Bar key={i} x={36} y={96 + i * 28} w={268} h={1} tone="faint" />
      ))}
      <TrendLine points="36,140 92,140 104,126 114,140 136,140 146,96 160,176 172,140 206,140 216,130 226,140 304,140" />
      <Bar x={36} y={188} w={60} h={6} tone="ink" />
      <Bar x={104} y={188} w={40} h={6} />
      <Panel x={200} y={170} w={260} h={164} rx={16} />
      <circle cx={240} cy={212} r={20} className="fill-primary/15" />
      <circle cx={240} cy={206} r={7} className="fill-primary" />
      <path d="M228 224a12 9 0 0 1 24 0z" className="fill-primary" />
      <Bar x={272} y={198} w={100} h={8} tone="ink" />
      <Bar x={272} y={214} w={64} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(220 ${248 + i * 26})`}>
          <CheckBadge x={0} y={0} size={18} />
          <Bar x={28} y={6} w={[150, 120, 170][i] ?? 120} h={6} />
        </g>
      ))}
      <g transform="translate(364 36)">
        <rect width={84} height={84} rx={22} className="fill-primary" />
        <path d="M34 20h16v14h14v16H50v14H34V50H20V34h14z" className="fill-primary-foreground" />
      </g>
    </Art>
  );
}
