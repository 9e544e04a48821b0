import { Art, Bar, Box, Dot, Panel, WindowDots } from "./art-parts";

/** Web development: a browser window showing a site, and its performance score. */
export function BrowserVisual() {
  return (
    <Art>
      <Panel x={20} y={28} w={420} h={290} rx={14} />
      <WindowDots x={40} y={48} />
      <Box x={110} y={40} w={240} h={17} rx={8.5} className="fill-muted-foreground/10" />
      <path
        d="M122 46v5h6v-5zM123.5 46v-2a1.5 1.5 0 0 1 3 0v2"
        className="stroke-success"
        strokeWidth={1.5}
      />
      <Bar x={136} y={46} w={90} h={5} />
      <Bar x={20} y={68} w={420} h={1.5} tone="faint" />
      <Bar x={44} y={84} w={40} h={7} tone="primary" />
      {[0, 1, 2].map((i) => (
        <Bar key={i} x={270 + i * 44} y={86} w={32} h={4} />
      ))}
      <Bar x={44} y={118} w={190} h={14} tone="ink" />
      <Bar x={44} y={140} w={150} h={14} tone="ink" />
      <Bar x={44} y={168} w={170} h={5} />
      <Bar x={44} y={179} w={130} h={5} />
      <Box x={44} y={196} w={78} h={24} rx={8} className="fill-primary" />
      <Box
        x={130}
        y={196}
        w={70}
        h={24}
        rx={8}
        className="fill-card stroke-border"
        strokeWidth={1.5}
      />
      <Box x={250} y={106} w={166} h={118} rx={12} className="fill-primary/10" />
      <circle cx={306} cy={156} r={26} className="fill-primary/30" />
      <path d="M262 224l52-46 30 26 22-18 50 38z" className="fill-primary/40" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${44 + i * 128} 244)`}>
          <rect
            width={116}
            height={56}
            rx={10}
            className="fill-muted-foreground/5 stroke-border"
            strokeWidth={1.5}
          />
          <Dot cx={18} cy={18} r={7} tone="soft" />
          <Bar x={12} y={32} w={80} h={5} tone="ink" />
          <Bar x={12} y={42} w={56} h={4} />
        </g>
      ))}
      <g transform="translate(372 250)">
        <circle r={44} className="fill-card stroke-border" strokeWidth={1.5} />
        <circle r={33} className="stroke-success/20" strokeWidth={8} />
        <circle
          r={33}
          className="stroke-success"
          strokeWidth={8}
          strokeDasharray="207 207"
          transform="rotate(-90)"
        />
        <text y={7} textAnchor="middle" className="fill-foreground text-[20px] font-bold">
          100
        </text>
      </g>
    </Art>
  );
}
