import { Art, Bar, Dot, Panel } from "./art-parts";

/** People around the core of the work, placed on two orbits: angle in degrees, orbit radius. */
const people = [
  [200, 150, "primary"],
  [290, 150, "soft"],
  [20, 150, "soft"],
  [110, 150, "primary"],
  [250, 92, "soft"],
  [60, 92, "primary"],
] as const;

/** About: one team on shared orbits around the work, with the years it has been growing. */
export function AboutVisual() {
  return (
    <Art>
      <circle cx={240} cy={180} r={150} className="stroke-border" strokeWidth={1.5} />
      <circle
        cx={240}
        cy={180}
        r={92}
        className="stroke-primary/30"
        strokeWidth={1.5}
        strokeDasharray="4 6"
      />
      {people.map(([angle, radius, tone]) => {
        const a = (angle * Math.PI) / 180;
        const x = Math.round(240 + radius * Math.cos(a));
        const y = Math.round(180 + radius * Math.sin(a));
        return (
          <g key={angle}>
            <circle cx={x} cy={y} r={24} className="fill-card stroke-border" strokeWidth={1.5} />
            <Dot cx={x} cy={y - 5} r={7} tone={tone} />
            <path
              d={`M${x - 12} ${y + 14}a12 10 0 0 1 24 0z`}
              className={tone === "primary" ? "fill-primary" : "fill-primary/25"}
            />
          </g>
        );
      })}
      <circle cx={240} cy={180} r={44} className="fill-primary" />
      <path d="M240 158l5 17 17 5-17 5-5 17-5-17-17-5 17-5z" className="fill-primary-foreground" />
      <Panel x={300} y={292} w={168} h={52} />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <Dot cx={320 + i * 32} cy={312} r={5} tone={i === 4 ? "primary" : "soft"} />
          <Bar x={312 + i * 32} y={326} w={16} h={4} />
        </g>
      ))}
      <path d="M325 312h118" className="stroke-primary/30" strokeWidth={2} />
    </Art>
  );
}
