import { Art, Bar, Box, Panel, Stroke, WindowDots } from "./art-parts";

/** Candles as [open, close, high, low] in chart pixels (lower is higher). */
const candles = [
  [198, 170, 160, 206],
  [172, 178, 164, 188],
  [176, 150, 140, 182],
  [152, 128, 118, 160],
  [130, 138, 122, 146],
  [136, 104, 96, 142],
] as const;

/** Financial services: a market chart, a transaction feed with one flagged payment, a shield. */
export function FinanceVisual() {
  return (
    <Art>
      <Panel x={20} y={30} w={300} h={220} rx={16} />
      <WindowDots x={40} y={50} />
      <Bar x={40} y={72} w={90} h={8} tone="ink" />
      {candles.map(([open, close, high, low], i) => {
        const x = 60 + i * 40;
        const up = close < open;
        return (
          <g key={i}>
            <path
              d={`M${x} ${high}v${low - high}`}
              className="stroke-muted-foreground/50"
              strokeWidth={2}
            />
            <Box
              x={x - 7}
              y={Math.min(open, close)}
              w={14}
              h={Math.max(Math.abs(open - close), 3)}
              rx={2}
              className={up ? "fill-primary" : "fill-muted-foreground/40"}
            />
          </g>
        );
      })}
      <Panel x={210} y={150} w={250} h={184} rx={16} />
      {[0, 1, 2].map((i) => {
        const flagged = i === 1;
        return (
          <g key={i} transform={`translate(226 ${176 + i * 48})`}>
            <rect
              width={218}
              height={32}
              rx={8}
              className={
                flagged ? "fill-destructive/10 stroke-destructive/60" : "fill-muted-foreground/5"
              }
              strokeWidth={1.5}
            />
            <circle
              cx={16}
              cy={16}
              r={8}
              className={flagged ? "fill-destructive" : "fill-primary/25"}
            />
            <Bar x={32} y={10} w={80} h={5} tone="ink" />
            <Bar x={32} y={19} w={50} h={4} />
            <Bar x={170} y={13} w={36} h={6} tone={flagged ? "ink" : "muted"} />
          </g>
        );
      })}
      <g transform="translate(356 24)">
        <path d="M46 4l38 14v30c0 24-17 40-38 48C25 88 8 72 8 48V18z" className="fill-primary" />
        <Stroke d="M31 50l11 11 20-22" className="stroke-primary-foreground" width={5} joined />
      </g>
    </Art>
  );
}
