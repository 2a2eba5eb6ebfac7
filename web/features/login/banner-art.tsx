/** Line illustrations for the banner slides: a dashboard, a settings panel, building blocks. */
export function BannerArt({ variant }: { variant: 1 | 2 | 3 }) {
  return (
    <svg
      width="320"
      height="200"
      viewBox="0 0 320 200"
      aria-hidden
      focusable="false"
      className="drop-shadow-xl"
    >
      <rect
        x="20"
        y="16"
        width="280"
        height="168"
        rx="14"
        fill="white"
        fillOpacity="0.12"
        stroke="white"
        strokeOpacity="0.35"
      />
      <rect x="20" y="16" width="280" height="28" rx="14" fill="white" fillOpacity="0.14" />
      <circle cx="40" cy="30" r="4" fill="white" fillOpacity="0.7" />
      <circle cx="54" cy="30" r="4" fill="white" fillOpacity="0.5" />
      <circle cx="68" cy="30" r="4" fill="white" fillOpacity="0.3" />
      {variant === 1 && (
        <g>
          <rect x="40" y="60" width="70" height="44" rx="6" fill="white" fillOpacity="0.85" />
          <rect x="122" y="60" width="70" height="44" rx="6" fill="white" fillOpacity="0.55" />
          <rect x="204" y="60" width="76" height="44" rx="6" fill="white" fillOpacity="0.35" />
          <path
            d="M40 160 L90 130 L130 146 L180 112 L230 126 L280 100"
            fill="none"
            stroke="white"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d="M40 160 L90 130 L130 146 L180 112 L230 126 L280 100 L280 168 L40 168 Z"
            fill="white"
            fillOpacity="0.12"
          />
        </g>
      )}
      {variant === 2 && (
        <g>
          {[64, 96, 128, 160].map((y, i) => (
            <g key={y}>
              <rect
                x="40"
                y={y - 10}
                width="150"
                height="20"
                rx="4"
                fill="white"
                fillOpacity={0.2 + i * 0.1}
              />
              <rect
                x="220"
                y={y - 8}
                width="36"
                height="16"
                rx="8"
                fill="white"
                fillOpacity={i % 2 ? 0.35 : 0.85}
              />
              <circle
                cx={i % 2 ? 229 : 247}
                cy={y}
                r="6"
                fill={i % 2 ? 'white' : 'rgb(var(--primary-6))'}
              />
            </g>
          ))}
        </g>
      )}
      {variant === 3 && (
        <g>
          <rect x="52" y="64" width="60" height="48" rx="6" fill="white" fillOpacity="0.8" />
          <rect
            x="124"
            y="64"
            width="60"
            height="48"
            rx="6"
            fill="white"
            fillOpacity="0.45"
            strokeDasharray="4 4"
            stroke="white"
          />
          <rect x="196" y="64" width="72" height="100" rx="6" fill="white" fillOpacity="0.3" />
          <rect x="52" y="124" width="132" height="40" rx="6" fill="white" fillOpacity="0.55" />
          <path
            d="M112 88 H124 M184 88 H196"
            stroke="white"
            strokeWidth="2"
            strokeDasharray="3 3"
          />
        </g>
      )}
    </svg>
  );
}
