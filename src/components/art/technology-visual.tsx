import { Art, Bar, Box, Dot, Panel, WindowDots, Wire } from "./art-parts";

/** Technology: a code editor, a model chip and the services it connects. */
export function TechnologyVisual() {
  const code = [
    [0, 60, "primary"],
    [16, 120, "ink"],
    [16, 90, "muted"],
    [32, 70, "soft"],
    [32, 110, "muted"],
    [16, 50, "ink"],
    [0, 30, "primary"],
  ] as const;
  return (
    <Art>
      <Panel x={20} y={30} w={250} h={220} rx={14} />
      <WindowDots x={38} y={48} />
      <Bar x={20} y={64} w={250} h={1.5} tone="faint" />
      {code.map(([indent, width, tone], i) => (
        <g key={i}>
          <Bar x={36} y={82 + i * 22} w={10} h={5} tone="faint" />
          <Bar x={58 + indent} y={82 + i * 22} w={width} h={6} tone={tone} />
        </g>
      ))}
      <Wire d="M270 150h40M398 150h34M354 194v42M354 106V64" />
      <g transform="translate(310 106)">
        <rect width={88} height={88} rx={16} className="fill-primary" />
        <Box
          x={22}
          y={22}
          w={44}
          h={44}
          rx={8}
          className="fill-primary-foreground/20 stroke-primary-foreground/60"
          strokeWidth={2}
        />
        <path d="M44 32l3 9 9 3-9 3-3 9-3-9-9-3 9-3z" className="fill-primary-foreground" />
      </g>
      {[
        [432, 150],
        [354, 48],
        [354, 252],
      ].map(([cx, cy]) => (
        <g key={`${cx}-${cy}`}>
          <circle cx={cx} cy={cy} r={20} className="fill-card stroke-border" strokeWidth={1.5} />
          <Dot cx={cx ?? 0} cy={cy ?? 0} r={7} tone="soft" />
        </g>
      ))}
      <Panel x={60} y={270} w={330} h={64} />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <Bar
          key={i}
          x={84 + i * 38}
          y={318 - ((i * 37) % 28) - 8}
          w={20}
          h={((i * 37) % 28) + 8}
          tone={i > 5 ? "primary" : "soft"}
        />
      ))}
    </Art>
  );
}
