import { Art, Bar, Box, Panel, TrendLine, gearPath } from "./art-parts";

/** Manufacturing: meshing gears, a conveyor of parts and a machine's sensor trace. */
export function ManufacturingVisual() {
  return (
    <Art>
      <path d={gearPath(132, 122, 78, 12)} className="fill-primary" />
      <circle cx={132} cy={122} r={26} className="fill-card" />
      <path d={gearPath(240, 62, 46, 9)} className="fill-primary/30" />
      <circle cx={240} cy={62} r={14} className="fill-card" />
      <Panel x={16} y={246} w={448} h={44} rx={22} />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <circle
          key={i}
          cx={44 + i * 65}
          cy={268}
          r={10}
          className="stroke-muted-foreground/40"
          strokeWidth={2}
        />
      ))}
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          x={60 + i * 120}
          y={200}
          w={68}
          h={46}
          rx={6}
          className={i === 2 ? "fill-primary" : "fill-primary/20 stroke-primary/40"}
          strokeWidth={1.5}
        />
      ))}
      <path d="M400 180v20" className="stroke-primary" strokeWidth={2} strokeDasharray="3 4" />
      <Panel x={300} y={36} w={164} h={140} />
      <Bar x={316} y={52} w={60} h={7} tone="ink" />
      <Box x={416} y={50} w={32} h={12} rx={6} className="fill-success/20" />
      <TrendLine points="316,132 334,120 350,126 366,104 382,118 398,98 414,110 432,92 448,100" />
      <path
        d="M316 150h132"
        className="stroke-destructive/60"
        strokeWidth={1.5}
        strokeDasharray="4 4"
      />
      <Bar x={316} y={160} w={80} h={5} />
      <path d="M16 320h448" className="stroke-border" strokeWidth={1.5} />
    </Art>
  );
}
