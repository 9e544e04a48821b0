import { Art, Bar, Dot, Panel, TrendLine, Wire } from "./art-parts";

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
        {[30, 46, 40, 62, 76].map((h, i) => (
          <Bar
            key={i}
            x={296 + i * 24}
            y={126 - h}
            w={14}
            h={h}
            tone={i === 4 ? "primary" : "soft"}
          />
        ))}
        <TrendLine points="300,104 324,92 348,96 372,78 396,60" className="stroke-foreground/50" />
        <Bar x={292} y={138} w={110} h={6} tone="ink" />
      </g>
      <g>
        <rect
          x={52}
          y={212}
          width={56}
          height={100}
          rx={12}
          className="fill-card stroke-foreground/30"
          strokeWidth={2}
        />
        <rect x={60} y={226} width={40} height={28} rx={6} className="fill-primary" />
        <Bar x={60} y={262} w={36} h={5} />
        <Bar x={60} y={272} w={26} h={5} />
        <Bar x={122} y={244} w={70} h={6} tone="ink" />
        <Bar x={122} y={258} w={52} />
      </g>
      <g>
        <rect
          x={290}
          y={214}
          width={144}
          height={92}
          rx={10}
          className="fill-card stroke-foreground/30"
          strokeWidth={2}
        />
        <Bar x={290} y={230} w={144} h={1.5} tone="faint" />
        <Dot cx={300} cy={222} r={2.5} tone="muted" />
        <Dot cx={309} cy={222} r={2.5} tone="muted" />
        <Bar x={302} y={244} w={70} h={8} tone="ink" />
        <Bar x={302} y={258} w={50} />
        <rect x={302} y={276} width={44} height={16} rx={6} className="fill-primary" />
        <rect x={384} y={244} width={38} height={46} rx={6} className="fill-primary/15" />
      </g>
      <circle cx={240} cy={180} r={30} className="fill-primary stroke-background" strokeWidth={6} />
      <path
        d="M228 180l8 8 16-16"
        className="stroke-primary-foreground"
        strokeWidth={3.5}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Art>
  );
}
