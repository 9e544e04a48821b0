import { Art, Bar, Box, Columns, Dot, Panel, Stroke, TrendLine, Wire } from "./art-parts";

/** The services overview: four crafts as tiles, joined to one accountable team in the middle. */
export function ServicesVisual() {
  const tiles = [
    [28, 28],
    [272, 28],
    [28, 196],
    [272, 196],
  ] as const;
  return (
    <Art>
      <Wire d="M208 96h32M240 96v168M240 264h32M208 264h32M240 96h32" dashed />
      {tiles.map(([x, y]) => (
        <Panel key={`${x}-${y}`} x={x} y={y} w={180} h={136} />
      ))}
      <g>
        <circle cx={72} cy={80} r={14} className="fill-primary" />
        <circle cx={136} cy={80} r={14} className="fill-primary/20" />
        <Wire d="M86 80h36" />
        <Bar x={48} y={124} w={110} h={6} tone="ink" />
        <Bar x={48} y={138} w={70} />
      </g>
      <g>
        <Columns x={296} base={126} step={24} w={14} heights={[30, 46, 40, 62, 76]} />
        <TrendLine points="300,104 324,92 348,96 372,78 396,60" stroke="stroke-foreground/50" />
        <Bar x={292} y={138} w={110} h={6} tone="ink" />
      </g>
      <g>
        <Box
          x={52}
          y={212}
          w={56}
          h={100}
          rx={12}
          className="fill-card stroke-foreground/30"
          strokeWidth={2}
        />
        <Box x={60} y={226} w={40} h={28} rx={6} className="fill-primary" />
        <Bar x={60} y={262} w={36} h={5} />
        <Bar x={60} y={272} w={26} h={5} />
        <Bar x={122} y={244} w={70} h={6} tone="ink" />
        <Bar x={122} y={258} w={52} />
      </g>
      <g>
        <Box
          x={290}
          y={214}
          w={144}
          h={92}
          rx={10}
          className="fill-card stroke-foreground/30"
          strokeWidth={2}
        />
        <Bar x={290} y={230} w={144} h={1.5} tone="faint" />
        <Dot cx={300} cy={222} r={2.5} tone="muted" />
        <Dot cx={309} cy={222} r={2.5} tone="muted" />
        <Bar x={302} y={244} w={70} h={8} tone="ink" />
        <Bar x={302} y={258} w={50} />
        <Box x={302} y={276} w={44} h={16} rx={6} className="fill-primary" />
        <Box x={384} y={244} w={38} h={46} rx={6} className="fill-primary/15" />
      </g>
      <circle cx={240} cy={180} r={30} className="fill-primary stroke-background" strokeWidth={6} />
      <Stroke d="M228 180l8 8 16-16" className="stroke-primary-foreground" width={3.5} joined />
    </Art>
  );
}
