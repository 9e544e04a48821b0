import { Art, Box, Panel } from "./art-parts";

/** Six small motifs, one per industry, keyed by the grid position they are drawn at. */
const glyphs = [
  // healthcare: a cross
  <path key="h" d="M-6-16h12v10h10v12H6v10H-6V6h-10V-6h10z" className="fill-primary" />,
  // finance: rising columns
  <path key="f" d="M-16 14V2h8v12zM-4 14V-6h8v20zM8 14v-28h8v28z" className="fill-primary" />,
  // retail: a shopping bag
  <g key="r">
    <path d="M-15-6h30l-3 22h-24z" className="fill-primary" />
    <path d="M-7-6v-4a7 7 0 0 1 14 0v4" className="stroke-primary" strokeWidth={3} />
  </g>,
  // manufacturing: a bolt head
  <g key="m">
    <path d="M0-17l15 8.5v17L0 17l-15-8.5v-17z" className="fill-primary" />
    <circle r={6} className="fill-card" />
  </g>,
  // technology: a chip
  <g key="t">
    <Box x={-12} y={-12} w={24} h={24} rx={4} className="fill-primary" />
    <path
      d="M-6-17v5M0-17v5M6-17v5M-6 12v5M0 12v5M6 12v5M-17-6h5M-17 0h5M-17 6h5M12-6h5M12 0h5M12 6h5"
      className="stroke-primary"
      strokeWidth={2.5}
    />
  </g>,
  // government: columns under a pediment
  <path
    key="g"
    d="M0-17l17 9h-34zM-13-4h5v16h-5zM-2.5-4h5v16h-5zM8-4h5v16H8zM-16 14h32v4h-32z"
    className="fill-primary"
  />,
];

/** Where the six tiles sit: a ring around the centre. */
const spots = [
  [165, 62],
  [315, 62],
  [392, 180],
  [315, 298],
  [165, 298],
  [88, 180],
] as const;

/** The industries overview: six tiles, each with its sector's motif, around a shared core. */
export function IndustriesVisual() {
  return (
    <Art>
      {spots.map(([x, y]) => (
        <path
          key={`${x}-${y}`}
          d={`M240 180L${x} ${y}`}
          className="stroke-primary/30"
          strokeWidth={2}
          strokeDasharray="4 6"
        />
      ))}
      {glyphs.map((glyph, i) => {
        const [x, y] = spots[i] ?? [0, 0];
        return (
          <g key={i}>
            <Panel x={x - 46} y={y - 46} w={92} h={92} rx={20} />
            <circle cx={x} cy={y} r={30} className="fill-primary/10" />
            <g transform={`translate(${x} ${y})`}>{glyph}</g>
          </g>
        );
      })}
      <circle cx={240} cy={180} r={22} className="fill-primary stroke-background" strokeWidth={6} />
      <path
        d="M240 168l3.5 8.5 8.5 3.5-8.5 3.5-3.5 8.5-3.5-8.5-8.5-3.5 8.5-3.5z"
        className="fill-primary-foreground"
      />
    </Art>
  );
}
