import { Box } from "./art-parts";
import type { PortraitTraits } from "@/content/types";
import { cn } from "@/lib/utils";

const skinTones: Record<PortraitTraits["skin"], [face: string, shade: string]> = {
  light: ["#f4d6c3", "#e3b9a0"],
  fair: ["#ebc3a1", "#d6a682"],
  tan: ["#d19b6d", "#b88154"],
  brown: ["#a86b45", "#8c5535"],
  deep: ["#6e452f", "#5a3624"],
};

const hairColors: Record<PortraitTraits["hairColor"], string> = {
  black: "#1d1a1c",
  brown: "#5a3824",
  blonde: "#d8b26a",
  auburn: "#8c3a20",
  grey: "#a3a7ae",
};

/** Hair drawn behind the head (long styles) and over it, per style. */
const hairBack: Partial<Record<PortraitTraits["hair"], string>> = {
  bob: "M29 46c0-18 8-27 19-27s19 9 19 27v13H29z",
  long: "M29 46c0-18 8-27 19-27s19 9 19 27v30H29z",
};

const hairFront: Record<PortraitTraits["hair"], string> = {
  buzz: "M33 40c0-12 6-19 15-19s15 7 15 19c-3-6-8-9-15-9s-12 3-15 9z",
  short: "M32 42c0-14 7-22 17-22 9 0 15 7 15 18-6-1-10-6-12-10-4 6-12 10-20 14z",
  bun: "M32 42c0-14 7-21 16-21s16 7 16 21c-2-8-8-12-16-12s-14 4-16 12z",
  bob: "M31 44c0-15 7-23 17-23s17 8 17 23c-9-2-15-7-17-12-3 6-9 10-17 12z",
  long: "M31 44c0-15 7-23 17-23s17 8 17 23c-6-4-11-8-13-13-4 6-12 11-21 13z",
  curly:
    "M31 40a7 7 0 0 1 5-11 8 8 0 0 1 12-6 8 8 0 0 1 12 5 7 7 0 0 1 4 12c-4-5-9-8-16-8s-13 3-17 8z",
};

/** An illustrated head-and-shoulders portrait drawn from a few traits; decorative. */
export function Portrait({ traits, className }: { traits: PortraitTraits; className?: string }) {
  const [face, shade] = skinTones[traits.skin];
  const hair = hairColors[traits.hairColor];
  const back = hairBack[traits.hair];
  return (
    <span
      className={cn(
        "block shrink-0 overflow-hidden rounded-full bg-gradient-to-br from-primary/25 to-accent ring-1 ring-border",
        className,
      )}
    >
      <svg viewBox="0 0 96 96" aria-hidden="true" focusable="false" className="block size-full">
        <circle cx={80} cy={16} r={10} className="fill-primary/20" />
        <g transform="translate(48 54) scale(1.22) translate(-48 -50)">
          {back && <path d={back} fill={hair} />}
          <path d="M42 56h12v16H42z" fill={shade} />
          {traits.top === "blazer" && (
            <>
              <path d="M12 96c0-20 16-29 36-29s36 9 36 29z" fill="#27314a" />
              <path d="M40 67l8 18 8-18z" fill="#f8fafc" />
              <path d="M40 67l8 18-12-4zM56 67l-8 18 12-4z" fill="#3a4564" />
            </>
          )}
          {traits.top === "sweater" && (
            <>
              <path d="M12 96c0-20 16-29 36-29s36 9 36 29z" className="fill-primary" />
              <path d="M40 67a8 6 0 0 0 16 0z" fill={shade} />
            </>
          )}
          {traits.top === "shirt" && (
            <>
              <path d="M12 96c0-20 16-29 36-29s36 9 36 29z" className="fill-primary/70" />
              <path d="M40 66l8 10 8-10 4 6-12 6-12-6z" fill="#f8fafc" />
            </>
          )}
          {traits.top === "turtleneck" && (
            <>
              <path d="M12 96c0-20 16-29 36-29s36 9 36 29z" fill="#374151" />
              <Box x={40} y={62} w={16} h={10} rx={4} fill="#1f2937" />
            </>
          )}
          <circle cx={33} cy={45} r={3.5} fill={shade} />
          <circle cx={63} cy={45} r={3.5} fill={shade} />
          <ellipse cx={48} cy={43} rx={15} ry={18} fill={face} />
          {traits.beard && (
            <path d="M33 44c0 13 6 20 15 20s15-7 15-20c-2 6-6 9-15 9s-13-3-15-9z" fill={hair} />
          )}
          <path d={hairFront[traits.hair]} fill={hair} />
          {traits.hair === "bun" && <circle cx={48} cy={19} r={7} fill={hair} />}
          <circle cx={42.5} cy={44} r={1.6} fill="#1d1a1c" />
          <circle cx={53.5} cy={44} r={1.6} fill="#1d1a1c" />
          <path
            d={traits.beard ? "M44 53q4 2.5 8 0" : "M44 52q4 3 8 0"}
            stroke={traits.beard ? "#f8fafc" : shade}
            strokeWidth={1.6}
            strokeLinecap="round"
            fill="none"
          />
          {traits.glasses && (
            <g stroke="#1d1a1c" strokeWidth={1.4} fill="none">
              <Box x={37} y={40} w={10} h={8} rx={3} />
              <Box x={49} y={40} w={10} h={8} rx={3} />
              <path d="M47 43.5h2" />
            </g>
          )}
        </g>
      </svg>
    </span>
  );
}
